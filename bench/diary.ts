// Benchmark of issue 3's and 4's targets: the project list and a diary with 2 years of daily entries for
// 50 projects open without waiting. `npm run bench:diary` seeds that data set once (kept in
// .tmp/bench-data, or BENCH_DATABASE_URL for PostgreSQL), serves the API over real HTTP and times
// the reads the screens make. Figures go in the README's performance section.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { seedLargeDiary } from "../src/server/seed/large";
import { seedLargeCarbon } from "../src/server/seed/large-carbon";
import { projects } from "../src/server/db/schema/index";
import { buildApp } from "../src/server/app";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const dataDir = path.resolve(".tmp/bench-data");
fs.mkdirSync(dataDir, { recursive: true });
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  ADMIN_EMAIL: "bench@sitebook.test",
  ADMIN_PASSWORD: "Bench123!",
  BOT_CHECK: "off",
  DEMO_DATA: "off",
  LOG_LEVEL: "warn",
});
const database = await openDatabase(config);
await bootstrap(database.db, config);
const seeded = await seedLargeDiary(database.db, { log: (l) => process.stdout.write(`\r${l}   `) });
if (seeded.created) console.log(`\nseeded ${seeded.entries} diary entries`);
const carbon = await seedLargeCarbon(database.db, { log: (l) => process.stdout.write(`\r${l}   `) });
if (carbon.created) console.log(`\nseeded ${carbon.figures} carbon figures`);
const [mid] = await database.db.select().from(projects).where(eq(projects.slug, "perf-project-25"));

const app = await buildApp({ db: database.db, config, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "bench@sitebook.test", password: "Bench123!" }),
});
const cookie = login.headers.get("set-cookie")!.split(";")[0];

const slug = mid.slug;
const targets: [string, string][] = [
  ["project list, first page", "/api/projects?page=1&pageSize=24"],
  ["project list, search", "/api/projects?q=project%202&page=1&pageSize=24"],
  ["project by slug", `/api/projects/by-slug/${slug}`],
  ["diary, newest days", `/api/projects/by-slug/${slug}/diary-entries`],
  ["diary, a day a year ago", `/api/projects/by-slug/${slug}/diary-entries?before=${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)}`],
  ["all entries, first page", "/api/diary-entries?page=1&pageSize=25"],
  ["all entries, one project, page 20", `/api/diary-entries?projectId=${mid.id}&page=20&pageSize=25`],
  ["timeline, newest", `/api/projects/by-slug/${slug}/timeline`],
  ["carbon footprint, one contract, all time", `/api/projects/by-slug/${slug}/carbon-footprint`],
  ["carbon ledger, one contract, first page", `/api/projects/by-slug/${slug}/carbon-figures`],
  ["carbon entries, across contracts, first page", "/api/carbon-entries"],
  ["carbon footprint, company overview", "/api/carbon-footprint"],
  [
    "carbon report PDF, one contract, last 3 months",
    `/api/projects/by-slug/${slug}/carbon-report.pdf?from=${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
  ],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(`\n${database.engine}, ${RUNS} sequential requests each (after 3 warm-ups)\n`);
console.log("| read | status | p50 ms | p95 ms | max ms | bytes |\n|---|---|---|---|---|---|");
for (const [name, url] of targets) {
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < 3; i++) await (await fetch(base + url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(base + url, { headers: { cookie } });
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${status} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${bytes} |`);
}
await app.close();
await database.close();
