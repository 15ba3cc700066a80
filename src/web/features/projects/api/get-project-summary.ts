import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectSummary } from "@shared/projects/project-summary";
import { apiGet } from "@web/lib/api";

/**
 * GET /api/projects/by-slug/{slug}/summary: the budget panel. Under the project's key, so every site
 * record's save (which invalidates ["/api/projects/by-slug", slug]) refreshes the figures too.
 */
export const projectSummaryQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "summary"],
    queryFn: () => apiGet<ProjectSummary>(`/api/projects/by-slug/${encodeURIComponent(slug)}/summary`),
  });

export function useProjectSummary(slug: string) {
  return useQuery(projectSummaryQuery(slug));
}
