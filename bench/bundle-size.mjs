#!/usr/bin/env node
/**
 * Initial JavaScript per first visit (issue 13): the sign-in page at most 150 kB gzipped, any
 * signed-in route at most 200 kB. A first visit downloads the entry chunk and its static imports,
 * then the visited route's lazy screen chunk and its static imports, and for every route but
 * sign-in the lazy shell chunk (AppShell) and its static imports; each file counts once.
 *
 *   npm run bench:bundle                 builds the client into a temporary folder and measures it
 *   npm run bench:bundle -- /tmp/web     measures an existing build made with `vite build --manifest`
 *
 * Routes come from src/web/app/router.tsx and the areas' src/web/app/routes/<area>/<area>.area.ts (their lazyScreen imports) and src/shared/common/screen-routes.ts
 * (the paths that show each screen, and the pending areas, all on the not-available screen). Exits 1 when a
 * target is missed.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = resolve(import.meta.dirname, "..");
const KB = 1000;
const SIGN_IN_TARGET = 150 * KB;
const SIGNED_IN_TARGET = 200 * KB;
const HEAVY_CHUNK = 100 * KB;

function buildClient() {
  const outDir = mkdtempSync(join(tmpdir(), "sitebook-bundle-"));
  console.log(`Building the client into ${outDir} ...`);
  execFileSync(join(ROOT, "node_modules/.bin/vite"), ["build", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir", "--manifest"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  return outDir;
}

const argDir = process.argv[2];
const distDir = argDir ? resolve(argDir) : buildClient();
const manifestPath = join(distDir, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build with build.manifest on (vite build --manifest).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

// Sizes of each emitted file, read once.
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(distDir, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The manifest keys a chunk pulls in statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryClosure = closure(entryKey);

// Screen name -> its source under src/web (the manifest's keys are relative to the Vite root): the
// router's own screens and each area's (app/areas.ts), as their lazyScreen imports name them.
const APP = join(ROOT, "src/web/app");
const areaFiles = readdirSync(join(APP, "routes"), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => join(APP, "routes", e.name, `${e.name}.area.ts`))
  .filter((file) => existsSync(file));
const screens = new Map();
for (const file of [join(APP, "router.tsx"), ...areaFiles]) {
  for (const [, name, path] of readFileSync(file, "utf8").matchAll(/lazyScreen\("(\w+)", \(\) => import\("(\.{1,2}\/[^"]+)"\)\)/g)) {
    const source = relative(join(ROOT, "src/web"), resolve(dirname(file), path));
    const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && k.replace(/\.tsx?$/, "") === source);
    if (!key) throw new Error(`No lazy chunk in the manifest for ${name} (${source})`);
    screens.set(name, { key, paths: [] });
  }
}

// Paths per screen, from the address → screen table the router and the server share.
const routeTable = readFileSync(join(ROOT, "src/shared/common/screen-routes.ts"), "utf8");
const quoted = (list) => [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
for (const [, name, list] of routeTable.matchAll(/\{\s*screen: "(\w+)",\s*paths: \[([^\]]*)\]/g)) screens.get(name)?.paths.push(...quoted(list));
const pendingPaths = quoted(routeTable.slice(routeTable.indexOf("export const PENDING_AREAS"))).filter((s) => s.startsWith("/"));
screens.get("NotAvailablePage")?.paths.push(...pendingPaths);

// The signed-in shell is a lazy chunk of its own (router.tsx): every screen but sign-in downloads it too.
const shell = screens.get("AppShell");
screens.delete("AppShell");
const shellClosure = shell ? closure(shell.key) : new Set();

const fmt = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} kB`;
const total = (keys) =>
  [...keys].reduce(
    (sum, key) => {
      const size = sizeOf(manifest[key].file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );

const entry = total(entryClosure);
const entryOwn = sizeOf(manifest[entryKey].file);
console.log(`\nEntry chunk ${manifest[entryKey].file}: ${fmt(entryOwn.raw)} raw, ${fmt(entryOwn.gzip)} gzip`);
console.log(`Entry + static imports (${entryClosure.size} files): ${fmt(entry.raw)} raw, ${fmt(entry.gzip)} gzip\n`);

let missed = 0;
const pulledBy = new Map();
console.log(`${"Screen".padEnd(24)} ${"raw".padStart(9)} ${"gzip".padStart(9)} ${"target".padStart(9)} ${"files".padStart(5)}  result  routes`);
for (const [name, { key, paths }] of screens) {
  const keys = closure(key, new Set(name === "AuthPage" ? entryClosure : [...entryClosure, ...shellClosure]));
  for (const k of keys) if (!pulledBy.has(k)) pulledBy.set(k, new Set());
  for (const k of keys) pulledBy.get(k).add(name);
  const size = total(keys);
  const target = name === "AuthPage" ? SIGN_IN_TARGET : SIGNED_IN_TARGET;
  const ok = size.gzip <= target;
  if (!ok) missed++;
  const label = name === "AuthPage" ? "AuthPage (sign-in)" : name;
  const shown = paths.length > 4 ? `${paths.slice(0, 4).join(" ")} … (+${paths.length - 4})` : paths.join(" ");
  console.log(`${label.padEnd(24)} ${fmt(size.raw)} ${fmt(size.gzip)} ${fmt(target)} ${String(keys.size).padStart(5)}  ${ok ? "ok    " : "MISSED"}  ${shown}`);
}

console.log(`\nChunks over ${HEAVY_CHUNK / KB} kB (raw) and the screens whose first visit downloads them:`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith(".js")) continue;
  const size = sizeOf(chunk.file);
  if (size.raw <= HEAVY_CHUNK) continue;
  const importers = Object.entries(manifest)
    .filter(([, c]) => c.dynamicImports?.includes(key))
    .map(([k]) => k);
  const by = entryClosure.has(key)
    ? "every page (entry)"
    : [...(pulledBy.get(key) ?? [])].join(", ") || `not on a first visit; imported on demand by ${importers.join(", ") || "nothing"}`;
  console.log(`  ${chunk.file.padEnd(44)} ${fmt(size.raw)} raw ${fmt(size.gzip)} gzip  ${by}`);
}

if (!argDir) rmSync(distDir, { recursive: true, force: true });
console.log(missed ? `\n${missed} target(s) missed.` : "\nAll targets met.");
process.exit(missed ? 1 : 0);
