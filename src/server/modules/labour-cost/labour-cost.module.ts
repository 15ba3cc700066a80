import { costSettingsEndpoints } from "@shared/cost-analysis/cost-settings.endpoints";
import type { ServerModule } from "../../platform/module";
import { labourCostRoutes } from "./labour-cost.routes";

/**
 * Labour cost (issue 34, decision 0081): the company's labour settings, and labour cost kept per worker,
 * day and contract from the sign-ins. The cost-analysis module reads it through labour-cost.service.ts.
 */
export const labourCostModule: ServerModule = {
  name: "labour-cost",
  permission: "Cost Analysis",
  endpoints: { "cost-settings": costSettingsEndpoints },
  routes: labourCostRoutes,
};
