import { z } from "zod";
import { endpoint } from "../common/contract";
import { pageOf } from "../common/paging";
import { factorViewSchema, wasteCodeViewSchema } from "./carbon";
import { factorQuery, wasteCodeQuery } from "./factor-query";

/**
 * The reference data behind every carbon figure: the conversion-factor library and the List of
 * Waste. Any signed-in user may read them: the diary's plant, delivery and waste forms pick from
 * them, and they are public data.
 */
export const carbonEndpoints = {
  listFactors: endpoint({
    method: "GET",
    path: "/api/carbon-factors",
    access: "user",
    summary: "The conversion-factor library: one DESNZ set year (the reporting year unless asked) and the company's own factors, paged",
    query: factorQuery,
    response: pageOf(factorViewSchema).extend({ year: z.number().int().describe("The DESNZ set year listed") }),
  }),
  searchWasteCodes: endpoint({
    method: "GET",
    path: "/api/waste-codes",
    access: "user",
    summary: "Search the List of Waste by code or site words, construction and demolition codes first",
    query: wasteCodeQuery,
    response: z.object({ items: z.array(wasteCodeViewSchema) }),
  }),
};
