// npm test: every test. Type check, unit and API tests (Vitest, embedded database), then the
// browser journeys (Playwright in Chromium against the built app). Stops at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (p) => path.join(root, "node_modules", p);
const steps = [
  ["Type check", [bin("typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.json"]],
  ["Unit and API tests", [bin("vitest/vitest.mjs"), "run"]],
  ["Chromium", [path.join(root, "scripts/ensure-chromium.mjs")]],
  ["Client build", [bin("vite/bin/vite.js"), "build", "--logLevel", "warn"]],
  ["Browser tests", [bin("@playwright/test/cli.js"), "test"]],
];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log("\n✔ All tests passed");
