import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import type { ServerModule } from "../../platform/module";
import { projectsRoutes } from "./projects.routes";
import { projectsTimeline } from "./projects.timeline";
import { seedDemoProjects } from "./projects.demo";

/** The projects module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const projectsModule: ServerModule = {
  name: "projects",
  endpoints: { projects: projectsEndpoints },
  routes: projectsRoutes,
  timeline: projectsTimeline,
  demo: (db, { staff, now }) => seedDemoProjects(db, staff, now),
};
