import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFactors, carbonFigures, carbonSettings } from "../../db/schema/index";
import { multipart } from "../account/account.test-support";
import { deny, energyBody, lastLog, messages } from "../energy/energy.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

let t: TestApp;
let manager: { user: { id: number }; cookie: string };
let director: string;
let viewer: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, { role: "Site Manager" });
  director = (await signedIn(t, { role: "Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await deny(t.db, "Other", "Carbon Tracking");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
});
afterAll(() => t.close());

const csv = (text: string, name = "ice-factors.csv") => multipart(Buffer.from(text), name, "text/csv");
const importFile = (cookie: string | undefined, text: string) => call(t.app, cookie, { method: "POST", url: "/api/carbon-factors/import", ...csv(text) });
const patch = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "PATCH", url: "/api/carbon-settings", payload });

describe("GET and PATCH /api/carbon-settings", () => {
  it("401, 403 without Carbon Tracking view; the newest set by default", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/carbon-settings" })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: "/api/carbon-settings" })).statusCode).toBe(403);
    const res = await call(t.app, viewer, { method: "GET", url: "/api/carbon-settings" });
    expect(res.json()).toEqual({ factorYear: null, effectiveYear: 2025, availableYears: [2025, 2024, 2023], companyFactorCount: 0 });
  });

  it("sets the reporting year (Carbon Tracking edit): new figures use it, stored ones keep theirs", async () => {
    expect((await patch(undefined, { factorYear: 2024 })).statusCode).toBe(401);
    expect((await patch(viewer, { factorYear: 2024 })).statusCode).toBe(403);
    const bad = await patch(manager.cookie, { factorYear: 2019 });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Choose one of the DESNZ sets loaded: 2025, 2024, 2023"]);
    expect(messages((await patch(manager.cookie, { factorYear: "2024" })).json())).toEqual(["Choose a factor year"]);

    const project = await buildProject(t.db);
    const before = (await call(t.app, manager.cookie, { method: "POST", url: "/api/energy-entries", payload: energyBody(project.id) })).json();
    const res = await patch(manager.cookie, { factorYear: 2024 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ factorYear: 2024, effectiveYear: 2024 });
    expect(await lastLog(t.db)).toMatchObject({ action: "carbon_settings_updated", userId: manager.user.id });
    const after = (await call(t.app, manager.cookie, { method: "POST", url: "/api/energy-entries", payload: energyBody(project.id) })).json();
    expect(after.figures[0].factor).toMatchObject({ year: 2024, value: 0.20705 });
    const kept = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "energy", id: before.id }));
    expect(kept.map((f) => [f.factorYear, f.kgCo2e])).toEqual([
      [2025, "1770.000"],
      [2025, "185.300"],
    ]);
    expect((await patch(manager.cookie, { factorYear: null })).json()).toMatchObject({ factorYear: null, effectiveYear: 2025 });
    const [row] = await t.db.select().from(carbonSettings);
    expect(row.factorYear).toBeNull();
  });
});

describe("POST /api/carbon-factors/import", () => {
  it("401, 403 without Carbon Tracking create, 400 without a file", async () => {
    const good = "name,unit,kg_co2e_per_unit,source\nBlockwork,m²,21.3,ICE v3.0";
    expect((await importFile(undefined, good)).statusCode).toBe(401);
    expect((await importFile(viewer, good)).statusCode).toBe(403);
    const none = await call(t.app, manager.cookie, { method: "POST", url: "/api/carbon-factors/import", payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a CSV file to import");
    const big = await importFile(manager.cookie, `name,unit,kg_co2e_per_unit,source\n${"x".repeat(1024 * 1024)}`);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe("The file must be 1 MB or smaller");
  });

  it("refuses the whole file with a per-row error list; nothing is imported", async () => {
    const res = await importFile(manager.cookie, "name,unit,kg CO2e per unit,source\nBlockwork,m²,21.3,ICE v3.0\nScreed,tonnes,abc,ICE v3.0\n,kg,1,ICE");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The file was not imported: 2 problems to fix");
    expect(messages(res.json())).toEqual(["Row 3: kg CO2e per unit must be a number", "Row 4: name is required"]);
    expect(await t.db.select().from(carbonFactors).where(eq(carbonFactors.isCompany, true))).toEqual([]);
  });

  it("imports the company's factors beside DESNZ; a re-import updates by name, unit and source", async () => {
    const res = await importFile(manager.cookie, 'Name,Unit,KG_CO2E_PER_UNIT,Source\nBlockwork,m²,21.3,ICE v3.0\n"Steel, rebar",kg,1.99,ICE v3.0');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 2, updated: 0, unchanged: 0 });
    const rows = await t.db.select().from(carbonFactors).where(eq(carbonFactors.isCompany, true)).orderBy(carbonFactors.id);
    expect(rows.map((r) => [r.name, r.unit, r.value, r.source, r.setYear, r.sheet, r.createdBy])).toEqual([
      ["Blockwork", "m²", "21.3", "ICE v3.0", null, "Company factors", manager.user.id],
      ["Steel, rebar", "kg", "1.99", "ICE v3.0", null, "Company factors", manager.user.id],
    ]);
    expect(rows.every((r) => /^CO-[0-9a-f]{10}$/.test(r.factorId))).toBe(true);
    expect(await lastLog(t.db)).toMatchObject({ action: "company_factors_imported", entityName: "ice-factors.csv" });
    const again = await importFile(
      manager.cookie,
      "name,unit,kg_co2e_per_unit,source\nBlockwork,m²,20.9,ICE v3.0\nSteel, rebar,kg,1.99,ICE v3.0\nGlulam,m³,0,EPD",
    );
    expect(again.statusCode).toBe(400); // "Steel, rebar" unquoted is five cells: the value column reads " rebar"
    const fixed = await importFile(
      manager.cookie,
      'name,unit,kg_co2e_per_unit,source\nBlockwork,m²,20.9,ICE v3.0\n"Steel, rebar",kg,1.99,ICE v3.0\nGlulam,m³,0,EPD',
    );
    expect(fixed.json()).toEqual({ imported: 1, updated: 1, unchanged: 1 });
    const listed = (await call(t.app, viewer, { method: "GET", url: "/api/carbon-factors?company=true" })).json();
    expect(listed.items.map((f: { name: string; value: number }) => [f.name, f.value])).toEqual([
      ["Blockwork", 20.9],
      ["Glulam", 0],
      ["Steel, rebar", 1.99],
    ]);
    expect((await call(t.app, viewer, { method: "GET", url: "/api/carbon-settings" })).json().companyFactorCount).toBe(3);
  });
});

describe("DELETE /api/carbon-factors/:id", () => {
  it("removes only company factors (Carbon Tracking delete); figures that used it keep their copy", async () => {
    await importFile(manager.cookie, "name,unit,kg_co2e_per_unit,source\nScaffold hire,week,35,Aire Scaffolding EPD");
    const [factor] = await t.db
      .select()
      .from(carbonFactors)
      .where(and(eq(carbonFactors.isCompany, true), eq(carbonFactors.name, "Scaffold hire")));
    const project = await buildProject(t.db);
    const used = await call(t.app, manager.cookie, {
      method: "POST",
      url: "/api/scope3-entries",
      payload: {
        projectId: project.id,
        date: "2025-05-01",
        category: "subcontractor",
        description: "Scaffold, 6 weeks",
        quantity: 6,
        unit: "week",
        factorId: factor.factorId,
      },
    });
    expect(used.json().carbonEmitted).toBe(210);

    const del = (cookie: string | undefined, id: number) => call(t.app, cookie, { method: "DELETE", url: `/api/carbon-factors/${id}` });
    expect((await del(undefined, factor.id)).statusCode).toBe(401);
    expect((await del(manager.cookie, factor.id)).statusCode).toBe(403);
    const [desnz] = await t.db.select().from(carbonFactors).where(eq(carbonFactors.factorId, "7_400_4000_5_1")).limit(1);
    const refused = await del(director, desnz.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("DESNZ factors are published reference data and cannot be removed; only the company's own factors can");
    expect((await del(director, 99999999)).statusCode).toBe(404);
    expect((await del(director, factor.id)).statusCode).toBe(204);
    expect(await lastLog(t.db)).toMatchObject({ action: "company_factor_deleted", entityId: factor.factorId });
    const [figure] = await t.db
      .select()
      .from(carbonFigures)
      .where(ownedBy({ kind: "scope3", id: used.json().id }));
    expect(figure).toMatchObject({ factorId: factor.factorId, factorValue: "35", kgCo2e: "210.000" });
  });
});
