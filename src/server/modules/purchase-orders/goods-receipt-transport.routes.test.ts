import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { buildProject } from "../../seed/factories";
import { carbonEntries, carbonFigures, materials } from "../../db/schema/index";
import { buildSupplier } from "./purchase-orders.test-support";

/**
 * An order's receipts add up to its expected transport (decision 0050): the order and its receipts'
 * diary deliveries take the load by one rule (a typed load wins, else the weighed lines), and the
 * last receipt takes the remainder, so the sums agree to the stored thousandth of a kg.
 */

let t: TestApp;
let buyer: string;
let siteManager: string;
let project: { id: number };
let supplierId: number;
let precast: number;
let pallets: number;

async function material(description: string, sku: string, weight: string) {
  const [row] = await t.db
    .insert(materials)
    .values({ itemDescription: description, sku, purchaseCost: "10.00", unit: "no.", weight, weightUnit: "tonnes" })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = (await signedIn(t, { role: "Buyer", name: "Gemma Lloyd" })).cookie;
  siteManager = (await signedIn(t, { role: "Site Manager", name: "Sam Site" })).cookie;
  project = await buildProject(t.db, { name: "Kirkstall Forge" });
  supplierId = (await buildSupplier(t.db, "Tarmac Precast")).id;
  precast = await material("Precast stair unit", "PC-STAIR", "1.5");
  pallets = await material("Pallet of 7N blocks", "BLK-PAL", "0.5");
});
afterAll(() => t.close());

const req = (cookie: string, method: "GET" | "POST", url: string, payload?: object) => call(t.app, cookie, { method, url, payload });

/** 4 precast units (1.5 t each) and 8 pallets (0.5 t each, or no weight when `weighed` is false) on an artic (0.07703 kg per tonne.km). */
async function sentOrder(over: { transportWeight?: string | null; transportDistance?: string | null; weighed?: boolean; lines?: object[] }) {
  const lines = over.lines ?? [
    { materialId: precast, description: "Precast stair unit", unit: "no.", quantity: "4", unitPrice: "250.00" },
    over.weighed === false
      ? { description: "7N blocks, packs", unit: "pack", quantity: "8", unitPrice: "40.00" }
      : { materialId: pallets, description: "Pallet of 7N blocks", unit: "no.", quantity: "8", unitPrice: "40.00" },
  ];
  const res = await req(buyer, "POST", "/api/purchase-orders", {
    supplierId,
    supplier: "Tarmac Precast",
    orderedBy: "Gemma Lloyd",
    supplierEmail: "orders@tarmac.example",
    poCategory: "materials",
    projectId: project.id,
    transportCategory: "HGV 32-38 tonne",
    transportDistance: over.transportDistance === undefined ? "30" : over.transportDistance,
    transportWeight: over.transportWeight ?? null,
    lines,
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json();
  expect((await req(buyer, "POST", `/api/purchase-orders/${order.id}/order`)).statusCode).toBe(200);
  return order as { id: number; lines: { id: number }[]; expectedCarbon: { transportKg: number | null } };
}

/** Books each receipt through the API and returns each one's transport kg and load, as the diary stores them. */
async function receiveAll(order: { id: number; lines: { id: number }[] }, receipts: string[][]) {
  const ids: number[] = [];
  for (const quantities of receipts) {
    const lines = quantities.map((quantity, i) => ({ lineId: order.lines[i].id, quantity })).filter((l) => l.quantity !== "0");
    const res = await req(siteManager, "POST", `/api/purchase-orders/${order.id}/receipts`, { deliveryDate: "2026-03-14", receivedBy: "Sam Site", lines });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().receipt.deliveryId);
  }
  const transport = await t.db
    .select({ entry: carbonFigures.sourceId, kg: carbonFigures.kgCo2e })
    .from(carbonFigures)
    .where(and(eq(carbonFigures.sourceKind, "delivery"), inArray(carbonFigures.sourceId, ids), eq(carbonFigures.category, "transport")));
  const loads = await t.db.select({ id: carbonEntries.id, load: carbonEntries.transportWeight }).from(carbonEntries).where(inArray(carbonEntries.id, ids));
  const kg = ids.map((id) => Number(transport.find((f) => f.entry === id)?.kg ?? 0));
  return {
    kg,
    // Summed in thousandths, as the ledger sums numeric(…, 3).
    sumKg: kg.reduce((a, b) => a + Math.round(b * 1000), 0) / 1000,
    sumTonnes: ids.reduce((a, id) => a + Math.round(Number(loads.find((l) => l.id === id)?.load ?? 0) * 1000), 0) / 1000,
  };
}

describe("an order's receipts add up to its expected transport", () => {
  it("a typed 12 t load and 10 t of weighed lines, 30 km: the typed load wins on the order and on its receipts (27.731 kg, not 23.109 against 27.731)", async () => {
    const order = await sentOrder({ transportWeight: "12" });
    // 12 t × 30 km × 0.07703 = 27.7308 kg.
    expect(order.expectedCarbon.transportKg).toBe(27.731);
    const got = await receiveAll(order, [
      ["1", "3"],
      ["3", "5"],
    ]);
    expect(got.sumKg).toBe(27.731);
    expect(got.sumTonnes).toBe(12);
  });

  it("weighed lines alone: 10 t × 30 km = 23.109 kg over three receipts, the last taking the remainder", async () => {
    const order = await sentOrder({});
    expect(order.expectedCarbon.transportKg).toBe(23.109);
    const got = await receiveAll(order, [
      ["2", "0"],
      ["2", "2"],
      ["0", "6"],
    ]);
    expect(got.kg).toEqual([6.933, 9.243, 6.933]);
    expect(got.sumKg).toBe(23.109);
    expect(got.sumTonnes).toBe(10);
  });

  it("a typed load over lines of which one is unweighed, in awkward parts", async () => {
    const order = await sentOrder({ transportWeight: "7.777", transportDistance: "37.3", weighed: false });
    expect(order.expectedCarbon.transportKg).toBe(22.345);
    const got = await receiveAll(order, [
      ["4", "0"],
      ["0", "3"],
      ["0", "5"],
    ]);
    expect(got.sumKg).toBe(22.345);
    expect(got.sumTonnes).toBe(7.777);
  });

  it("no typed load and one unweighed line: the weighed lines are the load on both sides", async () => {
    const order = await sentOrder({ weighed: false });
    // 6 t × 30 km × 0.07703 = 13.8654 kg.
    expect(order.expectedCarbon.transportKg).toBe(13.865);
    const got = await receiveAll(order, [
      ["0", "8"],
      ["1", "0"],
      ["3", "0"],
    ]);
    expect(got.kg).toEqual([0, 3.466, 10.399]);
    expect(got.sumKg).toBe(13.865);
  });

  it("neither a typed load nor a weighed line: no transport expected, and none booked", async () => {
    const order = await sentOrder({ lines: [{ description: "Sundries", unit: "lot", quantity: "3", unitPrice: "20.00" }] });
    expect(order.expectedCarbon.transportKg).toBeNull();
    const got = await receiveAll(order, [["1"], ["2"]]);
    expect(got.sumKg).toBe(0);
  });
});
