import { pdfTemplatesEndpoints } from "@shared/pdf-templates/pdf-templates.endpoints";
import type { ServerModule } from "../../platform/module";
import { pdfTemplatesRoutes } from "./pdf-templates.routes";

/** The pdf-templates module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const pdfTemplatesModule: ServerModule = {
  name: "pdf-templates",
  endpoints: { pdfTemplates: pdfTemplatesEndpoints },
  routes: pdfTemplatesRoutes,
};
