import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, TEST_ADMIN, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { activityLogs } from "../../db/schema/index";
import { sessionFor } from "../account/account.test-support";
import { ukMidnight } from "@shared/common/uk-dates";

let t: TestApp;
let admin: string;
let director: string;
let worker: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.db, TEST_ADMIN.email);
  director = await sessionFor(t.db, (await buildUser(t.db, { role: "Director" })).email);
  worker = await buildUser(t.db, { role: "Site Manager", name: "Walter Site" });
  const at = (iso: string) => new Date(iso);
  await t.db.insert(activityLogs).values([
    {
      userId: worker.id,
      username: worker.username,
      action: "login",
      description: "Signed in",
      category: "auth",
      createdAt: at("2025-03-01T09:00:00Z"),
      ipAddress: "10.0.0.1",
      userAgent: "Mozilla/5.0 Test",
    },
    {
      userId: worker.id,
      username: worker.username,
      action: "supplier_created",
      description: "Created supplier Acme 100% Bricks",
      entityType: "supplier",
      entityName: "Acme Bricks",
      category: "suppliers",
      createdAt: at("2025-06-15T23:30:00Z"),
    },
    {
      userId: null,
      username: "ghost@example.com",
      action: "login_failed",
      description: "Failed sign-in",
      category: "auth",
      severity: "warning",
      createdAt: at("2025-06-16T08:00:00Z"),
    },
    {
      userId: worker.id,
      username: worker.username,
      action: "company_profile_updated",
      description: "Updated the company profile: brandColor",
      entityName: "Test Construction Ltd",
      category: "company",
      createdAt: at("2025-07-01T12:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

const list = (cookie: string | undefined, query = "") => call(t.app, cookie, { method: "GET", url: `/api/activity-logs${query}` });

describe("GET /api/activity-logs", () => {
  it("401 signed out, 403 for anyone but an admin", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(director)).statusCode).toBe(403);
  });

  it("400 for bad filters", async () => {
    const res = await list(admin, "?userId=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("userId");
    expect((await list(admin, "?userId=-3")).json().message).toBe("User ID must be positive");
    expect((await list(admin, "?severity=fatal")).json().message).toBe("Severity must be info, warning or critical");
    expect((await list(admin, "?from=01/02/2025")).json().message).toBe("From must be a date (yyyy-MM-dd)");
    expect((await list(admin, "?from=2025-02-02&to=2025-02-01")).json().message).toBe("The From date must be on or before the To date");
    expect((await list(admin, "?pageSize=1000")).json().message).toBe("Page size must be at most 100");
  });

  it("pages newest first with user, entity, address and agent", async () => {
    const res = await list(admin, "?pageSize=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.items).toHaveLength(2);
    const times = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.items[0]).not.toHaveProperty("sessionId");
  });

  it("filters by user, category, action and severity", async () => {
    const byUser = (await list(admin, `?userId=${worker.id}`)).json();
    expect(byUser.total).toBe(3);
    expect(byUser.items[0]).toMatchObject({ userName: "Walter Site", action: "company_profile_updated" });
    expect((await list(admin, "?category=auth")).json().items.map((i: { action: string }) => i.action)).toEqual(["login_failed", "login"]);
    expect((await list(admin, "?action=login")).json().items[0]).toMatchObject({ ipAddress: "10.0.0.1", userAgent: "Mozilla/5.0 Test" });
    expect((await list(admin, "?severity=warning")).json().items.map((i: { action: string }) => i.action)).toEqual(["login_failed"]);
  });

  it("searches description, entity name and username, treating % literally", async () => {
    expect((await list(admin, "?search=acme%20bricks")).json().total).toBe(1);
    expect((await list(admin, "?search=100%25")).json().total).toBe(1);
    expect((await list(admin, "?search=ghost@")).json().total).toBe(1);
    expect((await list(admin, "?search=%25")).json().total).toBe(1);
  });

  it("filters by UK calendar days (BST counts from 23:00 UTC the day before)", async () => {
    const day = (await list(admin, "?from=2025-06-16&to=2025-06-16")).json();
    expect(day.items.map((i: { action: string }) => i.action)).toEqual(["login_failed", "supplier_created"]);
    const winter = (await list(admin, "?from=2025-03-01&to=2025-03-01")).json();
    expect(winter.items.map((i: { action: string }) => i.action)).toEqual(["login"]);
    expect(ukMidnight("2025-01-10").toISOString()).toBe("2025-01-10T00:00:00.000Z");
    expect(ukMidnight("2025-07-10").toISOString()).toBe("2025-07-09T23:00:00.000Z");
  });
});

describe("GET /api/activity-logs/filters", () => {
  it("401 signed out, 403 for anyone but an admin", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/activity-logs/filters" })).statusCode).toBe(401);
    expect((await call(t.app, director, { method: "GET", url: "/api/activity-logs/filters" })).statusCode).toBe(403);
  });

  it("offers the distinct categories, actions and the users", async () => {
    const res = await call(t.app, admin, { method: "GET", url: "/api/activity-logs/filters" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories).toEqual(expect.arrayContaining(["auth", "company", "suppliers"]));
    expect(new Set(body.categories).size).toBe(body.categories.length);
    expect(body.actions).toEqual(expect.arrayContaining(["login", "login_failed", "supplier_created", "company_profile_updated"]));
    expect(body.users).toEqual(expect.arrayContaining([{ id: worker.id, name: "Walter Site", email: worker.email }]));
  });
});
