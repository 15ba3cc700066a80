import { districtCentre } from "../platform/postcode-distance";

/**
 * Plausible UK weather for the demo diary: the Met Office's 1991–2020 regional averages (mean daily
 * maximum and minimum °C, days with 1 mm of rain or more), rounded, one row a month. A generated day
 * is the month's mean plus a persistent anomaly (weather comes in spells), so November in Leeds is
 * 5–14 °C and often wet, never 19 °C; July in London is 18–29 °C. Snow only when it is cold enough,
 * thunder only in summer warmth.
 */

export type UkRegion = "Scotland" | "Northern England" | "Midlands" | "Wales" | "Southern England" | "Northern Ireland";

type Climate = { max: number[]; min: number[]; rainDays: number[] };

export const UK_CLIMATE: Record<UkRegion, Climate> = {
  Scotland: {
    max: [6.1, 6.7, 8.6, 11.4, 14.6, 16.9, 18.6, 18.2, 16.1, 12.5, 9.0, 6.5],
    min: [0.4, 0.4, 1.4, 3.0, 5.3, 8.1, 10.0, 9.8, 8.0, 5.4, 2.7, 0.6],
    rainDays: [18, 15, 16, 13, 13, 13, 14, 15, 15, 17, 18, 17],
  },
  "Northern England": {
    max: [7.1, 7.8, 10.0, 13.0, 16.1, 18.8, 20.9, 20.4, 17.9, 14.0, 10.1, 7.5],
    min: [1.4, 1.4, 2.7, 4.4, 7.0, 9.9, 11.9, 11.8, 9.9, 7.2, 4.1, 1.7],
    rainDays: [14, 12, 12, 10, 10, 10, 11, 12, 11, 13, 15, 14],
  },
  Midlands: {
    max: [7.6, 8.3, 10.9, 14.0, 17.2, 20.1, 22.3, 21.8, 18.9, 14.7, 10.6, 7.9],
    min: [1.4, 1.3, 2.7, 4.3, 7.0, 9.9, 11.9, 11.8, 9.8, 7.2, 4.1, 1.6],
    rainDays: [13, 11, 11, 10, 10, 9, 9, 10, 10, 12, 13, 13],
  },
  Wales: {
    max: [7.6, 8.0, 10.1, 13.1, 16.2, 18.6, 20.4, 20.1, 17.8, 14.1, 10.5, 8.1],
    min: [2.0, 1.8, 3.0, 4.4, 7.0, 9.6, 11.4, 11.4, 9.6, 7.4, 4.6, 2.3],
    rainDays: [18, 15, 15, 12, 12, 11, 12, 14, 13, 17, 18, 18],
  },
  "Southern England": {
    max: [8.6, 9.3, 12.1, 15.2, 18.5, 21.4, 23.8, 23.4, 20.3, 15.9, 11.6, 8.9],
    min: [2.4, 2.3, 3.8, 5.5, 8.4, 11.3, 13.4, 13.3, 11.0, 8.3, 4.9, 2.6],
    rainDays: [12, 10, 10, 9, 9, 8, 8, 9, 9, 11, 12, 12],
  },
  "Northern Ireland": {
    max: [7.9, 8.4, 10.2, 12.8, 15.6, 17.9, 19.4, 19.1, 17.2, 14.0, 10.6, 8.3],
    min: [2.2, 2.0, 3.1, 4.4, 6.6, 9.3, 11.2, 11.1, 9.5, 7.1, 4.4, 2.5],
    rainDays: [17, 14, 15, 13, 13, 12, 14, 15, 14, 16, 17, 17],
  },
};

/** The region of a postcode, from its district's centre (coarse boxes are enough for a climate); Northern England when unknown. */
export function ukRegion(postcode: string | null | undefined): UkRegion {
  const c = postcode ? districtCentre(postcode) : null;
  if (!c) return "Northern England";
  if (c.longitude < -5.4 && c.latitude < 55.4) return "Northern Ireland";
  // Berwick, north of 55° but English, and Galloway, south of it but Scottish.
  if ((c.latitude >= 55.0 && !(c.latitude < 55.8 && c.longitude > -2.1)) || (c.latitude >= 54.6 && c.longitude < -3.7)) return "Scotland";
  if (c.latitude >= 53.35) return "Northern England";
  if (c.longitude < -2.7 && c.latitude >= 51.35) return "Wales";
  if (c.latitude >= 52.0) return "Midlands";
  return "Southern England";
}

/** How far a day's high may stray from the month's mean maximum; the generator stays inside it. */
export const HIGH_ANOMALY_LIMIT = 5;

/** The range a day's recorded high can take in a region and month (1–12): the check the demo's tests use. */
export function plausibleHigh(region: UkRegion, month: number): { low: number; high: number } {
  const c = UK_CLIMATE[region];
  return { low: c.max[month - 1] - HIGH_ANOMALY_LIMIT, high: c.max[month - 1] + HIGH_ANOMALY_LIMIT };
}

export type DayWeather = { high: number; low: number; condition: string; humidity: number; windSpeed: number; windDirection: string; rainMm: number };

type Weighted = readonly (readonly [string, number])[];
const weighted = (rnd: () => number, options: Weighted) => {
  let r = rnd() * options.reduce((t, [, w]) => t + w, 0);
  for (const [value, w] of options) if ((r -= w) < 0) return value;
  return options[options.length - 1][0];
};
/** Roughly normal, mean 0, sd 1, bounded to ±3 (sum of three uniforms). */
const noise = (rnd: () => number) => (rnd() + rnd() + rnd() - 1.5) * 2;
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

const DRY_WINTER: Weighted = [
  ["Overcast", 40],
  ["Partly cloudy", 30],
  ["Mainly clear", 14],
  ["Clear sky", 6],
  ["Fog", 10],
];
const DRY_SUMMER: Weighted = [
  ["Overcast", 20],
  ["Partly cloudy", 35],
  ["Mainly clear", 25],
  ["Clear sky", 20],
];
const WET: Weighted = [
  ["Light rain", 35],
  ["Rain", 20],
  ["Drizzle", 15],
  ["Rain showers", 20],
  ["Heavy rain", 7],
  ["Heavy rain showers", 3],
];
const WET_WARM: Weighted = [...WET, ["Thunderstorm", 4]];
const SNOW: Weighted = [
  ["Light snow", 50],
  ["Snow", 20],
  ["Snow showers", 30],
];
const WINDS: Weighted = [
  ["SW", 26],
  ["W", 22],
  ["S", 10],
  ["NW", 10],
  ["WSW", 8],
  ["N", 6],
  ["NE", 6],
  ["E", 6],
  ["SE", 6],
];

/**
 * A sequence of days' weather for one site: call `next(isoDay)` for each day in order. The anomaly
 * carries over from day to day (a mild week, a cold snap), bounded so no day leaves the plausible range.
 */
export function ukWeatherSeries(region: UkRegion, rnd: () => number) {
  const climate = UK_CLIMATE[region];
  let anomaly = noise(rnd) * 1.5;
  return (day: string): DayWeather => {
    const m = Number(day.slice(5, 7)) - 1;
    anomaly = clamp(0.65 * anomaly + 1.3 * noise(rnd), -HIGH_ANOMALY_LIMIT + 0.5, HIGH_ANOMALY_LIMIT - 0.5);
    const high = round1(climate.max[m] + anomaly);
    const low = round1(Math.min(high - 2, climate.min[m] + 0.8 * anomaly + noise(rnd)));
    const wet = rnd() < climate.rainDays[m] / 30;
    const summer = m >= 4 && m <= 8;
    let condition: string;
    if (wet) condition = high <= 2 ? weighted(rnd, SNOW) : summer && high >= 18 ? weighted(rnd, WET_WARM) : weighted(rnd, WET);
    else condition = weighted(rnd, summer ? DRY_SUMMER : DRY_WINTER);
    if (condition === "Fog" && high > 12) condition = "Overcast";
    const heavy = /Heavy|Thunder/.test(condition);
    const rainMm = wet ? round1((heavy ? 12 : condition === "Drizzle" ? 1 : 4) * (0.5 + rnd())) : 0;
    const humidity = Math.round(clamp((summer ? 70 : 84) + (wet ? 8 : 0) + noise(rnd) * 4, 45, 99));
    const windSpeed = round1(clamp((summer ? 8 : 11) + (wet ? 4 : 0) + noise(rnd) * 4, 1, 38));
    return { high, low, condition, humidity, windSpeed, windDirection: weighted(rnd, WINDS), rainMm };
  };
}
