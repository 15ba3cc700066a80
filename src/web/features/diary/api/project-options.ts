import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

export type ProjectOption = { id: number; name: string; slug: string };

/** GET /api/projects for the /entries project filter: up to 100 at a time, narrowed by a search. */
export const projectOptionsQuery = (q: string) =>
  queryOf(
    projectsEndpoints.list,
    { query: { page: 1, pageSize: 100, q: q || undefined } },
    {
      select: (page) => ({ items: page.items.map(({ id, name, slug }): ProjectOption => ({ id, name, slug })), total: page.total }),
      placeholderData: keepPreviousData,
    },
  );

export function useProjectOptions(q: string) {
  return useQuery(projectOptionsQuery(q));
}
