import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, call, type TestApp } from "../test/harness";
import { buildUser } from "../seed/factories";
import { sessions, users } from "../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMs: 30 * 60_000, sessionAbsoluteMs: 8 * 3_600_000 });
});
afterAll(() => t.close());

/** A session whose clock we set: last used and absolute expiry relative to now. */
async function sessionFor(userId: number, { idleFor = 0, expiresIn = 3_600_000 } = {}) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await t.db.insert(sessions).values({
    tokenHash,
    userId,
    lastSeenAt: new Date(Date.now() - idleFor),
    expiresAt: new Date(Date.now() + expiresIn),
  });
  return { cookie: `sitebook_session=${token}`, tokenHash };
}

const sessionExists = async (tokenHash: string) => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).length === 1;

describe("session timeouts", () => {
  it("keeps a session used within the idle timeout, and records its use", async () => {
    const user = await buildUser(t.db);
    const { cookie, tokenHash } = await sessionFor(user.id, { idleFor: 20 * 60_000 });
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("ends a session left idle longer than SESSION_IDLE_MINUTES", async () => {
    const user = await buildUser(t.db);
    const { cookie, tokenHash } = await sessionFor(user.id, { idleFor: 31 * 60_000 });
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect(await sessionExists(tokenHash)).toBe(false);
  });

  it("ends a session past its absolute lifetime even while in use", async () => {
    const user = await buildUser(t.db);
    const { cookie, tokenHash } = await sessionFor(user.id, { expiresIn: -1000 });
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect(await sessionExists(tokenHash)).toBe(false);
  });

  it("ends the session of a user who is no longer active", async () => {
    const user = await buildUser(t.db);
    const { cookie } = await sessionFor(user.id);
    await t.db.update(users).set({ status: "deactivated" }).where(eq(users.id, user.id));
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });

  it("ignores a forged cookie", async () => {
    expect((await call(t.app, "sitebook_session=not-a-real-token", { method: "GET", url: "/api/user" })).statusCode).toBe(401);
  });
});
