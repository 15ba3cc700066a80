import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { activityLogs, sessions, users } from "../../db/schema/index";
import { buildUser } from "../../seed/factories";
import { verifyPassword } from "../../platform/passwords";
import { sessionFor, signedIn, temporaryPasswordIn } from "./team-test-support";

let t: TestApp;
let admin: string;
let adminId: number;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  adminId = row.id;
  admin = await sessionFor(t, adminId);
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });
const post = (cookie: string | undefined, url: string, payload?: object) => call(t.app, cookie, { method: "POST", url, payload });
const patch = (cookie: string | undefined, url: string, payload: object) => call(t.app, cookie, { method: "PATCH", url, payload });

describe("GET /api/users", () => {
  it("answers 401 signed out and 403 to a non-admin", async () => {
    expect((await get(undefined, "/api/users")).statusCode).toBe(401);
    const res = await get(viewer, "/api/users");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have permission to do this");
  });

  it("pages users sorted by name, filtered by status and search, without secrets", async () => {
    await buildUser(t.db, { name: "Aaron Zebedee", email: "aaron@paging.test" });
    await buildUser(t.db, { name: "Zoe Ashworth", email: "zoe@paging.test", status: "deactivated" });
    const res = await get(admin, "/api/users?search=paging.test&pageSize=1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 1, total: 2, pageCount: 2 });
    expect(body.items[0]).toMatchObject({ name: "Aaron Zebedee", email: "aaron@paging.test", status: "active", role: "Site Manager" });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ["createdAt", "email", "id", "lastLoginAt", "message", "mobile", "mustChangePassword", "name", "requestedRole", "role", "status"].sort(),
    );
    const second = (await get(admin, "/api/users?search=paging.test&pageSize=1&page=2")).json();
    expect(second.items[0].name).toBe("Zoe Ashworth");
    const deactivated = (await get(admin, "/api/users?status=deactivated&search=ASHWORTH")).json();
    expect(deactivated.items.map((u: { name: string }) => u.name)).toEqual(["Zoe Ashworth"]);
  });

  it("treats search text literally", async () => {
    const res = await get(admin, "/api/users?search=%25%25");
    expect(res.json().total).toBe(0);
  });

  it("answers 400 for a bad status or page", async () => {
    const res = await get(admin, "/api/users?status=archived");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Status must be one of: pending, active, rejected, deactivated");
    expect((await get(admin, "/api/users?page=0")).json().message).toBe("Page must be 1 or more");
  });
});

describe("POST /api/users", () => {
  it("answers 401 and 403", async () => {
    const body = { name: "New Person", email: "new@x.test", role: "Viewer" };
    expect((await post(undefined, "/api/users", body)).statusCode).toBe(401);
    const refused = await post(viewer, "/api/users", body);
    expect([refused.statusCode, refused.json().message]).toEqual([403, "You do not have permission to do this"]);
    expect(await t.db.select().from(users).where(eq(users.email, "new@x.test"))).toHaveLength(0);
  });

  it("answers 400 with the signup field messages", async () => {
    const cases: [object, string, string][] = [
      [{ name: "", email: "a@b.test", role: "Viewer" }, "name", "Name is required"],
      [{ name: "R2-D2", email: "a@b.test", role: "Viewer" }, "name", "Name can only contain letters, spaces, hyphens, apostrophes, and periods"],
      [{ name: "Ann Lee", email: "not-an-email", role: "Viewer" }, "email", "Invalid email format"],
      [{ name: "Ann Lee", email: "a@b.test", role: "Emperor" }, "role", "Please select a role"],
      [
        { name: "Ann Lee", email: "a@b.test", role: "Viewer", mobile: "12345" },
        "mobile",
        "Please enter a valid UK mobile number (e.g. 07123 456789 or +447123 456789)",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(admin, "/api/users", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it("creates an active user with a temporary password sent by email, and audits it", async () => {
    const res = await post(admin, "/api/users", { name: "Priya Shah", email: "Priya.Shah@Build.test", role: "Admin", mobile: "07123 456789" });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: "Priya Shah",
      email: "priya.shah@build.test",
      role: "Admin",
      status: "active",
      mustChangePassword: true,
      mobile: "07123456789",
    });
    expect(created.password).toBeUndefined();

    const mail = await t.lastEmailTo("priya.shah@build.test");
    expect(mail.subject).toBe("Your Sitebook account");
    expect(mail.textBody).toContain("/auth?email=priya.shah%40build.test");
    const temporary = temporaryPasswordIn(mail.textBody);
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(await verifyPassword(temporary, row.password)).toBe(true);

    const [log] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "user_created"), eq(activityLogs.entityId, String(created.id))));
    expect(log).toMatchObject({ category: "users", userId: adminId });
    expect(JSON.stringify(log)).not.toContain(temporary);
  });

  it("answers 409 when the email is taken", async () => {
    await buildUser(t.db, { email: "taken@build.test" });
    const res = await post(admin, "/api/users", { name: "Someone Else", email: "TAKEN@build.test", role: "Viewer" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("An account with this email already exists");
  });
});

describe("PATCH /api/users/:id", () => {
  it("answers 401, 403, 404 and 400", async () => {
    const u = await buildUser(t.db);
    expect((await patch(undefined, `/api/users/${u.id}`, { name: "X" })).statusCode).toBe(401);
    expect((await patch(viewer, `/api/users/${u.id}`, { name: "Xavier" })).statusCode).toBe(403);
    expect((await patch(admin, "/api/users/999999", { name: "Xavier" })).json().message).toBe("User not found");
    const bad = await patch(admin, `/api/users/${u.id}`, { role: "Boss" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please select a role");
    expect((await patch(admin, `/api/users/${u.id}`, {})).json().message).toBe("Nothing to change");
  });

  it("changes name, role and mobile, and records before and after", async () => {
    const u = await buildUser(t.db, { role: "Viewer", mobile: "07000000000" });
    const res = await patch(admin, `/api/users/${u.id}`, { name: "Renamed Person", role: "Buyer", mobile: "" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Person", role: "Buyer", mobile: null });
    const [log] = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "user_updated"), eq(activityLogs.entityId, String(u.id))));
    expect(log.description).toBe("Changed Renamed Person's role from Viewer to Buyer");
    expect(log.metadata).toEqual({
      before: { name: u.name, role: "Viewer", mobile: "07000000000" },
      after: { name: "Renamed Person", role: "Buyer", mobile: null },
    });
  });

  it("refuses to let an admin demote themselves, or the last active Admin lose the role", async () => {
    const self = await patch(admin, `/api/users/${adminId}`, { role: "Director" });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot remove your own Admin role");
    expect((await patch(admin, `/api/users/${adminId}`, { name: "Chief Admin" })).statusCode).toBe(200);

    // Another admin may be demoted while an active Admin remains…
    const other = await buildUser(t.db, { role: "Admin" });
    const otherCookie = await sessionFor(t, other.id);
    const demoteOther = await patch(admin, `/api/users/${other.id}`, { role: "Viewer" });
    expect(demoteOther.statusCode).toBe(200);
    // …and a demoted admin is no longer an admin at once.
    expect((await get(otherCookie, "/api/users")).statusCode).toBe(403);
  });
});

describe("deactivate and reactivate", () => {
  it("answers 401 and 403", async () => {
    const u = await buildUser(t.db);
    expect((await post(undefined, `/api/users/${u.id}/deactivate`)).statusCode).toBe(401);
    expect((await post(viewer, `/api/users/${u.id}/deactivate`)).statusCode).toBe(403);
    expect((await post(viewer, `/api/users/${u.id}/reactivate`)).statusCode).toBe(403);
    expect((await post(admin, "/api/users/abc/deactivate")).statusCode).toBe(400);
  });

  it("reactivate answers 401 signed out, 403 with its message to a non-admin, 400 for a bad id and 404 for no such user", async () => {
    const u = await buildUser(t.db, { status: "deactivated" });
    const signedOut = await post(undefined, `/api/users/${u.id}/reactivate`);
    expect([signedOut.statusCode, signedOut.json().message]).toEqual([401, "Not signed in"]);
    const refused = await post(viewer, `/api/users/${u.id}/reactivate`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, "You do not have permission to do this"]);
    for (const action of ["deactivate", "reactivate"]) {
      const bad = await post(admin, `/api/users/abc/${action}`);
      expect(bad.statusCode, action).toBe(400);
      expect(bad.json()).toEqual({ message: "User not found", errors: [{ field: "id", message: "User not found" }] });
      const missing = await post(admin, `/api/users/424242/${action}`);
      expect([missing.statusCode, missing.json().message], action).toEqual([404, "User not found"]);
    }
    // Nothing happened to the user on any of the refused calls.
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.status).toBe("deactivated");
  });

  it("deactivating ends the user's sessions; reactivating lets them sign in again", async () => {
    const { user, cookie } = await signedIn(t, { role: "Viewer" });
    expect((await get(cookie, "/api/role-permissions")).statusCode).toBe(200);
    const res = await post(admin, `/api/users/${user.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("deactivated");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await get(cookie, "/api/role-permissions")).statusCode).toBe(401);
    expect((await post(admin, `/api/users/${user.id}/deactivate`)).json().message).toBe("This user is already deactivated");

    const back = await post(admin, `/api/users/${user.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe("active");
    expect((await post(admin, `/api/users/${user.id}/reactivate`)).json().message).toBe("Only deactivated users can be reactivated");
    const actions = (
      await t.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entityId, String(user.id)))
    ).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(["user_deactivated", "user_reactivated"]));
  });

  it("an admin cannot deactivate themselves", async () => {
    const res = await post(admin, `/api/users/${adminId}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You cannot deactivate your own account");
  });
});

describe("POST /api/users/:id/reset-password", () => {
  it("answers 401, 403, 404 and 409 for oneself", async () => {
    const u = await buildUser(t.db);
    expect((await post(undefined, `/api/users/${u.id}/reset-password`)).statusCode).toBe(401);
    expect((await post(viewer, `/api/users/${u.id}/reset-password`)).statusCode).toBe(403);
    expect((await post(admin, "/api/users/424242/reset-password")).statusCode).toBe(404);
    expect((await post(admin, `/api/users/${adminId}/reset-password`)).json().message).toBe("Change your own password in User Settings");
  });

  it("answers 400 for an id that is not a positive whole number, and 401 with its message signed out", async () => {
    const res = await post(admin, "/api/users/0/reset-password");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("User not found");
    const signedOut = await post(undefined, "/api/users/1/reset-password");
    expect(signedOut.json().message).toBe("Not signed in");
  });

  it("sets a temporary password, ends sessions and emails it", async () => {
    const { user, cookie } = await signedIn(t, { role: "Buyer", failedLoginCount: 4, lockedUntil: new Date(Date.now() + 60_000) });
    const res = await post(admin, `/api/users/${user.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json().mustChangePassword).toBe(true);
    expect((await get(cookie, "/api/role-permissions")).statusCode).toBe(401);
    const mail = await t.lastEmailTo(user.email);
    expect(mail.subject).toBe("Your Sitebook password has been reset");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(temporaryPasswordIn(mail.textBody), row.password)).toBe(true);
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });
});
