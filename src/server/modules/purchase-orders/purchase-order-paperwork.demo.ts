import { and, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { projects, purchaseOrderDeliveryNotes, purchaseOrderEvents, purchaseOrderQuotes, purchaseOrders, suppliers } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { formatMoneyText, parsePence, toDecimal } from "@shared/common/money";
import { daysAfter, daysBefore, ukDay, ukToday } from "@shared/common/uk-dates";

/**
 * The paperwork of the demo orders (decision 0042), kept apart from the orders themselves
 * (purchase-orders.demo.ts) so each can change without the other: suppliers' quotes on the orders
 * still being decided, and the supplier's invoice on a delivered one.
 */

type Staff = DemoStaff[];
const DEMO_CONTRACTS = ["kirkstall-road-apartments", "wakefield-primary-school-extension"];

/** Which demo orders get quotes: the order's own supplier at its price, and a rival a little dearer. */
const QUOTED = [
  { supplier: "Travis Perkins Leeds", status: "draft", rival: "Jewson Wakefield", rivalPercent: 3.2, ref: "TP-Q-18840", rivalRef: "JW-5521" },
  { supplier: "Hanson Concrete Yorkshire", status: "pending_approval", rival: null, rivalPercent: 0, ref: "HCY-2207", rivalRef: null },
  { supplier: "GAP Plant Hire Wakefield", status: "approved", rival: null, rivalPercent: 0, ref: "GAP-W-0931", rivalRef: null },
] as const;

async function demoOrders(db: Db) {
  return db
    .select({ order: purchaseOrders })
    .from(purchaseOrders)
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(and(inArray(projects.slug, DEMO_CONTRACTS), isNull(purchaseOrders.deletedAt)))
    .then((rows) => rows.map((r) => r.order));
}

const supplierId = async (db: Db, name: string) =>
  (
    await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(sql`lower(${suppliers.name}) = ${name.toLowerCase()}`, isNull(suppliers.deletedAt)))
  )[0]?.id ?? null;

/** Quotes (no documents) on the draft, pending and approved demo orders, dated a few days before each order was raised. */
export async function seedDemoPoQuotes(db: Db, staff: Staff, now: Date) {
  const buyer = staff.find((s) => s.role === "Buyer");
  const orders = await demoOrders(db);
  for (const q of QUOTED) {
    const order = orders.find((o) => o.supplier === q.supplier && o.status === q.status);
    if (!order) continue;
    const quoteDate = daysBefore(ukToday(order.createdAt < now ? order.createdAt : now), 4);
    const net = parsePence(order.subtotal) ?? 0n;
    const rows: Omit<typeof purchaseOrderQuotes.$inferInsert, "orderId">[] = [
      { supplierId: order.supplierId, supplier: order.supplier, quoteReference: q.ref, quotedPrice: order.subtotal, notes: "Delivery included" },
    ];
    if (q.rival && q.rivalRef) {
      const dearer = net + (net * BigInt(Math.round(q.rivalPercent * 10))) / 1000n;
      rows.push({
        supplierId: await supplierId(db, q.rival),
        supplier: q.rival,
        quoteReference: q.rivalRef,
        quotedPrice: toDecimal(dearer),
        notes: "Delivery £45.00 extra",
      });
    }
    await db.insert(purchaseOrderQuotes).values(
      rows.map((r) => ({
        ...r,
        orderId: order.id,
        quoteDate,
        expiryDate: daysAfter(quoteDate, 30),
        uploadedBy: buyer?.id ?? null,
        createdAt: new Date(Math.min(order.createdAt.getTime(), now.getTime()) - 3_600_000),
      })),
    );
  }
}

/**
 * The supplier's invoice on the most recently delivered demo order (fully delivered first): dated two
 * days after its last delivery (never after today), £36.00 over what was delivered (a delivery
 * surcharge the order did not carry), so the page shows the comparison doing its job.
 */
async function seedDemoPoInvoice(db: Db, staff: Staff, now: Date) {
  const buyer = staff.find((s) => s.role === "Buyer");
  const orders = await demoOrders(db);
  const delivered = orders
    .filter((o) => o.status === "fully_delivered" || o.status === "partially_delivered")
    .sort((a, b) => Number(b.status === "fully_delivered") - Number(a.status === "fully_delivered") || b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  if (!delivered || delivered.invoiceNumber !== null) return;
  const [last] = await db
    .select({ day: max(purchaseOrderDeliveryNotes.deliveryDate) })
    .from(purchaseOrderDeliveryNotes)
    .where(eq(purchaseOrderDeliveryNotes.orderId, delivered.id));
  const today = ukToday(now);
  const after = last?.day ?? delivered.orderedDate ?? today;
  const date = daysAfter(after, 2) > today ? today : daysAfter(after, 2);
  const amount = toDecimal((parsePence(delivered.deliveredValue) ?? 0n) + 3600n);
  const number = `INV-${String(40_000 + delivered.id * 7).slice(-5)}`;
  await db.update(purchaseOrders).set({ invoiceNumber: number, invoiceDate: date, invoiceAmount: amount }).where(eq(purchaseOrders.id, delivered.id));
  const [latest] = await db
    .select({ at: purchaseOrderEvents.createdAt })
    .from(purchaseOrderEvents)
    .where(eq(purchaseOrderEvents.orderId, delivered.id))
    .orderBy(desc(purchaseOrderEvents.createdAt))
    .limit(1);
  const at = new Date(Math.min(now.getTime(), Math.max(latest?.at.getTime() ?? 0, delivered.updatedAt.getTime()) + 3_600_000));
  await db.insert(purchaseOrderEvents).values({
    orderId: delivered.id,
    action: "invoice",
    fromStatus: delivered.status,
    toStatus: delivered.status,
    userId: buyer?.id ?? null,
    userName: buyer?.name ?? null,
    reason: `${number} dated ${ukDay(date)} for ${formatMoneyText(amount)}`,
    createdAt: at,
  });
}

export async function seedDemoPoPaperwork(db: Db, staff: Staff, now: Date) {
  await seedDemoPoQuotes(db, staff, now);
  await seedDemoPoInvoice(db, staff, now);
}
