import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { buildUser } from "../../seed/factories";
import { rolePermissions } from "../../db/schema/index";
import { registeredRoutes, routeLabel as label, type RouteInfo } from "../../test/routes";
import { sessionFor } from "../users/team-test-support";
import { CROSS_SITE_MESSAGE } from "../../platform/cross-site";

/**
 * Every API route every module registers, checked for who may call it: signed out it answers 401,
 * a role without the access 403, a temporary password 403 — each before the input is looked at, so
 * a refused caller never learns the validation rules. New routes are covered without editing this file.
 */
const NOT_SIGNED_IN = { message: "Not signed in" };
const NOT_ALLOWED = { message: "You do not have permission to do this" };
const CHANGE_FIRST = { message: "You must change your password before continuing" };

let t: TestApp;
let routes: RouteInfo[];

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, "1").replace("*", "anything");
/** An empty body where one is expected: invalid for every route that validates one. */
const send = (cookie: string | undefined, r: RouteInfo) =>
  call(t.app, cookie, { method: r.method as "GET", url: concrete(r.url), payload: ["POST", "PUT", "PATCH"].includes(r.method) ? {} : undefined });

beforeAll(async () => {
  t = await createTestApp();
  routes = await registeredRoutes(t);
});
afterAll(() => t.close());

describe("who may call each API route", () => {
  it("finds the routes of every module", () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining(["GET /api/user", "PUT /api/company-profile", "POST /api/users/:id/deactivate", "GET /api/suppliers"]),
    );
  });

  it("opens only the sign-in calls, the error report, the health check and signed provider receipts to anonymous callers", () => {
    const open = routes
      .filter((r) => r.access === "public")
      .map(label)
      .sort();
    expect(open).toEqual([
      "GET /api/bot-check/challenge",
      "GET /api/health",
      "GET /api/public/assets/:token",
      "GET /api/public/me/:linkToken",
      "GET /api/public/register/:token",
      "GET /api/public/register/:token/files/:fileId",
      "GET /api/public/site/:token",
      "GET /api/public/site/:token/me/:linkToken",
      "GET /api/public/site/:token/visitors/:visitToken",
      "POST /api/error-reports",
      "POST /api/forgot-password",
      "POST /api/login",
      "POST /api/public/register/:token",
      "POST /api/public/register/:token/mark",
      "POST /api/public/site/:token/me/:linkToken/sign-in",
      "POST /api/public/site/:token/me/:linkToken/sign-out",
      "POST /api/public/site/:token/visitors",
      "POST /api/public/site/:token/visitors/:visitToken/sign-out",
      "POST /api/reset-password",
      "POST /api/send-registration-request",
      // A provider's delivery receipt: no session, trusted only when its signature checks (sms.routes.ts).
      "POST /api/sms/status/:provider",
    ]);
  });

  it("allows only what the shell and the forced change need before a temporary password is changed", () => {
    const early = routes
      .filter((r) => r.beforePasswordChange)
      .map(label)
      .sort();
    expect(early).toEqual([
      "GET /api/company-profile",
      "GET /api/company-profile/logo",
      "GET /api/role-permissions",
      "GET /api/user",
      "GET /api/user/profile-picture",
      "POST /api/change-password-first-login",
      "POST /api/logout",
      "POST /api/report-issue",
    ]);
  });

  it("answers 401 Not signed in to every other route when signed out, before reading the input", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.access !== "public")) {
      const res = await send(undefined, r);
      if (res.statusCode !== 401 || res.json().message !== NOT_SIGNED_IN.message) wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a Managing Director on every admin route, before reading the input", async () => {
    const md = await buildUser(t.db, { role: "Managing Director" });
    const cookie = await sessionFor(t, md.id);
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.access === "admin")) {
      const res = await send(cookie, r);
      if (res.statusCode !== 403 || res.json().message !== NOT_ALLOWED.message) wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 on every page-permission route to a role whose permissions are all off", async () => {
    await t.db.update(rolePermissions).set({ canView: false, canEdit: false, canCreate: false, canDelete: false }).where(eq(rolePermissions.role, "Viewer"));
    const viewer = await buildUser(t.db, { role: "Viewer" });
    const cookie = await sessionFor(t, viewer.id);
    const guarded = routes.filter((x) => Array.isArray(x.access));
    expect(guarded.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const r of guarded) {
      const res = await send(cookie, r);
      if (res.statusCode !== 403 || res.json().message !== NOT_ALLOWED.message) wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses every state-changing route when the browser says another site sent it, before anything else", async () => {
    const admin = await buildUser(t.db, { role: "Admin" });
    const cookie = await sessionFor(t, admin.id);
    const writes = routes.filter((r) => r.method !== "GET");
    expect(writes.length).toBeGreaterThan(40);
    // A page on another port, a sibling subdomain, a sandboxed frame, a Referer-only form post, a same-site fetch.
    const forged: Record<string, string>[] = [
      { origin: "http://localhost:8080" },
      { origin: "http://evil.localhost" },
      { origin: "null" },
      { referer: "http://attacker.example/page.html" },
      { "sec-fetch-site": "same-site", origin: "http://localhost" },
    ];
    const wrong: string[] = [];
    for (const r of writes) {
      for (const headers of forged) {
        const res = await call(t.app, cookie, { method: r.method as "POST", url: concrete(r.url), payload: {}, headers });
        if (res.statusCode !== 403 || res.json().message !== CROSS_SITE_MESSAGE)
          wrong.push(`${label(r)} ${JSON.stringify(headers)} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets the app's own pages and callers without Origin or Referer (scripts, integrations) through to the usual checks", async () => {
    const own: Record<string, string>[] = [
      {},
      { origin: "http://localhost" },
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { referer: "http://localhost/contracts" },
    ];
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.method !== "GET" && x.access !== "public")) {
      for (const headers of own) {
        const res = await call(t.app, undefined, { method: r.method as "POST", url: concrete(r.url), payload: {}, headers });
        if (res.statusCode !== 401) wrong.push(`${label(r)} ${JSON.stringify(headers)} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 'change your password first' to an admin with a temporary password on every other signed-in route", async () => {
    const admin = await buildUser(t.db, { role: "Admin", mustChangePassword: true });
    const cookie = await sessionFor(t, admin.id);
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.access !== "public" && !x.beforePasswordChange)) {
      const res = await send(cookie, r);
      if (res.statusCode !== 403 || res.json().message !== CHANGE_FIRST.message) wrong.push(`${label(r)} → ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
