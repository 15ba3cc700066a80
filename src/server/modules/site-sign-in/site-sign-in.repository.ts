import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "../../db/client";
import {
  inductionResults,
  inductions,
  siteAttendance,
  siteGateAnswers,
  siteSignInSettings,
  tradeCardRules,
  users,
  visitorAttendance,
  workers,
} from "../../db/schema/index";

/** Site sign-in's reads and writes (decision 0069): set-wise, so the roster of thousands is a few queries, never one per worker. */

type Exec = Db | Tx;
export type AttendanceRow = typeof siteAttendance.$inferSelect;
export type NewAttendance = typeof siteAttendance.$inferInsert;
export type SettingsRow = typeof siteSignInSettings.$inferSelect;
export type GateAnswerRow = typeof siteGateAnswers.$inferSelect;
export type GateWorkerRow = Awaited<ReturnType<typeof activeWorkers>>[number];

const A = siteAttendance;

export async function findSettings(db: Exec, projectId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(siteSignInSettings).where(eq(siteSignInSettings.projectId, projectId));
  return row;
}

/** Workers on site now (an open sign-in) and visitors signed in today and not out: the fire list's headcount. */
export async function onSiteCounts(db: Exec, projectIds: number[], today: string): Promise<Map<number, number>> {
  if (!projectIds.length) return new Map();
  const result = await db.execute(sql`
    select project_id, count(*)::int as n from (
      select ${A.projectId} as project_id from ${A} where ${inArray(A.projectId, projectIds)} and ${A.signOutTime} is null
      union all
      select ${visitorAttendance.projectId} from ${visitorAttendance}
        where ${inArray(visitorAttendance.projectId, projectIds)} and ${visitorAttendance.date} = ${today} and ${visitorAttendance.signOutTime} is null
    ) s group by project_id`);
  return new Map(rowsOf<{ project_id: number; n: number }>(result).map((r) => [Number(r.project_id), Number(r.n)]));
}

/** Active, live workers (all, or the given ones), with what the refusals read from the worker's own row. */
export function activeWorkers(db: Exec, ids?: number[]) {
  return db
    .select({
      id: workers.id,
      workerId: workers.workerId,
      firstName: workers.firstName,
      lastName: workers.lastName,
      employeeId: workers.workerId,
      trade: workers.trade,
      employer: workers.employer,
      qrToken: workers.qrToken,
      rightToWorkCheckedOn: workers.rightToWorkCheckedOn,
      rightToWorkFollowUp: workers.rightToWorkFollowUp,
    })
    .from(workers)
    .where(and(isNull(workers.deletedAt), eq(workers.employmentStatus, "active"), ids ? inArray(workers.id, ids) : undefined))
    .orderBy(sql`lower(${workers.lastName})`, sql`lower(${workers.firstName})`, workers.id);
}

export const tradeRules = (db: Exec) => db.select({ trade: tradeCardRules.trade, requirements: tradeCardRules.requirements }).from(tradeCardRules);

/**
 * The induction a worker needs on this contract (decision 0068): the contract's own if it has one,
 * else the company's if there is one, else none.
 */
export async function requiredInduction(db: Exec, projectId: number): Promise<{ id: number } | null> {
  const rows = await db
    .select({ id: inductions.id, projectId: inductions.projectId })
    .from(inductions)
    .where(sql`${inductions.projectId} = ${projectId} or ${inductions.projectId} is null`);
  return rows.find((r) => r.projectId === projectId) ?? rows.find((r) => r.projectId === null) ?? null;
}

/** Each worker's latest standing pass (passed, not rejected) at an induction: the day it was passed. */
export async function latestPasses(db: Exec, inductionId: number, ids?: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ workerId: inductionResults.workerId, passedOn: sql<string | null>`max(${inductionResults.passedOn})` })
    .from(inductionResults)
    .where(
      and(
        eq(inductionResults.inductionId, inductionId),
        eq(inductionResults.passed, true),
        ne(inductionResults.reviewStatus, "rejected"),
        ids ? inArray(inductionResults.workerId, ids) : undefined,
      ),
    )
    .groupBy(inductionResults.workerId);
  return new Map(rows.filter((r) => r.passedOn).map((r) => [r.workerId, r.passedOn!]));
}

/** The day's answers at this contract (the latest per worker wins), for the given workers or all. */
export async function answersOn(db: Exec, projectId: number, date: string, ids?: number[]): Promise<Map<number, GateAnswerRow>> {
  const rows = await db
    .select()
    .from(siteGateAnswers)
    .where(and(eq(siteGateAnswers.projectId, projectId), eq(siteGateAnswers.date, date), ids ? inArray(siteGateAnswers.workerId, ids) : undefined))
    .orderBy(siteGateAnswers.id);
  return new Map(rows.map((r) => [r.workerId, r]));
}

export const insertAnswers = (tx: Tx, values: typeof siteGateAnswers.$inferInsert) => tx.insert(siteGateAnswers).values(values);

/** The open sign-ins at this contract (the given workers or all). */
export function openAttendance(db: Exec, projectId: number, ids?: number[]) {
  return db
    .select({ id: A.id, workerId: A.workerId, signInTime: A.signInTime, date: A.date })
    .from(A)
    .where(and(eq(A.projectId, projectId), isNull(A.signOutTime), ids ? inArray(A.workerId, ids) : undefined));
}

/**
 * Each worker's last travel answers, offered again: at the gate, at this contract since `since`; on the
 * worker's own phone (projectId and since null), their last anywhere.
 */
export async function lastTravel(db: Exec, projectId: number | null, since: string | null, ids?: number[]) {
  const rows = await db
    .selectDistinctOn([A.workerId], {
      workerId: A.workerId,
      travelMethod: A.travelMethod,
      travelDistance: A.travelDistance,
      travelDistanceEstimated: A.travelDistanceEstimated,
      travelOriginPostcode: A.travelOriginPostcode,
    })
    .from(A)
    .where(
      and(
        projectId === null ? undefined : eq(A.projectId, projectId),
        since === null ? undefined : sql`${A.date} >= ${since}`,
        sql`${A.travelMethod} is not null`,
        ids ? inArray(A.workerId, ids) : undefined,
      ),
    )
    .orderBy(A.workerId, desc(A.date), desc(A.id));
  return new Map(rows.map((r) => [r.workerId, r]));
}

export async function insertAttendance(tx: Tx, values: NewAttendance): Promise<AttendanceRow> {
  const [row] = await tx.insert(A).values(values).returning();
  return row;
}

/** The open sign-in of the worker at this contract, locked for the sign-out. */
export async function lockOpen(tx: Tx, projectId: number, workerId: number): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(A)
    .where(and(eq(A.projectId, projectId), eq(A.workerId, workerId), isNull(A.signOutTime)))
    .for("update");
  return row;
}

/** The worker's sign-in here that the automatic sign-out closed after `at`, though it began before: a queued sign-out's real time belongs on it. */
export async function lockAutoClosedAround(tx: Tx, projectId: number, workerId: number, at: Date): Promise<AttendanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(A)
    .where(
      and(
        eq(A.projectId, projectId),
        eq(A.workerId, workerId),
        eq(A.signOutMethod, "auto"),
        sql`${A.signedInAt} <= ${at.toISOString()}`,
        sql`${A.signedOutAt} > ${at.toISOString()}`,
      ),
    )
    .orderBy(desc(A.signedInAt))
    .limit(1)
    .for("update");
  return row;
}

export async function updateAttendance(tx: Tx, id: number, values: Partial<NewAttendance>) {
  await tx
    .update(A)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(A.id, id));
}

/** Who is alerted about a contract: its site manager, else its project manager, while an active user. */
export async function managerEmails(db: Exec, managerIds: (number | null)[]): Promise<string[]> {
  const ids = managerIds.filter((i): i is number => i !== null);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, "active")));
  const first = ids.map((id) => rows.find((r) => r.id === id)).find((r) => r && r.email);
  return first ? [first.email] : [];
}
