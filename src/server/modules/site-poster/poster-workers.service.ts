import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { PERSONAL_LINK_NOT_VALID, type SelfWorker } from "@shared/site-sign-in/site-public";
import type { TravelAnswers } from "@shared/site-sign-in/site-sign-in";
import type { Db } from "../../db/client";
import { siteAttendance, siteGateAnswers } from "../../db/schema/index";
import { notFound } from "../../platform/errors";
import { contractOf } from "./poster-visitors.service";
import * as repo from "./site-poster.repository";

/**
 * A worker on the poster's page with their personal link (issue 31): who they are, whether they are on
 * this site now, today's gate checks if still to answer, and the travel they gave last time (offered again).
 */

export async function workerOf(db: Db, linkToken: string) {
  const worker = await repo.workerOfLink(db, linkToken);
  if (!worker) throw notFound(PERSONAL_LINK_NOT_VALID);
  return worker;
}

/** The poster's contract and the link's worker, both or 404. */
export async function personal(db: Db, token: string, linkToken: string) {
  const [project, worker] = [await contractOf(db, token), await workerOf(db, linkToken)];
  return { project, worker };
}

export async function linkOwner(db: Db, linkToken: string) {
  const worker = await workerOf(db, linkToken);
  return { name: `${worker.firstName} ${worker.lastName}` };
}

async function openSignIn(db: Db, projectId: number, workerId: number) {
  const a = siteAttendance;
  const [row] = await db
    .select({ signInTime: a.signInTime })
    .from(a)
    .where(and(eq(a.projectId, projectId), eq(a.workerId, workerId), isNull(a.signOutTime)));
  return row ?? null;
}

async function answeredToday(db: Db, projectId: number, workerId: number) {
  const g = siteGateAnswers;
  const [row] = await db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.projectId, projectId), eq(g.workerId, workerId), eq(g.date, ukToday())))
    .limit(1);
  return row !== undefined;
}

async function lastTravel(db: Db, workerId: number): Promise<TravelAnswers | null> {
  const a = siteAttendance;
  const [row] = await db
    .select({ travelMethod: a.travelMethod, travelDistance: a.travelDistance, travelOriginPostcode: a.travelOriginPostcode })
    .from(a)
    .where(and(eq(a.workerId, workerId), isNotNull(a.travelMethod)))
    .orderBy(desc(a.signedInAt))
    .limit(1);
  if (!row) return null;
  return {
    travelMethod: row.travelMethod as TravelAnswers["travelMethod"],
    travelDistance: row.travelDistance === null ? null : Number(row.travelDistance),
    travelOriginPostcode: row.travelOriginPostcode,
  };
}

export async function selfView(db: Db, projectId: number, worker: { id: number; firstName: string; lastName: string }): Promise<SelfWorker> {
  const [settings, onSite, answered, travel] = await Promise.all([
    repo.settingsOf(db, projectId),
    openSignIn(db, projectId, worker.id),
    answeredToday(db, projectId, worker.id),
    lastTravel(db, worker.id),
  ]);
  const hasChecks = Boolean(settings && (settings.fitQuestions.length > 0 || settings.briefing));
  return {
    name: `${worker.firstName} ${worker.lastName}`,
    onSite,
    checks:
      hasChecks && !answered
        ? { questions: settings!.fitQuestions.map((q) => ({ question: q.question })), briefing: settings!.briefing, briefingVersion: settings!.briefingVersion }
        : null,
    lastTravel: travel,
  };
}

export async function worker(db: Db, token: string, linkToken: string) {
  const { project, worker } = await personal(db, token, linkToken);
  return selfView(db, project.id, worker);
}
