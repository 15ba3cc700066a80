import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { materials, projects, purchaseOrderEvents, purchaseOrderLines, purchaseOrders, suppliers } from "../../db/schema/index";
import { orderTotals, parsePence } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { DEFAULT_APPROVAL_THRESHOLD, actionTarget, needsApproval, type PoAction } from "@shared/rules/purchase-order-status";
import { afterOrderChanged } from "./after-order-changed.service";
import { orderLineColumns, orderMoneyColumns } from "@shared/purchase-orders/order-amounts";
import { formatDocumentNumber, nextDocumentNumber } from "./document-numbers.service";
import { DEMO_ORDER_SUPPLIERS } from "../../seed/demo-order-suppliers";
import type { DemoStaff } from "../../platform/module";

/** `sku`: the demo material the line buys, so a delivery against it carries that material's carbon. */
/** `costCode`: the job's cost code the line is booked to (decision 0081), as the QS's cost plan names it. */
type Line = { description: string; unit: string; quantity: string; unitPrice: string; sku?: string; costCode?: string };
type Step = { action: PoAction; by: "buyer" | "approver"; reason?: string };
type DemoOrder = {
  project: string;
  supplier: (typeof DEMO_ORDER_SUPPLIERS)[number]["name"];
  category: string;
  daysAgo: number;
  steps: Step[];
  lines: Line[];
  /** Named for the seeds that carry an order on (goods-receipts.demo.ts books deliveries against it). */
  ref?: string;
  /** Haulage distance, km: the diary delivery's transport carbon. */
  distanceKm?: string;
  requiredDaysAgo?: number;
};

const KIRKSTALL = "kirkstall-road-apartments";
const WAKEFIELD = "wakefield-primary-school-extension";

/**
 * One order in each status a person can reach: draft, pending approval, approved, ordered, cancelled;
 * the two with a `ref` are ordered here and then received in part and in full (goods-receipts.demo.ts).
 */
const ORDERS: DemoOrder[] = [
  {
    // The tower crane's hire ran on past the programme: with the hire on site it takes the plant
    // budget past what was allowed, the head cost analysis shows over budget.
    project: WAKEFIELD,
    supplier: "GAP Plant Hire Wakefield",
    category: "plant",
    daysAgo: 45,
    steps: [
      { action: "submit", by: "buyer" },
      { action: "approve", by: "approver", reason: "Crane retained for the steel frame and roof; extended hire agreed with GAP" },
      { action: "order", by: "buyer" },
    ],
    lines: [
      {
        description: "Self-erecting tower crane with operator, weekly hire",
        unit: "week",
        quantity: "34",
        unitPrice: "1850.00",
        costCode: "1.3 Preliminaries: plant",
      },
      { description: "Crane erection, test and dismantle", unit: "item", quantity: "1", unitPrice: "6400.00", costCode: "1.3 Preliminaries: plant" },
    ],
  },
  {
    project: KIRKSTALL,
    supplier: "Travis Perkins Leeds",
    category: "materials",
    daysAgo: 1,
    steps: [],
    lines: [
      { description: "7N dense concrete blocks 440×215×100", unit: "nr", quantity: "1200", unitPrice: "1.85", costCode: "2.5 External walls" },
      { description: "Mortar, general purpose, 25 kg", unit: "bag", quantity: "60", unitPrice: "6.40", costCode: "2.5 External walls" },
      { description: "Wall ties, stainless, 225 mm", unit: "box", quantity: "4", unitPrice: "38.75", costCode: "2.5 External walls" },
    ],
  },
  {
    project: KIRKSTALL,
    supplier: "Hanson Concrete Yorkshire",
    category: "materials",
    daysAgo: 3,
    steps: [{ action: "submit", by: "buyer" }],
    lines: [{ description: "Ready-mix concrete C32/40, level 3 slab pour", unit: "m³", quantity: "96", unitPrice: "128.50", costCode: "2.2 Upper floors" }],
  },
  {
    project: KIRKSTALL,
    supplier: "GAP Plant Hire Wakefield",
    category: "plant",
    daysAgo: 6,
    steps: [
      { action: "submit", by: "buyer" },
      { action: "approve", by: "approver", reason: "Needed for the east core; hire rate agreed with GAP" },
    ],
    lines: [
      { description: "21 t tracked excavator, weekly hire", unit: "week", quantity: "8", unitPrice: "1450.00", costCode: "1.3 Preliminaries: plant" },
      { description: "Delivery and collection", unit: "trip", quantity: "2", unitPrice: "295.00", costCode: "1.3 Preliminaries: plant" },
    ],
  },
  {
    project: WAKEFIELD,
    supplier: "Jewson Wakefield",
    category: "materials",
    daysAgo: 12,
    steps: [{ action: "order", by: "buyer" }],
    lines: [
      { description: "C24 treated timber 47×150, 4.8 m", unit: "length", quantity: "140", unitPrice: "14.62", costCode: "2.3 Roof" },
      { description: "OSB3 18 mm 2440×1220", unit: "sheet", quantity: "85", unitPrice: "24.90", costCode: "2.3 Roof" },
      { description: "Joist hangers 47 mm", unit: "nr", quantity: "120", unitPrice: "1.38", costCode: "2.3 Roof" },
    ],
  },
  {
    project: KIRKSTALL,
    supplier: "Yorkshire Skip Hire",
    category: "waste",
    daysAgo: 20,
    steps: [{ action: "order", by: "buyer" }],
    lines: [
      { description: "8 yd³ mixed construction waste skip, exchange", unit: "lift", quantity: "12", unitPrice: "285.00", costCode: "1.5 Preliminaries: waste" },
    ],
  },
  {
    project: WAKEFIELD,
    supplier: "Travis Perkins Leeds",
    category: "materials",
    daysAgo: 9,
    steps: [{ action: "cancel", by: "buyer", reason: "Plasterboard now in the drylining subcontract" }],
    lines: [{ description: "Plasterboard 12.5 mm 2400×1200", unit: "sheet", quantity: "210", unitPrice: "9.00" }],
  },
  {
    ref: "kirkstall-blockwork",
    project: KIRKSTALL,
    supplier: "Travis Perkins Leeds",
    category: "materials",
    daysAgo: 22,
    requiredDaysAgo: 3,
    distanceKm: "6",
    steps: [{ action: "order", by: "buyer" }],
    lines: [
      {
        description: "Dense concrete block 7N, 440 × 215 × 100 mm",
        unit: "each",
        quantity: "1440",
        unitPrice: "1.72",
        sku: "BLK-7N-100",
        costCode: "2.5 External walls",
      },
      {
        description: "Steel mesh A393, 4.8 × 2.4 m sheet",
        unit: "each",
        quantity: "20",
        unitPrice: "64.50",
        sku: "RBR-MESH-A393",
        costCode: "2.2 Upper floors",
      },
    ],
  },
  {
    ref: "wakefield-foundations",
    project: WAKEFIELD,
    supplier: "Hanson Concrete Yorkshire",
    category: "materials",
    daysAgo: 13,
    requiredDaysAgo: 4,
    distanceKm: "14",
    steps: [{ action: "order", by: "buyer" }],
    lines: [
      { description: "Ready-mix concrete C32/40", unit: "m³", quantity: "18", unitPrice: "118.50", sku: "RMX-C3240", costCode: "1.1 Substructure" },
      {
        description: "Type 1 MOT sub-base (crushed limestone)",
        unit: "tonne",
        quantity: "24",
        unitPrice: "25.90",
        sku: "AGG-TYPE1",
        costCode: "1.1 Substructure",
      },
    ],
  },
];

/** The demo materials the order lines name, by SKU (the materials demo runs first; a missing one leaves the line free text). */
async function materialIds(tx: Tx): Promise<Map<string, number>> {
  const skus = ORDERS.flatMap((o) => o.lines.flatMap((l) => (l.sku ? [l.sku] : [])));
  const rows = await tx
    .select({ id: materials.id, sku: materials.sku })
    .from(materials)
    .where(and(inArray(materials.sku, skus), isNull(materials.deletedAt)));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

async function supplierIds(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const s of DEMO_ORDER_SUPPLIERS) {
    const [found] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(sql`lower(${suppliers.name}) = ${s.name.toLowerCase()}`, isNull(suppliers.deletedAt)));
    ids.set(s.name, found?.id ?? (await tx.insert(suppliers).values(s).returning({ id: suppliers.id }))[0].id);
  }
  return ids;
}

/**
 * Demo purchase orders on the open contracts, raised by the buyer and approved by the managing
 * director. Returns the named orders' ids (`ref` → id) for the seeds that carry them on.
 */
export async function seedDemoPurchaseOrders(db: Db, staff: DemoStaff[], now: Date): Promise<Map<string, number>> {
  const named = new Map<string, number>();
  const buyer = staff.find((s) => s.role === "Buyer");
  const approver = staff.find((s) => s.role === "Managing Director");
  if (!buyer || !approver) return named;
  const contracts = await db
    .select()
    .from(projects)
    .where(inArray(projects.slug, [KIRKSTALL, WAKEFIELD]));
  const bySlug = new Map(contracts.map((c) => [c.slug, c]));
  await db.transaction(async (tx) => {
    const ids = await supplierIds(tx);
    const skus = await materialIds(tx);
    // Oldest first, so the numbers run in the order the orders were raised.
    for (const o of [...ORDERS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const project = bySlug.get(o.project);
      if (!project) continue;
      const at = (day: number) => new Date(now.getTime() - (o.daysAgo - day) * 86_400_000);
      const created = at(0);
      const totals = orderTotals(o.lines, "20");
      const year = Number(ukToday(created).slice(0, 4));
      const supplier = DEMO_ORDER_SUPPLIERS.find((s) => s.name === o.supplier)!;
      const last = o.steps.at(-1);
      const status = last ? actionTarget(last.action) : "draft";
      const ordered = o.steps.find((s) => s.action === "order");
      const approved = o.steps.find((s) => s.action === "approve");
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          poNumber: formatDocumentNumber("PO", year, await nextDocumentNumber(tx, "PO", year)),
          status,
          poCategory: o.category,
          projectId: project.id,
          supplierId: ids.get(o.supplier)!,
          supplier: supplier.name,
          supplierContact: supplier.contactPerson,
          supplierEmail: supplier.email,
          supplierPhone: supplier.phone,
          orderedBy: buyer.name,
          orderedById: ordered ? buyer.id : null,
          orderedDate: ordered ? ukToday(at(1)) : null,
          ...orderMoneyColumns(totals, 20),
          requiresApproval: needsApproval(totals.total, parsePence(DEFAULT_APPROVAL_THRESHOLD)!),
          approvedBy: approved ? approver.id : null,
          approvedByName: approved ? approver.name : null,
          approvedAt: approved ? at(2) : null,
          approvalNotes: approved?.reason ?? null,
          deliveryStatus: status === "cancelled" ? "cancelled" : "pending",
          requiredDate: o.requiredDaysAgo === undefined ? null : ukToday(new Date(now.getTime() - o.requiredDaysAgo * 86_400_000)),
          transportDistance: o.distanceKm ?? null,
          deliveryAddress: project.address,
          siteContactName: "Tom Barker",
          transportCategory: o.category === "materials" ? "HGV 32-38 tonne" : "Articulated lorry",
          createdBy: buyer.id,
          updatedBy: buyer.id,
          createdAt: created,
          updatedAt: at(o.steps.length),
        })
        .returning();
      await tx.insert(purchaseOrderLines).values(
        orderLineColumns(o.lines, totals).map((line, i) => ({
          ...line,
          orderId: row.id,
          materialId: o.lines[i].sku ? (skus.get(o.lines[i].sku!) ?? null) : null,
          costCode: o.lines[i].costCode ?? null,
        })),
      );
      let from = "draft";
      const events: (typeof purchaseOrderEvents.$inferInsert)[] = [
        { orderId: row.id, action: "created", fromStatus: null, toStatus: "draft", userId: buyer.id, userName: buyer.name, createdAt: created },
      ];
      o.steps.forEach((s, i) => {
        const who = s.by === "buyer" ? buyer : approver;
        const to = actionTarget(s.action);
        events.push({
          orderId: row.id,
          action: s.action,
          fromStatus: from,
          toStatus: to,
          userId: who.id,
          userName: who.name,
          reason: s.reason ?? null,
          createdAt: at(i + 1),
        });
        from = to;
      });
      await tx.insert(purchaseOrderEvents).values(events);
      await afterOrderChanged(tx, row);
      if (o.ref) named.set(o.ref, row.id);
    }
  });
  return named;
}
