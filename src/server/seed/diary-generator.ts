import type { Db } from "../db/client";
import { diaryComments, diaryEntries, weatherRecords } from "../db/schema/index";
import { labourHours } from "@shared/rules/labour-hours";
import { daysAfter, ukInstant } from "@shared/common/uk-dates";
import { weekday } from "./demo-calendar";
import { ALL_FIRMS, type Firm } from "./site-trades";
import { ukRegion, ukWeatherSeries, type DayWeather } from "./uk-climate";

/**
 * Plausible site-diary content for the demo company and for the large performance seed. It is
 * deterministic (a seeded generator), so two runs give the same diary and benchmarks compare. It is
 * written as a site manager would have written it by `now`: an entry after its gang's shift ends,
 * the weather first thing in the morning, comments in their time slot, and nothing later than `now`.
 */

export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const WEEKDAY_SHIFTS = [
  ["07:30", "16:30"],
  ["08:00", "17:00"],
  ["07:00", "15:30"],
  ["08:00", "16:00"],
] as const;
const SATURDAY_SHIFT = ["08:00", "13:00"] as const;
// Notes that stand alone: none claims a delivery or a visit that the day's records would not show.
const COMMENTS = [
  "Toolbox talk on working at height held with all operatives.",
  "Scaffold inspection completed and tagged.",
  "Housekeeping needs attention around the compound.",
  "Wheel-wash checked; road outside the gate swept at lunchtime.",
  "Fire points and first-aid kits checked and restocked.",
];
const SLOTS = ["08:00", "10:00", "12:00", "14:00", "16:00"];

const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)];
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (d: Date | string) => (typeof d === "string" ? d : isoDay(d));

export type GeneratedDiary = {
  entries: (typeof diaryEntries.$inferInsert)[];
  comments: (typeof diaryComments.$inferInsert)[];
  weather: (typeof weatherRecords.$inferInsert)[];
};

/** What the day's weather did to the work, when it did anything. */
function weatherImpact(w: DayWeather, rnd: () => number): string | null {
  if (/Heavy|Thunder|Snow/.test(w.condition)) return `${w.condition} stopped external work for ${1 + Math.floor(rnd() * 3)} hours.`;
  if (w.windSpeed >= 24) return "High winds: crane stood down after 14:00.";
  if (w.low <= 0 && rnd() < 0.6) return "Frost early morning: concrete and mortar work held until 10:00.";
  if (w.condition === "Rain" && rnd() < 0.5) return "Rain stopped external work for an hour.";
  return null;
}

export type DiaryOptions = {
  projectId: number;
  /** First and last site days (ISO days or midnight UTC dates), inclusive. */
  from: Date | string;
  to: Date | string;
  authors: { id: number | null; name: string }[];
  seed: number;
  /** Nothing is dated after this instant (default: the clock). */
  now?: Date;
  /** The site's postcode, for its region's weather (default: Northern England). */
  postcode?: string | null;
  /** The firms on site (default: every trade). */
  firms?: readonly Firm[];
  /** How many firms are on site on a weekday, fewest and most (default 1–3; the 1M data set uses more). */
  crews?: readonly [number, number];
};

/** Entries for every working day (and some Saturday mornings) in [from, to], one per firm on site that day. */
export function generateDiary(opts: DiaryOptions): GeneratedDiary {
  const rnd = seededRandom(opts.seed);
  const now = opts.now ?? new Date();
  const firms = opts.firms ?? ALL_FIRMS;
  const weatherOf = ukWeatherSeries(ukRegion(opts.postcode), rnd);
  const out: GeneratedDiary = { entries: [], comments: [], weather: [] };
  const last = dayOf(opts.to);
  for (let date = dayOf(opts.from); date <= last; date = daysAfter(date, 1)) {
    const dow = weekday(date);
    const w = weatherOf(date);
    if (dow === 0 || (dow === 6 && rnd() < 0.7)) continue;
    const recordedAt = ukInstant(date, 7 * 60 + 35 + Math.floor(rnd() * 30));
    if (recordedAt > now) break;
    out.weather.push({
      projectId: opts.projectId,
      date,
      temperature: w.high.toFixed(1),
      condition: w.condition,
      humidity: String(w.humidity),
      windSpeed: w.windSpeed.toFixed(1),
      windDirection: w.windDirection,
      description: `High ${w.high} °C, low ${w.low} °C${w.rainMm ? `, rain ${w.rainMm} mm` : ""}`,
      source: "manual",
      createdBy: opts.authors[0]?.id ?? null,
      createdAt: recordedAt,
    });
    // One to three firms on site on a weekday (by default), one on a Saturday morning.
    const [fewest, most] = opts.crews ?? [1, 3];
    const count = Math.min(firms.length, dow === 6 ? 1 : fewest + Math.floor(rnd() * (most - fewest + 1)));
    const onSite = new Set<Firm>();
    while (onSite.size < count) onSite.add(pick(rnd, firms));
    const impact = weatherImpact(w, rnd);
    for (const firm of onSite) {
      const author = pick(rnd, opts.authors);
      const [startTime, finishTime] = dow === 6 ? SATURDAY_SHIFT : pick(rnd, WEEKDAY_SHIFTS);
      const operatives = 1 + Math.floor(rnd() * 6);
      const labor = {
        company: firm.company,
        jobRole: pick(rnd, firm.roles),
        plant: pick(rnd, firm.plant),
        startTime,
        finishTime,
        hours: labourHours(startTime, finishTime),
        labour: `${operatives} operative${operatives > 1 ? "s" : ""}`,
      };
      // Written up once the gang has finished, before the site manager leaves.
      const [h, m] = finishTime.split(":").map(Number);
      const at = ukInstant(date, h * 60 + m + 10 + Math.floor(rnd() * 50));
      if (at > now) continue;
      out.entries.push({
        projectId: opts.projectId,
        userId: author.id,
        author: author.name,
        date,
        workSummary: pick(rnd, firm.work),
        weatherImpact: firm.outdoor ? impact : null,
        materialsDelivered: null,
        labor: JSON.stringify(labor),
        createdAt: at,
        updatedAt: at,
      });
    }
    if (rnd() < 0.25) {
      const author = pick(rnd, opts.authors);
      const slot = pick(rnd, dow === 6 ? SLOTS.slice(0, 3) : SLOTS);
      const at = ukInstant(date, slot);
      at.setTime(at.getTime() + (5 + Math.floor(rnd() * 45)) * 60_000);
      if (at <= now)
        out.comments.push({
          projectId: opts.projectId,
          date,
          timeSlot: slot,
          comment: pick(rnd, COMMENTS),
          author: author.name,
          userId: author.id,
          createdAt: at,
        });
    }
  }
  return out;
}

/** Inserts in batches: one statement per few hundred rows keeps memory flat and stays under parameter limits. */
export async function insertDiary(db: Db, diary: GeneratedDiary) {
  const batch = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  await batch(diary.entries, (c) => db.insert(diaryEntries).values(c));
  await batch(diary.comments, (c) => db.insert(diaryComments).values(c));
  await batch(diary.weather, (c) => db.insert(weatherRecords).values(c).onConflictDoNothing());
}
