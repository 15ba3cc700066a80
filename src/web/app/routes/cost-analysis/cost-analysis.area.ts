import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** Cost analysis's screens (app/web-area.ts): the company view and a contract's costs. */
export const costAnalysisArea: WebArea = {
  screens: {
    CostAnalysisPage: lazyScreen("CostAnalysisPage", () => import("./cost-analysis-page")),
    ContractCostsPage: lazyScreen("ContractCostsPage", () => import("./contract-costs-page")),
  },
};
