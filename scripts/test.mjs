// npm test: every test. Type check, lint (ESLint and Prettier), unit and API tests (Vitest, embedded
// database), then the browser journeys (Playwright in Chromium against the built app). Stops at the
// first failure, and ends with one plain "N passed, N failed" line over both runners.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (p) => path.join(root, "node_modules", p);
const reports = path.join(root, ".tmp");
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, "vitest-report.json");
const playwrightReport = path.join(reports, "playwright-report.json");

const steps = [
  // Each reads every file and uses one core: side by side on the two, their output shown when each ends.
  // Typed ESLint is the longest (143 s in CI on 28 November, tsc 91 s, Prettier 29 s), so Prettier runs
  // after tsc on the other core rather than after ESLint.
  [
    "Type check and lint",
    [
      ["Type check, then Prettier", [bin("typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.json"], [path.join(root, "scripts/lint.mjs"), "--prettier-only"]],
      ["ESLint", [path.join(root, "scripts/lint.mjs"), "--eslint-only"]],
    ],
  ],
  ["Unit and API tests", [bin("vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]],
  ["Chromium", [path.join(root, "scripts/ensure-chromium.mjs")]],
  ["Client build", [bin("vite/bin/vite.js"), "build", "--logLevel", "warn"]],
  ["Browser tests", [bin("@playwright/test/cli.js"), "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
];

function counts() {
  let passed = 0,
    failed = 0,
    skipped = 0;
  if (fs.existsSync(vitestReport)) {
    const v = JSON.parse(fs.readFileSync(vitestReport, "utf8"));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (fs.existsSync(playwrightReport)) {
    const s = JSON.parse(fs.readFileSync(playwrightReport, "utf8")).stats ?? {};
    // A test that passed only on its retry is flaky: it fails the run (failOnFlakyTests) and counts as failed here.
    passed += s.expected ?? 0;
    failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
    skipped += s.skipped ?? 0;
  }
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
}

/** Each stage's time, printed as it ends and again at the end: the suite's cost is watched stage by stage. */
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const summary = () => times.map(([name, ms]) => `  ${name.padEnd(20)} ${seconds(ms).padStart(8)}`).join("\n");

const started = Date.now();
for (const f of [vitestReport, playwrightReport]) fs.rmSync(f, { force: true });
/** Runs one command, its output held and answered whole when it ends. */
const held = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (code) => resolve({ code: code ?? 1, out: Buffer.concat(out).toString().trimEnd() }));
  });

/**
 * Runs lanes at once, each lane's commands one after another (every one runs, so one pass shows every
 * problem); each lane's output is printed whole when it ends. Answers the first failing status.
 */
async function together(lanes) {
  const statuses = await Promise.all(
    lanes.map(async ([name, ...commands]) => {
      const t0 = Date.now();
      let status = 0;
      for (const args of commands) {
        const r = await held(args);
        if (r.out) console.log(r.out);
        if (r.code !== 0 && status === 0) status = r.code;
      }
      console.log(`⏱ ${name}: ${seconds(Date.now() - t0)}`);
      return status;
    }),
  );
  return { status: statuses.find((s) => s !== 0) ?? 0 };
}

for (const [name, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const r = Array.isArray(args[0]) ? await together(args) : spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  times.push([name, Date.now() - t0]);
  console.log(`⏱ ${name}: ${seconds(Date.now() - t0)}`);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    console.log(summary());
    console.log(counts());
    process.exit(r.status ?? 1);
  }
}
console.log("\n✔ All tests passed");
console.log(`${summary()}\n  ${"Total".padEnd(20)} ${seconds(Date.now() - started).padStart(8)}`);
console.log(counts());
