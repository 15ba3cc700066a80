import { z } from "zod";
import { idParams } from "../common/ids";

/** GET /api/carbon-settings: the company's reporting year on Carbon Standards. */
export const carbonSettingsViewSchema = z
  .object({
    factorYear: z.number().int().nullable().describe("The company's choice; null: always the newest set loaded"),
    effectiveYear: z.number().int().describe("The set new figures are computed with now"),
    availableYears: z.array(z.number().int()).describe("DESNZ set years loaded, newest first"),
    companyFactorCount: z.number().int(),
  })
  .meta({ id: "CarbonSettings" });
export type CarbonSettingsView = z.output<typeof carbonSettingsViewSchema>;

/** PATCH /api/carbon-settings (the year is checked against the loaded sets on the server). */
export const carbonSettingsSchema = z.object({
  factorYear: z
    .number({ error: "Choose a factor year" })
    .int("Choose a factor year")
    .min(1, "Choose a factor year")
    .max(9999, "Choose a factor year")
    .nullable(),
});
export type CarbonSettingsInput = z.infer<typeof carbonSettingsSchema>;

export const COMPANY_FACTORS_SHEET = "Company factors";
export const MAX_FACTOR_FILE_BYTES = 1024 * 1024;
export const MAX_FACTOR_ROWS = 2000;
export const MAX_FACTOR_VALUE = 9_999_999;
export const FACTOR_CSV_TEMPLATE = "name,unit,kg_co2e_per_unit,source\nConcrete C32/40 (CEM I),tonnes,149.4,ICE v3.0";

export const deleteFactorParams = idParams("Not found");

/** POST /api/carbon-factors/import: how the file's rows landed. */
export const factorImportResultSchema = z.object({ imported: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
export type ImportResult = z.output<typeof factorImportResultSchema>;
