import { z } from "zod";
import { timestamp } from "../common/wire";
import { projectViewSchema } from "./project-view";

/**
 * How much of the budget has been spent. Costs come from purchase orders and cost analysis, which
 * later issues build; until one exists `costsRecorded` is false and the list says so instead of
 * showing a made-up percentage.
 */
/** One budget head on a card: its budget, and what purchase orders have committed and delivered against it (net of VAT). */
export const BUDGET_USED_HEADS = ["labour", "plant", "materials", "waste", "energy"] as const;
export const budgetHeadUsedSchema = z.object({
  head: z.enum(BUDGET_USED_HEADS),
  budget: z.string().nullable(),
  committed: z.string(),
  delivered: z.string(),
});
export type BudgetHeadUsed = z.output<typeof budgetHeadUsedSchema>;

export const budgetUsedSchema = z.object({
  /** Committed across every category (net of VAT), "other" included. */
  spentToDate: z.string(),
  /** Per head, committed (approved, ordered or delivered orders) and delivered (decision 0039). */
  heads: z.array(budgetHeadUsedSchema),
  costsRecorded: z.boolean(),
  /** Labour, plant, deliveries, waste, energy or visitors logged: the card then says costs in pounds are still to come (issue 11 item 15). */
  recordsLogged: z.boolean(),
});
export type BudgetUsed = z.output<typeof budgetUsedSchema>;

/**
 * An item of GET /api/projects: what a contract's card shows (and the contract pickers read), with its
 * spend. The whole contract is GET /api/projects/by-slug/{slug}: a page of 24 full contracts was 35 kB,
 * and its JSON and compression the contracts list's main cost at company scale (issue 28 item 8).
 */
export const projectCardSchema = projectViewSchema
  .pick({
    id: true,
    name: true,
    slug: true,
    code: true,
    address: true,
    postcode: true,
    status: true,
    clientName: true,
    contractValue: true,
    budget: true,
    projectManager: true,
    siteManager: true,
    startDate: true,
    finishDate: true,
  })
  .extend({ budgetUsed: budgetUsedSchema })
  .meta({ id: "ProjectCard" });
export type ProjectListItem = z.output<typeof projectCardSchema>;

/** An item of GET /api/projects/:id/budget/changes, newest first. */
export const budgetChangeSchema = z
  .object({
    id: z.number().int(),
    /** A BudgetLogFieldName; older rows may carry another spelling. */
    fieldName: z.string(),
    oldValue: z.string(),
    newValue: z.string(),
    reason: z.string(),
    changedAt: timestamp,
    createdBy: z.string(),
    userId: z.number().int().nullable(),
  })
  .meta({ id: "BudgetChange" });
export type BudgetChange = z.output<typeof budgetChangeSchema>;

/** An item of GET /api/projects/team-options: enough to choose a manager, nothing more. */
export const teamOptionSchema = z.object({ id: z.number().int(), name: z.string(), role: z.string() });
export type TeamOption = z.output<typeof teamOptionSchema>;
export const teamOptionsSchema = z.object({ items: z.array(teamOptionSchema), total: z.number().int() });
export type TeamOptions = z.output<typeof teamOptionsSchema>;

/** DELETE /api/projects/:id: the contract is in the recycle bin until `expiresAt`. */
export const deletedProjectSchema = z.object({ id: z.number().int(), name: z.string(), recycleBinId: z.number().int(), expiresAt: timestamp });
export type DeletedProject = z.output<typeof deletedProjectSchema>;
