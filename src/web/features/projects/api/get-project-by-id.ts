import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectView } from "@shared/projects/project-view";
import { apiGet } from "@web/lib/api";

/** GET /api/projects/{id}: the edit page's project. */
export const projectByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ["/api/projects", "by-id", id],
    queryFn: () => apiGet<ProjectView>(`/api/projects/${id}`),
  });

export function useProjectById(id: number, enabled = true) {
  return useQuery({ ...projectByIdQuery(id), enabled: enabled && Number.isSafeInteger(id) && id > 0 });
}
