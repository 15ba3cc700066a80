import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectWeather, WeatherEntryInput, WeatherRecordView } from "@shared/weather/weather";
import { apiRequest } from "@web/lib/api";
import { projectWeatherQuery } from "./get-weather";

const base = (slug: string) => `/api/projects/by-slug/${encodeURIComponent(slug)}/weather`;

/** PUT …/weather/{date}: a day's weather entered by hand; the panel and the timeline refresh. */
export function useSaveWeather(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, ...input }: WeatherEntryInput & { date: string }) => apiRequest<WeatherRecordView>("PUT", `${base(slug)}/${date}`, input),
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
    mutationFn: (opts: { overwriteManual?: boolean } = {}) => apiRequest<ProjectWeather>("POST", `${base(slug)}/refresh`, opts),
    onSuccess: (weather) => {
      queryClient.setQueryData(projectWeatherQuery(slug).queryKey, weather);
      void queryClient.invalidateQueries({ queryKey: ["/api/projects/by-slug", slug, "timeline"] });
    },
  });
}
