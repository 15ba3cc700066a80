import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { signedIn } from "../../test/sessions";
import { carbonEntries, purchaseOrders } from "../../db/schema/index";
import { buildProject, lastLog } from "../diary/diary.test-support";
import { plantBody } from "./plant.test-support";

/**
 * A plant entry's order number (decision 0081, "Plant"): kept as typed and read back, and an entry that
 * names a live order of its contract is costed by that order on the contract's costs, not again by its rate.
 */

let t: TestApp;
let manager: string;
let qs: string;
let project: { id: number; slug: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signedIn(t, { role: "Site Manager" })).cookie;
  qs = (await signedIn(t, { role: "QS" })).cookie;
  project = await buildProject(t.db, { name: "Wellington Place" });
});
afterAll(() => t.close());

const post = (payload: object) => call(t.app, manager, { method: "POST", url: "/api/plant-entries", payload });
const patch = (id: number, payload: object) => call(t.app, manager, { method: "PATCH", url: `/api/plant-entries/${id}`, payload });
const create = async (projectId: number, over: Record<string, unknown>) => {
  const res = await post(plantBody(projectId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe("a plant entry's order number", () => {
  it("is kept trimmed, read back on the entry and in the list, changed and cleared; a change is in the activity log", async () => {
    const entry = await create(project.id, { poNumber: "  PO-2025-0142 " });
    expect(entry.poNumber).toBe("PO-2025-0142");
    const [row] = await t.db.select().from(carbonEntries).where(eq(carbonEntries.id, entry.id));
    expect(row.poNumber).toBe("PO-2025-0142");
    expect((await call(t.app, manager, { method: "GET", url: `/api/plant-entries/${entry.id}` })).json().poNumber).toBe("PO-2025-0142");
    const list = await call(t.app, manager, { method: "GET", url: `/api/projects/by-slug/${project.slug}/plant-entries?pageSize=100` });
    expect(list.json().items.find((i: { id: number }) => i.id === entry.id)).toMatchObject({ poNumber: "PO-2025-0142" });
    expect((await create(project.id, {})).poNumber).toBeNull();

    const changed = await patch(entry.id, plantBody(project.id, { poNumber: "PO-2025-0150" }));
    expect(changed.json().poNumber).toBe("PO-2025-0150");
    expect(await lastLog(t.db)).toMatchObject({ action: "plant_entry_updated", description: expect.stringContaining("(poNumber)") });
    expect((await patch(entry.id, plantBody(project.id, { poNumber: "  " }))).json().poNumber).toBeNull();
  });

  it("400 with its message when it is longer than 50 characters; nothing is stored", async () => {
    const before = await t.db.$count(carbonEntries);
    const res = await post(plantBody(project.id, { poNumber: "P".repeat(51) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "poNumber", message: "Order number must be 50 characters or fewer" }]);
    expect(await t.db.$count(carbonEntries)).toBe(before);
    expect((await post(plantBody(project.id, { poNumber: "P".repeat(50) }))).statusCode).toBe(201);
  });
});

describe("the contract's costs (decision 0081)", () => {
  it("an entry naming a live order of its contract costs nothing beside the order; one naming no order is priced by its rate", async () => {
    const contract = await buildProject(t.db, { name: "Temple Quay", budgetPlant: "5000.00" });
    const poNumber = `PO-HIRE-${Date.now().toString(36).toUpperCase()}`;
    // The crane's hire order, invoiced: £1,080.00 with VAT at 20 % is £900.00 net, the plant head's invoiced.
    await t.db.insert(purchaseOrders).values({
      poNumber,
      status: "fully_delivered",
      poCategory: "plant",
      projectId: contract.id,
      supplier: "Ainscough Crane Hire",
      orderedBy: "Gemma Lloyd",
      subtotal: "900.00",
      vatRate: "20.00",
      deliveredValue: "1080.00",
      invoiceAmount: "1080.00",
      invoiceNumber: `INV-${poNumber}`,
      invoiceDate: "2025-03-20",
    });
    // Typed as a person might: the order is matched ignoring case and spaces. 8 h at £95.00 would be £760.00.
    await create(contract.id, { plantItem: "Crane", hours: 8, hireRate: "95.00", hireRateUnit: "hour", poNumber: ` ${poNumber.toLowerCase()} ` });
    await create(contract.id, { plantItem: "Dumper", hireRate: "100.00", hireRateUnit: "day" });

    const res = await call(t.app, qs, { method: "GET", url: `/api/projects/by-slug/${contract.slug}/costs` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.heads.find((h: { head: string }) => h.head === "plant")).toMatchObject({
      invoiced: "900.00",
      accrued: "100.00",
      recordCosts: "100.00",
      actual: "1000.00",
    });
    expect(body.plant).toMatchObject({ entries: 2, byOrder: 1, uncosted: 0, cost: "100.00" });

    const drill = await call(t.app, qs, { method: "GET", url: `/api/projects/by-slug/${contract.slug}/costs/entries?head=plant` });
    expect(drill.json().items.map((e: { description: string; cost: string | null; note: string | null }) => [e.description, e.cost, e.note])).toEqual(
      expect.arrayContaining([
        ["Crane", null, `costed by its order ${poNumber.toLowerCase()}`],
        ["Dumper", "100.00", null],
      ]),
    );
  });
});
