import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Counted, PageQuery } from "@shared/common/paging";
import type { Db } from "../db/client";

/**
 * How many rows of `table` match `where`, counting no further than `cap` (issue 13): the rows are
 * read through a LIMIT cap + 1 subquery, so a list over a million rows costs a few thousand index
 * entries, not a full scan. Past the cap the answer is `{ total: cap, capped: true }`, which toPage
 * turns into a floor and the web shows as "10,000+" (web/lib/totals.ts).
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<Counted> {
  const rows = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as("capped");
  const [{ n }] = await db.select({ n: count() }).from(rows);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The total for a page already read: a page that is not full (or an empty first page) holds every row
 * from its offset on, so the total is known without counting. A search that finds a handful of rows
 * (a SKU, an order number) then reads its table once, not twice (issue 14). Otherwise `count()`.
 */
export async function totalAfterPage(items: readonly unknown[], q: PageQuery, count: () => Promise<Counted>): Promise<Counted> {
  const short = items.length < q.pageSize && (items.length > 0 || q.page === 1);
  return short ? { total: (q.page - 1) * q.pageSize + items.length, capped: false } : count();
}
