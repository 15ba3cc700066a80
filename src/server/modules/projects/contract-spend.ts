import { and, inArray, sql } from "drizzle-orm";
import { COMMITTED_STATUSES } from "@shared/rules/purchase-order-status";
import type { Db } from "../../db/client";
import { contractSpendTotals } from "../../db/schema/index";
import { prepared } from "../../platform/prepared";

export type HeadSpend = { committed: string; delivered: string };

/**
 * Purchase order spend on a set of contracts, per category (decision 0039): what the contract cards
 * and the contract page's budget panel show. One grouped query whatever the number of contracts.
 * Read here, from the kept totals (decision 0051), rather than asked of purchase-orders: contracts
 * sit below the areas that hang on them and import none of them (decision 0061).
 */
export async function spendByContract(db: Db, projectIds: number[]): Promise<Map<number, Map<string, HeadSpend>>> {
  const rows = projectIds.length ? await committedByContract(db).execute({ ids: projectIds }) : [];
  const out = new Map<number, Map<string, HeadSpend>>();
  for (const r of rows) {
    const heads = out.get(r.projectId) ?? new Map<string, HeadSpend>();
    heads.set(r.category, { committed: r.committed, delivered: r.delivered });
    out.set(r.projectId, heads);
  }
  return out;
}

// Read by every page of the contracts list: prepared once, the page's ids as one array (platform/prepared.ts).
const committedByContract = prepared("sitebook_committed_by_contract", (db, name) =>
  db
    .select({
      projectId: contractSpendTotals.projectId,
      category: contractSpendTotals.poCategory,
      committed: sql<string>`sum(${contractSpendTotals.subtotal})::numeric(15,2)::text`,
      delivered: sql<string>`sum(${contractSpendTotals.deliveredNet})::numeric(15,2)::text`,
    })
    .from(contractSpendTotals)
    .where(and(sql`${contractSpendTotals.projectId} = any(${sql.placeholder("ids")}::integer[])`, inArray(contractSpendTotals.status, [...COMMITTED_STATUSES])))
    .groupBy(contractSpendTotals.projectId, contractSpendTotals.poCategory)
    .prepare(name),
);
