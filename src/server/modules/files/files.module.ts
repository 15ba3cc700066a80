import { filesEndpoints } from "@shared/files/files.endpoints";
import type { ServerModule } from "../../platform/module";
import { filesRoutes } from "./files.routes";
import { filesTimeline } from "./files.timeline";

/** The files module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const filesModule: ServerModule = {
  name: "files",
  endpoints: { files: filesEndpoints },
  routes: filesRoutes,
  timeline: filesTimeline,
};
