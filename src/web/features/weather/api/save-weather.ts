import type { WeatherEntryInput } from "@shared/weather/weather";
import { weatherChanges, weatherEndpoints } from "@shared/weather/weather.endpoints";
import { callApi, keyOf, useWrite } from "@web/lib/api-client";

/** PUT …/weather/{date}: a day's weather entered by hand; the panel and the timeline refresh behind it. */
export function useSaveWeather(slug: string) {
  return useWrite(
    ({ date, ...input }: WeatherEntryInput & { date: string }) => callApi(weatherEndpoints.saveDay, { params: { slug, date }, body: input }),
    [weatherEndpoints.get, ...weatherChanges],
    { slug },
    { background: true },
  );
}

/** POST …/weather/refresh: a reading from the weather service now, which is the panel's answer; the timeline refreshes behind it. */
export function useRefreshWeather(slug: string) {
  return useWrite(
    (opts: { overwriteManual?: boolean } = {}) => callApi(weatherEndpoints.refresh, { params: { slug }, body: opts }),
    weatherChanges,
    { slug },
    { background: true, onSuccess: (weather, _, client) => client.setQueryData(keyOf(weatherEndpoints.get, { params: { slug } }), weather) },
  );
}
