import { sql } from "drizzle-orm";
import { purchaseOrderQuotes, purchaseOrders } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";

/**
 * A supplier's quote on an order not yet placed (draft or pending approval) about to expire or expired
 * (issue 33's reminders): once the order is approved the quote has done its work.
 */
type QuoteRow = { id: number; due: string; order_id: number; po_number: string; supplier: string | null; project_id: number | null };

const quotes = sqlSource<QuoteRow>({
  name: "purchase_order_quotes",
  category: "quotes",
  rows: (bounds) => sql`select q.id, q.expiry_date as due, q.order_id, o.po_number, q.supplier, o.project_id
    from ${purchaseOrderQuotes} q join ${purchaseOrders} o on o.id = q.order_id
    where ${bounds(sql`q.expiry_date`)} and o.deleted_at is null and o.status in ('draft', 'pending_approval')`,
  item: (r) => ({
    key: `po-quote:${r.id}:expiry`,
    title: r.po_number,
    what: `Quote${r.supplier ? ` from ${r.supplier}` : ""}`,
    link: `/purchase-orders?order=${r.order_id}`,
    projectId: r.project_id,
  }),
});

export const purchaseOrderReminders: ReminderSource[] = [quotes];
