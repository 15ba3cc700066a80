import { assetInspectionsEndpoints } from "@shared/assets/asset-inspections.endpoints";
import { assetChecksEndpoints } from "@shared/assets/asset-checks.endpoints";
import type { ServerModule } from "../../platform/module";
import { assetsRoutes } from "./assets.routes";

/**
 * Assets and plant (issue 32) as the server lists it (platform/module.ts, docs/adding-an-area.md): the
 * register, its QR labels and public scan, inspections and pre-use checks, check-out, hire, operators
 * and vibration exposure. Each part keeps its own endpoint table (the key is its OpenAPI tag) and its
 * own routes file, called from assets.routes.ts.
 */
export const assetsModule: ServerModule = {
  name: "assets",
  permission: "Assets",
  endpoints: {
    assetInspections: assetInspectionsEndpoints,
    assetChecks: assetChecksEndpoints,
  },
  routes: assetsRoutes,
};
