import { useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

/** GET /api/projects/{id}: the edit page's project. */
export const projectByIdQuery = (id: number) => queryOf(projectsEndpoints.get, { params: { id } });

export function useProjectById(id: number, enabled = true) {
  return useQuery({ ...projectByIdQuery(id), enabled: enabled && Number.isSafeInteger(id) && id > 0 });
}
