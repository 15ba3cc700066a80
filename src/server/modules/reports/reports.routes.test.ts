import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, call, type TestApp } from "../../test/harness";
import { errorReports, issueReports } from "../../db/schema/index";
import { auditRows, boundary, emailsOfKind, signedIn, sidebar } from "./reports.test-support";

let t: TestApp;
let cookie: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const s = await signedIn(t, { role: "Site Manager", name: "Sam Site", email: "sam@example.co.uk" });
  cookie = s.cookie;
  userId = s.user.id;
});
afterAll(() => t.close());

const issue = { subject: "Diary will not save", description: "Pressing Create Entry does nothing at all.", name: "Sam Site", email: "sam@example.co.uk" };

describe("POST /api/report-issue", () => {
  it("401 when signed out", async () => {
    const res = await call(t.app, undefined, { method: "POST", url: "/api/report-issue", payload: issue });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ subject: "ab" }, "subject", "Subject must be at least 3 characters"],
    [{ description: "too short" }, "description", "Description must be at least 10 characters"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Invalid email address"],
  ])("400 with the spec's message for %o", async (change, field, message) => {
    const res = await call(t.app, cookie, { method: "POST", url: "/api/report-issue", payload: { ...issue, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[0].field).toBe(field);
  });

  it("stores the issue, emails the company's address and audits it", async () => {
    const res = await call(t.app, cookie, { method: "POST", url: "/api/report-issue", payload: { ...issue, name: "" } });
    expect(res.statusCode).toBe(200);
    const { message, id } = res.json();
    expect(message).toBe("Issue reported");
    const [row] = await t.db.select().from(issueReports).where(eq(issueReports.id, id));
    expect(row).toMatchObject({ subject: issue.subject, email: issue.email, name: null, status: "new", userId });
    const mail = await t.lastEmailTo("admin@test.local");
    expect(mail.subject).toBe("Issue reported: Diary will not save");
    expect(mail.textBody).toContain("Pressing Create Entry does nothing at all.");
    expect(await auditRows(t, "issue_reported", id)).toHaveLength(1);
  });

  it("is allowed while a temporary password is still to be changed", async () => {
    const s = await signedIn(t, { mustChangePassword: true });
    const res = await call(t.app, s.cookie, { method: "POST", url: "/api/report-issue", payload: { ...issue, email: s.user.email } });
    expect(res.statusCode).toBe(200);
  });

  it("429 after too many reports in ten minutes", async () => {
    const s = await signedIn(t);
    const send = () => call(t.app, s.cookie, { method: "POST", url: "/api/report-issue", payload: issue });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe("Too many reports have been sent. Please try again in a few minutes.");
  });
});

describe("POST /api/error-reports", () => {
  const post = (c: string | undefined, payload: unknown, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/error-reports", payload: payload as object, remoteAddress, headers: c ? { cookie: c } : {} });

  it("accepts a boundary report before sign-in (the sign-in page can fail too)", async () => {
    const res = await post(undefined, boundary("Cannot read properties of undefined (reading 'tabs')"), "10.0.0.1");
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, res.json().id));
    expect(row).toMatchObject({ kind: "boundary", severity: "high", source: "UI error boundary", userId: null, url: "http://localhost/suppliers" });
    expect(row.payload).toMatchObject({ componentStack: "\n    at Screen\n    at Route" });
  });

  it("records the signed-in user and tells the three shapes apart", async () => {
    const preload = {
      message: "Failed to fetch dynamically imported module",
      stack: "TypeError: x",
      componentName: "TeamPage",
      url: "http://localhost/team",
      userAgent: "Vitest",
      timestamp: new Date().toISOString(),
      severity: "medium",
      source: "component-preloader",
      errorType: "preload-failure",
    };
    const a = await post(cookie, preload);
    const b = await post(cookie, sidebar("The logo is cut off on my phone", { stepsToReproduce: "1. Open the menu" }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const [p] = await t.db.select().from(errorReports).where(eq(errorReports.id, a.json().id));
    const [s] = await t.db.select().from(errorReports).where(eq(errorReports.id, b.json().id));
    expect(p).toMatchObject({ kind: "preload", severity: "medium", source: "component-preloader", userId });
    expect(p.payload).toMatchObject({ componentName: "TeamPage", errorType: "preload-failure" });
    expect(s).toMatchObject({ kind: "sidebar", userId, url: "http://localhost/materials", screenshotData: null });
    expect(s.payload).toMatchObject({ issueType: "display-issue", stepsToReproduce: "1. Open the menu" });
    expect(await auditRows(t, "error_reported", s.id)).toHaveLength(1);
  });

  it.each([
    [{ ...boundary("x"), message: "" }, "message", "Message is required"],
    [sidebar(""), "message", "Description is required"],
    [sidebar("Broken", { issueType: "gremlins" }), "issueType", "Please choose an issue type"],
    [{ ...boundary("x"), severity: "apocalyptic" }, "severity", "Severity must be low, medium, high or critical"],
  ])("400 with a message naming the field (%#)", async (payload, field, message) => {
    const res = await post(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
  });

  it("caps long text instead of refusing a crashing client's report", async () => {
    const res = await post(cookie, boundary("m".repeat(5000), "s".repeat(50_000)));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, res.json().id));
    expect(row.message).toHaveLength(2000);
    expect(row.stack).toHaveLength(20_000);
  });

  it("emails a fault once per 30 minutes, keeping every occurrence", async () => {
    const before = (await emailsOfKind(t, "error-report")).length;
    const first = await post(cookie, boundary("Totals are NaN"));
    const again = await post(cookie, boundary("Totals are NaN"));
    const otherPlace = await post(cookie, boundary("Totals are NaN", "Error: Totals are NaN\n at A (a.js:1:1)\n at B (b.js:1:1)\n at Other (c.js:9:9)"));
    expect([first.json().duplicate, again.json().duplicate, otherPlace.json().duplicate]).toEqual([false, true, false]);
    const mails = await emailsOfKind(t, "error-report");
    expect(mails.length - before).toBe(2);
    expect(mails.at(-1)!.toAddress).toBe("admin@test.local");
    const rows = await t.db.select().from(errorReports).where(eq(errorReports.message, "Totals are NaN"));
    expect(rows).toHaveLength(3);
  });

  it("413 for a large body before sign-in; 429 when one address sends too many", async () => {
    const big = await post(undefined, boundary("big", "x".repeat(100_000)), "10.0.0.2");
    expect(big.statusCode).toBe(413);
    for (let i = 0; i < 10; i++) expect((await post(undefined, boundary(`anon ${i}`), "10.0.0.3")).statusCode).toBe(201);
    const res = await post(undefined, boundary("one too many"), "10.0.0.3");
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("600");
  });

  it("counts the bytes read: a bogus session cookie or a chunked body does not lift the 64 KB limit before sign-in", async () => {
    const big = JSON.stringify(boundary("big", "x".repeat(100_000)));
    const bogus = await t.app.inject({
      method: "POST",
      url: "/api/error-reports",
      payload: big,
      remoteAddress: "10.0.0.4",
      headers: { "content-type": "application/json", cookie: "sitebook_session=forged-token" },
    });
    expect(bogus.statusCode).toBe(413);
    expect(bogus.json().message).toBe("The request is too large");
    // A stream body goes out chunked, with no Content-Length to check in advance.
    const chunked = await t.app.inject({
      method: "POST",
      url: "/api/error-reports",
      payload: Readable.from([Buffer.from(big)]),
      remoteAddress: "10.0.0.4",
      headers: { "content-type": "application/json" },
    });
    expect(chunked.statusCode).toBe(413);
    const stored = await t.db.select().from(errorReports).where(eq(errorReports.message, "big"));
    expect(stored).toHaveLength(0);
    // Signed in, the same report (a stack or a screenshot is that big) is taken.
    const signedInBig = await t.app.inject({
      method: "POST",
      url: "/api/error-reports",
      payload: big,
      remoteAddress: "10.0.0.5",
      headers: { "content-type": "application/json", cookie },
    });
    expect(signedInBig.statusCode).toBe(201);
  });
});
