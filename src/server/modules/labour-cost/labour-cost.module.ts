import { costSettingsEndpoints } from "@shared/cost-analysis/cost-settings.endpoints";
import type { ServerModule } from "../../platform/module";
import { labourCostRoutes } from "./labour-cost.routes";
import { foldStale } from "./labour-cost.fold";

/**
 * Labour cost (issue 34, decision 0081): the company's labour settings, and labour cost kept per worker,
 * day and contract from the sign-ins. The cost-analysis module reads it through labour-cost.service.ts.
 */
export const labourCostModule: ServerModule = {
  name: "labour-cost",
  permission: "Cost Analysis",
  endpoints: { "cost-settings": costSettingsEndpoints },
  routes: labourCostRoutes,
  // Not an expiry: the marks left since the last read are folded in the background every 15 minutes (the migration's
  // backfill and a settings change among them), so a reader seldom meets a large backlog. Safe beside another instance: skip locked.
  housekeeping: (db) => foldStale(db),
};
