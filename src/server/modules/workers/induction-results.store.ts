import { and, eq, max, ne } from "drizzle-orm";
import { DEFAULT_VALIDITY_DAYS } from "@shared/workforce/inductions";
import type { Db, Tx } from "../../db/client";
import { inductionResults, inductionSettings, workers } from "../../db/schema/index";

/**
 * The one way a result is written (decision 0068), whether taken on site, sent with a registration or
 * recorded from a briefing in person: insert it, then bring the worker's `induction_date` up to date.
 */
export type NewInductionResult = typeof inductionResults.$inferInsert;

export async function insertInductionResult(tx: Tx, row: NewInductionResult) {
  const [saved] = await tx.insert(inductionResults).values(row).returning();
  await refreshWorkerInductionDate(tx, row.workerId);
  return saved;
}

/** The worker's `induction_date`: the latest day they passed any induction, rejected passes left out. */
export async function refreshWorkerInductionDate(tx: Tx, workerId: number) {
  const [latest] = await tx
    .select({ day: max(inductionResults.passedOn) })
    .from(inductionResults)
    .where(and(eq(inductionResults.workerId, workerId), eq(inductionResults.passed, true), ne(inductionResults.reviewStatus, "rejected")));
  const day = latest?.day ?? null;
  await tx
    .update(workers)
    .set({ inductionDate: day, inductionCompleted: day !== null })
    .where(eq(workers.id, workerId));
}

/** How long a pass stays valid, in days (the company's one setting; 365 until it is set). */
export async function validityDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ days: inductionSettings.validityDays }).from(inductionSettings).where(eq(inductionSettings.id, 1));
  return row?.days ?? DEFAULT_VALIDITY_DAYS;
}
