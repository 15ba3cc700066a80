// What the register benchmarks share (bench:workforce, bench:assets): open the bench database (PGlite in
// .tmp/bench-data, or PostgreSQL in a database of its own beside BENCH_DATABASE_URL), serve the API over
// real HTTP signed in, and time each read: 30 sequential requests (BENCH_RUNS) after 3 warm-ups, p50 /
// p95 / max against the list target (p95 under 50 ms; issue 13's p50 under 20 ms beside it).
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { buildApp } from "../src/server/app";
import { benchConfig, ensureDatabase } from "./bench-db";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const LIST_P50 = 20;
const LIST_P95 = 50;

/**
 * The bench database, bootstrapped: `defaultDb` names its PostgreSQL database unless BENCH_DB does;
 * `folder` is PGlite's (a bench that rewrites what others read keeps one of its own).
 */
export async function benchDatabase(defaultDb: string, folder = ".tmp/bench-data") {
  const dataDir = path.resolve(folder);
  fs.mkdirSync(dataDir, { recursive: true });
  const given = process.env.BENCH_DATABASE_URL;
  const databaseUrl = given ? await ensureDatabase(given, process.env.BENCH_DB ?? defaultDb) : undefined;
  const config = benchConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const database = await openDatabase(config);
  await bootstrap(database.db, config);
  return { database, config };
}

/** The app served over real HTTP on a free port, with the bench user signed in (its session cookie). */
export async function benchServer(
  db: Awaited<ReturnType<typeof benchDatabase>>["database"]["db"],
  config: Awaited<ReturnType<typeof benchDatabase>>["config"],
) {
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench@sitebook.test", password: "Bench123!" }),
  });
  return { app, base, cookie: login.headers.get("set-cookie")!.split(";")[0] };
}

/** The p-th percentile of times sorted ascending. */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** The machine's load average (1, 5, 15 minutes), printed beside each run's figures. */
export const loadAverage = () => (fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "n/a");

/** Serves the app, signs the bench user in, times each read and prints the table; closes the app and the database. */
export async function timeReads(
  { database, config }: Awaited<ReturnType<typeof benchDatabase>>,
  counted: Record<string, string>,
  reads: { name: string; url: string }[],
) {
  const { app, base, cookie } = await benchServer(database.db, config);
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
}
