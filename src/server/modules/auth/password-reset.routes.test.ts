import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, login, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { outboxEmails, passwordResetCodes, sessions, users } from "../../db/schema/index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GENERIC = "If an account with that email exists, a password reset code has been sent to it. The code expires in 15 minutes.";
let ipSeq = 0;
const freshIp = () => `10.2.0.${++ipSeq}`;
const forgot = (email: string, remoteAddress = freshIp()) => t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email }, remoteAddress });
const reset = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/reset-password", payload, remoteAddress });

/** The 6-digit code from the newest "Account Access Code" email to this address. */
async function codeFor(email: string) {
  const mail = await t.lastEmailTo(email);
  expect(mail.subject).toBe("Account Access Code");
  const code = mail.textBody.match(/\b(\d{6})\b/)?.[1];
  expect(code).toBeDefined();
  return code!;
}

describe("POST /api/forgot-password", () => {
  it("answers 400 with the spec's messages", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Email is required");
    const bad = await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: "nope" } });
    expect(bad.json().message).toBe("Please enter a valid email");
  });

  it("answers the same for a known and an unknown email, and emails a code only to the known one", async () => {
    const u = await buildUser(t.db);
    const known = await forgot(u.email);
    const unknown = await forgot("nobody-here@example.co.uk");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: GENERIC });
    expect(unknown.json()).toEqual({ message: GENERIC });
    expect(await t.lastEmailTo("nobody-here@example.co.uk")).toBeUndefined();
    const code = await codeFor(u.email);
    const [stored] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, u.id));
    // Only a hash is kept, and it expires in 15 minutes.
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it("sends nothing to a pending or deactivated account", async () => {
    const pending = await buildUser(t.db, { status: "pending" });
    expect((await forgot(pending.email)).json()).toEqual({ message: GENERIC });
    expect(await t.lastEmailTo(pending.email)).toBeUndefined();
  });

  it("stops emailing one address after 5 requests in 15 minutes, still with the same answer", async () => {
    const u = await buildUser(t.db);
    for (let i = 0; i < 6; i++) expect((await forgot(u.email)).json()).toEqual({ message: GENERIC });
    const sent = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, u.email));
    expect(sent).toHaveLength(5);
  });

  it("refuses an address after 10 requests in 15 minutes with 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`who${i}@example.co.uk`, ip)).statusCode).toBe(200);
    const res = await forgot("who-else@example.co.uk", ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many password reset requests from this network\. Please try again in 1[45] minutes\.$/);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});

describe("POST /api/reset-password", () => {
  it("answers 400 with the spec's password messages", async () => {
    const base = { email: "a@b.co", resetCode: "123456" };
    const cases: [string, string][] = [
      ["Sh0rt", "Password must be at least 8 characters"],
      ["alllower1", "Password must contain at least one uppercase letter"],
      ["ALLUPPER1", "Password must contain at least one lowercase letter"],
      ["NoNumbers", "Password must contain at least one number"],
    ];
    for (const [newPassword, message] of cases) {
      const res = await reset({ ...base, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noCode = await reset({ email: "a@b.co", resetCode: "", newPassword: "NewPass123" });
    expect(noCode.json().message).toBe("Reset code is required");
    // The email as on the login form (product.md §5).
    const noEmail = await reset({ email: "", resetCode: "123456", newPassword: "NewPass123" });
    expect([noEmail.statusCode, noEmail.json().message]).toEqual([400, "Email is required"]);
    const badEmail = await reset({ email: "not-an-email", resetCode: "123456", newPassword: "NewPass123" });
    expect(badEmail.json()).toMatchObject({ message: "Please enter a valid email", errors: [{ field: "email", message: "Please enter a valid email" }] });
  });

  it("resets with the emailed code: new password works, old does not, sessions end, lock-out cleared", async () => {
    const u = await buildUser(t.db, { mustChangePassword: true, failedLoginCount: 3 });
    const cookie = await login(t.app, u.email, u.plainPassword);
    await forgot(u.email);
    const code = await codeFor(u.email);
    const res = await reset({ email: u.email, resetCode: code, newPassword: "Brand9New" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Your password has been reset successfully. You can now log in with your new password.");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await call(t.app, cookie, { method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.mustChangePassword).toBe(false);
    expect(row.failedLoginCount).toBe(0);
    expect(row.passwordChangedAt).not.toBeNull();
    await login(t.app, u.email, "Brand9New");
    await expect(login(t.app, u.email, u.plainPassword)).rejects.toThrow(/401/);
  });

  it("accepts a code once only", async () => {
    const u = await buildUser(t.db);
    await forgot(u.email);
    const code = await codeFor(u.email);
    expect((await reset({ email: u.email, resetCode: code, newPassword: "Once1More" })).statusCode).toBe(200);
    const again = await reset({ email: u.email, resetCode: code, newPassword: "Twice2More" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Invalid or expired reset code");
  });

  it("refuses an expired code and one replaced by a newer request", async () => {
    const u = await buildUser(t.db);
    await forgot(u.email);
    const first = await codeFor(u.email);
    await forgot(u.email);
    const second = await codeFor(u.email);
    if (first !== second) {
      const old = await reset({ email: u.email, resetCode: first, newPassword: "Older1Code" });
      expect(old.json().message).toBe("Invalid or expired reset code");
    }
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, u.id));
    const expired = await reset({ email: u.email, resetCode: second, newPassword: "Expired1Code" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Invalid or expired reset code");
  });

  it("voids every code for the email after 5 wrong guesses", async () => {
    const u = await buildUser(t.db);
    await forgot(u.email);
    const code = await codeFor(u.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      expect((await reset({ email: u.email, resetCode: wrong, newPassword: "Guess1Pass" })).json().message).toBe("Invalid or expired reset code");
    }
    const fifth = await reset({ email: u.email, resetCode: wrong, newPassword: "Guess1Pass" });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe("Too many incorrect reset codes. Please request a new code.");
    const right = await reset({ email: u.email, resetCode: code, newPassword: "Guess1Pass" });
    expect(right.json().message).toBe("Invalid or expired reset code");
    // A new code starts a new allowance.
    await forgot(u.email);
    expect((await reset({ email: u.email, resetCode: await codeFor(u.email), newPassword: "Fresh1Code" })).statusCode).toBe(200);
  });

  it("answers an unknown email like a wrong code", async () => {
    const res = await reset({ email: "nobody@example.co.uk", resetCode: "123456", newPassword: "NewPass123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid or expired reset code");
  });

  it("refuses an address after 20 failed resets with 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await reset({ email: `g${i}@example.co.uk`, resetCode: "123456", newPassword: "NewPass123" }, ip);
    const res = await reset({ email: "g-last@example.co.uk", resetCode: "123456", newPassword: "NewPass123" }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many password reset attempts from this network\. Please try again in 1[45] minutes\.$/);
  });
});
