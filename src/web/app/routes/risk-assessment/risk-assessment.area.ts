import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The risk assessment screens (app/web-area.ts). */
export const riskAssessmentArea: WebArea = {
  screens: {
    RiskAssessmentPage: lazyScreen("RiskAssessmentPage", () => import("./risk-assessment-page")),
  },
};
