import { useQuery } from "@tanstack/react-query";
import { weatherEndpoints } from "@shared/weather/weather.endpoints";
import { queryOf } from "@web/lib/api-client";

/** GET /api/projects/by-slug/{slug}/weather: whether a provider exists, the latest reading, 30 days of history. */
export const projectWeatherQuery = (slug: string) => queryOf(weatherEndpoints.get, { params: { slug } });

export function useProjectWeather(slug: string) {
  return useQuery(projectWeatherQuery(slug));
}
