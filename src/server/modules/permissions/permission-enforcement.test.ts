import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp, call, TEST_ADMIN, type TestApp } from "../../test/harness";
import { buildApp } from "../../app";
import type { Role } from "@shared/identity/roles";
import { signedIn } from "../users/team-test-support";
import { sessionForEmail } from "../../test/sessions";
import { z } from "zod";
import { endpoint } from "@shared/common/contract";
import { route } from "../../platform/endpoints";

// Stand-in Suppliers endpoints, declared as every area declares its own.
const testSuppliers = {
  list: endpoint({
    method: "GET",
    path: "/api/test-suppliers",
    access: ["Suppliers", "view"],
    summary: "test",
    response: z.object({ suppliers: z.array(z.never()) }),
  }),
  create: endpoint({
    method: "POST",
    path: "/api/test-suppliers",
    access: ["Suppliers", "create"],
    summary: "test",
    response: z.object({ created: z.literal(true) }),
  }),
};

/**
 * The one permission mechanism other areas declare against: an endpoint with
 * `access: ["Suppliers", "view"]` is refused to a role whose Suppliers view is off, and a
 * change made in Team Management applies to the very next request.
 */
let t: TestApp;
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, with stand-in Suppliers routes registered before ready().
  app = (await buildApp({ db: t.db, config: t.config, logger: false })) as unknown as FastifyInstance;
  await app.register(async (scope) => {
    route(scope, testSuppliers.list, () => ({ suppliers: [] }));
    route(scope, testSuppliers.create, () => ({ created: true as const }));
  });
  await app.ready();
  admin = await sessionForEmail(t.db, TEST_ADMIN.email);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const suppliers = (cookie: string | undefined, method: "GET" | "POST" = "GET") =>
  call(app, cookie, { method, url: "/api/test-suppliers", payload: method === "POST" ? {} : undefined });
const setSuppliers = (role: string, canView: boolean) =>
  call(t.app, admin, {
    method: "PUT",
    url: "/api/role-permissions",
    payload: [{ role, resource: "Suppliers", canView, canEdit: false, canCreate: false, canDelete: false }],
  });

describe("page permissions on API routes", () => {
  it("refuses a role without Suppliers view and lets one with it through", async () => {
    const buyer = (await signedIn(t, { role: "Buyer" })).cookie; // Buyer: Suppliers view, edit, create by default
    expect((await setSuppliers("Viewer", false)).statusCode).toBe(200);
    const viewer = (await signedIn(t, { role: "Viewer" })).cookie;

    expect((await suppliers(undefined)).statusCode).toBe(401);
    const refused = await suppliers(viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to do this");
    expect((await suppliers(buyer)).statusCode).toBe(200);
    expect((await suppliers(buyer, "POST")).statusCode).toBe(200);
    expect((await suppliers(admin)).statusCode).toBe(200);
    expect((await suppliers(admin, "POST")).statusCode).toBe(200);
  });

  it("applies a change made through PUT /api/role-permissions to the next request", async () => {
    const { cookie } = await signedIn(t, { role: "Site Manager" });
    expect((await suppliers(cookie)).statusCode).toBe(200);
    await setSuppliers("Site Manager", false);
    expect((await suppliers(cookie)).statusCode).toBe(403);
    await setSuppliers("Site Manager", true);
    expect((await suppliers(cookie)).statusCode).toBe(200);
    // Viewing does not grant creating: that flag is still off.
    expect((await suppliers(cookie, "POST")).statusCode).toBe(403);
  });

  it("follows the spec for a role with no entry: visible, but nothing else", async () => {
    const { cookie } = await signedIn(t, { role: "Legacy Foreman" as Role });
    expect((await suppliers(cookie)).statusCode).toBe(200);
    expect((await suppliers(cookie, "POST")).statusCode).toBe(403);
  });

  it("asks a user with a temporary password to change it first", async () => {
    const { cookie } = await signedIn(t, { role: "Buyer", mustChangePassword: true });
    const res = await suppliers(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You must change your password before continuing");
  });
});
