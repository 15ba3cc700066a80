import { scope3Endpoints } from "@shared/scope3/scope3.endpoints";
import type { ServerModule } from "../../platform/module";
import { scope3Routes } from "./scope3.routes";
import { scope3Timeline } from "./scope3.timeline";

/** The scope3 module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const scope3Module: ServerModule = {
  name: "scope3",
  endpoints: { scope3: scope3Endpoints },
  routes: scope3Routes,
  timeline: scope3Timeline,
};
