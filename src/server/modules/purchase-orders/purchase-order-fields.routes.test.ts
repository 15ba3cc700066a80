import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonFigures } from "../../db/schema/index";
import { buildConcrete, buildSupplier, lastLog, messages } from "./purchase-orders.test-support";
import { ownedBy } from "../carbon/carbon-figures.service";

/**
 * Fields of the order the form now sets: the supplier's phone and address and the terms (kept, and
 * drawn on the PDF), and the transport distance and load (its expected carbon and its receipts'
 * transport figures).
 */

let t: TestApp;
let buyer: string;
let siteManager: string;
let project: { id: number };
let supplierId: number;
let concrete: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager", name: "Sam Site" })).cookie;
  project = await buildProject(t.db, { name: "Leeds Dock", budgetMaterials: "20000.00" });
  supplierId = (await buildSupplier(t.db, "Hanson Concrete")).id;
  concrete = (await buildConcrete(t.db, "CON-T3240")).id;
});
afterAll(() => t.close());

const req = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });

/** 20 t of concrete (a material with its factor and weight) and 10 pallets (no material), on a rigid HGV 17-25 t. */
const body = (over: Record<string, unknown> = {}) => ({
  supplierId,
  supplier: "Hanson Concrete",
  orderedBy: "Gemma Lloyd",
  poCategory: "materials",
  projectId: project.id,
  supplierEmail: "orders@hanson.example",
  transportCategory: "HGV 17-25 tonne",
  transportDistance: "50",
  transportWeight: "24",
  lines: [
    { materialId: concrete, description: "C32/40 ready-mix concrete", unit: "t", quantity: "20", unitPrice: "120.00" },
    { description: "Pallets", unit: "no.", quantity: "10", unitPrice: "0.00" },
  ],
  ...over,
});

describe("transport distance and weight", () => {
  it("400 with each field's message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ transportDistance: "-1" }, "Transport distance must be a number of km, 0 or more"],
      [{ transportDistance: "fifty" }, "Transport distance must be a number of km, 0 or more"],
      [{ transportDistance: "12.3456" }, "Transport distance can have at most 3 decimal places"],
      [{ transportDistance: "10000.001" }, "Transport distance must be 10,000 km or less"],
      [{ transportWeight: "-0.5" }, "Transport weight must be a number of tonnes, 0 or more"],
      [{ transportWeight: "1.0001" }, "Transport weight can have at most 3 decimal places"],
      [{ transportWeight: 100_001 }, "Transport weight must be 100,000 tonnes or less"],
    ];
    for (const [over, message] of cases) {
      const res = await req(buyer, "POST", "/api/purchase-orders", body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(messages(res.json())).toEqual([message]);
    }
  });

  it("keeps them exact, works out the expected carbon, and clears them when left empty", async () => {
    const res = await req(buyer, "POST", "/api/purchase-orders", body({ transportDistance: 50.5, transportWeight: "24.125" }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ transportDistance: "50.500", transportWeight: "24.125" });
    // Concrete: 20 t × 118.79306; transport: not every line is weighed, so the order's load: 24.125 t × 50.5 km × 0.17146.
    expect(order.expectedCarbon).toEqual({
      totalWeight: "20.000",
      materialKg: 2375.861,
      transportKg: 208.892,
      totalKg: 2584.753,
      linesWithCarbon: 1,
      lines: 2,
    });

    const cleared = await req(buyer, "PUT", `/api/purchase-orders/${order.id}`, body({ transportDistance: "", transportWeight: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ transportDistance: null, transportWeight: null });
    expect(cleared.json().expectedCarbon).toMatchObject({ materialKg: 2375.861, transportKg: null, totalKg: 2375.861 });

    // Every line weighed: the load is their weight, as a receipt's would be.
    const weighed = await req(buyer, "POST", "/api/purchase-orders", body({ transportWeight: null, lines: [body().lines[0]] }));
    expect(weighed.json().expectedCarbon).toMatchObject({ totalWeight: "20.000", transportKg: 171.46, totalKg: 2547.321 });

    const none = await req(buyer, "POST", "/api/purchase-orders", body({ transportDistance: null, lines: [body().lines[1]] }));
    expect(none.json().expectedCarbon).toEqual({ totalWeight: null, materialKg: null, transportKg: null, totalKg: null, linesWithCarbon: 0, lines: 1 });
  });

  it("a receipt of an order whose distance and load were set through the API carries a transport figure; the material figure is the one expected", async () => {
    const created = await req(buyer, "POST", "/api/purchase-orders", body());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect((await req(buyer, "POST", `/api/purchase-orders/${order.id}/order`)).statusCode).toBe(200);
    const receive = (lines: { lineId: number; quantity: string }[]) =>
      req(siteManager, "POST", `/api/purchase-orders/${order.id}/receipts`, { deliveryDate: "2026-03-14", receivedBy: "Sam Site", qualityPassed: true, lines });

    // The pallets in full. Not every line is weighed, so each of the two lines is half of the order's
    // stated 24 t (decision 0034): 12 t × 50 km × 0.17146.
    const first = await receive([{ lineId: order.lines[1].id, quantity: "10" }]);
    expect(first.statusCode, first.body).toBe(201);
    const figures = async (entryId: number) =>
      (
        await t.db
          .select()
          .from(carbonFigures)
          .where(ownedBy({ kind: "delivery", id: entryId }))
          .orderBy(carbonFigures.id)
      ).map((f) => [f.category, Number(f.kgCo2e)]);
    expect(await figures(first.json().receipt.deliveryId)).toEqual([["transport", 102.876]]);
    const delivery = (await req(siteManager, "GET", `/api/deliveries/${first.json().receipt.deliveryId}`)).json();
    expect(delivery).toMatchObject({ transportCategory: "HGV 17-25 tonne", transportDistance: "50.000", transportWeight: 12, transportKg: 102.876 });

    const second = await receive([{ lineId: order.lines[0].id, quantity: "20" }]);
    expect(second.statusCode, second.body).toBe(201);
    const rest = await figures(second.json().receipt.deliveryId);
    expect(rest).toEqual([
      ["transport", 102.876],
      ["materials", 2375.861],
    ]);
    // The two receipts' transport adds up to the order's expected transport, counted once; the
    // material figure is the one the order expected.
    expect(order.expectedCarbon).toMatchObject({ materialKg: 2375.861, transportKg: 205.752 });
  });
});

describe("supplier phone, supplier address and terms", () => {
  it("are kept as typed, filled from the register when left empty, and drawn on the order's PDF", async () => {
    const res = await req(
      buyer,
      "POST",
      "/api/purchase-orders",
      body({
        supplierPhone: " 0113 496 0789 ",
        supplierAddress: "Unit 4, Stourton Works, Leeds LS10 1RP",
        terms: "Payment 30 days from the end of the month of invoice. Quote PO number on every delivery note.",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ supplierPhone: "0113 496 0789", supplierAddress: "Unit 4, Stourton Works, Leeds LS10 1RP" });
    expect(order.terms).toMatch(/^Payment 30 days/);
    const pdf = await req(buyer, "GET", `/api/purchase-orders/${order.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text.replace(/\s+/g, " ");
    for (const words of ["Tel: 0113 496 0789", "Unit 4, Stourton Works, Leeds LS10 1RP", "Payment 30 days from the end of the month of invoice"])
      expect(text).toContain(words);

    // Left empty: the register's (buildSupplier gives a city and no phone).
    const filled = (await req(buyer, "POST", "/api/purchase-orders", body())).json();
    expect(filled).toMatchObject({ supplierPhone: null, supplierAddress: "Leeds", terms: null });

    const tooLong = await req(buyer, "POST", "/api/purchase-orders", body({ supplierPhone: "0".repeat(31), terms: "x".repeat(2001) }));
    expect(messages(tooLong.json())).toEqual(["Supplier phone must be 30 characters or fewer", "Terms must be 2000 characters or fewer"]);
  });
});

describe("a line's cost code (decision 0081)", () => {
  it("400 with its message when too long or not text", async () => {
    const line = body().lines[0];
    const tooLong = await req(buyer, "POST", "/api/purchase-orders", body({ lines: [{ ...line, costCode: "C".repeat(101) }] }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: "lines.0.costCode", message: "Cost code must be 100 characters or fewer" }]);
    const notText = await req(buyer, "POST", "/api/purchase-orders", body({ lines: [line, { ...body().lines[1], costCode: 210 }] }));
    expect(notText.json().errors).toEqual([{ field: "lines.1.costCode", message: "Cost code must be text" }]);
  });

  it("is kept trimmed on each line, blank is none, and a change is in the order's history and the activity log", async () => {
    const [concreteLine, pallets] = body().lines;
    const res = await req(
      buyer,
      "POST",
      "/api/purchase-orders",
      body({
        lines: [
          { ...concreteLine, costCode: " SUB-210 " },
          { ...pallets, costCode: "  " },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.lines.map((l: { costCode: string | null }) => l.costCode)).toEqual(["SUB-210", null]);
    expect((await req(buyer, "GET", `/api/purchase-orders/${order.id}`)).json().lines[0]).toMatchObject({ costCode: "SUB-210" });

    const recoded = await req(
      buyer,
      "PUT",
      `/api/purchase-orders/${order.id}`,
      body({
        lines: [
          { ...concreteLine, costCode: "SUB-220" },
          { ...pallets, costCode: "PRE-100" },
        ],
      }),
    );
    expect(recoded.statusCode, recoded.body).toBe(200);
    expect(recoded.json().lines.map((l: { costCode: string | null }) => l.costCode)).toEqual(["SUB-220", "PRE-100"]);
    expect(recoded.json().events.at(-1)).toMatchObject({ action: "updated", reason: "Changed lines" });
    expect(await lastLog(t.db)).toMatchObject({ action: "purchase_order_updated", description: `Updated purchase order ${order.poNumber}: Changed lines` });
  });
});
