import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { activityLogs, sessions, users } from "../../db/schema/index";
import { verifyPassword } from "../../platform/passwords";
import { multipart, pngBytes, sessionFor, SVG } from "./account.test-support";

let t: TestApp;
let me: Awaited<ReturnType<typeof buildUser>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await buildUser(t.db, { role: "Viewer", name: "Ann Example", mobile: "07700900123" });
  cookie = await sessionFor(t.db, me.email);
});
afterAll(() => t.close());

const lastLog = async (userId: number) =>
  (await t.db.select().from(activityLogs).where(eq(activityLogs.userId, userId)).orderBy(desc(activityLogs.id)).limit(1))[0];

describe("PATCH /api/user", () => {
  const patch = (c: string | undefined, payload: object) => call(t.app, c, { method: "PATCH", url: "/api/user", payload });

  it("401 when signed out", async () => {
    expect((await patch(undefined, { name: "X" })).statusCode).toBe(401);
  });

  it("403 while a temporary password must still be changed", async () => {
    const fresh = await buildUser(t.db, { mustChangePassword: true });
    expect((await patch(await sessionFor(t.db, fresh.email), { name: "New Name" })).statusCode).toBe(403);
  });

  it("400 with the signup rules' messages", async () => {
    const blank = await patch(cookie, { name: " ", mobile: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Name is required");
    const digits = await patch(cookie, { name: "R2D2" });
    expect(digits.json().message).toBe("Name can only contain letters, spaces, hyphens, apostrophes, and periods");
    const mobile = await patch(cookie, { name: "Ann", mobile: "01234 567890" });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().errors[0]).toEqual({ field: "mobile", message: "Please enter a valid UK mobile number (e.g. 07123 456789 or +447123 456789)" });
  });

  it("saves name and mobile, answers the user, and audits", async () => {
    const res = await patch(cookie, { name: "Ann O'Neill-Smith", mobile: "+44 7700 900 456" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, name: "Ann O'Neill-Smith", mobile: "+447700900456", email: me.email, role: "Viewer" });
    expect(res.json()).not.toHaveProperty("password");
    const log = await lastLog(me.id);
    expect(log).toMatchObject({ action: "user_profile_updated", category: "settings" });
    expect(log.metadata).toEqual({ changedFields: ["name", "mobile"] });
  });

  it("clears the mobile when sent empty", async () => {
    const res = await patch(cookie, { name: "Ann O'Neill-Smith", mobile: "" });
    expect(res.json().mobile).toBeNull();
  });
});

describe("profile picture", () => {
  const png = pngBytes(6, 6, [200, 40, 40]);
  const upload = (c: string | undefined, data: Buffer, name: string, type: string) =>
    call(t.app, c, { method: "POST", url: "/api/user/profile-picture", ...multipart(data, name, type) });

  it("401 when signed out", async () => {
    expect((await upload(undefined, png, "me.png", "image/png")).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "GET", url: "/api/user/profile-picture" })).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "DELETE", url: "/api/user/profile-picture" })).statusCode).toBe(401);
  });

  it("403 to upload or remove while a temporary password must still be changed", async () => {
    const fresh = await buildUser(t.db, { mustChangePassword: true });
    const c = await sessionFor(t.db, fresh.email);
    for (const res of [await upload(c, png, "me.png", "image/png"), await call(t.app, c, { method: "DELETE", url: "/api/user/profile-picture" })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You must change your password before continuing");
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, fresh.id));
    expect(row.profilePictureData).toBeNull();
  });

  it("404 before one is uploaded", async () => {
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user/profile-picture" })).statusCode).toBe(404);
  });

  it("refuses SVG, a text file named .png and a file over 2 MB", async () => {
    const svg = await upload(cookie, SVG, "me.svg", "image/svg+xml");
    expect([svg.statusCode, svg.json().message]).toEqual([400, "Upload a PNG, JPEG or WebP image"]);
    const text = await upload(cookie, Buffer.from("hello"), "me.png", "image/png");
    expect([text.statusCode, text.json().message]).toEqual([400, "Upload a PNG, JPEG or WebP image"]);
    const big = await upload(cookie, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1)]), "me.png", "image/png");
    expect([big.statusCode, big.json().message]).toEqual([400, "The image must be 2 MB or smaller"]);
  });

  it("stores a PNG and serves it back byte-identical to its owner", async () => {
    const res = await upload(cookie, png, "me.png", "image/png");
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).toBe("database");
    expect((await lastLog(me.id)).action).toBe("profile_picture_uploaded");
    const served = await call(t.app, cookie, { method: "GET", url: `/api/user/profile-picture?t=${Date.now()}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(png)).toBe(true);
    // Someone else's session gets their own (absent) picture, never this one.
    const other = await sessionFor(t.db, (await buildUser(t.db)).email);
    expect((await call(t.app, other, { method: "GET", url: "/api/user/profile-picture" })).statusCode).toBe(404);
  });

  it("can be read before a forced password change (the shell shows it)", async () => {
    const fresh = await buildUser(t.db, { mustChangePassword: true });
    const c = await sessionFor(t.db, fresh.email);
    expect((await call(t.app, c, { method: "GET", url: "/api/user/profile-picture" })).statusCode).toBe(404);
  });

  it("removes it", async () => {
    const res = await call(t.app, cookie, { method: "DELETE", url: "/api/user/profile-picture" });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePicture).toBeNull();
    expect((await lastLog(me.id)).action).toBe("profile_picture_removed");
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user/profile-picture" })).statusCode).toBe(404);
    expect((await call(t.app, cookie, { method: "DELETE", url: "/api/user/profile-picture" })).statusCode).toBe(404);
  });
});

describe("POST /api/user/change-password", () => {
  const change = (c: string | undefined, payload: object) => call(t.app, c, { method: "POST", url: "/api/user/change-password", payload });

  it("401 when signed out", async () => {
    expect((await change(undefined, { currentPassword: "Passw0rd!", newPassword: "Better1pass" })).statusCode).toBe(401);
  });

  it("403 while a temporary password must be changed (that is /api/change-password-first-login)", async () => {
    const fresh = await buildUser(t.db, { mustChangePassword: true });
    const res = await change(await sessionFor(t.db, fresh.email), { currentPassword: fresh.plainPassword, newPassword: "Better1pass" });
    expect(res.statusCode).toBe(403);
  });

  it("400 with the new-password rules' messages", async () => {
    const cases: [string, string][] = [
      ["short1A", "Password must be at least 8 characters"],
      ["alllower1", "Password must contain at least one uppercase letter"],
      ["ALLUPPER1", "Password must contain at least one lowercase letter"],
      ["NoNumbers", "Password must contain at least one number"],
    ];
    for (const [newPassword, message] of cases) {
      const res = await change(cookie, { currentPassword: "Passw0rd!", newPassword });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const missing = await change(cookie, { newPassword: "Better1pass" });
    expect(missing.json().message).toBe("Current password is required");
  });

  it("400 when the current password is wrong, and logs the attempt", async () => {
    const res = await change(cookie, { currentPassword: "wrong", newPassword: "Better1pass" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Current password is incorrect", errors: [{ field: "currentPassword", message: "Current password is incorrect" }] });
    expect(await lastLog(me.id)).toMatchObject({ action: "password_change_failed", severity: "warning" });
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const otherDevice = await sessionFor(t.db, me.email);
    const res = await change(cookie, { currentPassword: "Passw0rd!", newPassword: "Better1pass" });
    expect(res.statusCode).toBe(200);
    expect(await lastLog(me.id)).toMatchObject({ action: "password_changed", category: "auth", metadata: { otherSessionsEnded: 1 } });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(await verifyPassword("Better1pass", row.password)).toBe(true);
    expect((await call(t.app, cookie, { method: "PATCH", url: "/api/user", payload: { name: "Ann" } })).statusCode).toBe(200);
    expect((await call(t.app, otherDevice, { method: "PATCH", url: "/api/user", payload: { name: "Ann" } })).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(left).toHaveLength(1);
  });

  it("locks the check after 5 wrong current passwords in 15 minutes", async () => {
    const u = await buildUser(t.db);
    const c = await sessionFor(t.db, u.email);
    for (let i = 0; i < 5; i++) expect((await change(c, { currentPassword: "nope", newPassword: "Better1pass" })).statusCode).toBe(400);
    const res = await change(c, { currentPassword: u.plainPassword, newPassword: "Better1pass" });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many incorrect attempts. Please wait 15 minutes and try again.");
    const failed = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, u.id), eq(activityLogs.action, "password_change_failed")));
    expect(failed).toHaveLength(5);
  });
});
