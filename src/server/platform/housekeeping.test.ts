import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { authThrottles, idempotencyKeys, projects, recycleBin, sessions, usedChallenges } from "../db/schema/index";
import { buildProject, buildUser } from "../seed/factories";
import { purgeExpired } from "./housekeeping";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("removes expired sessions, spent counters and redeemed challenges, and keeps live ones", async () => {
  const user = await buildUser(t.db);
  const old = new Date(Date.now() - 2 * 24 * 3_600_000);
  const soon = new Date(Date.now() + 3_600_000);
  await t.db.insert(sessions).values([
    { tokenHash: "expired", userId: user.id, expiresAt: old },
    { tokenHash: "live", userId: user.id, expiresAt: soon },
  ]);
  await t.db.insert(authThrottles).values([
    { key: "login:ip:old", count: 3, windowStart: old },
    { key: "login:ip:blocked", count: 0, windowStart: old, blockedUntil: soon },
    { key: "login:ip:now", count: 1 },
  ]);
  await t.db.insert(usedChallenges).values([
    { signature: "spent", expiresAt: old },
    { signature: "fresh", expiresAt: soon },
  ]);

  await purgeExpired(t.db, t.config);

  expect((await t.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(["live"]);
  expect((await t.db.select().from(authThrottles)).map((r) => r.key).sort()).toEqual(["login:ip:blocked", "login:ip:now"]);
  expect((await t.db.select().from(usedChallenges)).map((r) => r.signature)).toEqual(["fresh"]);
});

it("forgets idempotency keys after a day, whatever their state", async () => {
  const user = await buildUser(t.db);
  const key = (k: string, status: string, createdAt?: Date) => ({
    userId: user.id,
    key: k,
    method: "POST",
    path: "/api/projects",
    fingerprint: "f",
    status,
    createdAt,
  });
  await t.db
    .insert(idempotencyKeys)
    .values([
      key("day-old-done", "done", new Date(Date.now() - 25 * 3_600_000)),
      key("day-old-committed", "committed", new Date(Date.now() - 25 * 3_600_000)),
      key("hour-old", "done", new Date(Date.now() - 3_600_000)),
      key("running", "in_flight"),
    ]);

  await purgeExpired(t.db, t.config);

  expect((await t.db.select().from(idempotencyKeys)).map((r) => r.key).sort()).toEqual(["hour-old", "running"]);
});

it("purges recycle-bin rows past their 30 days, and a contract still deleted in one for good", async () => {
  const gone = await buildProject(t.db, { name: "Expired Contract", deletedAt: new Date(Date.now() - 31 * 24 * 3_600_000) });
  const waiting = await buildProject(t.db, { name: "Waiting Contract", deletedAt: new Date() });
  const row = (p: { id: number; name: string }, expiresAt: Date) => ({
    recordType: "project",
    tableName: "projects",
    recordId: String(p.id),
    recordData: {},
    recordName: p.name,
    expiresAt,
  });
  await t.db.insert(recycleBin).values([row(gone, new Date(Date.now() - 60_000)), row(waiting, new Date(Date.now() + 29 * 24 * 3_600_000))]);

  await purgeExpired(t.db, t.config);

  expect((await t.db.select().from(recycleBin)).map((r) => r.recordName)).toEqual(["Waiting Contract"]);
  expect((await t.db.select({ name: projects.name }).from(projects)).map((p) => p.name)).toContain("Waiting Contract");
  expect((await t.db.select({ name: projects.name }).from(projects)).map((p) => p.name)).not.toContain("Expired Contract");
});
