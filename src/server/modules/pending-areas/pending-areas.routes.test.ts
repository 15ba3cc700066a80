import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, and } from "drizzle-orm";
import { createTestApp, call, type TestApp } from "../../test/harness";
import { buildUser } from "../../db/seed/factories";
import { rolePermissions } from "../../db/schema/index";
import { startSessionCookie } from "../../test/session-cookie";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("areas not built yet", () => {
  it("refuses anonymous callers with 401", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/suppliers" });
    expect(res.statusCode).toBe(401);
  });

  it("enforces the page permission now: a role without Suppliers view gets 403, one with it is told the area is not available", async () => {
    await t.db
      .update(rolePermissions)
      .set({ canView: false })
      .where(and(eq(rolePermissions.role, "Viewer"), eq(rolePermissions.resource, "Suppliers")));
    const viewer = await buildUser(t.db, { role: "Viewer" });
    const buyer = await buildUser(t.db, { role: "Buyer" });
    const viewerCookie = await startSessionCookie(t, viewer.id);
    const buyerCookie = await startSessionCookie(t, buyer.id);

    expect((await call(t.app, viewerCookie, { method: "GET", url: "/api/suppliers" })).statusCode).toBe(403);
    const allowed = await call(t.app, buyerCookie, { method: "GET", url: "/api/suppliers?page=1" });
    expect(allowed.statusCode).toBe(501);
    expect(allowed.json().message).toBe("Suppliers is not available yet");
    // Viewers may look at materials but not create them.
    expect((await call(t.app, viewerCookie, { method: "POST", url: "/api/materials", payload: {} })).statusCode).toBe(403);
  });
});
