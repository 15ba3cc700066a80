import { apiDocsEndpoints } from "@shared/api-docs/api-docs.endpoints";
import type { ServerModule } from "../../platform/module";
import { apiDocsRoutes } from "./api-docs.routes";

/** The api-docs module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const apiDocsModule: ServerModule = {
  name: "api-docs",
  endpoints: { apiDocs: apiDocsEndpoints },
  routes: apiDocsRoutes,
};
