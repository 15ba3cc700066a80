import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { DataDirLockedError } from "./data-dir-lock";
import { systemSettings } from "./schema/index";

const child = fileURLToPath(new URL("./durability-child.ts", import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-durability-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function start(dir: string) {
  const proc = spawn(process.execPath, ["--import", "tsx", child, dir], { stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (b) => (out += b));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes(text)) {
          clearInterval(timer);
          resolve();
        } else if (proc.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`child exited: ${out}`));
        }
      }, 20);
    });
  return { proc, waitFor };
}

const killHard = (proc: ChildProcessWithoutNullStreams) =>
  new Promise<void>((resolve) => {
    proc.on("exit", () => resolve());
    proc.kill("SIGKILL");
  });

describe("the embedded database folder", () => {
  it("keeps every answered write after the process is killed with SIGKILL, and opens cleanly", async () => {
    const dir = tempDir();
    const { proc, waitFor } = start(dir);
    await waitFor("ready");
    for (let i = 1; i <= 20; i++) proc.stdin.write(`${i}\n`);
    await waitFor("written 20");
    await killHard(proc);

    const reopened = await openPglite({ dataDir: dir });
    const rows = await reopened.db.select().from(systemSettings).where(like(systemSettings.key, "durability-%"));
    expect(rows.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await reopened.db.insert(systemSettings).values({ key: "after-recovery", value: "ok" });
    await reopened.close();
  }, 60_000);

  it("refuses a second process while the first holds the folder, and takes over a lock left by a killed one", async () => {
    const dir = tempDir();
    const { proc, waitFor } = start(dir);
    await waitFor("ready");
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openPglite({ dataDir: dir })).rejects.toThrow(/in use by another Sitebook process/);
    await killHard(proc);
    const next = await openPglite({ dataDir: dir });
    await next.close();
    expect(fs.existsSync(path.join(dir, "sitebook.lock"))).toBe(false);
  }, 60_000);
});
