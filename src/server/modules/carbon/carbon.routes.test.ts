import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFactors, carbonFigures, carbonSettings, referenceData } from "../../db/schema/index";
import { loadReferenceData } from "../../db/reference/load-reference-data";
import { freight } from "@shared/rules/carbon";
import { desnzFactor, factorById, reportingYear, wasteFactor } from "./carbon-factors.service";
import { figuresFor, replaceFigures, ownedBy, removeFigures } from "./carbon-figures.service";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedIn(t, { role: "Viewer" })).cookie;
});
afterAll(() => t.close());

describe("reference data", () => {
  it("ships the DESNZ 2023–2025 factors and the List of Waste, loaded once per checksum", async () => {
    const loaded = await t.db.select().from(referenceData);
    expect(Object.fromEntries(loaded.map((r) => [r.name, r.rows]))).toEqual({
      "desnz-ghg-conversion-factors.csv": expect.any(Number),
      "list-of-waste.csv": 842,
    });
    const before = loaded.map((r) => r.loadedAt.getTime());
    await loadReferenceData(t.db);
    const after = (await t.db.select().from(referenceData)).map((r) => r.loadedAt.getTime());
    expect(after).toEqual(before);
  });

  it("keys factors by ID and set year, and reports in the newest set unless the company chose one", async () => {
    expect(await reportingYear(t.db)).toBe(2025);
    expect(await desnzFactor(t.db, "27_304_3120_14_1")).toMatchObject({ year: 2025, unit: "tonne.km", value: 0.17146 });
    expect(await desnzFactor(t.db, "27_304_3120_14_1", 2023)).toMatchObject({ year: 2023, value: 0.153755 });
    await t.db
      .insert(carbonSettings)
      .values({ id: 1, factorYear: 2024 })
      .onConflictDoUpdate({ target: carbonSettings.id, set: { factorYear: 2024 } });
    expect(await desnzFactor(t.db, "1_101_1011_8_1")).toMatchObject({ year: 2024, value: 2.51279 });
    // District heat is not in the 2023 condensed set: the nearest set that publishes it is used, and says so.
    expect(await desnzFactor(t.db, "10_401_4003_5_1", 2023)).toMatchObject({ year: 2024 });
    await t.db.delete(carbonSettings);
    expect(await wasteFactor(t.db, "Concrete", "Landfill")).toMatchObject({ factorId: "20_500_5208_15_1", value: 1.26338 });
    expect(await wasteFactor(t.db, "Concrete", "Incineration with Energy Recovery")).toBeNull();
    await expect(factorById(t.db, "no-such-factor")).rejects.toThrow("No conversion factor no-such-factor is loaded");
  });

  it("a company's own factor resolves by its ID, without a set year", async () => {
    await t.db.insert(carbonFactors).values({
      factorId: "CO-test-1",
      setYear: null,
      source: "ICE v3.0",
      isCompany: true,
      sheet: "Company factors",
      name: "Steel rebar",
      unit: "kg",
      value: "1.99",
    });
    expect(await factorById(t.db, "CO-test-1")).toEqual({
      factorId: "CO-test-1",
      year: null,
      unit: "kg",
      value: 1.99,
      source: "ICE v3.0",
      name: "Steel rebar",
    });
  });
});

describe("the figures ledger", () => {
  it("stores each figure with its factor, replaces them on save and drops them with the record", async () => {
    const p = await buildProject(t.db);
    const [entry] = await t.db.insert(carbonEntries).values({ projectId: p.id, date: "2026-11-20", kind: "delivery" }).returning();
    const hgv = await desnzFactor(t.db, "27_304_3120_14_1");
    const total = await replaceFigures(t.db, { kind: "delivery", id: entry.id }, { projectId: p.id, date: entry.date }, [freight(20, 50, hgv, "Concrete")]);
    expect(total).toBe(171.46);
    const [fig] = await figuresFor(t.db, { kind: "delivery", id: entry.id });
    expect(fig).toMatchObject({
      scope: 3,
      ghgCategory: 4,
      activityAmount: 1000,
      activityUnit: "tonne.km",
      kgCo2e: 171.46,
      factor: { factorId: "27_304_3120_14_1", year: 2025, unit: "tonne.km", value: 0.17146, source: "DESNZ" },
    });
    await replaceFigures(t.db, { kind: "delivery", id: entry.id }, { projectId: p.id, date: entry.date }, [freight(10, 50, hgv, "Concrete")]);
    expect((await figuresFor(t.db, { kind: "delivery", id: entry.id })).map((f) => f.kgCo2e)).toEqual([85.73]);
    // No foreign key cascades them (decision 0063): the record's delete removes its figures.
    await removeFigures(t.db, { kind: "delivery", id: entry.id });
    await t.db.delete(carbonEntries).where(eq(carbonEntries.id, entry.id));
    expect(
      await t.db
        .select()
        .from(carbonFigures)
        .where(ownedBy({ kind: "delivery", id: entry.id })),
    ).toEqual([]);
  });
});

describe("GET /api/carbon-factors and /api/waste-codes", () => {
  it("401 signed out", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: "/api/carbon-factors" })).statusCode).toBe(401);
    expect((await call(t.app, undefined, { method: "GET", url: "/api/waste-codes" })).statusCode).toBe(401);
  });

  it("400 with the messages", async () => {
    const res = await call(t.app, cookie, { method: "GET", url: "/api/carbon-factors?year=abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Year must be a number");
    const w = await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?chapter=1" });
    expect(w.statusCode).toBe(400);
    expect(w.json().message).toContain("Chapter must be two digits");
  });

  it("lists one set year's factors, searchable, paged", async () => {
    const res = await call(t.app, cookie, { method: "GET", url: "/api/carbon-factors?sheet=Material%20use&q=concrete&pageSize=10" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2025);
    expect(body.items.map((f: { name: string }) => f.name)).toContain("Construction · Concrete · Primary material production");
    expect(new Set(body.items.map((f: { year: number; sheet: string }) => `${f.year} ${f.sheet}`))).toEqual(new Set(["2025 Material use"]));
    const y2023 = (await call(t.app, cookie, { method: "GET", url: "/api/carbon-factors?q=27_304_3120_14_1&year=2023&company=false" })).json();
    expect(y2023.items).toEqual([expect.objectContaining({ factorId: "27_304_3120_14_1", year: 2023, value: 0.153755 })]);
  });

  it("finds waste codes by code or words, hazardous ones marked", async () => {
    const byCode = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=170106" })).json().items;
    expect(byCode).toEqual([expect.objectContaining({ code: "17 01 06*", isHazardous: true })]);
    const asbestos = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=asbestos&chapter=17" })).json().items;
    expect(asbestos.map((w: { code: string }) => w.code)).toEqual(["17 06 01*", "17 06 05*", "17 06 03*", "17 06 04"]);
    expect(asbestos).toContainEqual(expect.objectContaining({ code: "17 06 05*", isHazardous: true, description: expect.stringContaining("asbestos") }));
    // Issue 11 item 4: the placeholder's own words, by synonyms, construction codes first.
    const plasterboard = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=plasterboard" })).json().items;
    expect(plasterboard.map((w: { code: string }) => w.code).slice(0, 2)).toEqual(["17 08 01*", "17 08 02"]);
    const anyAsbestos = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=Asbestos&limit=6" })).json().items;
    expect(anyAsbestos.map((w: { code: string }) => w.code)).toEqual([
      "17 06 01*",
      "17 06 05*",
      "17 06 03*",
      "17 06 04",
      expect.any(String),
      expect.any(String),
    ]);
    // The other two are asbestos codes from outside construction.
    expect(anyAsbestos.slice(4).map((w: { code: string; description: string }) => [w.code.startsWith("17 "), /asbestos/i.test(w.description)])).toEqual([
      [false, true],
      [false, true],
    ]);
    const tarmac = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=tarmac" })).json().items;
    expect(tarmac[0]).toEqual(expect.objectContaining({ code: "17 03 01*", description: "Bituminous mixtures containing coal tar" }));
    const byPair = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?q=17%2001" })).json().items;
    expect(byPair.map((w: { code: string }) => w.code)).toEqual(["17 01 01", "17 01 02", "17 01 03", "17 01 06*", "17 01 07"]);
    const hazardous = (await call(t.app, cookie, { method: "GET", url: "/api/waste-codes?chapter=17&hazardous=true&limit=100" })).json().items;
    expect(hazardous.length).toBeGreaterThan(10);
    expect(new Set(hazardous.map((w: { code: string; isHazardous: boolean }) => `${w.code.slice(0, 3)}…${w.code.slice(-1)} ${w.isHazardous}`))).toEqual(
      new Set(["17 …* true"]),
    );
  });
});
