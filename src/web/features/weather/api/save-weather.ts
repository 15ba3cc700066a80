import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WeatherEntryInput } from "@shared/weather/weather";
import { weatherEndpoints } from "@shared/weather/weather.endpoints";
import { callApi } from "@web/lib/api-client";
import { projectWeatherQuery } from "./get-weather";

/** PUT …/weather/{date}: a day's weather entered by hand; the panel and the timeline refresh. */
export function useSaveWeather(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ...input }: WeatherEntryInput & { date: string }) => callApi(weatherEndpoints.saveDay, { params: { slug, date }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectWeatherQuery(slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug, "timeline"] });
    },
  });
}

/** POST …/weather/refresh: a reading from the weather service now. */
export function useRefreshWeather(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opts: { overwriteManual?: boolean } = {}) => callApi(weatherEndpoints.refresh, { params: { slug }, body: opts }),
    onSuccess: (weather) => {
      queryClient.setQueryData(projectWeatherQuery(slug).queryKey, weather);
      void queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug, "timeline"] });
    },
  });
}
