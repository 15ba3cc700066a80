import { useQuery } from "@tanstack/react-query";
import type { BudgetLogFieldName } from "@shared/projects/budget-fields";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/projects/{id}/budget/changes?field=…: one budget's latest changes, newest first. */
export const budgetChangesQuery = (projectId: number, field: BudgetLogFieldName) =>
  queryOf(projectsEndpoints.budgetChanges, { params: { id: projectId }, query: { field, pageSize: HISTORY_PAGE_SIZE } });

export function useBudgetChanges(projectId: number, field: BudgetLogFieldName, enabled: boolean) {
  return useQuery({ ...budgetChangesQuery(projectId, field), enabled });
}
