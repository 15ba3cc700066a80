import { count, eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { documentSequences, projects, purchaseOrderEvents, purchaseOrderLines, purchaseOrders, suppliers, users } from "../db/schema/index";
import { orderTotals, parsePence, toDecimal } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { DEFAULT_APPROVAL_THRESHOLD, needsApproval, type PoStatus } from "@shared/rules/purchase-order-status";
import { afterOrderChanged } from "../modules/purchase-orders/after-order-changed.service";
import { orderLineColumns, orderMoneyColumns } from "@shared/purchase-orders/order-amounts";
import { formatDocumentNumber } from "../modules/purchase-orders/document-numbers.service";
import { bulkInsert } from "./bulk-insert";
import { seededRandom } from "./diary-generator";

const CATALOGUE = [
  { description: "Ready-mix concrete C32/40", unit: "m³", price: 12850, category: "materials" },
  { description: "7N dense concrete blocks", unit: "nr", price: 185, category: "materials" },
  { description: "C24 treated timber 47×150", unit: "length", price: 1462, category: "materials" },
  { description: "Rebar B500B 12 mm", unit: "t", price: 89500, category: "materials" },
  { description: "Plasterboard 12.5 mm", unit: "sheet", price: 900, category: "materials" },
  { description: "13 t excavator, weekly hire", unit: "week", price: 95000, category: "plant" },
  { description: "Telehandler, weekly hire", unit: "week", price: 72500, category: "plant" },
  { description: "8 yd³ skip exchange", unit: "lift", price: 28500, category: "waste" },
  { description: "Groundworks gang, day rate", unit: "day", price: 98000, category: "labour" },
  { description: "Temporary supply, metered", unit: "kWh", price: 31, category: "energy" },
] as const;

/** Statuses people reach (delivered ones come with goods receipt, which the large set does not fake). */
const STATUS_SHARE: [PoStatus, number][] = [
  ["draft", 0.06],
  ["pending_approval", 0.04],
  ["approved", 0.05],
  ["ordered", 0.75],
  ["cancelled", 0.1],
];

/** The last step that left an order in its status (its history shows that one step after "created"). */
const STEP_TO: Partial<Record<PoStatus, string>> = { pending_approval: "submit", approved: "approve", ordered: "order", cancelled: "cancel" };

/**
 * The large data set's purchase orders (issue 14): `orderCount` orders of `lineCount` lines (8 to 12) over the perf
 * contracts and `years`, numbered per year after whatever numbers exist, bulk inserted; then the
 * year sequences and the supplier totals are brought up to date. Runs once.
 */
export async function seedLargePurchaseOrders(
  db: Db,
  {
    orderCount = 20_000,
    years = 2,
    lineCount = [8, 12] as readonly [number, number],
    now = new Date(),
    log = (_: string) => {},
  }: { orderCount?: number; years?: number; lineCount?: readonly [number, number]; now?: Date; log?: (line: string) => void } = {},
) {
  const [{ n }] = await db.select({ n: count() }).from(purchaseOrders);
  if (n >= orderCount / 2) return { created: false, orders: n };
  const perf = await db.select({ id: projects.id }).from(projects).where(like(projects.slug, "perf-project-%"));
  if (!perf.length) return { created: false, orders: n };
  const [buyer] = await db.select().from(users).where(eq(users.role, "Admin")).limit(1);
  const supplierIds = await bulkInsert(
    db,
    suppliers,
    Array.from({ length: 40 }, (_, i) => ({ name: `Perf Supplier ${String(i + 1).padStart(2, "0")}`, supplierType: "builders_merchant", city: "Leeds" })),
    { returning: true },
  );

  const random = seededRandom(1414);
  const span = years * 365 * 86_400_000;
  const created = Array.from({ length: orderCount }, () => new Date(now.getTime() - Math.floor(random() * span))).sort((a, b) => a.getTime() - b.getTime());
  const next = new Map<number, number>();
  for (const row of await db.select().from(documentSequences).where(eq(documentSequences.kind, "PO"))) next.set(row.year, row.lastNumber);
  const threshold = parsePence(DEFAULT_APPROVAL_THRESHOLD)!;

  const orders: (typeof purchaseOrders.$inferInsert)[] = [];
  const lineSets: ReturnType<typeof orderLineColumns>[] = [];
  for (const at of created) {
    const year = Number(ukToday(at).slice(0, 4));
    const number = (next.get(year) ?? 0) + 1;
    next.set(year, number);
    const item = CATALOGUE[Math.floor(random() * CATALOGUE.length)];
    const lines = Array.from({ length: lineCount[0] + Math.floor(random() * (lineCount[1] - lineCount[0] + 1)) }, (_, i) => {
      const c = i === 0 ? item : CATALOGUE[Math.floor(random() * CATALOGUE.length)];
      // Three-decimal quantities now and then, so the totals exercise the rounding.
      const quantity = (1 + Math.floor(random() * 40) + (random() < 0.2 ? Math.floor(random() * 1000) / 1000 : 0)).toFixed(3);
      return { description: c.description, unit: c.unit, quantity, unitPrice: toDecimal(BigInt(c.price)) };
    });
    const totals = orderTotals(lines, "20");
    let roll = random();
    const status = STATUS_SHARE.find(([, share]) => (roll -= share) < 0)?.[0] ?? "ordered";
    const requiresApproval = needsApproval(totals.total, threshold);
    // An order that needed approval and went on was approved first.
    const wasApproved = requiresApproval && (status === "approved" || status === "ordered");
    const effective: PoStatus = status === "pending_approval" && !requiresApproval ? "draft" : status;
    orders.push({
      poNumber: formatDocumentNumber("PO", year, number),
      status: effective,
      poCategory: item.category,
      projectId: perf[Math.floor(random() * perf.length)].id,
      supplierId: supplierIds[Math.floor(random() * supplierIds.length)],
      supplier: "Perf Supplier",
      orderedBy: buyer?.name ?? "Buyer",
      orderedDate: effective === "ordered" ? ukToday(at) : null,
      ...orderMoneyColumns(totals, 20),
      requiresApproval,
      approvedBy: wasApproved ? (buyer?.id ?? null) : null,
      approvedByName: wasApproved ? (buyer?.name ?? null) : null,
      approvedAt: wasApproved ? at : null,
      deliveryStatus: effective === "cancelled" ? "cancelled" : "pending",
      createdBy: buyer?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
    lineSets.push(orderLineColumns(lines, totals));
  }
  // The supplier's name as ordered, from the register.
  const names = new Map((await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers)).map((s) => [s.id, s.name]));
  for (const o of orders) o.supplier = names.get(o.supplierId!) ?? "Perf Supplier";

  const ids = await bulkInsert(db, purchaseOrders, orders, { returning: true });
  log(`purchase orders: ${ids.length}`);
  const lines = ids.flatMap((orderId, i) => lineSets[i].map((l) => ({ ...l, orderId })));
  await bulkInsert(db, purchaseOrderLines, lines);
  log(`purchase order lines: ${lines.length}`);
  const events = ids.flatMap((orderId, i) => {
    const o = orders[i];
    const first = { orderId, action: "created", fromStatus: null, toStatus: "draft", userId: o.createdBy, userName: o.orderedBy, createdAt: o.createdAt };
    const action = STEP_TO[o.status as PoStatus];
    return action
      ? [first, { orderId, action, fromStatus: "draft", toStatus: o.status, userId: o.createdBy, userName: o.orderedBy, createdAt: o.createdAt }]
      : [first];
  });
  await bulkInsert(db, purchaseOrderEvents, events);
  for (const [year, last] of next) {
    await db
      .insert(documentSequences)
      .values({ kind: "PO", year, lastNumber: last })
      .onConflictDoUpdate({
        target: [documentSequences.kind, documentSequences.year],
        set: { lastNumber: sql`greatest(${documentSequences.lastNumber}, ${last})` },
      });
  }
  await db.transaction(async (tx) => {
    for (const supplierId of supplierIds) await afterOrderChanged(tx, { supplierId });
  });
  return { created: true, orders: ids.length, lines: lines.length };
}
