import type { Db } from "../../db/client";
import { committedByContract } from "./purchase-orders.repository";

export type HeadSpend = { committed: string; delivered: string };

/**
 * Purchase order spend on a set of contracts, per category (decision 0039): what the contract cards
 * and the contract page's budget panel show. One grouped query whatever the number of contracts.
 */
export async function spendByContract(db: Db, projectIds: number[]): Promise<Map<number, Map<string, HeadSpend>>> {
  const rows = await committedByContract(db, projectIds);
  const out = new Map<number, Map<string, HeadSpend>>();
  for (const r of rows) {
    const heads = out.get(r.projectId) ?? new Map<string, HeadSpend>();
    heads.set(r.category, { committed: r.committed, delivered: r.delivered });
    out.set(r.projectId, heads);
  }
  return out;
}
