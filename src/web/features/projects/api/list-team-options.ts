import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { queryOf } from "@web/lib/api-client";

export const TEAM_OPTIONS_LIMIT = 100;

/** GET /api/projects/team-options: active people for the manager pickers, by name. */
export const teamOptionsQuery = (q: string) =>
  queryOf(projectsEndpoints.teamOptions, { query: { limit: TEAM_OPTIONS_LIMIT, q: q || undefined } }, { placeholderData: keepPreviousData });

export function useTeamOptions(q: string) {
  return useQuery(teamOptionsQuery(q));
}
