import { compassPoint, conditionForWmoCode } from "@shared/weather/weather";
import { UK_TIME_ZONE } from "@shared/common/uk-dates";
import type { Config } from "../config";
import { HttpError } from "./errors";

/**
 * Site weather by postcode. The app talks to the `WeatherProvider` interface; the one real
 * implementation asks two public services configured by URL: a postcodes.io-style lookup
 * (postcode → latitude/longitude) and an Open-Meteo-style forecast API. Without both URLs there is
 * no provider and weather is entered by hand.
 */

/** A reading now. Units: °C, %, mph, hPa, km, UV index. */
export type WeatherReading = {
  at: Date;
  temperature: number;
  condition: string;
  humidity: number | null;
  windSpeed: number | null;
  windDirection: string | null;
  pressure: number | null;
  visibility: number | null;
  uvIndex: number | null;
  feelsLike: number | null;
  dewPoint: number | null;
};

/** A whole day: the high as the day's temperature, the day's dominant condition and strongest wind. */
export type DailyWeather = {
  date: string;
  temperature: number;
  temperatureMin: number | null;
  condition: string;
  windSpeed: number | null;
  windDirection: string | null;
  uvIndex: number | null;
  precipitation: number | null;
};

export interface WeatherProvider {
  current(postcode: string): Promise<WeatherReading>;
  daily(postcode: string, from: string, to: string): Promise<DailyWeather[]>;
}

/** The weather or postcode service failed or answered nonsense: 502 with a message a user can act on. */
export class WeatherServiceError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

const TIMEOUT_MS = 8000;

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const round = (v: number | null, places = 2) => (v == null ? null : Math.round(v * 10 ** places) / 10 ** places);

async function getJson(url: URL, service: string): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch (e) {
    const reason = e instanceof Error && e.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
    throw new WeatherServiceError(`The ${service} ${reason}. Try again later, or enter the weather by hand.`);
  }
  const body = await res.json().catch(() => undefined);
  return { status: res.status, body };
}

function withPath(base: string, path: string): URL {
  return new URL(path, base.endsWith("/") ? base : `${base}/`);
}

export function createOpenMeteoProvider(postcodeUrl: string, forecastUrl: string): WeatherProvider {
  // Postcodes do not move: each instance looks one up once.
  const places = new Map<string, { latitude: number; longitude: number }>();

  async function locate(postcode: string) {
    const key = postcode.replace(/\s+/g, "").toUpperCase();
    const known = places.get(key);
    if (known) return known;
    const { status, body } = await getJson(withPath(postcodeUrl, `postcodes/${encodeURIComponent(key)}`), "postcode service");
    if (status === 404) throw new HttpError(422, `The postcode ${postcode} could not be found. Check the project's postcode.`);
    const result = (body as { result?: { latitude?: unknown; longitude?: unknown } } | undefined)?.result;
    const latitude = num(result?.latitude);
    const longitude = num(result?.longitude);
    if (status !== 200 || latitude == null || longitude == null) {
      throw new WeatherServiceError(`The postcode service could not locate ${postcode} (status ${status}). Try again later, or enter the weather by hand.`);
    }
    const place = { latitude, longitude };
    places.set(key, place);
    return place;
  }

  async function forecast(postcode: string, params: Record<string, string>) {
    const { latitude, longitude } = await locate(postcode);
    const url = new URL(forecastUrl);
    const all = { latitude: String(latitude), longitude: String(longitude), timezone: UK_TIME_ZONE, wind_speed_unit: "mph", ...params };
    for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
    const { status, body } = await getJson(url, "weather service");
    if (status !== 200 || !body || typeof body !== "object") {
      throw new WeatherServiceError(`The weather service answered with status ${status}. Try again later, or enter the weather by hand.`);
    }
    return body as Record<string, Record<string, unknown> | undefined>;
  }

  return {
    async current(postcode) {
      const body = await forecast(postcode, {
        current: "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,wind_speed_10m,wind_direction_10m,pressure_msl",
        // Not every service offers these as "current": read them from this hour of the hourly series.
        hourly: "visibility,uv_index,dew_point_2m",
        forecast_days: "1",
      });
      const now = body.current ?? {};
      const temperature = num(now.temperature_2m);
      if (temperature == null) throw new WeatherServiceError("The weather service sent no temperature. Try again later, or enter the weather by hand.");
      const hourly = body.hourly ?? {};
      const times = Array.isArray(hourly.time) ? (hourly.time as string[]) : [];
      const hour = typeof now.time === "string" ? times.findIndex((t) => t.slice(0, 13) === (now.time as string).slice(0, 13)) : -1;
      const atHour = (series: unknown) => (hour >= 0 && Array.isArray(series) ? num(series[hour]) : null);
      const visibilityMetres = atHour(hourly.visibility);
      return {
        at: new Date(),
        temperature: round(temperature)!,
        condition: conditionForWmoCode(num(now.weather_code)),
        humidity: round(num(now.relative_humidity_2m)),
        windSpeed: round(num(now.wind_speed_10m)),
        windDirection: compassPoint(num(now.wind_direction_10m)),
        pressure: round(num(now.pressure_msl)),
        visibility: round(visibilityMetres == null ? null : visibilityMetres / 1000),
        uvIndex: round(atHour(hourly.uv_index)),
        feelsLike: round(num(now.apparent_temperature)),
        dewPoint: round(atHour(hourly.dew_point_2m)),
      };
    },

    async daily(postcode, from, to) {
      const body = await forecast(postcode, {
        daily: "weather_code,temperature_2m_max,temperature_2m_min,wind_speed_10m_max,wind_direction_10m_dominant,uv_index_max,precipitation_sum",
        start_date: from,
        end_date: to,
      });
      const d = body.daily ?? {};
      const days = Array.isArray(d.time) ? (d.time as unknown[]) : [];
      const at = (series: unknown, i: number) => (Array.isArray(series) ? num(series[i]) : null);
      return days.flatMap((date, i) => {
        const temperature = at(d.temperature_2m_max, i);
        if (typeof date !== "string" || temperature == null) return [];
        return [
          {
            date,
            temperature: round(temperature)!,
            temperatureMin: round(at(d.temperature_2m_min, i)),
            condition: conditionForWmoCode(at(d.weather_code, i)),
            windSpeed: round(at(d.wind_speed_10m_max, i)),
            windDirection: compassPoint(at(d.wind_direction_10m_dominant, i)),
            uvIndex: round(at(d.uv_index_max, i)),
            precipitation: round(at(d.precipitation_sum, i)),
          },
        ];
      });
    },
  };
}

/** The configured provider, or null when weather is entered by hand (the default; no network needed). */
export function createWeatherProvider(config: Pick<Config, "weatherPostcodeUrl" | "weatherApiUrl">): WeatherProvider | null {
  if (!config.weatherPostcodeUrl || !config.weatherApiUrl) return null;
  return createOpenMeteoProvider(config.weatherPostcodeUrl, config.weatherApiUrl);
}
