import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, call, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { notify } from "../../platform/notify";
import { notificationsOf } from "./notifications.test-support";

let t: TestApp;
let me: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  me = await signedIn(t, { role: "Viewer" });
  other = await signedIn(t, { role: "Site Manager" });
});
afterAll(() => t.close());

const notice = (title: string) => ({ title, message: `${title} message`, type: "test", category: "site_issues" as const, link: "/settings" });
async function noticeFor(userId: number, title: string) {
  await notify(t.db, [userId], notice(title));
  const [row] = await notificationsOf(t.db, userId);
  return row;
}

describe("GET /api/notifications", () => {
  it("answers 401 signed out and 400 for a bad filter", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    const bad = await call(t.app, me.cookie, { method: "GET", url: "/api/notifications?unread=maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Unread must be true or false");
    expect((await call(t.app, me.cookie, { method: "GET", url: "/api/notifications?pageSize=500" })).json().message).toBe("Page size must be at most 100");
  });

  it("lists only the user's own, newest first, paged, with the unread filter and count", async () => {
    const { user, cookie } = await signedIn(t, { role: "Buyer" });
    await noticeFor(user.id, "First");
    const second = await noticeFor(user.id, "Second");
    await noticeFor(user.id, "Third");
    await noticeFor(other.user.id, "Someone else's");
    await call(t.app, cookie, { method: "POST", url: `/api/notifications/${second.id}/read` });

    const page = (await call(t.app, cookie, { method: "GET", url: "/api/notifications?pageSize=2" })).json();
    expect(page).toMatchObject({ total: 3, pageCount: 2, unread: 2 });
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(["Third", "Second"]);
    expect(page.items[0]).toMatchObject({
      message: "Third message",
      category: "site_issues",
      priority: "medium",
      link: "/settings",
      read: false,
      readAt: null,
    });
    expect(page.items[1].read).toBe(true);

    const unread = (await call(t.app, cookie, { method: "GET", url: "/api/notifications?unread=true" })).json();
    expect(unread.items.map((n: { title: string }) => n.title)).toEqual(["Third", "First"]);
  });
});

describe("GET /api/notifications/unread-count", () => {
  it("answers 401 signed out and counts the user's unread", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/notifications/unread-count" })).statusCode).toBe(401);
    const { user, cookie } = await signedIn(t);
    expect((await call(t.app, cookie, { method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({ unread: 0 });
    await noticeFor(user.id, "One");
    await noticeFor(user.id, "Two");
    expect((await call(t.app, cookie, { method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({ unread: 2 });
  });
});

describe("POST /api/notifications/:id/read", () => {
  it("answers 401, 404 for another user's or an unknown one, and marks the user's own read", async () => {
    const mine = await noticeFor(me.user.id, "Mine");
    const theirs = await noticeFor(other.user.id, "Theirs");
    expect((await call(t.app, undefined, { method: "POST", url: `/api/notifications/${mine.id}/read` })).statusCode).toBe(401);
    const foreign = await call(t.app, me.cookie, { method: "POST", url: `/api/notifications/${theirs.id}/read` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Notification not found");
    expect((await notificationsOf(t.db, other.user.id))[0].read).toBe(false);
    expect((await call(t.app, me.cookie, { method: "POST", url: "/api/notifications/abc/read" })).json().message).toBe("Notification not found");
    expect((await call(t.app, me.cookie, { method: "POST", url: "/api/notifications/987654/read" })).statusCode).toBe(404);

    const res = await call(t.app, me.cookie, { method: "POST", url: `/api/notifications/${mine.id}/read` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, read: true });
    const readAt = res.json().readAt;
    expect(readAt).toEqual(expect.any(String));
    // Reading it again keeps the first moment it was read.
    expect((await call(t.app, me.cookie, { method: "POST", url: `/api/notifications/${mine.id}/read` })).json().readAt).toBe(readAt);
  });
});

describe("POST /api/notifications/read-all", () => {
  it("answers 401 and marks only the user's own", async () => {
    expect((await call(t.app, undefined, { method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(401);
    const { user, cookie } = await signedIn(t);
    await noticeFor(user.id, "A");
    await noticeFor(user.id, "B");
    const theirs = await noticeFor(other.user.id, "Not mine");
    expect((await call(t.app, cookie, { method: "POST", url: "/api/notifications/read-all" })).json()).toEqual({ marked: 2, unread: 0 });
    expect((await notificationsOf(t.db, other.user.id)).find((n) => n.id === theirs.id)?.read).toBe(false);
  });
});

describe("DELETE /api/notifications/:id", () => {
  it("answers 401, 404 for another user's, and dismisses the user's own", async () => {
    const mine = await noticeFor(me.user.id, "To dismiss");
    const theirs = await noticeFor(other.user.id, "Keep");
    expect((await call(t.app, undefined, { method: "DELETE", url: `/api/notifications/${mine.id}` })).statusCode).toBe(401);
    expect((await call(t.app, me.cookie, { method: "DELETE", url: `/api/notifications/${theirs.id}` })).statusCode).toBe(404);
    expect((await notificationsOf(t.db, other.user.id)).some((n) => n.id === theirs.id)).toBe(true);
    const res = await call(t.app, me.cookie, { method: "DELETE", url: `/api/notifications/${mine.id}` });
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf(t.db, me.user.id)).some((n) => n.id === mine.id)).toBe(false);
    expect((await call(t.app, me.cookie, { method: "DELETE", url: `/api/notifications/${mine.id}` })).statusCode).toBe(404);
  });
});

describe("GET and PUT /api/user/notification-settings", () => {
  it("answers 401 signed out", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/user/notification-settings" })).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "PUT", url: "/api/user/notification-settings", payload: {} })).statusCode).toBe(401);
  });

  it("answers every category with its default, then the user's choice", async () => {
    const { cookie } = await signedIn(t);
    const before = (await call(t.app, cookie, { method: "GET", url: "/api/user/notification-settings" })).json().categories;
    expect(before.find((c: { key: string }) => c.key === "approvals")).toEqual({
      key: "approvals",
      label: "Purchase order approvals",
      description: "An order waiting for your approval, and the outcome of one you raised",
      kind: "event",
      email: true,
    });
    expect(before.find((c: { key: string }) => c.key === "material_requests").email).toBe(false);

    const saved = await call(t.app, cookie, { method: "PUT", url: "/api/user/notification-settings", payload: { approvals: false, material_requests: true } });
    expect(saved.statusCode).toBe(200);
    const after = saved.json().categories;
    expect(after.find((c: { key: string }) => c.key === "approvals").email).toBe(false);
    expect(after.find((c: { key: string }) => c.key === "material_requests").email).toBe(true);
    // A key left out keeps its choice.
    const again = (await call(t.app, cookie, { method: "PUT", url: "/api/user/notification-settings", payload: { quotes: true } })).json().categories;
    expect(again.find((c: { key: string }) => c.key === "approvals").email).toBe(false);
    expect(again.find((c: { key: string }) => c.key === "quotes").email).toBe(true);
  });

  it("refuses an unknown category or a value that is not on or off (400)", async () => {
    const { cookie } = await signedIn(t);
    const unknown = await call(t.app, cookie, { method: "PUT", url: "/api/user/notification-settings", payload: { holidays: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown notification category: holidays");
    const notBoolean = await call(t.app, cookie, { method: "PUT", url: "/api/user/notification-settings", payload: { approvals: "yes" } });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe("Purchase order approvals: choose on or off");
  });
});
