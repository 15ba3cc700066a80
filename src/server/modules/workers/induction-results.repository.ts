import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@shared/common/paging";
import type { ResultState } from "@shared/workforce/inductions";
import type { InductionResultsQuery } from "@shared/workforce/inductions.endpoints";
import type { Db, Tx } from "../../db/client";
import { inductionResults, projects, users, workers } from "../../db/schema/index";
import { pageOffset } from "../../platform/register/paged-list";
import { validityWindow } from "./inductions.repository";

/** Induction results as they are read (decision 0068): with the worker, the contract, the reviewer and the attempt's number. */

type Exec = Db | Tx;
const R = inductionResults;

/**
 * Which attempt a result was: its place among the worker's results at the induction since their last
 * pass before it (a pass, taken or recorded in person, starts the count again), 1 for the first.
 * The same count the attempts limit uses (induction-results.service.ts).
 */
const attemptNumber = sql<number>`(
  select count(*)::int from induction_results r2
  where r2.worker_id = ${R.workerId} and r2.induction_id = ${R.inductionId} and r2.id <= ${R.id}
    and r2.id > coalesce((select max(r3.id) from induction_results r3
      where r3.worker_id = ${R.workerId} and r3.induction_id = ${R.inductionId} and r3.passed and r3.id < ${R.id}), 0)
)`;

const reviewer = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${R.reviewedBy})`;

export const resultRows = (db: Exec) =>
  db
    .select({
      result: R,
      firstName: workers.firstName,
      lastName: workers.lastName,
      employer: workers.employer,
      contractName: projects.name,
      attempt: attemptNumber,
      reviewerName: reviewer,
    })
    .from(R)
    .innerJoin(workers, eq(workers.id, R.workerId))
    .leftJoin(projects, eq(projects.id, R.projectId));
export type ResultRow = Awaited<ReturnType<ReturnType<typeof resultRows>["where"]>>[number];

/** A state in SQL, by the validity period on `today`: the same answer as resultState (shared/workforce/inductions.ts). */
export function stateWhere(state: ResultState, today: string, days: number): SQL {
  const { validFrom, soonTo } = validityWindow(today, days);
  const standing = sql`${R.reviewStatus} <> 'rejected'`;
  switch (state) {
    case "rejected":
      return sql`${R.reviewStatus} = 'rejected'`;
    case "failed":
      return sql`${standing} and not ${R.passed}`;
    case "passed":
      return sql`${standing} and ${R.passed} and ${R.passedOn} > ${soonTo}`;
    case "expiring":
      return sql`${standing} and ${R.passed} and ${R.passedOn} >= ${validFrom} and ${R.passedOn} <= ${soonTo}`;
    case "expired":
      return sql`${standing} and ${R.passed} and ${R.passedOn} < ${validFrom}`;
  }
}

function resultsWhere(f: Omit<InductionResultsQuery, keyof PageQuery>, today: string, days: number): SQL {
  const conds: (SQL | undefined)[] = [isNull(workers.deletedAt), sql`(${R.projectId} is null or ${projects.deletedAt} is null)`];
  if (f.inductionId) conds.push(eq(R.inductionId, f.inductionId));
  if (f.projectId) conds.push(eq(R.projectId, f.projectId));
  if (f.workerId) conds.push(eq(R.workerId, f.workerId));
  if (f.state) conds.push(stateWhere(f.state, today, days));
  if (f.review === "pending") conds.push(sql`${R.passed} and ${R.reviewStatus} = 'pending'`);
  return and(...conds)!;
}

/** Newest first (the id breaks a tie within one moment), paged, with the total. */
export async function listResults(db: Db, q: InductionResultsQuery, today: string, days: number) {
  const where = resultsWhere(q, today, days);
  const rows = await resultRows(db).where(where).orderBy(desc(R.completedAt), desc(R.id)).limit(q.pageSize).offset(pageOffset(q));
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .innerJoin(workers, eq(workers.id, R.workerId))
    .leftJoin(projects, eq(projects.id, R.projectId))
    .where(where);
  return { rows, total: Number(n) };
}

export async function findResult(db: Exec, id: number): Promise<ResultRow | undefined> {
  const [row] = await resultRows(db).where(and(eq(R.id, id), isNull(workers.deletedAt)));
  return row;
}

/** The worker's latest result at each induction they have one for. */
export async function latestOfWorker(db: Exec, workerId: number): Promise<ResultRow[]> {
  return resultRows(db)
    .where(
      and(
        eq(R.workerId, workerId),
        sql`${R.id} = (select max(r4.id) from induction_results r4 where r4.worker_id = ${R.workerId} and r4.induction_id = ${R.inductionId})`,
      ),
    )
    .orderBy(desc(R.completedAt));
}

/** Attempts the worker has made at the induction since their last pass (taken or recorded), for the limit. */
export async function attemptsSinceLastPass(tx: Tx, workerId: number, inductionId: number): Promise<number> {
  const [last] = await tx
    .select({ id: sql<number | null>`max(${R.id})` })
    .from(R)
    .where(and(eq(R.workerId, workerId), eq(R.inductionId, inductionId), eq(R.passed, true)));
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(R)
    .where(and(eq(R.workerId, workerId), eq(R.inductionId, inductionId), gt(R.id, last?.id ?? 0)));
  return Number(n);
}

export async function setReview(tx: Tx, id: number, values: { reviewStatus: string; reviewNote: string | null; reviewedBy: number }) {
  await tx
    .update(R)
    .set({ ...values, reviewedAt: new Date() })
    .where(eq(R.id, id));
}
