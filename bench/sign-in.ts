// Benchmark of site sign-in at scale (issue 31): `npm run bench:sign-in` seeds the large set's 50 contracts,
// 5,000 workers and 300,000 sign-ins once (kept in .tmp/bench-sign-in, or on PostgreSQL in a database of its
// own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_sign_in), serves the API over real HTTP
// signed in, and prints p50/p95 of the roll-call and the day's record, then the morning rush: 300 workers
// signed in on one contract from 30 devices at once (each device 10 in turn, as a gate does), and signed
// out again. Target: every p95 under 100 ms on PostgreSQL. Figures go in docs/performance.md.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import { openDatabase, rowsOf } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { seedLargeDiary } from "../src/server/seed/large";
import { seedLargeWorkers } from "../src/server/seed/large-workers";
import { seedLargeSignIns } from "../src/server/seed/large-sign-ins";
import { buildApp } from "../src/server/app";
import { benchConfig, ensureDatabase } from "./bench-db";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const P95 = 100;
const DEVICES = 30;
const RUSH = 300;

const dataDir = path.resolve(".tmp/bench-sign-in");
fs.mkdirSync(dataDir, { recursive: true });
const given = process.env.BENCH_DATABASE_URL;
const databaseUrl = given ? await ensureDatabase(given, process.env.BENCH_DB ?? "sitebook_bench_sign_in") : undefined;
const config = benchConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
const database = await openDatabase(config);
const db = database.db;
await bootstrap(db, config);

const t0 = Date.now();
const contracts = await seedLargeDiary(db, { projectCount: 50, years: 2, crews: [1, 1] });
const people = await seedLargeWorkers(db);
const signIns = await seedLargeSignIns(db);
if (contracts.created || people.created || signIns.created) {
  console.log(`seeded ${signIns.signIns} sign-ins in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze site_attendance, workers, worker_cards`);
} else await db.execute(sql`analyze site_attendance`);

const app = await buildApp({ db, config, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "bench@sitebook.test", password: "Bench123!" }),
});
const cookie = login.headers.get("set-cookie")!.split(";")[0];

const [counted] = rowsOf<{ signIns: string; onSite: string }>(
  await db.execute(sql`select (select count(*) from site_attendance) as "signIns",
    (select count(*) from site_attendance where sign_out_time is null) as "onSite"`),
);
const [open] = rowsOf<{ slug: string }>(await db.execute(sql`select slug from projects where slug like 'perf-project-%' order by slug limit 1`));
const [rush] = rowsOf<{ slug: string }>(await db.execute(sql`select slug from projects where slug like 'perf-project-%' order by slug offset 1 limit 1`));
const yesterday = daysAfter(ukToday(), -1);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const loadAverage = () => (fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a");
const rowOf = (name: string, status: number, times: number[], bytes: number | string, target = P95) => {
  times.sort((a, b) => a - b);
  const [p50, p95] = [pct(times, 50), pct(times, 95)];
  const ok = status >= 200 && status < 300 && p95 < target;
  console.log(
    `| ${name} | ${status} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${bytes} | p95 < ${target} | ${ok ? "met" : "**not met**"} |`,
  );
  return ok;
};

console.log(
  `\n${database.engine}: ${Number(counted.signIns).toLocaleString("en-GB")} sign-ins, ${counted.onSite} on site on ${open.slug}; ${RUNS} sequential requests a read after 3 warm-ups; load average before: ${loadAverage()}\n`,
);
console.log("| read or write | status | p50 ms | p95 ms | max ms | bytes | target | |\n|---|---|---|---|---|---|---|---|");
let met = 0;
let measured = 0;
const reads = [
  { name: `roll-call, ${counted.onSite} on site`, url: `/api/projects/by-slug/${open.slug}/site-sign-in/roll-call` },
  { name: "the day's record (yesterday, first page)", url: `/api/projects/by-slug/${open.slug}/site-sign-in/attendance?date=${yesterday}&page=1&pageSize=25` },
  { name: "the contracts and who is on each site", url: "/api/site-sign-in/contracts" },
];
for (const r of reads) {
  for (let i = 0; i < 3; i++) await (await fetch(base + r.url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(base + r.url, { headers: { cookie } });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    status = res.status;
  }
  measured++;
  if (rowOf(r.name, status, times, bytes)) met++;
}

// The gate's look-up list: read once by each device when it opens (then kept on the device), so its target is a page load's.
{
  const url = `${base}/api/projects/by-slug/${rush.slug}/site-sign-in/roster`;
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  let workers: { id: number; refusals: unknown[]; onSite: unknown }[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "gzip, br" } });
    const text = await res.text();
    times.push(performance.now() - started);
    status = res.status;
    bytes = text.length;
    workers = (JSON.parse(text) as { workers: typeof workers }).workers;
  }
  rowOf(`the gate's look-up list (${workers.length.toLocaleString("en-GB")} workers)`, status, times, bytes, 1000);

  // The morning rush: 30 devices, each signing in 10 workers one after another, all at once.
  const ready = workers.filter((w) => w.refusals.length === 0 && !w.onSite).slice(0, RUSH);
  const post = async (tail: string, body: object) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/projects/by-slug/${rush.slug}/site-sign-in/${tail}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base, "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const wave = async (tail: string, body: (id: number) => object) => {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: DEVICES }, async (_, d) => {
        const mine: { ms: number; status: number }[] = [];
        for (let k = d; k < ready.length; k += DEVICES) mine.push(await post(tail, body(ready[k].id)));
        return mine;
      }),
    );
    return { all: results.flat(), seconds: (performance.now() - started) / 1000 };
  };
  const signedIn = await wave("sign-in", (workerId) => ({ workerId, travelMethod: "car_unknown", travelDistance: 20 }));
  const okIn = signedIn.all.filter((r) => r.status === 201 || r.status === 200).length;
  measured++;
  if (
    rowOf(
      `morning rush: ${okIn} of ${ready.length} signed in from ${DEVICES} devices in ${signedIn.seconds.toFixed(1)} s`,
      okIn === ready.length ? 201 : 500,
      signedIn.all.map((r) => r.ms),
      "–",
    )
  )
    met++;
  const signedOut = await wave("sign-out", (workerId) => ({ workerId }));
  const okOut = signedOut.all.filter((r) => r.status === 200).length;
  measured++;
  if (
    rowOf(
      `evening: ${okOut} signed out from ${DEVICES} devices in ${signedOut.seconds.toFixed(1)} s`,
      okOut === ready.length ? 200 : 500,
      signedOut.all.map((r) => r.ms),
      "–",
    )
  )
    met++;
  // The bench's own sign-ins go, so the next run starts from the same set.
  await db.execute(sql`delete from site_attendance where project_id = (select id from projects where slug = ${rush.slug}) and date = ${ukToday()}`);
}

console.log(`\n${met} of ${measured} measured within target; load average after: ${loadAverage()}`);
await app.close();
await database.close();
