import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { call, createTestApp, login, TEST_ADMIN, type TestApp } from "../test/harness";

/** The security headers are on every answer: the app page, its assets, the SPA fallback, and the API's answers and errors. */

let t: TestApp;
let proxied: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sitebook-web-"));
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "index.html"), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(webRoot, "assets", "app.js"), "console.log('app')");
  t = await createTestApp({ webRoot });
  proxied = await createTestApp({ trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse) {
  const csp = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  expect(csp.get("default-src"), label).toEqual(["'self'"]);
  expect(csp.get("script-src"), label).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'self'"]);
  expect(csp.get("form-action"), label).toEqual(["'self'"]);
  expect(res.headers["x-content-type-options"], label).toBe("nosniff");
  expect(res.headers["referrer-policy"], label).toBe("same-origin");
  expect(res.headers["x-frame-options"], label).toBe("DENY");
}

describe("security headers", () => {
  it("are sent with the app page, its assets, the SPA fallback and every kind of API answer", async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ["app page", await t.app.inject({ method: "GET", url: "/" })],
      ["asset", await t.app.inject({ method: "GET", url: "/assets/app.js" })],
      ["SPA route", await t.app.inject({ method: "GET", url: "/contracts" })],
      ["health", await t.app.inject({ method: "GET", url: "/api/health" })],
      ["401", await t.app.inject({ method: "GET", url: "/api/user" })],
      ["400", await t.app.inject({ method: "POST", url: "/api/login", payload: {} })],
      ["404", await t.app.inject({ method: "GET", url: "/api/no-such-thing" })],
      ["bad JSON", await t.app.inject({ method: "POST", url: "/api/login", payload: "{", headers: { "content-type": "application/json" } })],
    ];
    expect(answers.map(([label, res]) => `${label} ${res.statusCode}`)).toEqual([
      "app page 200",
      "asset 200",
      "SPA route 200",
      "health 200",
      "401 401",
      "400 400",
      "404 404",
      "bad JSON 400",
    ]);
    for (const [label, res] of answers) expectHeaders(res, label);
  });

  it("keep the API's answers out of every cache, unless a route chose its own", async () => {
    const admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const answers: [string, LightMyRequestResponse][] = [
      ["health", await t.app.inject({ method: "GET", url: "/api/health" })],
      ["the signed-in user", await call(t.app, admin, { method: "GET", url: "/api/user" })],
      ["the contracts list", await call(t.app, admin, { method: "GET", url: "/api/projects" })],
      ["the company profile", await call(t.app, admin, { method: "GET", url: "/api/company-profile" })],
      ["a CSV download", await call(t.app, admin, { method: "GET", url: "/api/suppliers/export" })],
      ["401", await t.app.inject({ method: "GET", url: "/api/projects" })],
      ["400", await t.app.inject({ method: "POST", url: "/api/login", payload: {} })],
      ["404", await t.app.inject({ method: "GET", url: "/api/no-such-thing" })],
    ];
    for (const [label, res] of answers) {
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.headers["cache-control"], label).toMatch(/(^|, )no-store$/);
    }
    // The app's own files keep their caching: hashed assets for a year, the page revalidated.
    expect((await t.app.inject({ method: "GET", url: "/assets/app.js" })).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ method: "GET", url: "/" })).headers["cache-control"]).toBe("no-cache");
  });

  it("allow no inline script and no framing by other sites", async () => {
    const csp = directives(await t.app.inject({ method: "GET", url: "/" }));
    for (const [name, values] of csp) {
      if (name.startsWith("script-src")) expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain("*");
    }
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
  });

  it("send HSTS over HTTPS only", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const https = await proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
    const forgedWithoutProxy = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(forgedWithoutProxy.headers["strict-transport-security"]).toBeUndefined();
  });
});
