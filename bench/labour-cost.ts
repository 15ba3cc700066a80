// Benchmark of labour cost at scale (issue 34, decision 0081 "How labour cost is kept"): `npm run bench:labour-cost`
// seeds the large set's 50 contracts, 5,000 workers and 300,000 sign-ins once (as bench:sign-in; kept in
// .tmp/bench-labour-cost, or on PostgreSQL in a database of its own beside BENCH_DATABASE_URL: BENCH_DB, default
// sitebook_bench_labour_cost), then times, on the database itself (no HTTP: these are the service's reads):
// the first full fold (every worker-day marked, as the migration's backfill leaves them), a sign-in written with its
// trigger, the fold after one sign-in, reading labour cost per contract for every contract (the company view's need)
// and per contract and month, and a settings change (every worker-day marked) with the fold after it.
// Figures go in docs/performance.md.
import { sql } from "drizzle-orm";
import { daysAfter, ukInstant, ukToday } from "@shared/common/uk-dates";
import { rowsOf } from "../src/server/db/client";
import { seedLargeDiary } from "../src/server/seed/large";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { seedLargeSignIns } from "../src/server/seed/large-sign-ins";
import { foldStale, labourByContract, labourByContractMonth } from "../src/server/modules/labour-cost/labour-cost.service";
import { benchDatabase, loadAverage, pct } from "./register-reads";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

// A folder of its own: it marks every worker-day and changes the labour settings.
const { database } = await benchDatabase("sitebook_bench_labour_cost", ".tmp/bench-labour-cost");
const db = database.db;

const t0 = Date.now();
const contracts = await seedLargeDiary(db, { projectCount: 50, years: 2, crews: [1, 1] });
const people = await seedLargeWorkers(db);
const signIns = await seedLargeSignIns(db);
if (contracts.created || people.created || signIns.created) {
  console.log(`seeded ${signIns.signIns} sign-ins in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze site_attendance, workers, diary_entries`);
}

const one = <T>(rows: unknown) => rowsOf<T>(rows)[0];
const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};
const row = (name: string, times: number[], note = "") => {
  times.sort((a, b) => a - b);
  const cells = times.length === 1 ? [times[0].toFixed(0), "–", "–"] : [pct(times, 50).toFixed(1), pct(times, 95).toFixed(1), times.at(-1)!.toFixed(1)];
  console.log(`| ${name} | ${cells.join(" | ")} | ${note} |`);
};

const counted = one<{ signIns: string; workerDays: string; diaryDays: string }>(
  await db.execute(sql`select (select count(*) from site_attendance) as "signIns",
    (select count(*) from (select distinct worker_id, date from site_attendance where signed_out_at is not null) d) as "workerDays",
    (select count(*) from (select distinct project_id, date from diary_entries) d) as "diaryDays"`),
);
const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from projects order by id`)).map((r) => r.id);
console.log(
  `\n${database.engine}: ${Number(counted.signIns).toLocaleString("en-GB")} sign-ins (${Number(counted.workerDays).toLocaleString("en-GB")} worker-days with hours), ` +
    `${Number(counted.diaryDays).toLocaleString("en-GB")} contract days with a diary entry, ${ids.length} contracts; load average before: ${loadAverage()}\n`,
);
console.log("| what | p50 ms (or once) | p95 ms | max ms | |\n|---|---|---|---|---|");

// 1. The first full fold: the kept rows emptied and every worker-day and diary day marked, as the migration's backfill leaves them.
await db.execute(sql`truncate labour_cost_days, labour_cost_diary, labour_cost_months, labour_cost_stale, labour_cost_diary_stale`);
await db.execute(sql`insert into labour_cost_stale (worker_id, day) select distinct worker_id, date from site_attendance where signed_out_at is not null`);
await db.execute(sql`insert into labour_cost_diary_stale (project_id, day) select distinct project_id, date from diary_entries`);
const full = await timed(() => foldStale(db));
row(
  "first full fold (the backfill)",
  [full.ms],
  `${full.result.workerDays.toLocaleString("en-GB")} worker-days, ${full.result.contractDays.toLocaleString("en-GB")} diary days`,
);
await db.execute(sql`analyze labour_cost_days, labour_cost_diary, labour_cost_months, labour_cost_stale, labour_cost_diary_stale`);

// 2. One sign-in (closed, yesterday, on a perf contract) written with its triggers, then the fold before the next read; the sign-in removed and folded again.
const [perf] = rowsOf<{ id: number }>(await db.execute(sql`select id from projects where slug like 'perf-project-%' order by slug offset 3 limit 1`));
const workerIds = rowsOf<{ id: number }>(await db.execute(sql`select id from workers where worker_id like 'PERF-W%' order by id limit ${RUNS}`)).map(
  (r) => r.id,
);
const yesterday = daysAfter(ukToday(), -1);
const writes: number[] = [];
const folds: number[] = [];
for (const workerId of workerIds) {
  const write = await timed(() =>
    db.execute(sql`insert into site_attendance (project_id, worker_id, worker_name, date, sign_in_time, sign_out_time, signed_in_at, signed_out_at)
      values (${perf.id}, ${workerId}, 'Bench', ${yesterday}, '18:00', '19:30', ${ukInstant(yesterday, 18 * 60).toISOString()}, ${ukInstant(yesterday, 19 * 60 + 30).toISOString()})`),
  );
  writes.push(write.ms);
  folds.push((await timed(() => foldStale(db))).ms);
}
row("a sign-in written, with its trigger's marks", writes);
row("the fold after one sign-in", folds, "the worker's whole day again, its month moved");
await db.execute(sql`delete from site_attendance where worker_name = 'Bench'`);
await foldStale(db);

// 3. The company view's need: labour per contract for every contract, today; and per contract and month.
const asOf = ukToday();
for (let i = 0; i < 3; i++) await labourByContract(db, ids, asOf);
const reads: number[] = [];
for (let i = 0; i < RUNS; i++) reads.push((await timed(() => labourByContract(db, ids, asOf))).ms);
row(`labour per contract, all ${ids.length} contracts, today (a fold with nothing stale first)`, reads);
const monthReads: number[] = [];
const lastMonthEnd = daysAfter(`${asOf.slice(0, 7)}-01`, -1);
for (let i = 0; i < RUNS; i++) monthReads.push((await timed(() => labourByContractMonth(db, ids, lastMonthEnd))).ms);
row(`labour per contract and month, all contracts, as of ${lastMonthEnd}`, monthReads);

// 4. A settings change: every worker-day marked by its trigger, then the fold before the next read.
const settings = await timed(() =>
  db.execute(sql`insert into labour_cost_settings (id, standard_day_hours, employers_ni) values (1, 8, 13.8)
    on conflict (id) do update set employers_ni = case when labour_cost_settings.employers_ni = 13.8 then 13.9 else 13.8 end`),
);
row("a settings change, marking every worker-day", [settings.ms]);
const refold = await timed(() => foldStale(db));
row("the fold after it", [refold.ms], `${refold.result.workerDays.toLocaleString("en-GB")} worker-days`);

const totals = one<{ pay: string; rows: string }>(await db.execute(sql`select sum(pay)::text as pay, count(*) as rows from labour_cost_months`));
console.log(`\nkept: ${totals.rows} contract-months, £${totals.pay} of pay; load average after: ${loadAverage()}`);
await database.close();
