// Load test of issue 10's finding 5: N concurrent diary PDFs (default 200) from several users while
// /api/health is polled; the API must keep answering (target: health under 200 ms). `npm run bench:pdf`
// starts the app over real HTTP on a throwaway PGlite database, prints health latency, PDF outcomes
// (200/429/503) and the process's peak RSS (the PDF workers are threads of this process).
// Knobs: BENCH_PDFS, BENCH_USERS, BENCH_DAYS (the diary's length), BENCH_CONTROL, and the app's PDF_* settings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { buildProject } from "../src/server/seed/factories";
import { generateDiary, insertDiary, isoDay } from "../src/server/seed/diary-generator";
import { signedIn } from "../src/server/test/sessions";
import { buildApp } from "../src/server/app";
import { benchConfig } from "./bench-db";

const PDFS = Number(process.env.BENCH_PDFS ?? 200);
const USERS = Number(process.env.BENCH_USERS ?? 20);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-pdf-bench-"));
const config = benchConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
});
const database = await openDatabase(config);
await bootstrap(database.db, config);

const to = new Date(`${isoDay(new Date())}T00:00:00Z`);
const from = new Date(to.getTime() - (DAYS - 1) * 86_400_000);
const project = await buildProject(database.db, { name: "Benchmark Quay", code: "BQ-01", clientName: "Benchmark Client Ltd" });
const diary = generateDiary({ projectId: project.id, from, to, authors: [{ id: null, name: "Site Manager" }], seed: 2025 });
await insertDiary(database.db, diary);
const cookies: string[] = [];
for (let i = 0; i < USERS; i++) cookies.push((await signedIn({ db: database.db }, { role: "Viewer" })).cookie);

const app = await buildApp({ db: database.db, config, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const pdfUrl = `${base}/api/projects/by-slug/${project.slug}/diary-export.pdf?from=${isoDay(from)}&to=${isoDay(to)}`;
// BENCH_CONTROL=1: the same burst of a plain read (the project), to tell a burst's cost from the PDFs'.
const CONTROL = process.env.BENCH_CONTROL === "1";
const burstUrl = CONTROL ? `${base}/api/projects/by-slug/${project.slug}` : pdfUrl;

// One PDF first: the workers start and the size of one document is known.
const first = await fetch(pdfUrl, { headers: { cookie: cookies[0] } });
const bytes = (await first.arrayBuffer()).byteLength;
if (first.status !== 200) throw new Error(`the warm-up PDF answered ${first.status}`);

type Sample = { at: number; ms: number | null };

/** Health, one request at a time every 20 ms, while `busy()` holds: when each was sent and how long it took (null: not a 200). */
async function pollHealth(busy: () => boolean) {
  const samples: Sample[] = [];
  while (busy()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    samples.push({ at: t0, ms: res?.status === 200 ? performance.now() - t0 : null });
    await res?.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  return samples;
}

function summary(samples: Sample[]) {
  const sorted = samples.flatMap((s) => (s.ms == null ? [] : [s.ms])).sort((x, y) => x - y);
  const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1);
  return `${sorted.length} answers, p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms, failures ${samples.length - sorted.length}`;
}

// The same polling for 5 s with nothing else running: what this machine gives when idle of PDFs.
const restUntil = performance.now() + 5_000;
const restDelay = monitorEventLoopDelay({ resolution: 10 });
restDelay.enable();
const atRest = summary(await pollHealth(() => performance.now() < restUntil));
restDelay.disable();

const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
// The main thread's own stalls, apart from the machine's: how late its timers ran while the PDFs were drawn.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const outcomes = new Map<number, number>();
const started = performance.now();
let pending = PDFS;
let lastPdfMs = 0;
let lastRefusalAt = 0;
const pdfs = Array.from({ length: PDFS }, async (_, i) => {
  const res = await fetch(burstUrl, { headers: { cookie: cookies[i % USERS] } });
  await res.arrayBuffer();
  outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
  if (res.status !== 200) lastRefusalAt = performance.now();
  pending -= 1;
  lastPdfMs = performance.now() - started;
});

const during = await pollHealth(() => pending > 0);
await Promise.all(pdfs);
clearInterval(rssTimer);
loopDelay.disable();

console.log(
  `\n${PDFS} concurrent ${CONTROL ? "project reads (control, no PDF)" : "diary PDFs"} (${diary.entries.length} entries over ${DAYS} days, ${(bytes / 1024).toFixed(0)} KB each) from ${USERS} users`,
);
console.log(
  `PDF workers ${config.pdfWorkers}, queue ${config.pdfQueueLimit}, per user ${config.pdfUserLimit}, timeout ${config.pdfTimeoutMs / 1000} s; ${os.availableParallelism()} cores, Node ${process.version}`,
);
console.log(
  `Outcomes: ${[...outcomes]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} × ${n}`)
    .join(", ")}; all answered in ${(lastPdfMs / 1000).toFixed(1)} s`,
);
console.log(`/api/health while they ran: ${summary(during)}`);
// The burst's first moments are 200 requests at once, each signed in against the database before it can be
// refused; once every refusal is answered, what is left is the PDFs being drawn.
if (lastRefusalAt > 0)
  console.log(
    `  of which sent after the last 429/503 (+${((lastRefusalAt - started) / 1000).toFixed(1)} s), while the admitted PDFs were drawn: ${summary(during.filter((s) => s.at > lastRefusalAt))}`,
  );
console.log(`/api/health before, at rest: ${atRest}`);
const delay = (h: typeof loopDelay) => `p99 ${(h.percentile(99) / 1e6).toFixed(1)} ms, max ${(h.max / 1e6).toFixed(1)} ms`;
console.log(`main thread event-loop delay while they ran: ${delay(loopDelay)}; at rest: ${delay(restDelay)}`);
console.log(
  `RSS ${(rssBefore / 1024 / 1024).toFixed(0)} MB before the burst, peak ${(peakRss / 1024 / 1024).toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(1)}`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
