import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, call, login, TEST_ADMIN, type TestApp } from "../../test/harness";
import { activityLogs } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { signedIn, temporaryPasswordIn } from "./team-test-support";
import { sessionForEmail } from "../../test/sessions";

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const pending = (input: { name?: string; email?: string; requestedRole?: string; message?: string; createdAt?: Date } = {}) =>
  buildUser(t.db, { status: "pending", role: "Viewer", requestedRole: "Site Manager", mustChangePassword: true, ...input });

describe("GET /api/access-requests", () => {
  it("answers 401 and 403", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/access-requests" })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/access-requests" })).statusCode).toBe(403);
  });

  it("lists pending requests newest first, paged", async () => {
    await pending({ name: "Older Request", createdAt: new Date(Date.now() - 86_400_000), message: "I run the Leeds site" });
    await pending({ name: "Newer Request", requestedRole: "Buyer" });
    const res = await call(t.app, admin, { method: "GET", url: "/api/access-requests?pageSize=10" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((r: { name: string }) => r.name)).toEqual(["Newer Request", "Older Request"]);
    expect(body.items[0]).toMatchObject({ requestedRole: "Buyer", status: "pending" });
    expect(body.items[1].message).toBe("I run the Leeds site");
    expect((await call(t.app, admin, { method: "GET", url: "/api/access-requests?pageSize=500" })).json().message).toBe("Page size must be at most 100");
  });
});

describe("POST /api/access-requests/:id/approve", () => {
  it("answers 401, 403, 400, 404 and 409", async () => {
    const p = await pending();
    const url = `/api/access-requests/${p.id}/approve`;
    expect((await call(t.app, undefined, { method: "POST", url, payload: {} })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "POST", url, payload: {} })).statusCode).toBe(403);
    const bad = await call(t.app, admin, { method: "POST", url, payload: { role: "Overlord" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please select a role");
    expect((await call(t.app, admin, { method: "POST", url: "/api/access-requests/987654/approve", payload: {} })).json().message).toBe(
      "Access request not found",
    );
    const active = await buildUser(t.db);
    const done = await call(t.app, admin, { method: "POST", url: `/api/access-requests/${active.id}/approve`, payload: {} });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe("This access request has already been handled");
  });

  it("approves with the requested role by default; the person signs in with the emailed password and must change it", async () => {
    const p = await pending({ name: "Grace Hopper", email: "grace@approve.test", requestedRole: "QS" });
    const res = await call(t.app, admin, { method: "POST", url: `/api/access-requests/${p.id}/approve`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "active", role: "QS", mustChangePassword: true });

    const mail = await t.lastEmailTo("grace@approve.test");
    expect(mail.subject).toBe("Your Sitebook access request has been approved");
    const password = temporaryPasswordIn(mail.textBody);
    const cookie = await login(t.app, "grace@approve.test", password);
    const me = await call(t.app, cookie, { method: "GET", url: "/api/user" });
    expect(me.json()).toMatchObject({ role: "QS", mustChangePassword: true });
    // The permission map is readable before the change (to hide links); other areas are not.
    expect((await call(t.app, cookie, { method: "GET", url: "/api/role-permissions" })).statusCode).toBe(200);
    const blocked = await call(t.app, cookie, { method: "GET", url: "/api/access-requests" });
    expect(blocked.statusCode).toBe(403);

    const [log] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "access_request_approved"), eq(activityLogs.entityId, String(p.id))));
    expect(log).toMatchObject({ category: "users", metadata: { requestedRole: "QS", role: "QS" } });
  });

  it("lets the admin choose another role, and the request leaves the pending list", async () => {
    const p = await pending({ requestedRole: "Managing Director" });
    const res = await call(t.app, admin, { method: "POST", url: `/api/access-requests/${p.id}/approve`, payload: { role: "Site Supervisor" } });
    expect(res.json().role).toBe("Site Supervisor");
    const list = (await call(t.app, admin, { method: "GET", url: "/api/access-requests?pageSize=100" })).json();
    expect(list.items.map((r: { id: number }) => r.id)).not.toContain(p.id);
  });
});

describe("POST /api/access-requests/:id/reject", () => {
  it("answers 401, 403 and 400", async () => {
    const p = await pending();
    const url = `/api/access-requests/${p.id}/reject`;
    expect((await call(t.app, undefined, { method: "POST", url, payload: {} })).statusCode).toBe(401);
    expect((await call(t.app, viewer, { method: "POST", url, payload: {} })).statusCode).toBe(403);
    const bad = await call(t.app, admin, { method: "POST", url, payload: { reason: "x".repeat(1001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Reason must be less than 1000 characters");
  });

  it("rejects politely by email, and cannot be handled twice", async () => {
    const p = await pending({ name: "Ada Lovelace", email: "ada@reject.test" });
    const url = `/api/access-requests/${p.id}/reject`;
    const res = await call(t.app, admin, { method: "POST", url, payload: { reason: "We only give access to staff." } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("rejected");
    const mail = await t.lastEmailTo("ada@reject.test");
    expect(mail.subject).toBe("Your Sitebook access request");
    expect(mail.textBody).toContain("Hello Ada Lovelace,");
    expect(mail.textBody).toContain("Reason: We only give access to staff.");
    expect((await call(t.app, admin, { method: "POST", url, payload: {} })).statusCode).toBe(409);
    await expect(login(t.app, "ada@reject.test", "Passw0rd!")).rejects.toThrow();
  });
});
