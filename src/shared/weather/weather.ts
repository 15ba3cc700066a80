import { z } from "zod";
import { optionalText } from "../common/fields";
import { isoDay as dayText, timestamp } from "../common/wire";

/**
 * Site weather (data-model.md §3 weather_records, weather_snapshots). Units are the ones a UK site
 * manager reads: °C, mph, hPa, km of visibility.
 */
export const WEATHER_UNITS = { temperature: "°C", windSpeed: "mph", pressure: "hPa", visibility: "km", humidity: "%" } as const;
export const WEATHER_HISTORY_DAYS = 30;

/** The words a WMO weather code maps to (Open-Meteo's table), also offered when weather is entered by hand. */
export const WEATHER_CONDITIONS = [
  "Clear sky",
  "Mainly clear",
  "Partly cloudy",
  "Overcast",
  "Fog",
  "Drizzle",
  "Freezing drizzle",
  "Light rain",
  "Rain",
  "Heavy rain",
  "Freezing rain",
  "Light snow",
  "Snow",
  "Heavy snow",
  "Snow grains",
  "Rain showers",
  "Heavy rain showers",
  "Snow showers",
  "Thunderstorm",
  "Thunderstorm with hail",
] as const;

const WMO: Record<number, (typeof WEATHER_CONDITIONS)[number]> = {
  0: "Clear sky",
  1: "Mainly clear",
  2: "Partly cloudy",
  3: "Overcast",
  45: "Fog",
  48: "Fog",
  51: "Drizzle",
  53: "Drizzle",
  55: "Drizzle",
  56: "Freezing drizzle",
  57: "Freezing drizzle",
  61: "Light rain",
  63: "Rain",
  65: "Heavy rain",
  66: "Freezing rain",
  67: "Freezing rain",
  71: "Light snow",
  73: "Snow",
  75: "Heavy snow",
  77: "Snow grains",
  80: "Rain showers",
  81: "Rain showers",
  82: "Heavy rain showers",
  85: "Snow showers",
  86: "Snow showers",
  95: "Thunderstorm",
  96: "Thunderstorm with hail",
  99: "Thunderstorm with hail",
};

export function conditionForWmoCode(code: number | null | undefined): string {
  return (code != null && WMO[code]) || "Unknown";
}

const COMPASS = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"] as const;
export const WIND_DIRECTIONS = COMPASS;

/** 225° → "SW". */
export function compassPoint(degrees: number | null | undefined): string | null {
  if (degrees == null || !Number.isFinite(degrees)) return null;
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16];
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A number from a form field ("12.5") or an API caller (12.5); blank → null when optional. */
const numberIn = (label: string, min: number, max: number, unit: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number` })
    .transform((v) => (typeof v === "string" ? Number(v.trim()) : v))
    .refine((n) => Number.isFinite(n), { message: `${label} must be a number`, abort: true })
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}${unit}`);

const optionalNumber = (label: string, min: number, max: number, unit = "") =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (blank(v) ? null : v!))
    .pipe(numberIn(label, min, max, unit).nullable());

/** PUT /api/projects/by-slug/{slug}/weather/{date}: a day's weather entered by hand. */
export const weatherEntrySchema = z.object({
  temperature: z
    .union([z.string(), z.number()], { error: "Temperature is required" })
    .refine((v) => !blank(v), "Temperature is required")
    .pipe(numberIn("Temperature", -40, 50, " °C")),
  condition: z.string({ error: "Condition is required" }).trim().min(1, "Condition is required").max(100, "Condition must be 100 characters or fewer"),
  humidity: optionalNumber("Humidity", 0, 100, "%"),
  windSpeed: optionalNumber("Wind speed", 0, 200, " mph"),
  windDirection: optionalText("Wind direction", 20),
  pressure: optionalNumber("Pressure", 850, 1100, " hPa"),
  visibility: optionalNumber("Visibility", 0, 100, " km"),
  uvIndex: optionalNumber("UV index", 0, 15),
  description: optionalText("Notes", 500),
});
export type WeatherEntryInput = z.input<typeof weatherEntrySchema>;
export type WeatherEntry = z.output<typeof weatherEntrySchema>;

export const isoDay = z.string().refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}, "Date must be a real date (yyyy-MM-dd)");

export const weatherDayParams = z.object({ slug: z.string().min(1).max(200), date: isoDay });

/** POST …/weather/refresh: a provider reading replaces a day entered by hand only when asked. */
export const weatherRefreshSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ overwriteManual: z.boolean({ error: "overwriteManual must be true or false" }).optional().default(false) }),
);

const decimal = z.string().nullable().describe("A decimal string, as numeric columns arrive");

/** A provider's reading now (a weather_snapshots row as the API answers it). */
export const weatherSnapshotViewSchema = z
  .object({
    id: z.number().int(),
    at: timestamp,
    temperature: decimal,
    condition: z.string().nullable(),
    humidity: decimal,
    windSpeed: decimal,
    windDirection: z.string().nullable(),
    pressure: decimal,
    visibility: decimal,
    uvIndex: decimal,
    feelsLike: decimal,
    dewPoint: decimal,
  })
  .meta({ id: "WeatherSnapshot" });
export type WeatherSnapshotView = z.output<typeof weatherSnapshotViewSchema>;

/** A day's weather (a weather_records row). Decimal values are strings, as numeric columns arrive. */
export const weatherRecordViewSchema = z
  .object({
    id: z.number().int(),
    date: dayText,
    temperature: z.string(),
    condition: z.string(),
    humidity: decimal,
    windSpeed: decimal,
    windDirection: z.string().nullable(),
    pressure: decimal,
    visibility: decimal,
    uvIndex: decimal,
    description: z.string().nullable(),
    /** "manual" (entered by hand) or "provider" (saved from the weather service). */
    source: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "WeatherRecord" });
export type WeatherRecordView = z.output<typeof weatherRecordViewSchema>;

/** GET /api/projects/by-slug/{slug}/weather */
export const projectWeatherSchema = z
  .object({
    provider: z.boolean(),
    current: weatherSnapshotViewSchema.nullable(),
    /** The last 30 days, newest first. */
    history: z.array(weatherRecordViewSchema),
  })
  .meta({ id: "ProjectWeather" });
export type ProjectWeather = z.output<typeof projectWeatherSchema>;
