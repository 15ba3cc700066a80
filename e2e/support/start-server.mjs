// The app for the browser tests: the built client, a fresh embedded database, the bot check on (with
// the tests' lighter proof of work, e2e-server.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-e2e-"));
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "e2e/support/e2e-server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: "admin@e2e.test",
    ADMIN_PASSWORD: "Admin123!",
    COMPANY_NAME: "Northgate Builders Ltd",
    DEMO_DATA: "off",
    BOT_CHECK: "on",
  },
});
const stop = () => {
  server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
