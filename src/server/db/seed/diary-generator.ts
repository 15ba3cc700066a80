import type { Db } from "../client";
import { diaryComments, diaryEntries, weatherRecords } from "../schema/index";
import { labourHours } from "@shared/rules/labour-hours";

/**
 * Plausible site-diary content for the demo company and for the large performance seed. It is
 * deterministic (a seeded generator), so two runs give the same diary and benchmarks compare.
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

const SUMMARIES = [
  "Excavated and blinded pad foundations on gridlines A–C; concrete pour booked for tomorrow.",
  "Steel fixing to ground beams continued; inspection by the structural engineer passed.",
  "Blockwork to ground floor internal walls, level 1 scaffold adapted for the next lift.",
  "First-fix electrics and plumbing in plots 3 and 4; dry-lining boards delivered.",
  "Roof trusses craned in and braced; felt and batten started on the north elevation.",
  "Drainage runs laid and tested to manhole MH4; backfilled with Type 1 and compacted.",
  "Windows fitted to the east elevation; mastic and cavity closers completed.",
  "Power-floated the slab to units 1–3; curing membrane applied.",
  "Strip-out of the existing ceilings and services on the second floor; asbestos clearance certificate on file.",
  "Kerbs and edgings laid to the car park; base course tarmac on bays 1–20.",
  "Brickwork to first-floor sills on plots 5 and 6; wall ties checked.",
  "Plastering and skim coat in the main hall; second-fix joinery to classrooms 2 and 3.",
];
const COMPANIES = ["Own labour", "Aire Groundworks Ltd", "Pennine Brickwork", "Calder Electrical", "Yorkshire Roofing Co", "Dales Plumbing & Heating"];
const ROLES = ["Groundworker", "Bricklayer", "Electrician", "Roofer", "Plumber", "General operative", "Steel fixer", "Plant operator"];
const PLANT = ["", "", "9t excavator", "3t dumper", "Telehandler", "Roller", "Mini digger"];
const SHIFTS = [
  ["08:00", "17:00"],
  ["07:30", "16:30"],
  ["07:00", "15:30"],
  ["08:00", "16:00"],
  ["22:00", "06:00"],
] as const;
const WEATHER = ["Dry and bright", "Overcast", "Light rain", "Heavy rain", "Windy", "Frost early morning", "Sunny intervals"];
const IMPACTS = ["", "", "", "Rain stopped brickwork for 2 hours.", "High winds: crane stood down after 14:00.", "Frost delayed the concrete pour until 10:00."];
const COMMENTS = [
  "Delivery arrived late; unloading took longer than planned.",
  "Toolbox talk on working at height held with all operatives.",
  "Client representative visited and walked the site.",
  "Scaffold inspection completed and tagged.",
  "Housekeeping needs attention around the compound.",
];

const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)];
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export type GeneratedDiary = {
  entries: (typeof diaryEntries.$inferInsert)[];
  comments: (typeof diaryComments.$inferInsert)[];
  weather: (typeof weatherRecords.$inferInsert)[];
};

/** Entries for every working day (and some Saturdays) in [from, to], 1–3 per day. */
export function generateDiary(opts: { projectId: number; from: Date; to: Date; authors: { id: number | null; name: string }[]; seed: number }): GeneratedDiary {
  const rnd = seededRandom(opts.seed);
  const out: GeneratedDiary = { entries: [], comments: [], weather: [] };
  for (let d = new Date(opts.from); d <= opts.to; d = new Date(d.getTime() + 86_400_000)) {
    const weekday = d.getUTCDay();
    if (weekday === 0 || (weekday === 6 && rnd() < 0.7)) continue;
    const date = isoDay(d);
    const count = 1 + Math.floor(rnd() * 3);
    for (let i = 0; i < count; i++) {
      const author = pick(rnd, opts.authors);
      const [startTime, finishTime] = rnd() < 0.05 ? SHIFTS[4] : pick(rnd, SHIFTS.slice(0, 4));
      const operatives = 1 + Math.floor(rnd() * 6);
      const labor = {
        company: pick(rnd, COMPANIES),
        jobRole: pick(rnd, ROLES),
        plant: pick(rnd, PLANT),
        startTime,
        finishTime,
        hours: labourHours(startTime, finishTime),
        labour: `${operatives} operative${operatives > 1 ? "s" : ""}`,
      };
      const at = new Date(`${date}T${String(9 + i * 3).padStart(2, "0")}:15:00Z`);
      out.entries.push({
        projectId: opts.projectId,
        userId: author.id,
        author: author.name,
        date,
        workSummary: pick(rnd, SUMMARIES),
        weatherImpact: pick(rnd, IMPACTS) || null,
        materialsDelivered: rnd() < 0.3 ? "20 m³ C32/40 concrete; 2 packs of 100 mm blocks" : null,
        labor: JSON.stringify(labor),
        createdAt: at,
        updatedAt: at,
      });
    }
    if (rnd() < 0.25) {
      const author = pick(rnd, opts.authors);
      out.comments.push({ projectId: opts.projectId, date, timeSlot: pick(rnd, ["08:00", "10:00", "12:00", "14:00", "16:00"]), comment: pick(rnd, COMMENTS), author: author.name, userId: author.id, createdAt: new Date(`${date}T16:30:00Z`) });
    }
    const temperature = (4 + rnd() * 16).toFixed(1);
    out.weather.push({ projectId: opts.projectId, date, temperature, condition: pick(rnd, WEATHER), humidity: String(55 + Math.floor(rnd() * 40)), windSpeed: (rnd() * 30).toFixed(1), windDirection: pick(rnd, ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]), source: "manual", createdAt: new Date(`${date}T17:00:00Z`) });
  }
  return out;
}

/** Inserts in batches: one statement per thousand rows keeps memory flat and stays under parameter limits. */
export async function insertDiary(db: Db, diary: GeneratedDiary) {
  const batch = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
  };
  await batch(diary.entries, (c) => db.insert(diaryEntries).values(c));
  await batch(diary.comments, (c) => db.insert(diaryComments).values(c));
  await batch(diary.weather, (c) => db.insert(weatherRecords).values(c).onConflictDoNothing());
}

