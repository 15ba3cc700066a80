import { costForecastsEndpoints, cvrPeriodsEndpoints, variationsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import { companyCostsEndpoints, costFiguresEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import type { Module, ServerModule } from "../../platform/module";
import { companyCostsRoutes } from "./company-costs.routes";
import { seedDemoCostAnalysis } from "./cost-analysis.demo";
import { costAnalysisRoutes, CVR_FIGURES } from "./cost-analysis.routes";
import { cvrCloseJob } from "./cvr-close.job";
import { variationRestorer } from "./variations.service";

/**
 * Cost analysis (issue 34, decision 0081) as the server lists it (platform/module.ts,
 * docs/adding-an-area.md): the registers a QS writes on a contract (variations, the forecast method
 * per head, the monthly valuations and their closing, by hand or by the daily job at 03:00 UK) and a
 * contract's cost figures, under the contract's slug; and the company view (/api/cost-analysis/contracts
 * and its export), each table with its own routes file.
 */
const routes: Module = async (app, deps) => {
  await costAnalysisRoutes(app, deps);
  await companyCostsRoutes(app, deps);
};

export const costAnalysisModule: ServerModule = {
  name: "cost-analysis",
  permission: "Cost Analysis",
  endpoints: {
    costVariations: variationsEndpoints,
    costForecasts: costForecastsEndpoints,
    cvrPeriods: cvrPeriodsEndpoints,
    costFigures: costFiguresEndpoints,
    companyCosts: companyCostsEndpoints,
  },
  routes,
  recycleBin: { contract_variation: variationRestorer },
  demo: seedDemoCostAnalysis,
  dailyJobs: [cvrCloseJob(CVR_FIGURES)],
};
