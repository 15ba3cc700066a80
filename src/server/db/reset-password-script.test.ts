import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, expect, inject, it } from "vitest";
import { openPglite } from "./client";
import { bootstrap } from "../seed/bootstrap";
import { users } from "./schema/index";
import { testConfig, TEST_ADMIN } from "../test/test-env";
import { verifyPassword } from "../platform/passwords";

const script = fileURLToPath(new URL("../../../scripts/reset-password.ts", import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-reset-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("npm run reset-password gives a locked-out admin a temporary password that must be changed", async () => {
  // The run's golden database (migrated, bootstrapped with the test admin) as the data folder's start,
  // rather than creating and migrating one here; on the PostgreSQL pass there is none, so it is made.
  const golden = inject("goldenPglitePath");
  const first = await openPglite({ dataDir: dir, loadDataDir: golden ? new Blob([fs.readFileSync(golden)]) : undefined });
  await bootstrap(first.db, testConfig());
  await first.db
    .update(users)
    .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() + 900_000) })
    .where(eq(users.email, TEST_ADMIN.email));
  await first.close();

  const out = execFileSync(process.execPath, ["--import", "tsx", script, TEST_ADMIN.email], { env: { ...process.env, DATA_DIR: dir }, encoding: "utf8" });
  const temporary = /Temporary password for \S+:\s+(\S+)/.exec(out)?.[1];
  expect(temporary).toBeTruthy();

  const after = await openPglite({ dataDir: dir });
  const [admin] = await after.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  await after.close();
  expect(await verifyPassword(temporary!, admin.password)).toBe(true);
  expect(admin).toMatchObject({ mustChangePassword: true, failedLoginCount: 0, lockedUntil: null });
}, 60_000);
