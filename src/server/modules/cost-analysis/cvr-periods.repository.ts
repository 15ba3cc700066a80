import { and, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { cvrPeriods, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type PeriodRow = typeof cvrPeriods.$inferSelect;
export type PeriodWithPeople = { row: PeriodRow; closedBy: { id: number; name: string } | null; updatedBy: { id: number; name: string } | null };

const closer = alias(users, "closer");
const editor = alias(users, "editor");

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function selectWithPeople(db: Exec) {
  return db
    .select({ row: cvrPeriods, closerId: closer.id, closerName: closer.name, editorId: editor.id, editorName: editor.name })
    .from(cvrPeriods)
    .leftJoin(closer, eq(closer.id, cvrPeriods.closedBy))
    .leftJoin(editor, eq(editor.id, cvrPeriods.updatedBy));
}
type Joined = { row: PeriodRow; closerId: number | null; closerName: string | null; editorId: number | null; editorName: string | null };
const withPeople = (r: Joined): PeriodWithPeople => ({ row: r.row, closedBy: person(r.closerId, r.closerName), updatedBy: person(r.editorId, r.editorName) });

export async function listPeriods(db: Db, projectId: number): Promise<PeriodWithPeople[]> {
  const rows = await selectWithPeople(db).where(eq(cvrPeriods.projectId, projectId)).orderBy(desc(cvrPeriods.month));
  return rows.map(withPeople);
}

export async function findPeriod(db: Exec, projectId: number, month: string): Promise<PeriodWithPeople | undefined> {
  const [row] = await selectWithPeople(db).where(and(eq(cvrPeriods.projectId, projectId), eq(cvrPeriods.month, month)));
  return row ? withPeople(row) : undefined;
}

/**
 * One writer to a contract's months at a time, for the rest of the transaction: whether a month may
 * change depends on the other months (the last closed one, an earlier one still open), so a valuation
 * and a closing on two months of one contract take turns rather than each judging a world the other
 * is changing.
 */
export async function lockContractMonths(tx: Tx, projectId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sitebook:cvr_periods'), ${projectId})`);
}

/** The contract's months as they stand (under the lock above when deciding a write), oldest first. */
export async function monthsOf(db: Exec, projectId: number): Promise<PeriodRow[]> {
  return db.select().from(cvrPeriods).where(eq(cvrPeriods.projectId, projectId)).orderBy(cvrPeriods.month);
}

export async function insertPeriod(tx: Tx, values: typeof cvrPeriods.$inferInsert): Promise<PeriodRow> {
  const [row] = await tx.insert(cvrPeriods).values(values).returning();
  return row;
}

export async function updatePeriod(tx: Tx, id: number, values: Partial<typeof cvrPeriods.$inferInsert>): Promise<PeriodRow> {
  const [row] = await tx.update(cvrPeriods).set(values).where(eq(cvrPeriods.id, id)).returning();
  return row;
}

/**
 * The last closed month before `month` whose snapshot is whole (has heads), or none: what the month's
 * movements are measured from. Months that kept their valuation alone are passed over.
 */
export async function lastWholeBefore(db: Exec, projectId: number, month: string): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(cvrPeriods)
    .where(
      and(
        eq(cvrPeriods.projectId, projectId),
        eq(cvrPeriods.status, "closed"),
        lt(cvrPeriods.month, month),
        sql`${cvrPeriods.snapshot} -> 'heads' is not null`,
      ),
    )
    .orderBy(desc(cvrPeriods.month))
    .limit(1);
  return row;
}

/** The contract's last closed month, or null: every month up to it is closed, row or not. */
export async function lastClosedMonth(db: Exec, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ month: cvrPeriods.month })
    .from(cvrPeriods)
    .where(and(eq(cvrPeriods.projectId, projectId), eq(cvrPeriods.status, "closed")))
    .orderBy(desc(cvrPeriods.month))
    .limit(1);
  return row?.month ?? null;
}
