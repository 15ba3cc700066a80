import { expect, type Page } from "@playwright/test";
import { png } from "./png";

/** A record made through the API (201), its answer. */
export async function created<T = unknown>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/**
 * The procurement journeys' set-up, not their steps: a contract with a £10,000 materials budget, a
 * concrete supplier in the register, the catalogue's concrete (£124.00 and 2.4 t a cubic metre, the
 * DESNZ concrete factor) and, unless `logo` is false, the company's logo. `tag` keeps each run's
 * names apart; `contract` gives the contract other fields (its dates, value and budgets).
 */
export async function procurementSetUp(admin: Page, tag: string, { logo = true, contract: fields = {} }: { logo?: boolean; contract?: object } = {}) {
  const contract = await created<{ id: number; slug: string; name: string }>(admin, "/api/projects", {
    name: `Holbeck Yard ${tag}`,
    address: "Water Lane, Leeds",
    postcode: "LS11 5QN",
    budgetMaterials: "10000",
    ...fields,
  });
  const supplierEmail = `orders.${tag}@hanson.example`;
  const supplier = await created<{ id: number; name: string }>(admin, "/api/suppliers", {
    name: `Hanson Ready-Mix ${tag}`,
    supplierType: "concrete_aggregates",
    contactPerson: "Ravi Patel",
    email: supplierEmail,
    city: "Leeds",
  });
  const concrete = `C32/40 ready-mix concrete ${tag}`;
  const { id: concreteId } = await created<{ id: number }>(admin, "/api/materials", {
    itemDescription: concrete,
    sku: `CON-${tag}`,
    purchaseCost: "124.00",
    unit: "m3",
    weight: "2.4",
    weightUnit: "tonnes",
    carbonFactorId: "19_500_5020_15_1",
    type: "materials",
    active: "yes",
  });
  if (logo) {
    const res = await admin.request.post("/api/company-profile/logo", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png() } } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { contract, supplier, supplierEmail, concrete, concreteId };
}

export type ProcurementSetUp = Awaited<ReturnType<typeof procurementSetUp>>;
export type SentOrder = { id: number; poNumber: string; lines: { id: number }[] };

/**
 * An order for `quantity` m3 of the set-up's concrete (£124.00 each, 35 km by a 32-38 t HGV), made by
 * the admin through the API and sent to the supplier (the outbox holds its email). An order that
 * needs approval (£10,000.00 or more) is submitted and approved by `approver` (never the person who
 * raised it, decision 0052); one over the contract's budget carries `overBudget` as its reason. The
 * line carries `costCode` when given.
 */
export async function sentOrder(
  admin: Page,
  setUp: ProcurementSetUp,
  quantity: string,
  { approver, overBudget, costCode }: { approver?: Page; overBudget?: string; costCode?: string } = {},
): Promise<SentOrder> {
  const order = await created<SentOrder>(admin, "/api/purchase-orders", {
    projectId: setUp.contract.id,
    supplierId: setUp.supplier.id,
    supplier: setUp.supplier.name,
    supplierEmail: setUp.supplierEmail,
    orderedBy: "Gemma Buyer",
    poCategory: "materials",
    transportCategory: "HGV 32-38 tonne",
    transportDistance: "35",
    budgetOverrunReason: overBudget ?? null,
    lines: [{ materialId: setUp.concreteId, description: setUp.concrete, unit: "m3", quantity, unitPrice: "124.00", ...(costCode ? { costCode } : {}) }],
  });
  const step = async (page: Page, url: string, data?: object) => {
    const res = await page.request.post(`/api/purchase-orders/${order.id}/${url}`, data ? { data } : undefined);
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  };
  if (approver) {
    await step(admin, "submit");
    await step(approver, "approve", { note: "Revision C is instructed" });
  }
  await step(admin, "order");
  return order;
}

/** A goods receipt booked through the API (delivered today unless `deliveryDate` says): its GRN number and the diary delivery it logged. */
export async function receivedThroughApi(
  page: Page,
  orderId: number,
  lines: { lineId: number; quantity: string }[],
  note: string,
  deliveryDate = new Date().toISOString().slice(0, 10),
) {
  const { receipt } = await created<{ receipt: { grnNumber: string; deliveryId: number } }>(page, `/api/purchase-orders/${orderId}/receipts`, {
    deliveryDate,
    deliveryNoteNumber: note,
    receivedBy: "Sam Site",
    lines,
  });
  return receipt;
}
