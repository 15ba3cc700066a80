import type { QueryClient } from "@tanstack/react-query";
import type { ProjectInput } from "@shared/projects/project-form";
import type { ProjectView } from "@shared/projects/project-view";
import { projectsChanges, projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi, keyOf, useWrite } from "@web/lib/api-client";

/** After a save the project's caches hold the answer at once; the lists and budget histories refetch. */
const options = {
  onSuccess: (project: ProjectView, _: unknown, client: QueryClient) => {
    client.setQueryData(keyOf(projectsEndpoints.getBySlug, { params: { slug: project.slug } }), project);
    client.setQueryData(keyOf(projectsEndpoints.get, { params: { id: project.id } }), project);
  },
};

/** POST /api/projects. */
export const useCreateProject = () => useWrite((input: ProjectInput) => callApi(projectsEndpoints.create, { body: input }), projectsChanges, {}, options);

/** PATCH /api/projects/{id}: the whole form, with a reason for each changed budget. */
export const useUpdateProject = (id: number) =>
  useWrite((input: ProjectInput) => callApi(projectsEndpoints.update, { params: { id }, body: input }), projectsChanges, {}, options);
