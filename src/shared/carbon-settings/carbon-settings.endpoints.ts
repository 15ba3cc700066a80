import { endpoint, multipart, under, type Changes } from "../common/contract";
import { carbonEndpoints } from "../carbon/carbon.endpoints";
import { carbonSettingsSchema, carbonSettingsViewSchema, deleteFactorParams, factorImportResultSchema } from "./carbon-settings";
import { recordEndpoints } from "../common/record-endpoints";

const factor = recordEndpoints("carbon-factors", "Carbon Tracking", deleteFactorParams);

/**
 * Carbon Standards (/carbon-settings): the company's DESNZ reporting year and its own conversion
 * factors. Carbon Tracking view reads; edit sets the year; create imports, delete removes (decision 0009).
 * The factor library itself is read through GET /api/carbon-factors (carbon.endpoints.ts).
 */
export const carbonSettingsEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/carbon-settings",
    access: ["Carbon Tracking", "view"],
    summary: "The reporting year, the DESNZ sets loaded and how many factors the company has imported",
    response: carbonSettingsViewSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/carbon-settings",
    access: ["Carbon Tracking", "edit"],
    summary: "Choose the reporting year (a loaded DESNZ set, or null for the newest); stored figures keep their factor",
    body: carbonSettingsSchema,
    response: carbonSettingsViewSchema,
  }),
  importFactors: endpoint({
    method: "POST",
    path: "/api/carbon-factors/import",
    access: ["Carbon Tracking", "create"],
    summary: "Import the company's own factors from one CSV file (name,unit,kg_co2e_per_unit,source); one bad row refuses the file",
    body: multipart(1),
    response: factorImportResultSchema,
    status: 201,
  }),
  deleteFactor: factor.remove("Remove one of the company's own factors; stored figures keep their copy", "delete"),
};

/** What a write here changes (decision 0062): everything that reads factors or the reporting year: the settings, the library and the forms' factor pickers. */
export const carbonSettingsChanges: Changes = [under(carbonSettingsEndpoints.get), under(carbonEndpoints.listFactors)];
