import { endpoint, under, type Changes } from "../common/contract";
import { labourSettingsSchema, labourSettingsViewSchema } from "./labour-settings";

/**
 * Cost analysis's company settings (decision 0081, "Labour"): the standard day, weekend overtime and
 * the on-costs. Cost Analysis view reads them; edit saves them, and every worker-day is costed again.
 */
export const costSettingsEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/cost-analysis/settings",
    access: ["Cost Analysis", "view"],
    summary: "The company's labour settings: the standard day, whether weekend hours are overtime, and the on-cost percentages",
    response: labourSettingsViewSchema,
  }),
  save: endpoint({
    method: "PUT",
    path: "/api/cost-analysis/settings",
    access: ["Cost Analysis", "edit"],
    summary: "Save the labour settings; all labour is costed again with them (past days too: labour follows the current settings)",
    body: labourSettingsSchema,
    response: labourSettingsViewSchema,
  }),
};

/** What a save changes (decision 0062): the settings, and every labour figure under cost analysis. */
export const costSettingsChanges: Changes = [under(costSettingsEndpoints.get)];
