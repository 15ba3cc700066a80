// Benchmark of the asset register at scale (issue 32): `npm run bench:assets` seeds the large set's
// 20,000 assets once (seed/large-assets.ts; kept in .tmp/bench-data, or on PostgreSQL in a database of
// its own beside BENCH_DATABASE_URL: BENCH_DB, default sitebook_bench_assets), serves the API over real
// HTTP signed in, and prints p50/p95 of the register's reads against the list target (p95 under 50 ms
// on PostgreSQL; issue 13's p50 under 20 ms beside it). Figures go in docs/performance.md.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { largeAssetSerial, seedLargeAssets } from "../src/server/seed/large-assets";
import { buildApp } from "../src/server/app";
import { benchConfig, ensureDatabase } from "./bench-db";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LIST_P50 = 20;
const LIST_P95 = 50;

const dataDir = path.resolve(".tmp/bench-data");
fs.mkdirSync(dataDir, { recursive: true });
const given = process.env.BENCH_DATABASE_URL;
const databaseUrl = given ? await ensureDatabase(given, process.env.BENCH_DB ?? "sitebook_bench_assets") : undefined;
const config = benchConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
const database = await openDatabase(config);
await bootstrap(database.db, config);

const t0 = Date.now();
const seeded = await seedLargeAssets(database.db);
if (seeded.created) {
  console.log(`seeded ${seeded.assets} assets in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // Fresh rows have no statistics or visibility map yet: a server's autovacuum would see to it soon.
  await database.db.execute(sql`vacuum analyze assets`);
} else await database.db.execute(sql`analyze assets`);

const app = await buildApp({ db: database.db, config, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "bench@sitebook.test", password: "Bench123!" }),
});
const cookie = login.headers.get("set-cookie")!.split(";")[0];

const counted = rowsOf<Record<string, string>>(
  await database.db.execute(sql`select
    (select count(*) from assets where deleted_at is null) as "assets",
    (select count(*) from assets where deleted_at is null and ownership = 'hired_in') as "hired in",
    (select count(*) from assets where deleted_at is null and out_of_use) as "out of use"`),
)[0];
// One asset from the middle of the set.
const [{ id: oneId }] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from assets where serial_number = ${largeAssetSerial(10_000)}`));

const reads: { name: string; url: string }[] = [
  { name: "asset list, first page", url: "/api/assets?page=1&pageSize=25" },
  { name: "asset list, search by name", url: "/api/assets?q=telehandler&page=1&pageSize=25" },
  { name: "asset list, search by serial", url: `/api/assets?q=${largeAssetSerial(12_345)}&page=1&pageSize=25` },
  { name: "asset list, type and status", url: "/api/assets?type=plant&status=maintenance&page=1&pageSize=25" },
  // Page 600 of 800 (offset 14,975).
  { name: "asset list, page 600", url: "/api/assets?page=600&pageSize=25" },
  { name: "one asset with its safety and history", url: `/api/assets/${oneId}` },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const loadAverage = () => (fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a");
console.log(
  `\n${database.engine}: ${Object.entries(counted)
    .map(([k, v]) => `${Number(v).toLocaleString("en-GB")} ${k}`)
    .join(", ")}; ${RUNS} sequential requests a read after 3 warm-ups; load average before: ${loadAverage()}\n`,
);
console.log("| read | status | matches | p50 ms | p95 ms | max ms | bytes | target | |\n|---|---|---|---|---|---|---|---|---|");
let met = 0;
for (const r of reads) {
  for (let i = 0; i < 3; i++) await (await fetch(base + r.url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  let status = 0;
  let body = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(base + r.url, { headers: { cookie } });
    body = await res.text();
    times.push(performance.now() - started);
    status = res.status;
  }
  times.sort((a, b) => a - b);
  const [p50, p95] = [pct(times, 50), pct(times, 95)];
  const total = (JSON.parse(body) as { total?: number }).total;
  const ok = status === 200 && p95 < LIST_P95;
  if (ok) met++;
  console.log(
    `| ${r.name} | ${status} | ${total ?? "–"} | ${p50.toFixed(1)}${p50 < LIST_P50 ? "" : " (over 20)"} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${body.length} | p95 < ${LIST_P95} | ${ok ? "met" : "**not met**"} |`,
  );
}
console.log(`\n${met} of ${reads.length} reads within target; load average after: ${loadAverage()}`);
await app.close();
await database.close();
