import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@shared/common/paging";
import { INSURANCE_WARNING_DAYS, type SupplierFilters } from "@shared/suppliers/supplier";
import { expiresSoonUntil } from "@shared/common/expiry";
import { rowsOf, type Db, type Tx } from "../../db/client";
import { projects, purchaseOrderDeliveryNotes, purchaseOrders, supplierProjects, supplierRatings, suppliers, users } from "../../db/schema/index";
import { countUpTo } from "../../platform/capped-count";
import { cappedTotal, pageOffset } from "../../platform/register/paged-list";
import { searchTextContains } from "../../platform/search-text";

type Exec = Db | Tx;
export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplier = typeof suppliers.$inferInsert;

const live = isNull(suppliers.deletedAt);

/** The register's filters as one WHERE: live suppliers only, every filter ANDed. */
export function supplierWhere(f: SupplierFilters, today: string): SQL {
  const conds: SQL[] = [live];
  if (f.q) {
    // One LIKE over the lower-cased search column (migration 0015). A postcode is searched with and
    // without its space ("LS115DF" finds "LS11 5DF"): the column holds it squashed, fifth.
    const squashed = f.q.replace(/\s+/g, "");
    conds.push(
      squashed === f.q
        ? searchTextContains(suppliers.searchText, f.q)
        : or(searchTextContains(suppliers.searchText, f.q), searchTextContains(sql`split_part(${suppliers.searchText}, chr(31), 5)`, squashed))!,
    );
  }
  if (f.supplierType) conds.push(eq(suppliers.supplierType, f.supplierType));
  if (f.status) conds.push(eq(suppliers.status, f.status));
  if (f.specialization) conds.push(sql`exists (select 1 from unnest(${suppliers.specializations}) s where lower(s) = lower(${f.specialization}))`);
  if (f.insurance === "expired") conds.push(sql`${suppliers.insuranceExpiry} < ${today}`);
  if (f.insurance === "expiring")
    conds.push(sql`${suppliers.insuranceExpiry} >= ${today} and ${suppliers.insuranceExpiry} <= ${expiresSoonUntil(today, INSURANCE_WARNING_DAYS)}`);
  return and(...conds)!;
}

/** The sort, with the id last so pages never overlap. */
export function supplierOrder(f: SupplierFilters): SQL[] {
  const d = f.dir ?? (f.sort === "performance" || f.sort === "spend" || f.sort === "newest" ? "desc" : "asc");
  const by = d === "asc" ? asc : desc;
  const nullsLast = (col: SQL) => sql`${col} ${sql.raw(d)} nulls last`;
  const name = sql`lower(${suppliers.name})`;
  switch (f.sort) {
    case "city":
      return [nullsLast(sql`lower(${suppliers.city})`), asc(name), asc(suppliers.id)];
    case "type":
      return [by(suppliers.supplierType), asc(name), asc(suppliers.id)];
    case "performance":
      return [by(suppliers.performanceRating), asc(name), asc(suppliers.id)];
    case "spend":
      return [by(suppliers.totalSpend), asc(name), asc(suppliers.id)];
    case "insurance":
      return [nullsLast(sql`${suppliers.insuranceExpiry}`), asc(name), asc(suppliers.id)];
    case "newest":
      return [by(suppliers.createdAt), by(suppliers.id)];
    default:
      return [by(name), by(suppliers.id)];
  }
}

export async function listSuppliers(db: Db, f: SupplierFilters & PageQuery, today: string) {
  const where = supplierWhere(f, today);
  const rows = await db
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(...supplierOrder(f))
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return { rows, total: await cappedTotal(db, suppliers, where, rows, f) };
}

export async function pageOfSuppliers(db: Db, f: SupplierFilters, today: string, limit: number, offset: number) {
  return db
    .select()
    .from(suppliers)
    .where(supplierWhere(f, today))
    .orderBy(...supplierOrder(f))
    .limit(limit)
    .offset(offset);
}

export const countSuppliersUpTo = (db: Db, f: SupplierFilters, today: string, cap: number) =>
  countUpTo(db, suppliers, supplierWhere(f, today), cap).then((c) => (c.capped ? cap + 1 : c.total));

export async function findLiveSupplier(db: Exec, id: number): Promise<SupplierRow | undefined> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), live));
  return row;
}

export async function lockLiveSupplier(tx: Tx, id: number): Promise<SupplierRow | undefined> {
  const [row] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), live))
    .for("update");
  return row;
}

/** A live supplier holding this code (any case), other than `exceptId`. */
export async function findByCode(db: Exec, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(live, sql`lower(${suppliers.code}) = lower(${code})`, exceptId ? sql`${suppliers.id} <> ${exceptId}` : undefined));
  return row;
}

/** The live codes among `codes` (lower-cased), for an import's check. */
export async function takenCodes(db: Exec, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .select({ code: sql<string>`lower(${suppliers.code})` })
    .from(suppliers)
    .where(and(live, sql`lower(${suppliers.code}) in ${codes}`));
  return new Set(rows.map((r) => r.code));
}

export async function insertSuppliers(tx: Exec, values: NewSupplier[]): Promise<SupplierRow[]> {
  return tx.insert(suppliers).values(values).returning();
}

export async function updateSupplier(tx: Exec, id: number, values: Partial<NewSupplier>): Promise<SupplierRow> {
  const [row] = await tx
    .update(suppliers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(suppliers.id, id))
    .returning();
  return row;
}

/** How many of each dependent a supplier has: the detail's counts and what the recycle bin says comes back. */
export async function countDependents(db: Exec, id: number) {
  const [[ratings], [contracts], [orders], [receipts]] = await Promise.all([
    db.select({ n: count() }).from(supplierRatings).where(eq(supplierRatings.supplierId, id)),
    db
      .select({ n: count() })
      .from(supplierProjects)
      .innerJoin(projects, eq(projects.id, supplierProjects.projectId))
      .where(and(eq(supplierProjects.supplierId, id), isNull(projects.deletedAt))),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.supplierId, id), isNull(purchaseOrders.deletedAt))),
    db
      .select({ n: sql<number>`count(distinct ${purchaseOrderDeliveryNotes.grnNumber})::int` })
      .from(purchaseOrderDeliveryNotes)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderDeliveryNotes.orderId))
      .where(and(eq(purchaseOrders.supplierId, id), isNull(purchaseOrders.deletedAt), isNull(purchaseOrderDeliveryNotes.reversedAt))),
  ]);
  return { ratings: ratings.n, contracts: contracts.n, orders: orders.n, receipts: Number(receipts.n) };
}

export async function listContracts(db: Db, id: number, q: PageQuery) {
  const where = and(eq(supplierProjects.supplierId, id), isNull(projects.deletedAt));
  const rows = await db
    .select({ link: supplierProjects, project: { id: projects.id, name: projects.name, slug: projects.slug, code: projects.code } })
    .from(supplierProjects)
    .innerJoin(projects, eq(projects.id, supplierProjects.projectId))
    .where(where)
    .orderBy(desc(supplierProjects.totalSpent), asc(projects.name), asc(projects.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(supplierProjects).innerJoin(projects, eq(projects.id, supplierProjects.projectId)).where(where);
  return { rows, total: n };
}

export async function listOrders(db: Db, id: number, q: PageQuery) {
  const where = and(eq(purchaseOrders.supplierId, id), isNull(purchaseOrders.deletedAt));
  const rows = await db
    .select({ order: purchaseOrders, project: { id: projects.id, name: projects.name, slug: projects.slug, deletedAt: projects.deletedAt } })
    .from(purchaseOrders)
    .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  return { rows, total: await cappedTotal(db, purchaseOrders, where, rows, q) };
}

/** Goods receipts: the delivery-note rows of one GRN together, judged as one delivery. */
export function receiptsOf(db: Exec, id: number) {
  return (
    db
      .select({
        grnNumber: sql<string>`${purchaseOrderDeliveryNotes.grnNumber}`.as("grn_number"),
        poNumber: sql<string>`min(${purchaseOrders.poNumber})`.as("po_number"),
        deliveryDate: sql<string>`max(${purchaseOrderDeliveryNotes.deliveryDate})`.as("delivery_date"),
        receivedBy: sql<string>`min(${purchaseOrderDeliveryNotes.receivedBy})`.as("received_by"),
        lines: sql<number>`count(*)::int`.as("lines"),
        // Unknown when no line could be judged; late when any judged line was late.
        onTime: sql<boolean | null>`bool_and(${purchaseOrderDeliveryNotes.onTime})`.as("on_time"),
        complete: sql<boolean>`not bool_or(${purchaseOrderDeliveryNotes.isPartialDelivery})`.as("complete"),
        qualityPassed: sql<boolean>`bool_and(${purchaseOrderDeliveryNotes.qualityPassed})`.as("quality_passed"),
      })
      .from(purchaseOrderDeliveryNotes)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderDeliveryNotes.orderId))
      // A reversed receipt (decision 0050) was booked in error: it is no delivery of the supplier's.
      .where(and(eq(purchaseOrders.supplierId, id), isNull(purchaseOrders.deletedAt), isNull(purchaseOrderDeliveryNotes.reversedAt)))
      .groupBy(purchaseOrderDeliveryNotes.grnNumber)
  );
}

export async function listReceipts(db: Db, id: number, q: PageQuery) {
  const all = receiptsOf(db, id).as("receipts");
  const rows = await db.select().from(all).orderBy(desc(all.deliveryDate), desc(all.grnNumber)).limit(q.pageSize).offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(all);
  return { rows, total: n };
}

export async function listRatings(db: Db, id: number, q: PageQuery) {
  const rows = await db
    .select({ rating: supplierRatings, userName: users.name })
    .from(supplierRatings)
    .leftJoin(users, eq(users.id, supplierRatings.ratedBy))
    .where(eq(supplierRatings.supplierId, id))
    .orderBy(desc(supplierRatings.createdAt), desc(supplierRatings.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(supplierRatings).where(eq(supplierRatings.supplierId, id));
  return { rows, total: n };
}

export async function listSpecializations(db: Db): Promise<string[]> {
  const rows = await db.execute(
    sql`select min(s) as s from ${suppliers}, unnest(${suppliers.specializations}) s where ${suppliers.deletedAt} is null group by lower(s) order by lower(min(s)) limit 200`,
  );
  return rowsOf<{ s: string }>(rows).map((r) => r.s);
}
