import type { ProjectView } from "@shared/projects/project-view";
import { projectsChanges, projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi, keyOf, useWrite } from "@web/lib/api-client";

/** DELETE /api/projects/{id}: into the recycle bin; the project's cached reads (and all read under it) go at once, the lists refetch. */
export function useDeleteProject() {
  return useWrite(
    (project: Pick<ProjectView, "id" | "slug">) => callApi(projectsEndpoints.remove, { params: { id: project.id } }),
    projectsChanges,
    {},
    {
      onSuccess: (_deleted, project, client) => {
        client.removeQueries({ queryKey: keyOf(projectsEndpoints.getBySlug, { params: { slug: project.slug } }) });
        client.removeQueries({ queryKey: keyOf(projectsEndpoints.get, { params: { id: project.id } }) });
      },
    },
  );
}
