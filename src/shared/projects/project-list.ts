import type { BudgetLogFieldName } from "./budget-fields";
import type { ProjectView } from "./project-view";

/**
 * How much of the budget has been spent. Costs come from purchase orders and cost analysis, which
 * later issues build; until one exists `costsRecorded` is false and the list says so instead of
 * showing a made-up percentage.
 */
export type BudgetUsed = {
  spentToDate: string;
  costsRecorded: boolean;
  /** Labour, plant, deliveries, waste, energy or visitors logged: the card then says costs in pounds are still to come (issue 11 item 15). */
  recordsLogged: boolean;
};

/** An item of GET /api/projects. */
export type ProjectListItem = ProjectView & { budgetUsed: BudgetUsed };

/** An item of GET /api/projects/:id/budget-changes, newest first. */
export type BudgetChange = {
  id: number;
  fieldName: BudgetLogFieldName | string;
  oldValue: string;
  newValue: string;
  reason: string;
  changedAt: string;
  createdBy: string;
  userId: number | null;
};

/** An item of GET /api/projects/team-options: enough to choose a manager, nothing more. */
export type TeamOption = { id: number; name: string; role: string };
export type TeamOptions = { items: TeamOption[]; total: number };
