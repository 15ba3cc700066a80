import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { createHash } from "node:crypto";
import {
  LINK_TOO_MANY,
  PERSONAL_LINK_NOT_VALID,
  SPEAK_TO_SITE_TEAM,
  VISITOR_TOO_MANY,
  type SelfSignInInput,
  type SelfWorker,
} from "@shared/site-sign-in/site-public";
import { SIGN_IN_MESSAGES, type TravelAnswers } from "@shared/site-sign-in/site-sign-in";
import type { Db } from "../../db/client";
import { siteAttendance, siteGateAnswers } from "../../db/schema/index";
import { HttpError, notFound } from "../../platform/errors";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import { getLiveProjectById } from "../projects/project-lookup";
import { signIn, signOut, type Ctx } from "../site-sign-in/site-sign-in.service";
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

/** A refusal on a phone has no override: the worker is told why, and to speak to the site team at the gate. */
function refusedOnPhone(e: unknown): never {
  if (e instanceof HttpError && e.statusCode === 409 && Array.isArray(e.extra.refusals)) {
    throw new HttpError(409, `${SIGN_IN_MESSAGES.refused}: ${SPEAK_TO_SITE_TEAM.toLowerCase()}`, { refusals: e.extra.refusals });
  }
  throw e;
}

const HOUR = 60 * 60 * 1000;
/**
 * A tap on a phone may mail the site manager (a failed fit-for-work answer, a headcount passed), so taps
 * are limited: a worker taps two to four times a day, so 12 an hour per link; a site's shared Wi-Fi may
 * carry the whole morning's crew, so 240 an hour per address. Counted before the link is checked, so
 * guessing links costs tries too.
 */
export const LINK_LIMIT: RateLimit = { max: 12, windowMs: HOUR, message: (ms) => LINK_TOO_MANY(timeLeft(ms)) };
export const ADDRESS_LIMIT: RateLimit = { max: 240, windowMs: HOUR, message: (ms) => VISITOR_TOO_MANY(timeLeft(ms)) };

async function spendTap(ctx: Ctx, linkToken: string) {
  await spend(ctx.db, `poster-worker:ip:${ctx.request.ip}`, ADDRESS_LIMIT);
  await spend(ctx.db, `poster-worker:link:${createHash("sha256").update(linkToken).digest("hex")}`, LINK_LIMIT);
}

/** The gate's sign-in (its checks, refusals, travel carbon and alerts) with method self: the worker on their own phone. */
export async function selfSignIn(ctx: Ctx, token: string, linkToken: string, input: SelfSignInInput) {
  await spendTap(ctx, linkToken);
  const { project, worker } = await personal(ctx.db, token, linkToken);
  const row = await getLiveProjectById(ctx.db, project.id);
  await signIn(ctx, row, { workerId: worker.id, offline: false, ...input }, { method: "self" }).catch(refusedOnPhone);
  return selfView(ctx.db, project.id, worker);
}

export async function selfSignOut(ctx: Ctx, token: string, linkToken: string) {
  await spendTap(ctx, linkToken);
  const { project, worker } = await personal(ctx.db, token, linkToken);
  const row = await getLiveProjectById(ctx.db, project.id);
  await signOut(ctx, row, { workerId: worker.id, offline: false }, { method: "self" });
  return selfView(ctx.db, project.id, worker);
}
