import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../test/harness";
import { signedIn } from "../test/sessions";
import { buildProject, buildUser } from "../seed/factories";
import { files, users } from "../db/schema/index";
import { multipart, pngBytes } from "../modules/files/files.test-support";
import { CROSS_SITE_MESSAGE } from "./cross-site";

/**
 * The attacks that worked before the check (issue 10 §2): a "simple" text/plain form post from a page
 * on another port deactivated a user, and a no-cors multipart post stored a project file. Every route
 * is covered by modules/permissions/route-access.routes.test.ts; these are the two as they happened.
 */
let t: TestApp;
let behindProxy: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  behindProxy = await createTestApp({ publicOrigin: "https://sitebook.example.co.uk" });
  admin = (await signedIn(t, { role: "Admin" })).cookie;
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
});

describe("requests another site makes a signed-in browser send", () => {
  it("a text/plain form post from another port cannot deactivate a user", async () => {
    const victim = await buildUser(t.db, { role: "Site Manager" });
    const res = await call(t.app, admin, {
      method: "POST",
      url: `/api/users/${victim.id}/deactivate`,
      payload: "x=1",
      headers: { "content-type": "text/plain", origin: "http://localhost:8081", "sec-fetch-site": "same-site" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row.status).toBe("active");
  });

  it("a no-cors multipart post from a sibling subdomain stores no file", async () => {
    const project = await buildProject(t.db);
    const res = await call(t.app, admin, {
      method: "POST",
      url: `/api/projects/by-slug/${project.slug}/files`,
      ...multipart(pngBytes(), "planted.png", "image/png"),
      headers: { ...multipart(pngBytes(), "planted.png", "image/png").headers, origin: "http://intranet.localhost" },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(files).where(eq(files.projectId, project.id))).toHaveLength(0);
  });

  it("the same requests from the app's own page go through", async () => {
    const colleague = await buildUser(t.db, { role: "Site Manager" });
    const res = await call(t.app, admin, {
      method: "POST",
      url: `/api/users/${colleague.id}/deactivate`,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("PUBLIC_URL names the origin when a proxy rewrites Host", async () => {
    const cookie = (await signedIn(behindProxy, { role: "Admin" })).cookie;
    const own = await call(behindProxy.app, cookie, {
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://sitebook.example.co.uk", host: "127.0.0.1:5000" },
    });
    expect(own.statusCode).toBe(200);
    const other = await call(behindProxy.app, cookie, {
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example.co.uk", host: "127.0.0.1:5000" },
    });
    expect(other.statusCode).toBe(403);
  });
});
