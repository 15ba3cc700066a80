import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, login, sessionCookie, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { activityLogs, sessions, users } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each test signs in from its own address, so the per-address limit of one test does not touch another. */
const freshIp = () => `10.1.0.${++ipSeq}`;
const postLogin = (username: string, password: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });

describe("GET /api/user", () => {
  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
  });

  it("answers the signed-in user without secrets", async () => {
    const admin = await buildUser(t.db, { role: "Admin", mobile: "07123456789" });
    const cookie = await login(t.app, admin.email, admin.plainPassword);
    const res = await call(t.app, cookie, { method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["email", "id", "lastLoginAt", "mobile", "mustChangePassword", "name", "profilePicture", "role", "username"]);
    expect(body).toMatchObject({
      email: admin.email,
      username: admin.email,
      role: "Admin",
      mustChangePassword: false,
      profilePicture: null,
      mobile: "07123456789",
    });
    expect(body.lastLoginAt).toEqual(expect.any(String));
  });

  it("says 'database' for an uploaded profile picture", async () => {
    const u = await buildUser(t.db, { profilePictureData: Buffer.from([1, 2, 3]), profilePictureType: "image/png" });
    const cookie = await login(t.app, u.email, u.plainPassword);
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).json().profilePicture).toBe("database");
  });

  it("is allowed while a password change is due", async () => {
    const u = await buildUser(t.db, { mustChangePassword: true });
    const cookie = await login(t.app, u.email, u.plainPassword);
    const res = await call(t.app, cookie, { method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
  });
});

describe("POST /api/login", () => {
  it("answers 400 with the spec's messages", async () => {
    const empty = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: "", password: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Email is required");
    const bad = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: "not-an-email", password: "x" } });
    expect(bad.json().message).toBe("Please enter a valid email");
    const noPassword = await t.app.inject({ method: "POST", url: "/api/login", payload: { username: "a@b.co", password: "" } });
    expect(noPassword.json().message).toBe("Password is required");
  });

  it("signs in, answers the user, sets an HttpOnly SameSite=Lax cookie and records the sign-in", async () => {
    const u = await buildUser(t.db, { name: "Sam Site" });
    const res = await postLogin(u.email.toUpperCase(), u.plainPassword, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, name: "Sam Site", email: u.email, role: "Site Manager" });
    expect(res.json()).not.toHaveProperty("password");
    const cookie = res.cookies.find((c) => c.name === "sitebook_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.path).toBe("/");
    expect(cookie.value.length).toBeGreaterThanOrEqual(22);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.lastLoginAt).not.toBeNull();
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, u.id), eq(activityLogs.action, "login")));
    expect(logs).toHaveLength(1);
    expect(logs[0].category).toBe("auth");
  });

  it("issues a new token at each sign-in and ends the one the browser held", async () => {
    const u = await buildUser(t.db);
    const first = await login(t.app, u.email, u.plainPassword);
    const res = await call(t.app, first, { method: "POST", url: "/api/login", payload: { username: u.email, password: u.plainPassword } });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect((await call(t.app, first, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    expect((await call(t.app, second, { method: "GET", url: "/api/user" })).statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown email, and audits both", async () => {
    const u = await buildUser(t.db);
    const ip = freshIp();
    const wrong = await postLogin(u.email, "Wrong123!", ip);
    const unknown = await postLogin("nobody@example.co.uk", "Wrong123!", ip);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid email or password");
    expect(unknown.json().message).toBe("Invalid email or password");
    const failed = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "login_failed"));
    expect(failed.map((l) => l.username)).toEqual(expect.arrayContaining([u.email, "nobody@example.co.uk"]));
  });

  it("refuses a pending request, a deactivated and a rejected account with clear 403s", async () => {
    const pending = await buildUser(t.db, { status: "pending" });
    const res = await postLogin(pending.email, "anything", freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Your access request is still awaiting approval");

    const gone = await buildUser(t.db, { status: "deactivated" });
    const res2 = await postLogin(gone.email, gone.plainPassword, freshIp());
    expect(res2.statusCode).toBe(403);
    expect(res2.json().message).toBe("This account has been deactivated. Contact your administrator.");
    // Without the right password a closed account looks like any other.
    expect((await postLogin(gone.email, "Wrong123!", freshIp())).statusCode).toBe(401);

    const rejected = await buildUser(t.db, { status: "rejected" });
    const res3 = await postLogin(rejected.email, rejected.plainPassword, freshIp());
    expect(res3.json().message).toBe("Your access request was not approved. Contact your administrator.");
  });
});

describe("lock-out and rate limits", () => {
  it("locks the account for 15 minutes after 5 consecutive failures, even for the right password", async () => {
    const u = await buildUser(t.db);
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) expect((await postLogin(u.email, "Wrong123!", ip)).statusCode).toBe(401);
    const fifth = await postLogin(u.email, "Wrong123!", ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe("Too many failed sign-in attempts. This account is locked for 15 minutes.");
    expect(fifth.headers["retry-after"]).toBe("900");

    const right = await postLogin(u.email, u.plainPassword, freshIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many failed sign-in attempts\. This account is locked for 1[45] minutes\.$/);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(800);

    // When the lock has passed the right password works and the counter starts again.
    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, u.id));
    expect((await postLogin(u.email, u.plainPassword, freshIp())).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.failedLoginCount).toBe(0);
    expect(row.lockedUntil).toBeNull();
  });

  it("says 1 minute, not 1 minutes, near the end of a lock", async () => {
    const u = await buildUser(t.db, { lockedUntil: new Date(Date.now() + 30_000) });
    const res = await postLogin(u.email, u.plainPassword, freshIp());
    expect(res.json().message).toBe("Too many failed sign-in attempts. This account is locked for 1 minute.");
  });

  it("resets the count on a successful sign-in", async () => {
    const u = await buildUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await postLogin(u.email, "Wrong123!", ip);
    expect((await postLogin(u.email, u.plainPassword, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await postLogin(u.email, "Wrong123!", ip)).statusCode).toBe(401);
  });

  it("locks an unknown email exactly like a real one", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await postLogin("ghost@example.co.uk", "Wrong123!", ip)).statusCode).toBe(401);
    const fifth = await postLogin("ghost@example.co.uk", "Wrong123!", ip);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe("Too many failed sign-in attempts. This account is locked for 15 minutes.");
  });

  it("refuses an address after 20 failed sign-ins in 15 minutes, whatever the account", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await postLogin(`spray${i}@example.co.uk`, "Wrong123!", ip);
      expect(res.statusCode).toBe(401);
    }
    const u = await buildUser(t.db);
    const blocked = await postLogin(u.email, u.plainPassword, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts from this network\. Please try again in 1[45] minutes\.$/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await postLogin(u.email, u.plainPassword, freshIp())).statusCode).toBe(200);
  }, 60_000);
});

describe("POST /api/logout", () => {
  it("answers 401 when signed out", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/logout" })).statusCode).toBe(401);
  });

  it("removes the session and clears the cookie", async () => {
    const u = await buildUser(t.db);
    const cookie = await login(t.app, u.email, u.plainPassword);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(before).toHaveLength(1);
    const res = await call(t.app, cookie, { method: "POST", url: "/api/logout" });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "sitebook_session")?.value).toBe("");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, u.id), eq(activityLogs.action, "logout")));
    expect(logs).toHaveLength(1);
  });

  it("is allowed while a password change is due", async () => {
    const u = await buildUser(t.db, { mustChangePassword: true });
    const cookie = await login(t.app, u.email, u.plainPassword);
    expect((await call(t.app, cookie, { method: "POST", url: "/api/logout" })).statusCode).toBe(200);
  });
});
