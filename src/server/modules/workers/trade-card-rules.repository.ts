import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { TradeCardRule } from "@shared/workforce/card-rules";
import type { Db, Tx } from "../../db/client";
import { tradeCardRules, workerCards, workers } from "../../db/schema/index";

type Exec = Db | Tx;
export type TradeRuleRow = typeof tradeCardRules.$inferSelect;

export const listRules = (db: Exec): Promise<TradeRuleRow[]> =>
  db
    .select()
    .from(tradeCardRules)
    .orderBy(asc(sql`lower(${tradeCardRules.trade})`));

/** The rule of a trade, matched without case (as the table's unique index does). */
export async function ruleOfTrade(db: Exec, trade: string | null): Promise<TradeCardRule | null> {
  if (!trade) return null;
  const [row] = await db
    .select({ requirements: tradeCardRules.requirements })
    .from(tradeCardRules)
    .where(sql`lower(${tradeCardRules.trade}) = lower(${trade})`);
  return row?.requirements ?? null;
}

/** A card as the trade rule and the card's status read it. */
const ruleCardColumns = {
  workerId: workerCards.workerId,
  scheme: workerCards.schemeIdentifier,
  cardType: workerCards.cardTypeName,
  expiryDate: workerCards.expiryDate,
  validated: workerCards.validated,
  renewed: workerCards.renewed,
};

/** The cards of the given workers (a register page), or with no ids every active worker's (the gate's roster). */
export async function ruleCards(db: Exec, ids?: number[]) {
  if (ids?.length === 0) return [];
  const cards = db.select(ruleCardColumns).from(workerCards);
  if (ids) return cards.where(inArray(workerCards.workerId, ids));
  return cards.innerJoin(workers, eq(workers.id, workerCards.workerId)).where(and(isNull(workers.deletedAt), eq(workers.employmentStatus, "active")));
}

export const insertRule = (tx: Tx, values: typeof tradeCardRules.$inferInsert) => tx.insert(tradeCardRules).values(values);
export const updateRule = (tx: Tx, id: number, values: Partial<typeof tradeCardRules.$inferInsert>) =>
  tx
    .update(tradeCardRules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tradeCardRules.id, id));
export const deleteRules = (tx: Tx, ids: number[]) => (ids.length ? tx.delete(tradeCardRules).where(inArray(tradeCardRules.id, ids)) : undefined);

/**
 * The list's filter "does not meet their trade's rule" in SQL, checkTradeRule's not_met said again
 * (decision 0067): the worker's trade has a rule, and one of its groups has no in-date card of the
 * worker answering any of its alternatives (the scheme, and the card type without case when named).
 */
export function tradeRuleNotMet(today: string): SQL {
  const answers = sql`${workerCards.schemeIdentifier} = req.value->>'scheme'
    and (coalesce(trim(req.value->>'cardType'), '') = '' or lower(trim(coalesce(${workerCards.cardTypeName}, ''))) = lower(trim(req.value->>'cardType')))`;
  const inDate = sql`(${workerCards.expiryDate} is null or ${workerCards.expiryDate} >= ${today})`;
  return sql`exists (select 1 from ${tradeCardRules} cross join lateral jsonb_array_elements(${tradeCardRules.requirements}) as grp(value)
    where lower(${tradeCardRules.trade}) = lower(${workers.trade})
    and not exists (select 1 from ${workerCards} cross join lateral jsonb_array_elements(grp.value) as req(value)
      where ${and(eq(workerCards.workerId, workers.id), inDate, answers)}))`;
}
