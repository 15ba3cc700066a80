import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectStatus } from "@shared/projects/project-view";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi } from "@web/lib/api-client";

export { PROJECT_LIST_PAGE_SIZE } from "@shared/projects/project-list-page";

export type ProjectsParams = { page: number; pageSize: number; q?: string; status?: ProjectStatus };

/** Every cached list page sits under this key: a save or delete invalidates them all. */
export const projectsQueryKey = ["/api/projects"] as const;

/** GET /api/projects: paged, searched and filtered on the server. */
export function projectsQuery(params: ProjectsParams) {
  return queryOptions({
    queryKey: [...projectsQueryKey, params],
    queryFn: () =>
      callApi(projectsEndpoints.list, { query: { page: params.page, pageSize: params.pageSize, q: params.q || undefined, status: params.status } }),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(params: ProjectsParams) {
  return useQuery(projectsQuery(params));
}
