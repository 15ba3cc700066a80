import { z } from "zod";
import { carbonOnly, timestamp } from "../common/wire";
import { BUDGET_LOG_FIELD_NAMES } from "./budget-fields";

/**
 * GET /api/projects/by-slug/{slug}/summary: the contract page's budget panel in one read (issue 11
 * item 15). Each cost head's original and current budget with its latest changes, and what the site
 * records show so far. Costs in pounds arrive with purchase orders; until then the records are the
 * honest measure. Every `kgCo2e` is Carbon Tracking's (decision 0015): absent for a reader without it.
 */

/** The five cost heads, in the order the contract form shows them. */
export const BUDGET_HEADS = ["budgetLabour", "budgetPlant", "budgetMaterials", "budgetWaste", "budgetEnergy"] as const;
export type BudgetHead = (typeof BUDGET_HEADS)[number];

/** How many changes each head carries in the summary; the rest are one click away (budget-changes, paged). */
export const SUMMARY_CHANGES_PER_HEAD = 5;

const money = z.string().nullable();
const kg = carbonOnly(z.number());
const quantityByUnit = z.array(z.object({ unit: z.string(), quantity: z.number() }));

export const budgetChangeItemSchema = z.object({
  id: z.number(),
  oldValue: z.string(),
  newValue: z.string(),
  reason: z.string(),
  changedAt: timestamp,
  createdBy: z.string(),
});

export const projectSummarySchema = z
  .object({
    budgets: z.array(
      z.object({
        head: z.enum(BUDGET_HEADS),
        logName: z.enum(BUDGET_LOG_FIELD_NAMES),
        original: money,
        current: money,
        changeCount: z.number(),
        /** Net of VAT: approved, ordered and delivered purchase orders of the head's category (decision 0039). */
        committed: money,
        /** Net of VAT: what those orders have delivered. */
        delivered: money,
        /** Newest first, at most SUMMARY_CHANGES_PER_HEAD. */
        changes: z.array(budgetChangeItemSchema),
      }),
    ),
    records: z.object({
      labour: z.object({ entries: z.number(), hours: z.number(), operatives: z.number(), companies: z.number() }),
      plant: z.object({ entries: z.number(), hours: z.number(), litres: z.number(), kgCo2e: kg }),
      deliveries: z.object({ count: z.number(), tonnes: z.number(), quantities: quantityByUnit, kgCo2e: kg }),
      waste: z.object({ movements: z.number(), tonnes: z.number(), kgCo2e: kg }),
      energy: z.object({ readings: z.number(), quantities: quantityByUnit, kgCo2e: kg }),
      visitors: z.object({ visits: z.number(), kgCo2e: kg }),
      /** Other Scope 3 (water, purchased goods, subcontractors): carbon records, so counted only for a carbon reader. */
      scope3: z.object({ entries: z.number(), kgCo2e: kg }).optional(),
    }),
    /** Every figure above, summed; only for a reader with Carbon Tracking view. */
    kgCo2e: kg,
    /** Costs in pounds come from purchase orders (a later area); false until one is recorded. */
    costsRecorded: z.boolean(),
  })
  .meta({ id: "ProjectSummary" });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export type ProjectRecords = ProjectSummary["records"];

/** "4 operatives", "3 x groundworkers": the leading count of a Labour Details text, 0 when it does not start with one. */
export function operativesIn(labourDetails: string): number {
  const m = /^\s*(\d{1,4})(?!\d|[.:,/])/.exec(labourDetails);
  return m ? Number(m[1]) : 0;
}

/** True when anything has been logged on the contract (labour, plant, deliveries, waste, energy, visitors). */
export function hasRecords(r: ProjectRecords): boolean {
  return r.labour.entries + r.plant.entries + r.deliveries.count + r.waste.movements + r.energy.readings + r.visitors.visits + (r.scope3?.entries ?? 0) > 0;
}
