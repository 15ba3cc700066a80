import { diaryExportEndpoints } from "@shared/diary-export/diary-export.endpoints";
import type { ServerModule } from "../../platform/module";
import { diaryExportRoutes } from "./diary-export.routes";

/** The diary-export module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const diaryExportModule: ServerModule = {
  name: "diary-export",
  endpoints: { diaryExport: diaryExportEndpoints },
  routes: diaryExportRoutes,
};
