import { count, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { diaryComments, diaryEntries, projects, users, weatherRecords } from "../db/schema/index";
import { generateDiary } from "./diary-generator";
import { bulkInsert } from "./bulk-insert";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { workdayOnOrBefore } from "./demo-calendar";

/**
 * The sizes of the performance data set (issue 13). "55k" is the default of `bench:diary` and
 * `seed:large`: 50 contracts × 2 years, 1–3 firms a weekday (about 55,000 diary entries, a carbon
 * week each). "1m" is a company at scale: 200 contracts × 5 years, 2–6 firms a weekday and two
 * carbon days a week (about 1.1M diary entries and the site records in proportion).
 */
// Purchase orders: issue 14's 20,000, and issue 28's 200,000 over the 1M set's contracts, with fewer lines each
// (what the contract spend reads is the orders, not their lines; 2M lines would double the seeding time).
export const LARGE_SCALES = {
  "55k": { projectCount: 50, years: 2, crews: [1, 3], density: 1, purchaseOrders: 20_000, orderLines: [8, 12] },
  "1m": { projectCount: 200, years: 5, crews: [2, 6], density: 2, purchaseOrders: 200_000, orderLines: [2, 4] },
} as const satisfies Record<
  string,
  {
    projectCount: number;
    years: number;
    crews: readonly [number, number];
    density: number;
    purchaseOrders: number;
    orderLines: readonly [number, number];
  }
>;
export type LargeScale = keyof typeof LARGE_SCALES;

/** `--scale 1m` (or `--scale=1m`) on the command line, else SEED_SCALE, else "55k". */
export function largeScaleFrom(argv: readonly string[], env: Record<string, string | undefined> = {}): LargeScale {
  const i = argv.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  const given = (i < 0 ? env.SEED_SCALE : argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1])?.toLowerCase() ?? "55k";
  if (!(given in LARGE_SCALES)) throw new Error(`Unknown scale "${given}": use ${Object.keys(LARGE_SCALES).join(" or ")}.`);
  return given as LargeScale;
}

/** The slug of the `i`th perf contract of a set of `projectCount`: perf-project-07, or perf-project-007 past 99. */
export const perfSlug = (i: number, projectCount: number) => `perf-project-${String(i).padStart(Math.max(2, String(projectCount).length), "0")}`;

/**
 * The performance data set of issue 3: `projectCount` contracts, each with `years` of daily diary
 * up to `now` (`crews` firms a working day, comments, weather); every seventh contract is Completed
 * and its diary stops at its finish, four months ago. Runs once: a second call sees the projects and
 * does nothing. Rows go in as bulk JSON batches (bulkInsert), so 1M entries take about a minute.
 */
export async function seedLargeDiary(
  db: Db,
  {
    projectCount = 50,
    years = 2,
    crews = [1, 3] as readonly [number, number],
    now = new Date(),
    log = (_: string) => {},
  }: { projectCount?: number; years?: number; crews?: readonly [number, number]; now?: Date; log?: (line: string) => void } = {},
) {
  const [{ n }] = await db.select({ n: count() }).from(projects).where(like(projects.slug, "perf-project-%"));
  if (n > 0) return { created: false, projects: n };
  const [admin] = await db.select().from(users).where(eq(users.role, "Admin")).limit(1);
  const authors = [
    { id: admin?.id ?? null, name: admin?.name ?? "Site Manager" },
    { id: null, name: "Night Supervisor" },
  ];
  const today = ukToday(now);
  const from = daysBefore(today, Math.round(years * 365));
  const finished = workdayOnOrBefore(daysBefore(today, 120));
  let entries = 0;
  for (let i = 1; i <= projectCount; i++) {
    const slug = perfSlug(i, projectCount);
    const tag = slug.slice("perf-project-".length);
    const completed = i % 7 === 0;
    const [row] = await db
      .insert(projects)
      .values({
        name: `Perf Project ${tag}`,
        slug,
        code: `PERF-${tag}`,
        address: `${i} Benchmark Way, Leeds`,
        postcode: "LS1 4AP",
        clientName: "Benchmark Client Ltd",
        contractValue: "1000000.00",
        originalContractValue: "1000000.00",
        status: completed ? "Completed" : "Open",
        startDate: from,
        finishDate: completed ? finished : null,
        createdAt: new Date(`${daysBefore(from, 14)}T09:00:00Z`),
      })
      .returning();
    const diary = generateDiary({ projectId: row.id, from, to: completed ? finished : today, now, authors, seed: 7000 + i, postcode: "LS1 4AP", crews });
    await bulkInsert(db, diaryEntries, diary.entries);
    await bulkInsert(db, diaryComments, diary.comments);
    await bulkInsert(db, weatherRecords, diary.weather);
    entries += diary.entries.length;
    log(`project ${tag}: ${diary.entries.length} entries`);
  }
  return { created: true, projects: projectCount, entries };
}
