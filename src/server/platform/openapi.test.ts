import fs from "node:fs";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../modules/index";
import { API_VERSION, buildOpenApi, openApiText } from "./openapi";
import { createTestApp, login, TEST_ADMIN, call, type TestApp } from "../test/harness";
import { registeredRoutes, routeLabel } from "../test/routes";
import { signedIn } from "../test/sessions";
import { buildApp } from "../app";

const committed = new URL("../../../docs/openapi.json", import.meta.url);

describe("the API contract", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("docs/openapi.json is what the endpoint tables generate (run `npm run openapi` after changing a route)", () => {
    expect(fs.readFileSync(committed, "utf8")).toBe(openApiText(buildOpenApi(areas.endpointTables, API_VERSION)));
  });

  it("passes Redocly's recommended rules: no errors, and no two paths a URL could match both of", async () => {
    // The rules ship inside the package: nothing is fetched, so this runs offline.
    const config = await createConfig({ extends: ["recommended"] });
    const source = openApiText(buildOpenApi(areas.endpointTables, API_VERSION));
    const problems = await lintFromString({ source, absoluteRef: "/openapi.json", config });
    const failing = problems
      .filter((p) => p.severity === "error" || p.ruleId === "no-ambiguous-paths")
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ""}`);
    expect(failing).toEqual([]);
  });

  it("every API route is registered from its area's endpoint table, and every endpoint in the tables is registered once", async () => {
    const routes = await registeredRoutes(t);
    const byHand = routes.filter((r) => !r.endpoint).map(routeLabel);
    expect(byHand, "routes registered without an endpoint table entry").toEqual([]);
    const declared = Object.values(areas.endpointTables).flatMap((table) => Object.values(table).map((e) => `${e.method} ${e.path}`));
    const registered = routes.map(routeLabel);
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it("refuses to start with an /api route registered by hand, outside the endpoint tables", async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    await expect(
      app.register(async (scope) => {
        scope.get("/api/by-hand", { config: { access: "user" } }, async () => ({}));
      }),
    ).rejects.toThrow("GET /api/by-hand is not registered from an endpoint table");
    await app.close();
  });

  it("serves the document at /api/docs to administrators only", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/docs" })).statusCode).toBe(401);
    const viewer = await signedIn(t, { role: "Viewer" });
    expect((await call(t.app, viewer.cookie, { method: "GET", url: "/api/docs" })).statusCode).toBe(403);
    const admin = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await call(t.app, admin, { method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/energy-entries/{id}"].patch.description).toBe("Access: Contracts › edit.");
  });
});
