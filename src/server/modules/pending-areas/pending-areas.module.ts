import type { EndpointTable } from "@shared/common/contract";
import { PENDING_APIS, pendingAreaEndpoints } from "@shared/pending-areas/pending-areas.endpoints";
import type { ServerModule } from "../../platform/module";
import { pendingAreasRoutes } from "./pending-areas.routes";

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The areas later issues build, less those a module now serves: an area that lands claims its
 * prefix with its own endpoints and its 501s go, with no line to remove here (docs/adding-an-area.md).
 */
export function pendingAreasModule(built: readonly ServerModule[]): ServerModule {
  const paths = built.flatMap((m) => Object.values(m.endpoints).flatMap((table: EndpointTable) => Object.values(table).map((e) => e.path)));
  const pending = PENDING_APIS.filter((api) => !paths.some((path) => under(path, api.prefix)));
  return {
    name: "pending-areas",
    endpoints: { pendingAreas: Object.assign({}, ...pending.map(pendingAreaEndpoints)) },
    routes: pendingAreasRoutes(pending),
  };
}
