import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProjectStatus } from "@shared/projects/project-view";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

export { PROJECT_LIST_PAGE_SIZE } from "@shared/projects/project-list-page";

export type ProjectsParams = { page: number; pageSize: number; q?: string; status?: ProjectStatus };

/** GET /api/projects: paged, searched and filtered on the server. */
export function projectsQuery(params: ProjectsParams) {
  const query = { page: params.page, pageSize: params.pageSize, q: params.q || undefined, status: params.status };
  return queryOf(projectsEndpoints.list, { query }, { placeholderData: keepPreviousData });
}

export function useProjects(params: ProjectsParams) {
  return useQuery(projectsQuery(params));
}
