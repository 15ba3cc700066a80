import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PageQuery } from "@shared/common/paging";
import type { CostHead, VariationStatus } from "@shared/cost-analysis/variations";
import type { Db, Tx } from "../../db/client";
import { contractVariationNumbers, contractVariations, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type VariationRow = typeof contractVariations.$inferSelect;
export type NewVariation = typeof contractVariations.$inferInsert;
export type VariationWithPeople = { row: VariationRow; createdBy: { id: number; name: string } | null; changedBy: { id: number; name: string } | null };

const creator = alias(users, "creator");
const changer = alias(users, "changer");
const live = isNull(contractVariations.deletedAt);

function selectWithPeople(db: Exec) {
  return db
    .select({ row: contractVariations, creatorId: creator.id, creatorName: creator.name, changerId: changer.id, changerName: changer.name })
    .from(contractVariations)
    .leftJoin(creator, eq(creator.id, contractVariations.createdBy))
    .leftJoin(changer, eq(changer.id, contractVariations.statusChangedBy));
}

type Joined = { row: VariationRow; creatorId: number | null; creatorName: string | null; changerId: number | null; changerName: string | null };
const withPeople = (r: Joined): VariationWithPeople => ({
  row: r.row,
  createdBy: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
  changedBy: r.changerId !== null && r.changerName !== null ? { id: r.changerId, name: r.changerName } : null,
});

/** A contract's live variations in number order (served by contract_variations_live_idx and the number's unique index). */
export async function listVariations(db: Db, projectId: number, q: PageQuery & { status?: VariationStatus; head?: CostHead }) {
  const where = and(
    eq(contractVariations.projectId, projectId),
    live,
    q.status ? eq(contractVariations.status, q.status) : undefined,
    q.head ? eq(contractVariations.head, q.head) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectWithPeople(db)
      .where(where)
      .orderBy(asc(contractVariations.number))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(contractVariations).where(where),
  ]);
  return { rows: rows.map(withPeople), total };
}

export async function findVariation(db: Exec, projectId: number, id: number): Promise<VariationWithPeople | undefined> {
  const [row] = await selectWithPeople(db).where(and(eq(contractVariations.id, id), eq(contractVariations.projectId, projectId), live));
  return row ? withPeople(row) : undefined;
}

/** The live variation, locked for the rest of the transaction: two writers to one variation take turns. */
export async function lockVariation(tx: Tx, projectId: number, id: number): Promise<VariationRow | undefined> {
  const [row] = await tx
    .select()
    .from(contractVariations)
    .where(and(eq(contractVariations.id, id), eq(contractVariations.projectId, projectId), live))
    .for("update");
  return row;
}

/**
 * The contract's next variation number: one upsert-increment on its row, so two variations raised at
 * once get consecutive numbers, and a transaction that fails gives its number back.
 */
export async function nextVariationNumber(tx: Tx, projectId: number): Promise<number> {
  const [row] = await tx
    .insert(contractVariationNumbers)
    .values({ projectId, lastNumber: 1 })
    .onConflictDoUpdate({ target: contractVariationNumbers.projectId, set: { lastNumber: sql`${contractVariationNumbers.lastNumber} + 1` } })
    .returning({ n: contractVariationNumbers.lastNumber });
  return row.n;
}

export async function insertVariation(tx: Tx, values: NewVariation): Promise<VariationRow> {
  const [row] = await tx.insert(contractVariations).values(values).returning();
  return row;
}

export async function updateVariation(tx: Tx, id: number, values: Partial<NewVariation>): Promise<VariationRow> {
  const [row] = await tx.update(contractVariations).set(values).where(eq(contractVariations.id, id)).returning();
  return row;
}
