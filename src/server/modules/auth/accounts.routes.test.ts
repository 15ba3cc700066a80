import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, login, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { activityLogs, outboxEmails, users } from "../../db/schema/index";

let t: TestApp;
let admin: string;
let adminEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.db, { role: "Admin", name: "Alex Admin" });
  adminEmail = a.email;
  admin = await login(t.app, a.email, a.plainPassword);
});
afterAll(() => t.close());

const registration = (over: Record<string, unknown> = {}) => {
  const email = `new-${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
  return { email, username: email, name: "Nina O'Neil", role: "Buyer", password: "Start1ng!", ...over };
};

describe("POST /api/register", () => {
  it("answers 401 when signed out and 403 for a role other than Admin", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/register", payload: registration() })).statusCode).toBe(401);
    const u = await buildUser(t.db, { role: "Managing Director" });
    const cookie = await login(t.app, u.email, u.plainPassword);
    expect((await call(t.app, cookie, { method: "POST", url: "/api/register", payload: registration() })).statusCode).toBe(403);
  });

  it("answers 400 with the signup schema's messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: "short" }, "Password must be at least 8 characters"],
      [{ password: "NoSpecial1" }, "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character"],
      [{ name: "" }, "Name is required"],
      [{ name: "R2-D2" }, "Name can only contain letters, spaces, hyphens, apostrophes, and periods"],
      [{ email: "ab@cd", username: undefined }, "Invalid email format"],
      [{ email: "a@b", username: undefined }, "Email must be at least 5 characters"],
      [{ role: "Emperor" }, "Please select a role"],
      [{ mobile: "12345" }, "Please enter a valid UK mobile number (e.g. 07123 456789 or +447123 456789)"],
    ];
    for (const [over, message] of cases) {
      const res = await call(t.app, admin, { method: "POST", url: "/api/register", payload: registration(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("creates an active account that must change its password, and audits it", async () => {
    const body = registration({ mobile: "07123 456789" });
    const res = await call(t.app, admin, { method: "POST", url: "/api/register", payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: body.email,
      username: body.email,
      name: "Nina O'Neil",
      role: "Buyer",
      mustChangePassword: true,
      mobile: "07123456789",
    });
    expect(res.json()).not.toHaveProperty("password");
    const cookie = await login(t.app, body.email, body.password);
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).json().mustChangePassword).toBe(true);
    const logs = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "user_registered"));
    expect(logs.some((l) => l.entityName === "Nina O'Neil")).toBe(true);
    expect((await t.lastEmailTo(body.email)).subject).toBe("Your Sitebook account");
  });

  it("answers 409 for an email that already has an account", async () => {
    const res = await call(t.app, admin, {
      method: "POST",
      url: "/api/register",
      payload: registration({ email: adminEmail.toUpperCase(), username: undefined }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("An account with this email already exists");
  });
});

describe("POST /api/send-registration-request", () => {
  const request = (over: Record<string, unknown> = {}, remoteAddress = "10.3.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/send-registration-request",
      payload: { name: "Priya Patel", email: "priya@example.co.uk", role: "Site Manager", message: "New starter at Leeds", ...over },
      remoteAddress,
    });

  it("answers 400 with the spec's messages", async () => {
    expect((await request({ name: "" })).json().message).toBe("Full name is required");
    expect((await request({ email: "priya" })).json().message).toBe("Please enter a valid email address");
    expect((await request({ role: "" })).json().message).toBe("Role is required");
    const unknownRole = await request({ role: "Emperor" });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ message: "Role is required", errors: [{ field: "role", message: "Role is required" }] });
    // Nothing was stored for any refused request.
    expect(await t.db.select().from(users).where(eq(users.email, "priya@example.co.uk"))).toHaveLength(0);
  });

  it("creates a pending Viewer with the requested role, emails the admins and the requester", async () => {
    const res = await request();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Thank you. Your request has been sent and we'll get back to you within 24 hours.");
    const [row] = await t.db.select().from(users).where(eq(users.email, "priya@example.co.uk"));
    expect(row).toMatchObject({
      status: "pending",
      role: "Viewer",
      requestedRole: "Site Manager",
      name: "Priya Patel",
      message: "New starter at Leeds",
      password: null,
    });
    expect((await t.lastEmailTo(adminEmail)).subject).toBe("New access request from Priya Patel");
    expect((await t.lastEmailTo("priya@example.co.uk")).subject).toBe("We've received your access request");
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "access_requested"), eq(activityLogs.entityId, String(row.id))));
    expect(logs).toHaveLength(1);
  });

  it("updates a pending request rather than adding a second", async () => {
    await request({ role: "Buyer", message: "" });
    const rows = await t.db.select().from(users).where(eq(users.email, "priya@example.co.uk"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requestedRole: "Buyer", status: "pending", message: null });
  });

  it("answers the same for an active account but changes nothing", async () => {
    const u = await buildUser(t.db, { role: "QS" });
    const res = await request({ email: u.email, role: "Director" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Thank you. Your request has been sent and we'll get back to you within 24 hours.");
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ status: "active", role: "QS", requestedRole: null });
  });

  it("refuses an address after 10 requests in an hour", async () => {
    for (let i = 0; i < 10; i++) expect((await request({ email: `burst${i}@example.co.uk` }, "10.3.0.9")).statusCode).toBe(200);
    const res = await request({ email: "burst-last@example.co.uk" }, "10.3.0.9");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many access requests from this network\. Please try again in \d+ minutes?\.$/);
  });

  it("emails the admins about one address at most 3 times an hour, still answering 200", async () => {
    for (let i = 0; i < 5; i++) expect((await request({ name: "Noisy Person", email: "noisy@example.co.uk" }, `10.3.1.${i}`)).statusCode).toBe(200);
    const adminMails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.subject, "New access request from Noisy Person"), eq(outboxEmails.toAddress, adminEmail)));
    expect(adminMails).toHaveLength(3);
  });
});

describe("POST /api/change-password-first-login", () => {
  const change = (cookie: string | undefined, newPassword?: unknown) =>
    call(t.app, cookie, { method: "POST", url: "/api/change-password-first-login", payload: newPassword === undefined ? {} : { newPassword } });

  it("answers 401 when signed out", async () => {
    expect((await change(undefined, "Fresh1Pass")).statusCode).toBe(401);
  });

  it("answers 400 with the spec's messages in both message and error", async () => {
    const u = await buildUser(t.db, { mustChangePassword: true });
    const cookie = await login(t.app, u.email, u.plainPassword);
    for (const [pw, message] of [
      ["short1A", "Password must be at least 8 characters"],
      ["nouppercase1", "Password must contain at least one uppercase letter"],
      ["NOLOWERCASE1", "Password must contain at least one lowercase letter"],
      ["NoNumberHere", "Password must contain at least one number"],
      [u.plainPassword, "New password must be different from your current password"],
    ]) {
      const res = await change(cookie, pw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, message });
    }
    expect((await change(cookie)).json().error).toBe("Password must be at least 8 characters");
  });

  it("blocks other calls until the password is changed, then lets them through", async () => {
    const u = await buildUser(t.db, { mustChangePassword: true });
    const cookie = await login(t.app, u.email, u.plainPassword);
    const blocked = await call(t.app, cookie, { method: "POST", url: "/api/register", payload: registration() });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe("You must change your password before continuing");
    const res = await change(cookie, "Fresh1Pass");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Your password has been changed." });
    const me = await call(t.app, cookie, { method: "GET", url: "/api/user" });
    expect(me.json().mustChangePassword).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.passwordChangedAt).not.toBeNull();
    await login(t.app, u.email, "Fresh1Pass");
    const logs = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "password_changed"), eq(activityLogs.userId, u.id)));
    expect(logs).toHaveLength(1);
  });
});

describe("GET /api/bot-check/challenge", () => {
  it("says the check is off when BOT_CHECK=off", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/bot-check/challenge?action=login" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
  });

  it("answers 400 for an unknown action", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/bot-check/challenge?action=hack" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("action must be one of login, forgot_password, reset_password, request_access, register_worker, visitor_sign_in");
  });
});
