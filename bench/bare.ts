// Benchmark of issue 13's target: the app within 0.85 of a bare `node:http` + `pg` server doing the same SQL.
// `npm run bench:bare` (PostgreSQL only: BENCH_DATABASE_URL) seeds the 55k data set as bench:diary does,
// in a database of its own (BENCH_DB, default sitebook_bench, created if missing), serves the app (logger
// as in production, LOG_LEVEL default "warn") and the bare server side by side, and loads both reads with
// autocannon at 32 connections. The bare server runs the very statements the app sent: they are recorded
// from the app's pool for one request of each read, so the comparison cannot drift from the code.
// `npm run bench:bare -- --rss [minutes]` runs the memory check of bench/rss.ts instead.
import http from "node:http";
import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { seedLargeDiary } from "../src/server/seed/large";
import { seedLargeCarbon } from "../src/server/seed/large-carbon";
import { seedLargePurchaseOrders } from "../src/server/seed/large-purchase-orders";
import { diaryEntries, projects, users } from "../src/server/db/schema/index";
import { hashPassword } from "../src/server/platform/passwords";
import { buildApp } from "../src/server/app";
import { runRss } from "./rss";
import { benchConfig, ensureDatabase } from "./bench-db";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ROUNDS = 2;
const TARGET = 0.85;
const POOL_MAX = 10; // openPostgres's default: the app's pool size
const READER = { email: "bench-reader@sitebook.test", password: "Bench123!", role: "Contracts Manager" };

const given = process.env.BENCH_DATABASE_URL;
if (!given?.startsWith("postgres")) {
  console.error("bench:bare measures PostgreSQL: set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres");
  process.exit(1);
}
const url = await ensureDatabase(given, process.env.BENCH_DB ?? "sitebook_bench");
const config = benchConfig({
  DATA_DIR: "/tmp",
  DATABASE_URL: url,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
const database = await openPostgres(url, { max: POOL_MAX });
const { db } = database;
await bootstrap(db, config);
const seeded = await seedLargeDiary(db, { log: (l) => process.stdout.write(`\r${l}   `) });
if (seeded.created) console.log(`\nseeded ${seeded.entries} diary entries`);
const carbon = await seedLargeCarbon(db, { log: (l) => process.stdout.write(`\r${l}   `) });
if (carbon.created) console.log(`\nseeded ${carbon.figures} carbon figures`);
// Issue 14's 20,000 orders over the contracts, so the contracts list reads real spend (issue 28).
const orders = await seedLargePurchaseOrders(db, { log: (l) => process.stdout.write(`\r${l}   `) });
if (orders.created) console.log(`\nseeded ${orders.orders} purchase orders`);
// Bulk-loaded rows have no statistics until autovacuum comes round: plan on the real sizes from the start.
if (seeded.created || carbon.created || orders.created) await db.execute(sql`analyze`);
// A reader who is not Admin, so every request also reads role_permissions, as most users' requests do.
if ((await db.select({ id: users.id }).from(users).where(eq(users.email, READER.email))).length === 0) {
  await db.insert(users).values({
    username: READER.email,
    email: READER.email,
    name: "Bench Reader",
    role: READER.role,
    password: await hashPassword(READER.password),
    status: "active",
    mustChangePassword: false,
  });
}
const [mid] = await db.select().from(projects).where(eq(projects.slug, "perf-project-25"));

const app = await buildApp({ db, config, logger: true });
await app.listen({ port: 0, host: "127.0.0.1" });
const appBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${appBase}/api/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: READER.email, password: READER.password }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
const cookie = login.headers.get("set-cookie")!.split(";")[0];
const tokenHash = createHash("sha256").update(cookie.split("=")[1]).digest("hex");

const reads = [
  { name: "contracts list", path: "/api/projects?page=1&pageSize=24" },
  { name: "diary week", path: `/api/projects/by-slug/${mid.slug}/diary-entries?days=7` },
];

const rssFlag = process.argv.indexOf("--rss");
if (rssFlag >= 0) {
  const minutes = Number(process.argv[rssFlag + 1] ?? 10) || 10;
  const [sample] = await db.select({ labor: diaryEntries.labor }).from(diaryEntries).where(eq(diaryEntries.projectId, mid.id)).limit(1);
  const met = await runRss({ base: appBase, cookie, minutes, reads: reads.map((r) => r.path), entry: { projectId: mid.id, labor: sample.labor } });
  await app.close();
  // Entries a client had logged when the time ran out, or left by an interrupted run.
  await db.delete(diaryEntries).where(like(diaryEntries.workSummary, "bench:bare --rss%"));
  await database.close();
  process.exit(met ? 0 : 1);
}

// The app's statements, recorded from its pool: text and values, and which ran together (Promise.all).
// `name` when the app sent it as a named prepared statement: the bare server does the same, so both pay the
// same parse (once per connection) and the comparison stays about what the servers do around the SQL.
type Statement = { text: string; name?: string; values: unknown[]; batch: number };
const SESSION = Symbol("session token hash");
let recording: Statement[] | null = null;
let pending = 0;
let batch = 0;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  if (recording && this !== barePool) {
    const q = args[0] as string | { text: string; name?: string; values?: unknown[] };
    const text = typeof q === "string" ? q : q.text;
    const name = typeof q === "string" ? undefined : q.name;
    // drizzle sends (config, params); a plain call sends (text, params) or a config with its values.
    const values = (typeof q === "string" ? (args[1] as unknown[]) : (q.values ?? (args[1] as unknown[]))) ?? [];
    if (pending === 0) batch++;
    pending++;
    recording.push({ text, name, values: values.map((v) => (v === tokenHash ? SESSION : v)), batch });
    const done = () => void pending--;
    const result = (poolQuery as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    result.then(done, done);
    return result;
  }
  return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

async function record(path: string): Promise<{ statements: Statement[]; bytes: number }> {
  recording = [];
  batch = 0;
  const res = await fetch(appBase + path, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const statements = recording;
  recording = null;
  return { statements, bytes };
}

const barePool = new pg.Pool({ connectionString: url, max: POOL_MAX });
const plans = new Map<string, Statement[][]>();
console.log(`\n${reads.length} reads, the SQL the app sends per request:`);
for (const read of reads) {
  await record(read.path); // the first request may touch the session (lastSeenAt): record the steady state
  const { statements, bytes } = await record(read.path);
  const batches: Statement[][] = [];
  for (const s of statements) (batches[s.batch - 1] ??= []).push(s);
  plans.set(read.path, batches);
  const named = statements.filter((s) => s.name).length;
  console.log(`- ${read.name} (${bytes} bytes from the app): ${statements.length} statements (${named} prepared) in ${batches.length} round trips`);
  if (process.env.BENCH_SHOW_SQL) for (const s of statements) console.log(`    [${s.batch}] ${s.text}`);
}
// The bare server replays the app's statements, so it reads the same kept spend totals (decision 0051), never the orders.
const listSql = plans
  .get(reads[0].path)!
  .flat()
  .map((s) => s.text);
if (!listSql.some((text) => text.includes('"contract_spend_totals"')) || listSql.some((text) => text.includes('"company_purchase_orders"'))) {
  throw new Error("the contracts list no longer reads contract_spend_totals: the comparison would not be like for like");
}

/** The bare server: cookie → hash, the same statements in the same round trips, JSON.stringify of the rows. */
const bare = http.createServer((req, res) => {
  void (async () => {
    const batches = plans.get(req.url ?? "");
    const token = /(?:^|;\s*)sitebook_session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    if (!batches || !token) return answer(res, 404, { message: "Not found" });
    const hash = createHash("sha256").update(token).digest("hex");
    const results: unknown[][] = [];
    for (const group of batches) {
      const answers = await Promise.all(
        group.map((s) =>
          barePool.query({
            text: s.text,
            name: s.name,
            values: s.values.map((v) => (v === SESSION ? hash : v)),
          }),
        ),
      );
      for (const a of answers) results.push(a.rows);
    }
    const session = results[0][0] as Record<string, unknown> | undefined;
    if (!session) return answer(res, 401, { message: "Sign in" });
    answer(res, 200, { results: results.slice(1) });
  })().catch((e: Error) => answer(res, 500, { message: e.message }));
});
function answer(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
  res.end(json);
}
await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
const bareBase = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;
const bareCheck = await fetch(bareBase + reads[0].path, { headers: { cookie } });
if (bareCheck.status !== 200) throw new Error(`the bare server answered ${bareCheck.status}: ${await bareCheck.text()}`);
console.log(`the bare server answers ${(await bareCheck.arrayBuffer()).byteLength} bytes for the ${reads[0].name}`);

type Run = { rps: number; p50: number; p99: number; errors: number; cpu: number };
/** autocannon in a worker thread, so the load generator does not share the servers' event loop. */
async function load(base: string, path: string, seconds: number): Promise<Run> {
  const before = performance.eventLoopUtilization();
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: seconds, headers: { cookie }, workers: 1 });
  // The main thread's busy time per answer: what the server itself spends, whatever the machine's load.
  const cpu = performance.eventLoopUtilization(before).active / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpu };
}

const rssStart = process.memoryUsage().rss;
console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, app and bare alternated ${ROUNDS} times`);
console.log(`pool ${POOL_MAX} connections each, LOG_LEVEL ${config.logLevel}, ${process.env.NODE_ENV ?? "no NODE_ENV"}\n`);
console.log("| read | server | run | req/s | p50 ms | p99 ms | busy ms/request | errors |\n|---|---|---|---|---|---|---|---|");
const summary: string[] = [];
let allMet = true;
for (const read of reads) {
  await load(appBase, read.path, WARMUP_SECONDS);
  await load(bareBase, read.path, WARMUP_SECONDS);
  const runs: Record<"app" | "bare", Run[]> = { app: [], bare: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [server, base] of [
      ["app", appBase],
      ["bare", bareBase],
    ] as const) {
      const r = await load(base, read.path, SECONDS);
      runs[server].push(r);
      console.log(`| ${read.name} | ${server} | ${round} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.cpu.toFixed(2)} | ${r.errors} |`);
    }
  }
  const mean = (rs: Run[], k: keyof Run) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
  const ratio = mean(runs.app, "rps") / mean(runs.bare, "rps");
  allMet &&= ratio >= TARGET;
  summary.push(
    `| ${read.name} | ${mean(runs.app, "rps").toFixed(0)} | ${mean(runs.bare, "rps").toFixed(0)} | ${mean(runs.app, "p50").toFixed(1)} / ${mean(runs.bare, "p50").toFixed(1)} | ${mean(runs.app, "p99").toFixed(1)} / ${mean(runs.bare, "p99").toFixed(1)} | ${mean(runs.app, "cpu").toFixed(2)} / ${mean(runs.bare, "cpu").toFixed(2)} | **${ratio.toFixed(2)}** | ${ratio >= TARGET ? "met" : "NOT met"} |`,
  );
}
console.log(
  `\n| read | app req/s | bare req/s | p50 ms app / bare | p99 ms app / bare | busy ms/request app / bare | app/bare | target ${TARGET} |\n|---|---|---|---|---|---|---|---|`,
);
for (const line of summary) console.log(line);
const rssEnd = process.memoryUsage().rss;
console.log(`\nprocess RSS ${(rssStart / 2 ** 20).toFixed(0)} MB before the runs, ${(rssEnd / 2 ** 20).toFixed(0)} MB after`);

await app.close();
await new Promise((resolve) => bare.close(resolve));
await barePool.end();
await database.close();
process.exitCode = allMet ? 0 : 1;
