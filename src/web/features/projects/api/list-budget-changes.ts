import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type { BudgetLogFieldName } from "@shared/projects/budget-fields";
import type { BudgetChange } from "@shared/projects/project-list";
import { apiGet } from "@web/lib/api";

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/projects/{id}/budget-changes?field=…: one budget's latest changes, newest first. */
export const budgetChangesQuery = (projectId: number, field: BudgetLogFieldName) =>
  queryOptions({
    queryKey: ["/api/projects", projectId, "budget-changes", field],
    queryFn: () => apiGet<Page<BudgetChange>>(`/api/projects/${projectId}/budget-changes?field=${field}&pageSize=${HISTORY_PAGE_SIZE}`),
  });

export function useBudgetChanges(projectId: number, field: BudgetLogFieldName, enabled: boolean) {
  return useQuery({ ...budgetChangesQuery(projectId, field), enabled });
}
