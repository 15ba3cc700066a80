// npm run lint: ESLint (eslint.config.js: boundaries, promises, hooks, the browser's API calls) and
// Prettier's check, both always run so one pass shows every problem. Arguments go to ESLint
// (e.g. `npm run lint -- --fix`, or a path to lint one folder; Prettier then checks the same paths).
//
// Both cache their results per file in .tmp/ (per checkout: worktrees share one node_modules). ESLint's
// cache knows a file changed, not that a file it imports did: after changing a signature or moving
// files, run `npm run lint -- --no-cache` once for a full pass. CI starts without a cache, so
// `npm test` there always lints everything.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (p) => path.join(root, "node_modules", p);
const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith("-") && fs.existsSync(path.resolve(root, a)));

const run = (name, argv) => {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, argv, { cwd: root, stdio: "inherit" });
  console.log(`${r.status === 0 ? "✔" : "✖"} ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return r.status === 0;
};

const noCache = args.includes("--no-cache");
// npm test runs the two in separate lanes (scripts/test.mjs): ESLint beside tsc, Prettier after tsc.
const only = args.includes("--eslint-only") ? "eslint" : args.includes("--prettier-only") ? "prettier" : null;
fs.mkdirSync(path.join(root, ".tmp"), { recursive: true });
const cache = (tool) => (noCache ? [] : ["--cache", "--cache-strategy", "content", "--cache-location", path.join(root, `.tmp/${tool}-cache`)]);
const eslintArgs = args.filter((a) => !["--no-cache", "--eslint-only", "--prettier-only"].includes(a));
const eslint =
  only === "prettier" ||
  run("ESLint", [bin("eslint/bin/eslint.js"), "--max-warnings", "0", ...cache("eslint"), ...(paths.length ? eslintArgs : [".", ...eslintArgs])]);
const prettier =
  only === "eslint" ||
  run("Prettier", [bin("prettier/bin/prettier.cjs"), "--check", "--log-level", "warn", ...cache("prettier"), ...(paths.length ? paths : ["."])]);
process.exit(eslint && prettier ? 0 : 1);
