import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectView } from "@shared/projects/project-view";
import { apiRequest } from "@web/lib/api";
import { projectBySlugQuery } from "./get-project";
import { projectByIdQuery } from "./get-project-by-id";
import { projectsQueryKey } from "./list-projects";

export type DeletedProject = { id: number; name: string; recycleBinId: number; expiresAt: string };

/** DELETE /api/projects/{id}: into the recycle bin; the project's cached reads go at once. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Pick<ProjectView, "id" | "slug">) => apiRequest<DeletedProject>("DELETE", `/api/projects/${project.id}`),
    onSuccess: (_deleted, project) => {
      queryClient.removeQueries({ queryKey: projectBySlugQuery(project.slug).queryKey });
      queryClient.removeQueries({ queryKey: projectByIdQuery(project.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
}
