import type { FastifyRequest } from "fastify";
import { and, asc, eq, gt, max } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  activityLogs,
  carbonEntries,
  carbonFigures,
  purchaseOrderDeliveryNotes,
  purchaseOrderEvents,
  purchaseOrderLines,
  purchaseOrders,
  users,
} from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { receiptInputSchema } from "@shared/purchase-orders/goods-receipt";
import { daysBefore, ukInstant, ukToday } from "@shared/common/uk-dates";
import { receive } from "./goods-receipt.service";
import { workdayOnOrBefore } from "../../seed/demo-calendar";

type Staff = DemoStaff[];

/** One delivery as the site manager booked it: `line` is the order's line number. */
type PlannedReceipt = {
  /** Calendar days before the seed's today, moved back to a working day; always before today. */
  daysAgo: number;
  time: string;
  note: string;
  lines: { line: number; quantity: string }[];
  qualityNotes?: string;
};

/**
 * What arrived against the two named demo orders (purchase-orders.demo.ts): Kirkstall Road's
 * blockwork order in two loads (fully delivered), Wakefield's foundations order with the sub-base and
 * the first concrete pour in (partially delivered, 10 m³ still to come).
 */
const RECEIPTS: Record<string, PlannedReceipt[]> = {
  "kirkstall-blockwork": [
    {
      daysAgo: 15,
      time: "08:40",
      note: "TPL-553817",
      lines: [
        { line: 1, quantity: "720" },
        { line: 2, quantity: "20" },
      ],
    },
    {
      daysAgo: 6,
      time: "09:15",
      note: "TPL-554960",
      lines: [{ line: 1, quantity: "720" }],
      qualityNotes: "12 blocks chipped on the pallet edges, usable as cuts",
    },
  ],
  "wakefield-foundations": [
    { daysAgo: 8, time: "07:50", note: "HAN-220431", lines: [{ line: 2, quantity: "24" }] },
    {
      daysAgo: 2,
      time: "11:20",
      note: "HAN-220517",
      lines: [{ line: 1, quantity: "8" }],
      qualityNotes: "Slump S3 on arrival; cubes taken for the 7 and 28 day tests",
    },
  ],
};

/**
 * The request a receipt is booked under, as if the site manager had sent it: the service reads only
 * who is asking (for the right, the log and the diary record's author); a seed has no address.
 */
const asUser = (user: typeof users.$inferSelect) => ({ user, sessionId: null, headers: {} }) as unknown as FastifyRequest;

/**
 * Books the planned deliveries through the goods-receipt service itself (decision 0034), so the
 * GRNs, the lines' and orders' delivered figures and statuses, the diary deliveries with their
 * carbon, the supplier's totals and delivery rating all come from the one code path the app uses.
 * Only the clock is the seed's: the rows the receipt wrote are dated when the delivery came.
 */
export async function seedDemoGoodsReceipts(db: Db, staff: Staff, now: Date, orders: Map<string, number>) {
  const site = staff.find((s) => s.role === "Site Manager");
  if (!site) return;
  const [siteManager] = await db.select().from(users).where(eq(users.id, site.id));
  const request = asUser(siteManager);
  const today = ukToday(now);
  for (const [ref, planned] of Object.entries(RECEIPTS)) {
    const orderId = orders.get(ref);
    if (orderId === undefined) continue;
    const [order] = await db.select({ orderedDate: purchaseOrders.orderedDate }).from(purchaseOrders).where(eq(purchaseOrders.id, orderId));
    const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId)).orderBy(asc(purchaseOrderLines.lineNumber));
    for (const r of planned) {
      const day = workdayOnOrBefore(daysBefore(today, r.daysAgo));
      if (!order.orderedDate || day <= order.orderedDate || day >= today) throw new Error(`Demo receipt ${r.note} on ${day} is outside the order's dates`);
      const [{ lastLog }] = await db.select({ lastLog: max(activityLogs.id) }).from(activityLogs);
      const input = receiptInputSchema.parse({
        deliveryDate: day,
        deliveryNoteNumber: r.note,
        receivedBy: site.name,
        qualityPassed: true,
        qualityNotes: r.qualityNotes,
        lines: r.lines.map((l) => ({ lineId: lines[l.line - 1].id, quantity: l.quantity })),
      });
      const { receipt } = await receive({ db, request }, orderId, input);
      await dateReceipt(db, { orderId, grnNumber: receipt.grnNumber, deliveryId: receipt.deliveryId, afterLog: lastLog ?? 0, at: ukInstant(day, r.time) });
    }
  }
}

/** The receipt's own rows, its diary delivery, its history event and log entries, dated `at` rather than when the seed ran. */
async function dateReceipt(db: Db, r: { orderId: number; grnNumber: string; deliveryId: number | null; afterLog: number; at: Date }) {
  await db.transaction(async (tx) => {
    await tx.update(purchaseOrderDeliveryNotes).set({ createdAt: r.at }).where(eq(purchaseOrderDeliveryNotes.grnNumber, r.grnNumber));
    await tx
      .update(purchaseOrderEvents)
      .set({ createdAt: r.at })
      .where(and(eq(purchaseOrderEvents.orderId, r.orderId), eq(purchaseOrderEvents.reason, r.grnNumber)));
    await tx.update(purchaseOrders).set({ updatedAt: r.at }).where(eq(purchaseOrders.id, r.orderId));
    if (r.deliveryId !== null) {
      await tx.update(carbonEntries).set({ createdAt: r.at, updatedAt: r.at }).where(eq(carbonEntries.id, r.deliveryId));
      await tx
        .update(carbonFigures)
        .set({ createdAt: r.at })
        .where(and(eq(carbonFigures.sourceKind, "delivery"), eq(carbonFigures.sourceId, r.deliveryId)));
    }
    await tx.update(activityLogs).set({ createdAt: r.at }).where(gt(activityLogs.id, r.afterLog));
  });
}
