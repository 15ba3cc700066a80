import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { recycleBin, suppliers } from "../../db/schema/index";
import { denySuppliers, lastLog, messages, supplierBody } from "./suppliers.test-support";

let t: TestApp;
let buyer: string;
let director: string;
let viewer: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Buyer" })).cookie;
  director = (await signedIn(t, { role: "Managing Director" })).cookie;
  viewer = (await signedIn(t, { role: "Viewer" })).cookie;
  await denySuppliers(t.db, "Other");
  outsider = (await signedIn(t, { role: "Other" })).cookie;
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: object) => call(t.app, cookie, { method: "POST", url: "/api/suppliers", payload });
const create = async (over: Record<string, unknown> = {}) => {
  const res = await post(buyer, supplierBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const get = (cookie: string | undefined, url: string) => call(t.app, cookie, { method: "GET", url });

describe("POST /api/suppliers", () => {
  it("401 signed out, 403 for a Viewer", async () => {
    expect((await post(undefined, supplierBody())).statusCode).toBe(401);
    expect((await post(viewer, supplierBody())).statusCode).toBe(403);
  });

  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "Supplier name is required"],
      [{ supplierType: "bakery" }, "Choose a supplier type"],
      [{ email: "orders@" }, "Please enter a valid email address for the supplier"],
      [{ phone: "12345" }, "Please enter a valid phone number for the supplier, e.g. 0113 496 0000"],
      [{ postcode: "LS99 ZZZ9" }, "Please enter a valid UK postcode, e.g. SW1A 1AA"],
      [{ vatNumber: "123456789" }, "VAT number must be GB followed by 9 or 12 digits, e.g. GB123456789"],
      [{ companyNumber: "1234" }, "Company number must be 8 characters, e.g. 01234567 or SC123456"],
      [{ creditLimit: "-5" }, "Credit limit cannot be negative"],
      [{ creditLimit: "10.555" }, "Credit limit can have at most 2 decimal places"],
      [{ discountRate: "120" }, "Discount rate must be at most 100"],
      [{ insuranceExpiry: "31/01/2030" }, "Insurance expiry must be a valid date (yyyy-mm-dd)"],
      [{ status: "closed" }, "Status must be active, on_hold or inactive"],
      [{ specializations: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "Specialisations: at most 20"],
    ];
    for (const [over, message] of cases) {
      const res = await post(buyer, supplierBody(over));
      expect(res.statusCode, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(messages(res.json())).toContain(message);
    }
  });

  it("creates with canonical values, derived figures at zero, and logs it; a typed total is ignored", async () => {
    const s = await create({ totalSpend: "99999.00", orderCount: 7, performanceRating: "5.00", country: "" });
    expect(s).toMatchObject({
      postcode: "WF1 2AB",
      country: "United Kingdom",
      vatNumber: "GB123456789",
      creditLimit: "25000.00",
      discountRate: "2.50",
      status: "active",
      totalSpend: "0.00",
      orderCount: 0,
      performanceRating: "0.00",
      deliveryRating: "0.00",
      insuranceState: "valid",
      supplierTypeLabel: "Concrete & aggregates",
    });
    expect(await lastLog(t.db)).toMatchObject({ action: "supplier_created", entityId: String(s.id), category: "suppliers" });
  });

  it("takes a non-UK postcode as typed when the country is elsewhere, and refuses a code in use (409)", async () => {
    const s = await create({ country: "Ireland", postcode: "D02 X285" });
    expect(s.postcode).toBe("D02 X285");
    const again = await post(buyer, supplierBody({ code: s.code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(messages(again.json())).toEqual(["Another supplier already has this code"]);
  });
});

describe("GET /api/suppliers", () => {
  it("401, 403 without Suppliers view, 400 on a bad filter", async () => {
    expect((await get(undefined, "/api/suppliers")).statusCode).toBe(401);
    expect((await get(outsider, "/api/suppliers")).statusCode).toBe(403);
    const bad = await get(viewer, "/api/suppliers?sort=colour&status=closed");
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(expect.arrayContaining(["Status must be active, on_hold or inactive"]));
  });

  it("searches name, code, contact, town and postcode; filters type, status, specialisation and insurance; sorts and pages", async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const a = await create({
      name: `Aire Timber ${tag}`,
      supplierType: "timber",
      city: "Leeds",
      postcode: "LS10 1AB",
      specializations: ["CLS studwork"],
      insuranceExpiry: "2020-01-01",
    });
    const b = await create({ name: `Brigg Plant ${tag}`, supplierType: "plant_hire", contactPerson: `Pat ${tag}`, status: "on_hold" });
    const names = async (query: string) => (await get(viewer, `/api/suppliers?${query}`)).json().items.map((s: { name: string }) => s.name);
    expect(await names(`q=${tag}`)).toEqual([a.name, b.name]);
    expect(await names(`q=${tag}&sort=name&dir=desc`)).toEqual([b.name, a.name]);
    expect(await names(`q=ls101ab`)).toContain(a.name);
    expect(await names(`q=LS10 1AB`)).toContain(a.name);
    // Fields are searched one by one: a search spanning the name's end and the town matches nothing.
    expect(await names(`q=${tag} Leeds`)).toEqual([]);
    expect(await names(`q=${tag.toUpperCase()}`)).toEqual([a.name, b.name]);
    expect(await names(`q=Pat ${tag}`)).toEqual([b.name]);
    expect(await names(`q=${a.code}`)).toEqual([a.name]);
    expect(await names(`q=${tag}&supplierType=timber`)).toEqual([a.name]);
    expect(await names(`q=${tag}&status=on_hold`)).toEqual([b.name]);
    expect(await names(`q=${tag}&specialization=cls studwork`)).toEqual([a.name]);
    expect(await names(`q=${tag}&insurance=expired`)).toEqual([a.name]);
    const page = (await get(viewer, `/api/suppliers?q=${tag}&pageSize=1&page=2`)).json();
    expect(page).toMatchObject({ total: 2, pageCount: 2, page: 2 });
    expect(page.items[0]).toMatchObject({ name: b.name });
    expect((await get(viewer, "/api/suppliers/specializations")).json().items).toContain("CLS studwork");
  });
});

describe("GET, PATCH and DELETE /api/suppliers/:id", () => {
  it("404 for an unknown or malformed id; 401 and 403", async () => {
    const s = await create();
    expect((await get(undefined, `/api/suppliers/${s.id}`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/suppliers/${s.id}`)).statusCode).toBe(403);
    expect((await get(viewer, "/api/suppliers/999999")).statusCode).toBe(404);
    expect((await get(viewer, "/api/suppliers/abc")).statusCode).toBe(400);
    const res = await get(viewer, `/api/suppliers/${s.id}`);
    expect(res.json()).toMatchObject({ id: s.id, ratingCount: 0, receiptCount: 0, contractCount: 0 });
  });

  it("changes fields, checks the merged record, and logs the changed fields", async () => {
    const s = await create();
    const patch = (cookie: string | undefined, payload: object, id = s.id) => call(t.app, cookie, { method: "PATCH", url: `/api/suppliers/${id}`, payload });
    expect((await patch(undefined, { city: "York" })).statusCode).toBe(401);
    expect((await patch(viewer, { city: "York" })).statusCode).toBe(403);
    expect((await patch(buyer, { city: "York" }, 999999)).statusCode).toBe(404);
    const bad = await patch(buyer, { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Please enter a valid email address for the supplier"]);
    // A UK postcode is checked against the stored country too.
    expect(messages((await patch(buyer, { postcode: "12345" })).json())).toEqual(["Please enter a valid UK postcode, e.g. SW1A 1AA"]);
    const ok = await patch(buyer, { city: "York", status: "inactive", totalSpend: "5.00" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ city: "York", status: "inactive", totalSpend: "0.00", name: s.name });
    expect(await lastLog(t.db)).toMatchObject({ action: "supplier_updated", description: `Updated supplier ${s.name} (${s.code}) (city, status)` });
  });

  it("deletes to the recycle bin (Suppliers delete), hides it, and the bin restores it", async () => {
    const s = await create();
    const del = (cookie: string | undefined, id = s.id) => call(t.app, cookie, { method: "DELETE", url: `/api/suppliers/${id}` });
    expect((await del(undefined)).statusCode).toBe(401);
    expect((await del(buyer)).statusCode).toBe(403);
    expect((await del(director, 999999)).statusCode).toBe(404);
    expect((await del(director)).statusCode).toBe(204);
    expect((await get(viewer, `/api/suppliers/${s.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/suppliers?q=${s.code}`)).json().total).toBe(0);
    expect(await lastLog(t.db)).toMatchObject({ action: "supplier_deleted", severity: "warning" });

    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(s.id)));
    expect(bin).toMatchObject({ recordType: "supplier", tableName: "suppliers" });
    const listed = (await get(director, "/api/recycle-bin?recordType=supplier")).json().items;
    expect(listed.find((i: { id: number }) => i.id === bin.id)).toMatchObject({ typeLabel: "Supplier", contract: null, blockedReason: null });
    const restored = await call(t.app, director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ recordType: "supplier", link: `/suppliers?supplier=${s.id}` });
    expect((await get(viewer, `/api/suppliers/${s.id}`)).statusCode).toBe(200);
  });

  it("refuses a restore whose code was taken in the meantime (409)", async () => {
    const s = await create();
    await call(t.app, director, { method: "DELETE", url: `/api/suppliers/${s.id}` });
    await create({ code: s.code, name: "Newcomer Ltd" });
    const [bin] = await t.db
      .select()
      .from(recycleBin)
      .where(eq(recycleBin.recordId, String(s.id)));
    const res = await call(t.app, director, { method: "POST", url: `/api/recycle-bin/${bin.id}/restore` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Its code ${s.code} is now used by Newcomer Ltd: change that supplier's code first`);
    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, s.id));
    expect(row.deletedAt).not.toBeNull();
  });
});

describe("ratings", () => {
  it("POST needs Suppliers create, checks 0–5 with two decimals, and averages exactly; GET lists who and when", async () => {
    const s = await create();
    const rate = (cookie: string | undefined, payload: object, id = s.id) =>
      call(t.app, cookie, { method: "POST", url: `/api/suppliers/${id}/ratings`, payload });
    expect((await rate(undefined, { performanceRating: 4, qualityRating: 4 })).statusCode).toBe(401);
    expect((await rate(viewer, { performanceRating: 4, qualityRating: 4 })).statusCode).toBe(403);
    expect((await rate(buyer, { performanceRating: 4, qualityRating: 4 }, 999999)).statusCode).toBe(404);
    const bad = await rate(buyer, { performanceRating: "5.5", qualityRating: "4.123" });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad.json())).toEqual(["Performance rating must be at most 5", "Quality rating can have at most 2 decimal places"]);
    expect(messages((await rate(buyer, { qualityRating: 3 })).json())).toEqual(["Performance rating is required"]);

    await rate(buyer, { performanceRating: "4.50", qualityRating: 3, note: "Good on price, one late load" });
    await rate(director, { performanceRating: 4, qualityRating: 3 });
    const third = await rate(buyer, { performanceRating: "4.25", qualityRating: 4 });
    expect(third.statusCode).toBe(201);
    // (4.50 + 4.00 + 4.25) / 3 = 4.25; (3 + 3 + 4) / 3 = 3.333… → 3.33
    expect(third.json()).toMatchObject({ performanceRating: "4.25", qualityRating: "3.33", ratingCount: 3 });
    expect(await lastLog(t.db)).toMatchObject({ action: "supplier_rated" });

    expect((await get(undefined, `/api/suppliers/${s.id}/ratings`)).statusCode).toBe(401);
    expect((await get(outsider, `/api/suppliers/${s.id}/ratings`)).statusCode).toBe(403);
    expect((await get(viewer, `/api/suppliers/999999/ratings`)).statusCode).toBe(404);
    const history = (await get(viewer, `/api/suppliers/${s.id}/ratings`)).json();
    expect(history.total).toBe(3);
    expect(history.items[2]).toMatchObject({ performanceRating: "4.50", note: "Good on price, one late load", ratedBy: { name: "Gemma Buyer" } });
  });
});

describe("contracts, orders and deliveries of a supplier", () => {
  it("401, 403, 404, and empty pages before any order", async () => {
    const s = await create();
    for (const part of ["contracts", "orders", "deliveries"]) {
      expect((await get(undefined, `/api/suppliers/${s.id}/${part}`)).statusCode).toBe(401);
      expect((await get(outsider, `/api/suppliers/${s.id}/${part}`)).statusCode).toBe(403);
      expect((await get(viewer, `/api/suppliers/999999/${part}`)).statusCode).toBe(404);
      expect((await get(viewer, `/api/suppliers/${s.id}/${part}?pageSize=500`)).statusCode).toBe(400);
      expect((await get(viewer, `/api/suppliers/${s.id}/${part}`)).json()).toMatchObject({ items: [], total: 0 });
    }
  });
});
