import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectView } from "@shared/projects/project-view";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi } from "@web/lib/api-client";
import { projectBySlugQuery } from "./get-project";
import { projectByIdQuery } from "./get-project-by-id";
import { projectsQueryKey } from "./list-projects";

/** DELETE /api/projects/{id}: into the recycle bin; the project's cached reads go at once. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: Pick<ProjectView, "id" | "slug">) => callApi(projectsEndpoints.remove, { params: { id: project.id } }),
    onSuccess: (_deleted, project) => {
      queryClient.removeQueries({ queryKey: projectBySlugQuery(project.slug).queryKey });
      queryClient.removeQueries({ queryKey: projectByIdQuery(project.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    },
  });
}
