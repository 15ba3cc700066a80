import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, call, type TestApp } from "../../test/harness";
import { errorReports } from "../../db/schema/index";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { SCREENSHOT_MAX_BYTES } from "@shared/reports/error-report";
import { PNG, auditRows, boundary, dataUrl, sidebar, signedIn } from "./reports.test-support";

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { role: ADMIN_ROLE })).cookie;
  manager = (await signedIn(t, { role: "Managing Director" })).cookie;
});
afterAll(() => t.close());

const report = (cookie: string, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/error-reports", payload });
const issue = (cookie: string, subject: string) =>
  call(t.app, cookie, {
    method: "POST",
    url: "/api/report-issue",
    payload: { subject, description: "Something is not right here.", email: "md@example.co.uk" },
  });

describe("screenshots on the sidebar report", () => {
  it("stores a PNG and serves it to admins only", async () => {
    const res = await report(manager, sidebar("Chart overlaps the table", { screenshot: dataUrl(PNG) }));
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, id));
    expect(row.screenshotType).toBe("image/png");
    expect(row.payload).not.toHaveProperty("screenshot");

    const shot = await call(t.app, admin, { method: "GET", url: `/api/error-reports/${id}/screenshot` });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers["content-type"]).toBe("image/png");
    expect(shot.rawPayload.equals(PNG)).toBe(true);
    expect((await call(t.app, manager, { method: "GET", url: `/api/error-reports/${id}/screenshot` })).statusCode).toBe(403);
    expect((await call(t.app, undefined, { method: "GET", url: `/api/error-reports/${id}/screenshot` })).statusCode).toBe(401);
  });

  it("checks the type by content, not by what the data URL claims", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
    const html = Buffer.from("<script>alert(1)</script>");
    for (const bytes of [gif, html]) {
      const res = await report(manager, sidebar("Disguised", { screenshot: dataUrl(bytes, "image/png") }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Screenshot must be a PNG, JPEG or WebP image", errors: [{ field: "screenshot" }] });
    }
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]);
    for (const bytes of [jpeg, webp]) expect((await report(manager, sidebar("Real image", { screenshot: dataUrl(bytes) }))).statusCode).toBe(201);
    const notData = await report(manager, sidebar("Link", { screenshot: "https://example.com/a.png" }));
    expect(notData.json().message).toBe("Screenshot must be a PNG, JPEG or WebP image");
  });

  it("refuses an image over 5 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(SCREENSHOT_MAX_BYTES)]);
    const res = await report(manager, sidebar("Huge", { screenshot: dataUrl(big) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Screenshot must be 5 MB or smaller");
  });

  it("404 when a report has no screenshot", async () => {
    const id = (await report(manager, boundary("No picture"))).json().id;
    const res = await call(t.app, admin, { method: "GET", url: `/api/error-reports/${id}/screenshot` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Screenshot not found");
  });
});

describe.each(["/api/error-reports", "/api/issue-reports"])("GET %s", (url) => {
  it("401 signed out, 403 for a role other than Admin, 400 for a bad page", async () => {
    expect((await call(t.app, undefined, { method: "GET", url })).statusCode).toBe(401);
    expect((await call(t.app, manager, { method: "GET", url })).statusCode).toBe(403);
    const bad = await call(t.app, admin, { method: "GET", url: `${url}?page=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Page must be 1 or more");
    const status = await call(t.app, admin, { method: "GET", url: `${url}?status=closed` });
    expect(status.json().message).toBe("Status must be new or resolved");
  });

  it("pages newest first and filters by status", async () => {
    const make = (n: string) => (url === "/api/issue-reports" ? issue(manager, `Issue ${n}`) : report(manager, boundary(`Error ${n}`)));
    const ids = [];
    for (const n of ["one", "two", "three"]) ids.push((await make(n)).json().id);
    const res = await call(t.app, admin, { method: "GET", url: `${url}?pageSize=2` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items[0].user).toMatchObject({ name: expect.any(String), email: expect.any(String) });
    expect(JSON.stringify(page)).not.toMatch(/password|screenshotData/);

    await call(t.app, admin, { method: "PATCH", url: `${url}/${ids[2]}`, payload: { status: "resolved" } });
    const resolved = (await call(t.app, admin, { method: "GET", url: `${url}?status=resolved` })).json();
    expect(resolved.items.map((i: { id: number }) => i.id)).toContain(ids[2]);
    const open = (await call(t.app, admin, { method: "GET", url: `${url}?status=new&pageSize=100` })).json();
    expect(open.items.map((i: { id: number }) => i.id)).not.toContain(ids[2]);
  });
});

describe.each(["/api/error-reports", "/api/issue-reports"])("PATCH %s/:id", (url) => {
  const create = () => (url === "/api/issue-reports" ? issue(manager, "Patch me") : report(manager, boundary("Patch me")));

  it("401, 403, 400 and 404 answers", async () => {
    const id = (await create()).json().id;
    const patch = (cookie: string | undefined, payload: object, target = id) => call(t.app, cookie, { method: "PATCH", url: `${url}/${target}`, payload });
    expect((await patch(undefined, { status: "resolved" })).statusCode).toBe(401);
    expect((await patch(manager, { status: "resolved" })).statusCode).toBe(403);
    const bad = await patch(admin, { status: "closed" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be new or resolved");
    const missing = await patch(admin, { status: "resolved" }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Report not found");
  });

  it("marks a report resolved and back to new, audited", async () => {
    const id = (await create()).json().id;
    const res = await call(t.app, admin, { method: "PATCH", url: `${url}/${id}`, payload: { status: "resolved" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "resolved" });
    expect(await auditRows(t, "report_resolved", id)).toHaveLength(1);
    const back = await call(t.app, admin, { method: "PATCH", url: `${url}/${id}`, payload: { status: "new" } });
    expect(back.json().status).toBe("new");
    expect(await auditRows(t, "report_reopened", id)).toHaveLength(1);
  });
});

describe("GET /api/error-reports/:id", () => {
  it("gives an admin the stacks and the screenshot link", async () => {
    const id = (await report(manager, sidebar("With steps", { stepsToReproduce: "Open Fleet", screenshot: dataUrl(PNG) }))).json().id;
    const res = await call(t.app, admin, { method: "GET", url: `/api/error-reports/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      kind: "sidebar",
      issueType: "display-issue",
      stepsToReproduce: "Open Fleet",
      screenshotUrl: `/api/error-reports/${id}/screenshot`,
      hasScreenshot: true,
    });
    const b = (await report(manager, boundary("With stack"))).json().id;
    expect((await call(t.app, admin, { method: "GET", url: `/api/error-reports/${b}` })).json()).toMatchObject({
      componentStack: "\n    at Screen\n    at Route",
      stack: expect.stringContaining("at Screen"),
    });
    expect((await call(t.app, manager, { method: "GET", url: `/api/error-reports/${id}` })).statusCode).toBe(403);
    expect((await call(t.app, admin, { method: "GET", url: "/api/error-reports/abc" })).statusCode).toBe(400);
  });

  it("401 signed out, 403 with its message to a non-admin, 400 for a bad id and 404 for no such report", async () => {
    const id = (await report(manager, boundary("Private stack"))).json().id;
    const signedOut = await call(t.app, undefined, { method: "GET", url: `/api/error-reports/${id}` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Not signed in" });
    const refused = await call(t.app, manager, { method: "GET", url: `/api/error-reports/${id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "You do not have permission to do this" });
    for (const target of ["abc", "0", "1.5"]) {
      const bad = await call(t.app, admin, { method: "GET", url: `/api/error-reports/${target}` });
      expect(bad.statusCode, target).toBe(400);
      expect(bad.json()).toEqual({ message: "Report not found", errors: [{ field: "id", message: "Report not found" }] });
    }
    const missing = await call(t.app, admin, { method: "GET", url: "/api/error-reports/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Report not found");
  });
});

describe("GET /api/error-reports/:id/screenshot", () => {
  it("400 for an id that is not a report id", async () => {
    const res = await call(t.app, admin, { method: "GET", url: "/api/error-reports/abc/screenshot" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Report not found");
  });
});
