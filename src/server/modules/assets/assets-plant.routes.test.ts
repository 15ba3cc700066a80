import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { NRMM_EXPORT_HEADER } from "@shared/assets/assets-plant";
import { assets, carbonEntries } from "../../db/schema/index";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { deny } from "../../test/records";
import { buildProject, lastLog, messages } from "../diary/diary.test-support";
import { plantBody } from "../plant/plant.test-support";
import { insertAsset } from "./havs.test-support";

let t: TestApp;
let manager: string;
let outsider: string;
let project: { id: number; slug: string; name: string };
let excavator: number;
let dumper: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  await deny(t.db, "Other", "Assets");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
  project = await buildProject(t.db, { name: "Canal Wharf" });
  excavator = (
    await insertAsset(t.db, {
      name: "13t excavator EX-07",
      type: "plant",
      category: "Excavator",
      manufacturer: "JCB",
      model: "JS131",
      serialNumber: "JCB0131X7",
      ownership: "hired_in",
      hireSupplier: "GAP Hire Solutions",
      fuelType: "diesel",
      engineStage: "stage_iiib",
      enginePowerKw: "55.0",
      projectId: project.id,
    })
  ).id;
  // On the contract, no engine: not NRMM, so not in the export.
  await insertAsset(t.db, { name: "110 V breaker", type: "tools", vibrationMagnitude: "5", projectId: project.id });
  dumper = (
    await insertAsset(t.db, {
      name: "Site dumper D-3",
      type: "plant",
      manufacturer: "Thwaites",
      fuelType: "diesel",
      engineStage: "stage_v",
      enginePowerKw: "18.5",
    })
  ).id;
});
afterAll(() => t.close());

const post = (payload: object) => call(t.app, manager, { method: "POST", url: "/api/plant-entries", payload });

describe("booking an asset to the diary as plant", () => {
  it("stores asset_id, and its carbon is an unbooked entry's with the same fuel and litres", async () => {
    const booked = await post(plantBody(project.id, { plantItem: "13t excavator EX-07", assetId: excavator, hours: 8, fuelLitres: 85 }));
    expect(booked.statusCode, booked.body).toBe(201);
    const plain = await post(plantBody(project.id, { plantItem: "13t excavator", hours: 8, fuelLitres: 85 }));
    expect(booked.json().assetId).toBe(excavator);
    expect(plain.json().assetId).toBeNull();
    expect(booked.json().carbonEmitted).toBe(plain.json().carbonEmitted);
    expect(booked.json().carbonEmitted).toBeGreaterThan(0);
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, booked.json().id));
    expect(row.assetId).toBe(excavator);
    // The diary's hours are use, not a meter reading: the asset's meter is left alone.
    expect((await t.db.select().from(assets).where(eq(assets.id, excavator)))[0].operatingHours).toBeNull();
  });

  it("400 for an id that is not one, or an asset sold; 404 for a deleted or missing asset", async () => {
    expect(messages((await post(plantBody(project.id, { assetId: "x" }))).json())).toEqual(["Choose an asset from the register"]);
    const sold = await insertAsset(t.db, { name: "Old roller", status: "sold" });
    const res = await post(plantBody(project.id, { assetId: sold.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "assetId", message: "This asset is sold: only an asset in use can be booked as plant" }]);
    const gone = await insertAsset(t.db, { name: "Scrapped mixer", deletedAt: new Date() });
    const refused = await post(plantBody(project.id, { assetId: gone.id }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Asset not found");
    expect((await post(plantBody(project.id, { assetId: 999_999 }))).statusCode).toBe(404);
  });

  it("an entry keeps its asset when edited after the asset was deleted; the change log names a new asset", async () => {
    const entry = (await post(plantBody(project.id, { assetId: dumper }))).json();
    await t.db.update(assets).set({ deletedAt: new Date() }).where(eq(assets.id, dumper));
    const edit = await call(t.app, manager, {
      method: "PATCH",
      url: `/api/plant-entries/${entry.id}`,
      payload: plantBody(project.id, { assetId: dumper, hours: 6 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await call(t.app, manager, {
      method: "PATCH",
      url: `/api/plant-entries/${entry.id}`,
      payload: plantBody(project.id, { assetId: excavator, hours: 6 }),
    });
    expect(moved.json().assetId).toBe(excavator);
    expect((await lastLog(t.db)).description).toContain("assetId");
    await call(t.app, manager, {
      method: "PATCH",
      url: `/api/plant-entries/${entry.id}`,
      payload: plantBody(project.id, { assetId: dumper, date: "2025-04-02" }),
    }).then((r) => expect(r.statusCode).toBe(404));
    await t.db.update(assets).set({ deletedAt: null }).where(eq(assets.id, dumper));
    await call(t.app, manager, {
      method: "PATCH",
      url: `/api/plant-entries/${entry.id}`,
      payload: plantBody(project.id, { assetId: dumper, date: "2025-03-20" }),
    });
  });
});

describe("GET /api/projects/by-slug/:slug/plant-assets", () => {
  const url = (q = "") => `/api/projects/by-slug/${project.slug}/plant-assets${q}`;
  it("401, 403 without Assets view, 404 for no contract, 400 for a long search", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: url() })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: url() })).statusCode).toBe(403);
    expect((await call(t.app, manager, { method: "GET", url: "/api/projects/by-slug/nowhere/plant-assets" })).statusCode).toBe(404);
    expect(messages((await call(t.app, manager, { method: "GET", url: url(`?q=${"x".repeat(101)}`) })).json())).toEqual([
      "Search must be 100 characters or fewer",
    ]);
  });

  it("offers the contract's assets with what they fill in, and any live one by search", async () => {
    const res = await call(t.app, manager, { method: "GET", url: url() });
    expect(res.json().map((a: { name: string }) => a.name)).toEqual(["110 V breaker", "13t excavator EX-07"]);
    expect(res.json()[1]).toEqual({
      id: excavator,
      name: "13t excavator EX-07",
      category: "Excavator",
      serialNumber: "JCB0131X7",
      onContract: true,
      ownership: "hired",
      hireCompany: "GAP Hire Solutions",
      fuelType: "diesel",
    });
    const found = await call(t.app, manager, { method: "GET", url: url("?q=dumper") });
    expect(found.json()).toMatchObject([{ id: dumper, onContract: false, ownership: "owned", hireCompany: null }]);
  });
});

describe("GET /api/projects/by-slug/:slug/nrmm.csv", () => {
  const url = `/api/projects/by-slug/${"%s"}/nrmm.csv`;
  it("401, 403 without Assets view, 404 for no contract", async () => {
    expect((await call(t.app, undefined, { method: "GET", url: url.replace("%s", project.slug) })).statusCode).toBe(401);
    expect((await call(t.app, outsider, { method: "GET", url: url.replace("%s", project.slug) })).statusCode).toBe(403);
    expect((await call(t.app, manager, { method: "GET", url: url.replace("%s", "nowhere") })).statusCode).toBe(404);
  });

  it("lists each machine booked or on the contract with its engine, first and last day, and London's flag", async () => {
    const res = await call(t.app, manager, { method: "GET", url: url.replace("%s", project.slug) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(NRMM_EXPORT_HEADER.join(","));
    expect(lines).toHaveLength(3);
    // By name. The dumper: booked once, on 20 March 2025, not on the contract now; 18.5 kW is below the register's 37 kW.
    expect(lines[2]).toBe(
      'Site dumper D-3,Plant,Thwaites,,,18.5,Stage V,Owned,,2025-03-20,2025-03-20,1,No,Stage IV,"Not in scope (no engine, or outside 37–560 kW)"',
    );
    // The excavator: on the contract now (no off-site day), Stage IIIB at 55 kW, judged today against Stage IV.
    const today = ukToday();
    expect(today >= "2025-01-01").toBe(true);
    expect(lines[1]).toBe(
      "13t excavator EX-07,Excavator,JCB,JS131,JCB0131X7,55,Stage IIIB,Hired in,GAP Hire Solutions,2025-03-14,,1,Yes,Stage IV,No: below the standard",
    );
    expect((await lastLog(t.db)).action).toBe("nrmm_register_exported");
  });
});
