import { z } from "zod";
import { pageOf, pageQuery } from "../common/paging";

/**
 * The company view, `/cost-analysis` (docs/decisions/0081-cost-analysis.md, "The company view"): every
 * contract the reader may see with its value, budget, committed, actual, forecast and margin, sorted and
 * filtered on the server, ranked by margin or by budget risk, with totals by division and by status.
 */

const money = z.string().describe("Decimal string, two places");

export const COMPANY_SORTS = ["margin", "risk", "name", "value", "forecast", "actual"] as const;
export const SORT_MESSAGE = "Sort must be margin, risk, name, value, forecast or actual";

export const companyCostsQuery = pageQuery.extend({
  /** margin: lowest margin % first; risk: forecast furthest over the projected budget first. */
  sort: z.enum(COMPANY_SORTS, { error: SORT_MESSAGE }).default("margin"),
  status: z.string().trim().max(100).optional(),
  division: z.string().trim().max(100).optional(),
  /** Words of the contract's name or reference. */
  q: z.string().trim().max(200).optional(),
});
export type CompanyCostsQuery = z.output<typeof companyCostsQuery>;

export const companyExportQuery = companyCostsQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv"),
});

const figures = {
  /** The contract value now (approved variations included); null if never entered. */
  value: money.nullable(),
  /** The value plus pending and unagreed variations' value estimates: what the margin is taken on. */
  projectedValue: money.nullable(),
  budget: money.nullable(),
  projectedBudget: money.nullable(),
  committed: money,
  actual: money,
  forecast: money,
  /** Projected value − forecast cost at completion; null with no value. */
  margin: money.nullable(),
  /** Margin as % of the projected value, one decimal; null with no value. */
  marginPercent: z.string().nullable(),
};

export const contractCostRowSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    reference: z.string().nullable(),
    status: z.string(),
    division: z.string().nullable(),
    ...figures,
    /** (forecast − projected budget) as % of the projected budget, one decimal; null with no budget. Above 0 is an overrun. */
    risk: z.string().nullable(),
    /** How many heads carry a flag (past 90 %, forecast over budget, forecast equals orders). */
    flaggedHeads: z.number().int(),
    uncostedSeconds: z.number().int(),
  })
  .meta({ id: "ContractCostRow" });
export type ContractCostRow = z.output<typeof contractCostRowSchema>;

const totalsRow = z.object({ key: z.string(), contracts: z.number().int(), ...figures });

export const companyCostsSchema = pageOf(contractCostRowSchema)
  .extend({
    totals: z.object({ all: totalsRow, byDivision: z.array(totalsRow), byStatus: z.array(totalsRow) }),
    /** The divisions and statuses to filter by. */
    divisions: z.array(z.string()),
    statuses: z.array(z.string()),
  })
  .meta({ id: "CompanyCosts" });
export type CompanyCosts = z.output<typeof companyCostsSchema>;
