import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi } from "@web/lib/api-client";

/**
 * GET /api/projects/by-slug/{slug}/summary: the budget panel. Under the project's key, so every site
 * record's save (which invalidates ["/api/projects/by-slug", slug]) refreshes the figures too.
 */
export const projectSummaryQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "summary"],
    queryFn: () => callApi(projectsEndpoints.summary, { params: { slug } }),
  });

export function useProjectSummary(slug: string) {
  return useQuery(projectSummaryQuery(slug));
}
