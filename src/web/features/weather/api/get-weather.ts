import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectWeather } from "@shared/weather/weather";
import { apiGet } from "@web/lib/api";

/** GET /api/projects/by-slug/{slug}/weather: whether a provider exists, the latest reading, 30 days of history. */
export const projectWeatherQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "weather"],
    queryFn: () => apiGet<ProjectWeather>(`/api/projects/by-slug/${encodeURIComponent(slug)}/weather`),
  });

export function useProjectWeather(slug: string) {
  return useQuery(projectWeatherQuery(slug));
}
