import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { activityLogs } from "../../db/schema/index";
import { DEFAULT_ROLE_PERMISSIONS, RESOURCES } from "@shared/identity/permissions";
import { REQUESTABLE_ROLES } from "@shared/identity/roles";
import { signedIn } from "../users/team-test-support";
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

const put = (cookie: string | undefined, payload: unknown) => call(t.app, cookie, { method: "PUT", url: "/api/role-permissions", payload: payload as object });
const row = (role: string, resource: string, flags: Partial<Record<"canView" | "canEdit" | "canCreate" | "canDelete", boolean>> = {}) => ({
  role,
  resource,
  canView: false,
  canEdit: false,
  canCreate: false,
  canDelete: false,
  ...flags,
});

describe("GET /api/role-permissions", () => {
  it("answers 401 signed out", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/role-permissions" })).statusCode).toBe(401);
  });

  it("gives every signed-in user the role → page map with the defaults", async () => {
    const res = await call(t.app, viewer, { method: "GET", url: "/api/role-permissions" });
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(Object.keys(map).sort()).toEqual([...REQUESTABLE_ROLES].sort());
    expect(Object.keys(map.Viewer).sort()).toEqual([...RESOURCES].sort());
    expect(map.Viewer.Suppliers).toEqual(DEFAULT_ROLE_PERMISSIONS.Viewer.Suppliers);
    expect(map["Managing Director"]["Backup & Data"]).toEqual({ canView: true, canEdit: true, canCreate: true, canDelete: true });
  });

  it("is readable before a temporary password is changed, so the shell can hide links", async () => {
    const { cookie } = await signedIn(t, { role: "Buyer", mustChangePassword: true });
    expect((await call(t.app, cookie, { method: "GET", url: "/api/role-permissions" })).statusCode).toBe(200);
  });
});

describe("PUT /api/role-permissions", () => {
  it("answers 401 signed out and 403 to a non-admin", async () => {
    expect((await put(undefined, [row("Viewer", "Suppliers")])).statusCode).toBe(401);
    expect((await put(viewer, [row("Viewer", "Suppliers")])).statusCode).toBe(403);
  });

  it("answers 400 for Admin, unknown pages, bad flags, impossible combinations and duplicates", async () => {
    const cases: [unknown, string][] = [
      [[row("Admin", "Suppliers")], "Role must be one of the team roles (Admin always has every permission)"],
      [[row("Viewer", "Spaceships")], "Unknown page"],
      [[{ ...row("Viewer", "Suppliers"), canEdit: "yes" }], "canEdit must be true or false"],
      [[row("Viewer", "Suppliers", { canEdit: true })], "A role must be able to view a page to edit, create or delete on it"],
      [[row("Viewer", "Suppliers"), row("Viewer", "Suppliers", { canView: true })], "Each role and page may appear only once"],
      [[], "Send at least one permission to change"],
    ];
    for (const [payload, message] of cases) {
      const res = await put(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("saves a partial matrix, answers the whole map and audits before and after", async () => {
    const res = await put(admin, [
      row("Buyer", "Fleet Management", { canView: true, canEdit: true }),
      row("Buyer", "Materials", { canView: true, canEdit: true, canCreate: true, canDelete: true }),
    ]);
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map.Buyer["Fleet Management"]).toEqual({ canView: true, canEdit: true, canCreate: false, canDelete: false });
    expect(map.Buyer.Materials.canDelete).toBe(true);
    expect(map.Buyer.Suppliers).toEqual(DEFAULT_ROLE_PERMISSIONS.Buyer.Suppliers);

    const logs = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "role_permissions_updated"));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ category: "permissions", description: "Changed 2 page permissions for Buyer" });
    expect(logs[0].metadata).toEqual({
      before: { "Buyer / Fleet Management": DEFAULT_ROLE_PERMISSIONS.Buyer["Fleet Management"], "Buyer / Materials": DEFAULT_ROLE_PERMISSIONS.Buyer.Materials },
      after: {
        "Buyer / Fleet Management": { canView: true, canEdit: true, canCreate: false, canDelete: false },
        "Buyer / Materials": { canView: true, canEdit: true, canCreate: true, canDelete: true },
      },
    });

    // Saving the same values again changes nothing and records nothing.
    await put(admin, [row("Buyer", "Fleet Management", { canView: true, canEdit: true })]);
    expect(await t.db.select().from(activityLogs).where(eq(activityLogs.action, "role_permissions_updated"))).toHaveLength(1);
  });

  it("accepts the whole matrix at once", async () => {
    const all = REQUESTABLE_ROLES.flatMap((role) => RESOURCES.map((resource) => ({ role, resource, ...DEFAULT_ROLE_PERMISSIONS[role][resource] })));
    const res = await put(admin, all);
    expect(res.statusCode).toBe(200);
    expect(res.json().Buyer["Fleet Management"]).toEqual(DEFAULT_ROLE_PERMISSIONS.Buyer["Fleet Management"]);
  });
});
