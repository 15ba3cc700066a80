import { riskEndpoints } from "@shared/risk/risk.endpoints";
import type { ServerModule } from "../../platform/module";
import { riskAssessmentsRoutes } from "./risk-assessments.routes";
import { riskAssessmentsTimeline } from "./risk-assessments.timeline";

/** The risk-assessments module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const riskAssessmentsModule: ServerModule = {
  name: "risk-assessments",
  endpoints: { risk: riskEndpoints },
  routes: riskAssessmentsRoutes,
  timeline: riskAssessmentsTimeline,
};
