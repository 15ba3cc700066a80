// npm run bench:test-overhead — the fixed cost an API test file pays before its first assertion
// (imports, its own copy of the golden database, the app), which issue 12 keeps under 3 s a file.
// Runs 2 and then 2 + N files that each build the test app and make one request, with the API
// project's settings (two workers), and prints the marginal cost of a file: the extra wall time of
// the N files × 2 workers ÷ N. The run's one-off costs (starting workers, the golden database) cancel out.
// Extra arguments go to Vitest: `npm run bench:test-overhead -- 12 --isolate` shows the cost with per-file isolation.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const N = Number(process.argv[2] ?? 12);
const dir = path.join(root, "src/server/test/overhead");
const body = `import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness";
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());
it("answers", async () => { expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200); });
`;

function run(files) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= files; i++) fs.writeFileSync(path.join(dir, `overhead-${i}.test.ts`), body);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--project", "api", dir, ...process.argv.slice(3)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: process.env,
  });
  if (r.status !== 0) throw new Error("the overhead files failed");
  return Date.now() - t0;
}

try {
  const base = run(2);
  const more = run(2 + N);
  const perFile = ((more - base) * 2) / N;
  const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`${engine}: 2 files ${(base / 1000).toFixed(1)} s, ${2 + N} files ${(more / 1000).toFixed(1)} s (two workers)`);
  console.log(`fixed cost of one API test file: ${(perFile / 1000).toFixed(2)} s of a worker   target < 3 s`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
