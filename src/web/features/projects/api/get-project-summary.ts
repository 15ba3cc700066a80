import { useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

/**
 * GET /api/projects/by-slug/{slug}/summary: the budget panel. Its key lies under the project's, so
 * every site record's save (which refreshes everything under the contract) refreshes the figures too.
 */
export const projectSummaryQuery = (slug: string) => queryOf(projectsEndpoints.summary, { params: { slug } });

export function useProjectSummary(slug: string) {
  return useQuery(projectSummaryQuery(slug));
}
