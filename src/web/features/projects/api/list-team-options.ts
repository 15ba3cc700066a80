import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamOptions } from "@shared/projects/project-list";
import { apiGet } from "@web/lib/api";

export const TEAM_OPTIONS_LIMIT = 100;

/** GET /api/projects/team-options: active people for the manager pickers, by name. */
export const teamOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ["/api/projects/team-options", q],
    queryFn: () => apiGet<TeamOptions>(`/api/projects/team-options?limit=${TEAM_OPTIONS_LIMIT}${q ? `&q=${encodeURIComponent(q)}` : ""}`),
    placeholderData: keepPreviousData,
  });

export function useTeamOptions(q: string) {
  return useQuery(teamOptionsQuery(q));
}
