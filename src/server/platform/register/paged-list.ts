import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { COUNT_CAP, type Counted, type PageQuery } from "@shared/common/paging";
import type { Db } from "../../db/client";
import { countUpTo, totalAfterPage } from "../capped-count";
import { searchTextContains } from "../search-text";

/**
 * A register's paged list (decision 0060): filters ANDed into one WHERE, the search one LIKE over the
 * table's lower-cased search column, the page's ids chosen from the table alone in the list's order
 * and only those rows joined, and a total counted no further than COUNT_CAP, and not at all when the
 * page is short (decisions 0021, 0043). The area writes its filters and its sort; the rest is this.
 */

export const pageOffset = (q: PageQuery) => (q.page - 1) * q.pageSize;

/** The search filter, or nothing for an empty search. */
export const searchFilter = (column: PgColumn | SQL, text: string | null | undefined): SQL | undefined => (text ? searchTextContains(column, text) : undefined);

/**
 * The ids of one page, from `table` alone: an index walk for every sort, so page 500 skips 10,000 index
 * entries rather than 10,000 joined rows. Join the table (and what it names) to `pageId`, in `order` again.
 */
export function pageIds(db: Db, table: PgTable & { id: PgColumn }, where: SQL | undefined, order: SQL[], q: PageQuery) {
  return db
    .select({ pageId: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(pageOffset(q))
    .as("page");
}

/** The list's total given the page read from `table` under `where`: capped at COUNT_CAP, uncounted for a short page. */
export const cappedTotal = (db: Db, table: PgTable, where: SQL | undefined, rows: readonly unknown[], q: PageQuery): Promise<Counted> =>
  totalAfterPage(rows, q, () => countUpTo(db, table, where, COUNT_CAP));
