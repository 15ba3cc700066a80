import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@shared/common/paging";
import type { ProjectListItem } from "@shared/projects/project-list";
import type { ProjectStatus } from "@shared/projects/project-view";
import { apiGet } from "@web/lib/api";

/** Cards per page of the project list; the background prefetch loads the same first page. */
export const PROJECT_LIST_PAGE_SIZE = 12;

export type ProjectsParams = { page: number; pageSize: number; q?: string; status?: ProjectStatus };

/** Every cached list page sits under this key: a save or delete invalidates them all. */
export const projectsQueryKey = ["/api/projects"] as const;

/** GET /api/projects: paged, searched and filtered on the server. */
export function projectsQuery(params: ProjectsParams) {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) qs.set("q", params.q);
  if (params.status) qs.set("status", params.status);
  return queryOptions({
    queryKey: [...projectsQueryKey, params],
    queryFn: () => apiGet<Page<ProjectListItem>>(`/api/projects?${qs}`),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(params: ProjectsParams) {
  return useQuery(projectsQuery(params));
}
