// Measures whether compressing the API's JSON answers pays (decision 0019): for typical answers, the size
// plain, gzip 6 and brotli 4/5/11, and the CPU time to compress each on this machine. Seeds a small copy of the
// performance data set (25 contracts, 60 days) in .tmp/bench-compression. `npm run bench:compression`
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { bootstrap } from "../src/server/seed/bootstrap";
import { seedLargeDiary } from "../src/server/seed/large";
import { projects } from "../src/server/db/schema/index";
import { buildApp } from "../src/server/app";
import { benchConfig } from "./bench-db";

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? ".tmp/bench-compression");
fs.mkdirSync(dataDir, { recursive: true });
const config = benchConfig({
  DATA_DIR: dataDir,
});
const database = await openDatabase(config);
await bootstrap(database.db, config);
await seedLargeDiary(database.db, { projectCount: 25, years: 60 / 365 });
const [mid] = await database.db.select().from(projects).where(eq(projects.slug, "perf-project-12"));
const app = await buildApp({ db: database.db, config, logger: false });
const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: "bench@sitebook.test", password: "Bench123!" } });
const cookie = String(login.headers["set-cookie"]).split(";")[0];

const targets: [string, string][] = [
  ["signed-in user", "/api/user"],
  ["contract by slug", `/api/projects/by-slug/${mid.slug}`],
  ["contracts page, 24 cards", "/api/projects?page=1&pageSize=24"],
  ["diary, newest days", `/api/projects/by-slug/${mid.slug}/diary-entries`],
  ["all entries, 25 a page", "/api/diary-entries?page=1&pageSize=25"],
  ["timeline, newest", `/api/projects/by-slug/${mid.slug}/timeline`],
  ["API document", "/api/docs"],
];
const timeOf = (f: () => Buffer) => {
  for (let i = 0; i < 3; i++) f();
  const runs = 20;
  const t0 = performance.now();
  let out: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) out = f();
  return { bytes: out.length, ms: (performance.now() - t0) / runs };
};
const br = (q: number) => (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } });
console.log("| answer | plain B | gzip 6 B (ms) | br 4 B (ms) | br 5 B (ms) | br 11 B (ms) |\n|---|---|---|---|---|---|");
for (const [name, url] of targets) {
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  const body = res.rawPayload;
  const cell = (f: (b: Buffer) => Buffer) => {
    const { bytes, ms } = timeOf(() => f(body));
    return `${bytes} (${ms.toFixed(2)})`;
  };
  console.log(
    `| ${name} (${res.statusCode}) | ${body.length} | ${cell((b) => zlib.gzipSync(b, { level: 6 }))} | ${cell(br(4))} | ${cell(br(5))} | ${cell(br(11))} |`,
  );
}
await app.close();
await database.close();
