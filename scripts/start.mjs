// npm start: build the client when its sources are newer than the build, then run the server.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist/web/index.html");

function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const sourcesTime = Math.max(
  newest(path.join(root, "src/web")),
  newest(path.join(root, "src/shared")),
  fs.statSync(path.join(root, "package-lock.json")).mtimeMs,
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourcesTime) {
  console.log("Building the Sitebook client…");
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], { cwd: root, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
