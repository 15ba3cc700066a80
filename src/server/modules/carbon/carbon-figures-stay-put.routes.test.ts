import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, desc, eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { activityLogs, carbonFigures } from "../../db/schema/index";
import { multipart } from "../account/account.test-support";
import { deliveryBody, lastLog } from "../deliveries/deliveries.test-support";
import { energyBody } from "../energy/energy.test-support";
import { plantBody } from "../plant/plant.test-support";
import type { SourceKind } from "@shared/carbon/carbon";
import { ownedBy } from "./carbon-figures.service";

/**
 * Issue 11 §11 and §13: a stored figure keeps the factor it was priced with until its quantities or
 * factor choice change (then it is re-priced, and the log says so), and a company factor keeps every
 * decimal it was imported with.
 */
let t: TestApp;
let manager: string;
let project: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  project = await buildProject(t.db, { name: "Holbeck Yard" });
});
afterAll(() => t.close());

const setYear = async (factorYear: number | null) => {
  const res = await call(t.app, manager, { method: "PATCH", url: "/api/carbon-settings", payload: { factorYear } });
  expect(res.statusCode, res.body).toBe(200);
};
const send = async (method: "POST" | "PATCH", url: string, payload: object) => {
  const res = await call(t.app, manager, { method, url, payload });
  expect(res.statusCode, res.body).toBe(method === "POST" ? 201 : 200);
  return res.json();
};
const figuresOf = (kind: SourceKind, id: number) => t.db.select().from(carbonFigures).where(ownedBy({ kind, id })).orderBy(asc(carbonFigures.id));
const pricing = (rows: (typeof carbonFigures.$inferSelect)[]) =>
  rows.map((r) => ({ factorId: r.factorId, factorYear: r.factorYear, factorValue: Number(r.factorValue), kgCo2e: Number(r.kgCo2e) }));

const RECORDS = [
  { name: "plant entry", url: "/api/plant-entries", kind: "plant" as const, body: () => plantBody(project.id), quantity: { fuelLitres: 500 } },
  { name: "delivery", url: "/api/deliveries", kind: "delivery" as const, body: () => deliveryBody(project.id), quantity: { transportDistance: 80 } },
  { name: "energy reading", url: "/api/energy-entries", kind: "energy" as const, body: () => energyBody(project.id), quantity: { consumption: 12000 } },
];

describe.each(RECORDS)("editing a $name", ({ url, kind, body, quantity }) => {
  it("keeps its factor, year and kg when only the notes change; a new quantity re-prices it in the reporting year and is logged", async () => {
    await setYear(2023);
    const created = await send("POST", url, body());
    const priced = pricing(await figuresOf(kind, created.id));
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((f) => f.factorYear === 2023)).toBe(true);

    await setYear(2025);
    const noted = await send("PATCH", `${url}/${created.id}`, { ...body(), notes: "Gate 2, signed by the banksman" });
    expect(noted.carbonEmitted).toBe(created.carbonEmitted);
    expect(noted.emissionFactor).toBe(created.emissionFactor);
    expect(pricing(await figuresOf(kind, created.id))).toEqual(priced);
    expect((await lastLog(t.db)).action).not.toBe("carbon_repriced");

    await send("PATCH", `${url}/${created.id}`, { ...body(), notes: "Gate 2, signed by the banksman", ...quantity });
    const repriced = pricing(await figuresOf(kind, created.id));
    expect(repriced.some((f) => f.factorYear === 2025)).toBe(true);
    const logs = await t.db.select().from(activityLogs).where(eq(activityLogs.action, "carbon_repriced")).orderBy(desc(activityLogs.id)).limit(1);
    expect(logs[0]).toMatchObject({ action: "carbon_repriced", entityId: String(created.id), category: "carbon" });
    expect(logs[0].description).toMatch(/^Re-priced the carbon of .+ \(factors .*\(2023\).* now .*\(2025\).*\)$/);
    await setYear(null);
  });
});

describe("company factors at full precision (issue 11 §13)", () => {
  const importFile = (text: string) =>
    call(t.app, manager, { method: "POST", url: "/api/carbon-factors/import", ...multipart(Buffer.from(text), "epd.csv", "text/csv") });

  it("imports 0.00036218 kg per litre unrounded; a re-import changes the factor, not the figures already priced with it", async () => {
    expect((await importFile("name,unit,kg_co2e_per_unit,source\nWaterborne primer,litres,0.00036218,Leeds Paints EPD")).statusCode).toBe(201);
    const listed = (await call(t.app, manager, { method: "GET", url: "/api/carbon-factors?company=true" })).json();
    const factor = listed.items.find((f: { name: string }) => f.name === "Waterborne primer");
    expect(factor.value).toBe(0.00036218);

    const entry = await send("POST", "/api/scope3-entries", {
      projectId: project.id,
      date: "2025-03-14",
      category: "subcontractor",
      description: "Primer for the stair cores",
      quantity: 5000,
      unit: "litres",
      supplier: "Leeds Paints",
      invoiceReference: "LP-1",
      notes: "",
      calculationMethod: "factor",
      factorId: factor.factorId,
    });
    expect(entry.figures[0]).toMatchObject({ factor: { factorId: factor.factorId, value: 0.00036218 }, kgCo2e: 1.811 });

    expect((await importFile("name,unit,kg_co2e_per_unit,source\nWaterborne primer,litres,0.00041234567,Leeds Paints EPD")).json()).toMatchObject({
      updated: 1,
    });
    const relisted = (await call(t.app, manager, { method: "GET", url: "/api/carbon-factors?company=true" })).json();
    expect(relisted.items.find((f: { name: string }) => f.name === "Waterborne primer").value).toBe(0.00041234567);
    const kept = await figuresOf("scope3", entry.id);
    expect(pricing(kept)).toEqual([{ factorId: factor.factorId, factorYear: null, factorValue: 0.00036218, kgCo2e: 1.811 }]);
  });
});
