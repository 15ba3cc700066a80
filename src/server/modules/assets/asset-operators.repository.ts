import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TradeCardRule } from "@shared/workforce/card-rules";
import type { Db, Tx } from "../../db/client";
import { assetOperators, plantCategoryCards, users, workers } from "../../db/schema/index";

type Exec = Db | Tx;
export type PlantRuleRow = typeof plantCategoryCards.$inferSelect;

export const listRules = (db: Exec): Promise<PlantRuleRow[]> =>
  db
    .select()
    .from(plantCategoryCards)
    .orderBy(asc(sql`lower(${plantCategoryCards.category})`));

/** The rule of a plant category, matched without case (as the table's unique index does). */
export async function ruleOfCategory(db: Exec, category: string | null): Promise<{ category: string; requirements: TradeCardRule } | null> {
  if (!category?.trim()) return null;
  const [row] = await db
    .select({ category: plantCategoryCards.category, requirements: plantCategoryCards.requirements })
    .from(plantCategoryCards)
    .where(sql`lower(${plantCategoryCards.category}) = lower(${category.trim()})`);
  return row ?? null;
}

export const insertRule = (tx: Tx, values: typeof plantCategoryCards.$inferInsert) => tx.insert(plantCategoryCards).values(values);
export const updateRule = (tx: Tx, id: number, values: Partial<typeof plantCategoryCards.$inferInsert>) =>
  tx
    .update(plantCategoryCards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(plantCategoryCards.id, id));
export const deleteRules = (tx: Tx, ids: number[]) => (ids.length ? tx.delete(plantCategoryCards).where(inArray(plantCategoryCards.id, ids)) : undefined);

/** An asset's authorised operators, by last name. */
export const operatorsOf = (db: Exec, assetId: number) =>
  db
    .select({
      workerId: workers.id,
      firstName: workers.firstName,
      lastName: workers.lastName,
      workerCode: workers.workerId,
      trade: workers.trade,
      authorisedBy: users.name,
      authorisedAt: assetOperators.createdAt,
    })
    .from(assetOperators)
    .innerJoin(workers, eq(workers.id, assetOperators.workerId))
    .leftJoin(users, eq(users.id, assetOperators.authorisedBy))
    .where(and(eq(assetOperators.assetId, assetId), isNull(workers.deletedAt)))
    .orderBy(asc(sql`lower(${workers.lastName})`), asc(sql`lower(${workers.firstName})`), asc(workers.id));

/** How many live workers the asset names as its operators, and whether `workerId` is one. */
export async function operatorStanding(db: Exec, assetId: number, workerId: number) {
  const [row] = await db
    .select({ named: count(), isOne: sql<boolean>`coalesce(bool_or(${assetOperators.workerId} = ${workerId}), false)` })
    .from(assetOperators)
    .innerJoin(workers, eq(workers.id, assetOperators.workerId))
    .where(and(eq(assetOperators.assetId, assetId), isNull(workers.deletedAt)));
  return { named: row?.named ?? 0, isOne: !!row?.isOne };
}

export async function countOperators(db: Exec, assetId: number) {
  return (await operatorStanding(db, assetId, 0)).named;
}

export const liveWorkers = (db: Exec, ids: number[]) =>
  ids.length
    ? db
        .select({ id: workers.id, name: workers.fullName })
        .from(workers)
        .where(and(inArray(workers.id, ids), isNull(workers.deletedAt)))
    : Promise.resolve([]);

export const currentOperatorIds = async (db: Exec, assetId: number) =>
  (await db.select({ workerId: assetOperators.workerId }).from(assetOperators).where(eq(assetOperators.assetId, assetId))).map((r) => r.workerId);

export const addOperators = (tx: Tx, assetId: number, ids: number[], by: number) =>
  ids.length ? tx.insert(assetOperators).values(ids.map((workerId) => ({ assetId, workerId, authorisedBy: by }))) : undefined;
export const removeOperators = (tx: Tx, assetId: number, ids: number[]) =>
  ids.length ? tx.delete(assetOperators).where(and(eq(assetOperators.assetId, assetId), inArray(assetOperators.workerId, ids))) : undefined;
