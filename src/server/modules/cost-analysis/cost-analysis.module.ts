import { costForecastsEndpoints, cvrPeriodsEndpoints, variationsEndpoints } from "@shared/cost-analysis/cost-analysis.endpoints";
import { costFiguresEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import type { ServerModule } from "../../platform/module";
import { seedDemoCostAnalysis } from "./cost-analysis.demo";
import { costAnalysisRoutes, CVR_FIGURES } from "./cost-analysis.routes";
import { cvrCloseJob } from "./cvr-close.job";
import { variationRestorer } from "./variations.service";

/**
 * Cost analysis (issue 34, decision 0081) as the server lists it (platform/module.ts,
 * docs/adding-an-area.md): the registers a QS writes on a contract (variations, the forecast method
 * per head, the monthly valuations and their closing, by hand or by the daily job at 03:00 UK). Its
 * routes sit under the contract's slug; the company view and the settings under /api/cost-analysis
 * come with the areas that serve them.
 */
export const costAnalysisModule: ServerModule = {
  name: "cost-analysis",
  permission: "Cost Analysis",
  endpoints: { costVariations: variationsEndpoints, costForecasts: costForecastsEndpoints, cvrPeriods: cvrPeriodsEndpoints, costFigures: costFiguresEndpoints },
  routes: costAnalysisRoutes,
  recycleBin: { contract_variation: variationRestorer },
  demo: seedDemoCostAnalysis,
  dailyJobs: [cvrCloseJob(CVR_FIGURES)],
};
