import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectInput } from "@shared/projects/project-form";
import type { ProjectView } from "@shared/projects/project-view";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi } from "@web/lib/api-client";
import { projectBySlugQuery } from "./get-project";
import { projectByIdQuery } from "./get-project-by-id";
import { projectsQueryKey } from "./list-projects";

/** After a save: the project's caches hold the answer at once; lists and its budget history refetch. */
function useSaved() {
  const queryClient = useQueryClient();
  return (project: ProjectView) => {
    queryClient.setQueryData(projectBySlugQuery(project.slug).queryKey, project);
    queryClient.setQueryData(projectByIdQuery(project.id).queryKey, project);
    // The lists and this project's budget history; not the by-id entry just written.
    void queryClient.invalidateQueries({ queryKey: projectsQueryKey, predicate: (q) => q.queryKey[1] !== "by-id" });
  };
}

/** POST /api/projects. */
export function useCreateProject() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: ProjectInput) => callApi(projectsEndpoints.create, { body: input }),
    onSuccess: saved,
  });
}

/** PATCH /api/projects/{id}: the whole form, with a reason for each changed budget. */
export function useUpdateProject(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: ProjectInput) => callApi(projectsEndpoints.update, { params: { id }, body: input }),
    onSuccess: saved,
  });
}
