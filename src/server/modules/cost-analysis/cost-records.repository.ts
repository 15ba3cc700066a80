import { sql } from "drizzle-orm";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import { rowsOf, type Db, type Tx } from "../../db/client";

/**
 * A contract's own records as cost analysis reads them (decision 0081): its orders with their lines
 * and last receipt, its plant, waste and delivery entries, its energy, its labour by worker and month
 * (the kept labour_cost_days: readers fold first, cost-records.service.ts), its variations, forecast
 * choices and latest valuation. Every read is by project_id through the table's contract index
 * (purchase_orders_project_idx, carbon_entries_project_kind_date_idx, scope2_energy_project_date_idx,
 * labour_cost_days_project_day_idx, contract_variations_live_idx, cost_forecasts_head_unique).
 * Money is answered as exact decimal text.
 */

export type Exec = Db | Tx;
type Num = string | number;

/** Orders that count: live, and committed or with something received or invoiced (a draft with nothing on it promises nothing). */
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const counts = sql`(o.status in (${inList(COMMITTED_STATUSES)}) or o.delivered_value <> 0 or o.invoice_amount is not null)`;
export const countedOrderWhere = (projectId: number) => sql`o.project_id = ${projectId} and o.deleted_at is null and ${counts}`;

export type OrderRecord = {
  id: number;
  poNumber: string;
  supplier: string;
  status: string;
  category: string;
  subtotal: string;
  vatRate: string;
  deliveredValue: string;
  invoiceAmount: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  lastReceiptDay: string | null;
};

const orderColumns = sql`o.id, o.po_number as "poNumber", o.supplier, o.status, o.po_category as category, o.subtotal::text as subtotal,
  o.vat_rate::text as "vatRate", o.delivered_value::text as "deliveredValue", o.invoice_amount::text as "invoiceAmount",
  o.invoice_number as "invoiceNumber", o.invoice_date as "invoiceDate",
  (select max(n.delivery_date) from company_po_delivery_notes n where n.order_id = o.id and n.reversed_at is null) as "lastReceiptDay"`;

export async function countedOrders(db: Exec, projectId: number): Promise<OrderRecord[]> {
  return rowsOf<OrderRecord>(await db.execute(sql`select ${orderColumns} from company_purchase_orders o where ${countedOrderWhere(projectId)} order by o.id`));
}

/** A page of the counted orders, optionally of one head's categories and of orders with a line of one cost code; newest first. */
export async function orderPage(
  db: Exec,
  projectId: number,
  filter: { categories?: string[]; otherThan?: string[]; costCode?: string },
  offset: number,
  limit: number,
) {
  const where = [countedOrderWhere(projectId)];
  if (filter.categories) where.push(sql`o.po_category in (${inList(filter.categories)})`);
  if (filter.otherThan) where.push(sql`o.po_category not in (${inList(filter.otherThan)})`);
  if (filter.costCode !== undefined) where.push(sql`exists (select 1 from company_po_line_items l where l.order_id = o.id and ${lineCode(filter.costCode)})`);
  const all = sql.join(where, sql` and `);
  const items = rowsOf<OrderRecord>(
    await db.execute(sql`select ${orderColumns} from company_purchase_orders o where ${all} order by o.id desc limit ${limit} offset ${offset}`),
  );
  const [{ n }] = rowsOf<{ n: Num }>(await db.execute(sql`select count(*) as n from company_purchase_orders o where ${all}`));
  return { items, total: Number(n) };
}

/** "" is a line with no cost code (shown as "No cost code"); codes compare trimmed, as byCostCode groups them. */
export const lineCode = (code: string) => (code === "" ? sql`coalesce(trim(l.cost_code), '') = ''` : sql`trim(l.cost_code) = ${code}`);

export type LineRecord = {
  id: number;
  orderId: number;
  description: string;
  costCode: string | null;
  quantity: string;
  quantityDelivered: string;
  unit: string | null;
  unitPrice: string;
  lineTotal: string;
  deliveredValue: string;
};

/** The lines of the given orders, in each order's line order. */
export async function linesOf(db: Exec, orderIds: readonly number[]): Promise<LineRecord[]> {
  if (orderIds.length === 0) return [];
  return rowsOf<LineRecord>(
    await db.execute(sql`
      select l.id, l.order_id as "orderId", l.description, l.cost_code as "costCode", l.quantity_ordered::text as quantity,
        l.quantity_delivered::text as "quantityDelivered", l.unit, l.unit_price::text as "unitPrice", l.line_total::text as "lineTotal",
        l.delivered_value::text as "deliveredValue"
      from company_po_line_items l where l.order_id = any(${`{${orderIds.join(",")}}`}::int[])
      order by l.order_id, l.line_number`),
  );
}

export type EntryRecord = {
  id: number;
  kind: "plant" | "waste" | "delivery";
  date: string;
  description: string;
  hours: string | null;
  hireRate: string | null;
  hireRateUnit: string | null;
  poNumber: string | null;
  cost: string | null;
  reference: string | null;
  supplier: string | null;
};

const entryColumns = sql`e.id, e.kind, e.date, coalesce(e.plant_item, e.asset_name, e.waste_material, e.waste_code_description, e.material_category, e.category, e.source, initcap(e.kind)) as description,
  e.hours::text as hours, e.hire_rate::text as "hireRate", e.hire_rate_unit as "hireRateUnit", e.po_number as "poNumber", e.cost::text as cost,
  coalesce(e.waste_transfer_note, e.delivery_note_number) as reference, e.supplier`;

/** The contract's plant, waste and delivery entries up to `asOf`, oldest first. */
export async function entriesOf(db: Exec, projectId: number, asOf: string): Promise<EntryRecord[]> {
  return rowsOf<EntryRecord>(
    await db.execute(sql`select ${entryColumns} from carbon_entries e
      where e.project_id = ${projectId} and e.kind in ('plant', 'waste', 'delivery') and e.date <= ${asOf} order by e.date, e.id`),
  );
}

/** One kind's entries up to `asOf`, newest first, a page (carbon_entries_project_kind_date_idx serves the order). */
export async function entryPage(db: Exec, projectId: number, kind: "plant" | "waste", asOf: string, offset: number, limit: number) {
  const where = sql`e.project_id = ${projectId} and e.kind = ${kind} and e.date <= ${asOf}`;
  const items = rowsOf<EntryRecord>(
    await db.execute(sql`select ${entryColumns} from carbon_entries e where ${where} order by e.date desc, e.id desc limit ${limit} offset ${offset}`),
  );
  const [{ n }] = rowsOf<{ n: Num }>(await db.execute(sql`select count(*) as n from carbon_entries e where ${where}`));
  return { items, total: Number(n) };
}

export type EnergyRecord = { id: number; date: string; description: string; invoiceReference: string | null; cost: string | null };

const energyColumns = sql`s.id, s.date, s.energy_type || ' ' || trim(trailing '.' from trim(trailing '0' from s.consumption::text)) || ' ' || s.unit as description,
  s.invoice_reference as "invoiceReference", s.cost::text as cost`;

export async function energyOf(db: Exec, projectId: number, asOf: string): Promise<EnergyRecord[]> {
  return rowsOf<EnergyRecord>(
    await db.execute(sql`select ${energyColumns} from scope2_energy s where s.project_id = ${projectId} and s.date <= ${asOf} order by s.date, s.id`),
  );
}

export async function energyPage(db: Exec, projectId: number, asOf: string, offset: number, limit: number) {
  const where = sql`s.project_id = ${projectId} and s.date <= ${asOf}`;
  const items = rowsOf<EnergyRecord>(
    await db.execute(sql`select ${energyColumns} from scope2_energy s where ${where} order by s.date desc, s.id desc limit ${limit} offset ${offset}`),
  );
  const [{ n }] = rowsOf<{ n: Num }>(await db.execute(sql`select count(*) as n from scope2_energy s where ${where}`));
  return { items, total: Number(n) };
}

/**
 * The contract's orders (not in the bin) by number and invoice number, as entries name them: `live`
 * (counted) ones cost the plant, waste and energy entries naming them; any of them answers a delivery.
 */
export async function orderNumbers(db: Exec, projectId: number) {
  return rowsOf<{ poNumber: string; invoiceNumber: string | null; live: boolean }>(
    await db.execute(sql`select o.po_number as "poNumber", o.invoice_number as "invoiceNumber", ${counts} as live
      from company_purchase_orders o where o.project_id = ${projectId} and o.deleted_at is null`),
  );
}

export type WorkerMonthRecord = {
  workerId: number;
  month: string;
  lastDay: string;
  employer: string;
  workerName: string;
  seconds: Num;
  uncostedSeconds: Num;
  pay: string;
  onCost: string;
};

/** Labour by worker and month up to `asOf`, from the kept days (fold first). */
export async function workerMonths(db: Exec, projectId: number, asOf: string): Promise<WorkerMonthRecord[]> {
  return rowsOf<WorkerMonthRecord>(
    await db.execute(sql`
      select d.worker_id as "workerId", left(d.day, 7) as month, max(d.day) as "lastDay", max(d.employer) as employer,
        coalesce(max(w.first_name || ' ' || w.last_name), '') as "workerName",
        sum(d.standard_seconds + d.overtime_seconds) as seconds, sum(d.uncosted_seconds) as "uncostedSeconds",
        sum(d.pay)::text as pay, sum(d.on_cost)::text as "onCost"
      from labour_cost_days d left join workers w on w.id = d.worker_id
      where d.project_id = ${projectId} and d.day <= ${asOf}
      group by d.worker_id, left(d.day, 7)
      order by left(d.day, 7), d.worker_id`),
  );
}

export type VariationRecord = {
  id: number;
  number: number;
  title: string;
  head: string;
  status: string;
  valueEstimate: string | null;
  costEstimate: string | null;
  agreedValue: string | null;
  agreedCost: string | null;
  dated: string;
};

/** The live variations, each dated by its last status change (or its raising): a UK day. */
export async function variationsOf(db: Exec, projectId: number): Promise<VariationRecord[]> {
  return rowsOf<VariationRecord>(
    await db.execute(sql`
      select v.id, v.number, v.title, v.head, v.status, v.value_estimate::text as "valueEstimate", v.cost_estimate::text as "costEstimate",
        v.agreed_value::text as "agreedValue", v.agreed_cost::text as "agreedCost",
        to_char(coalesce(v.status_changed_at, v.created_at) at time zone 'Europe/London', 'YYYY-MM-DD') as dated
      from contract_variations v where v.project_id = ${projectId} and v.deleted_at is null order by v.number`),
  );
}

/** Each money field's first logged change at or after `after` (the budget and value as they stood before it are its old value). */
export async function firstChangesSince(db: Exec, projectId: number, after: Date) {
  return rowsOf<{ fieldName: string; oldValue: string }>(
    await db.execute(sql`
      select distinct on (field_name) field_name as "fieldName", old_value as "oldValue"
      from budget_change_logs where project_id = ${projectId} and changed_at >= ${after.toISOString()}
      order by field_name, changed_at, id`),
  );
}

export async function forecastChoicesOf(db: Exec, projectId: number) {
  return rowsOf<{ head: string; method: string; qsAmount: string | null; qsNote: string | null }>(
    await db.execute(sql`select head, method, qs_amount::text as "qsAmount", qs_note as "qsNote" from cost_forecasts where project_id = ${projectId}`),
  );
}

/** The latest month up to `month` with a value certified. */
export async function latestCertified(db: Exec, projectId: number, month: string) {
  const [row] = rowsOf<{ month: string; certified: string; snapshotCost: string | null }>(
    await db.execute(sql`select month, value_certified::text as certified, snapshot->>'cost' as "snapshotCost" from cvr_periods
      where project_id = ${projectId} and value_certified is not null and month <= ${month} order by month desc limit 1`),
  );
  return row ?? null;
}
