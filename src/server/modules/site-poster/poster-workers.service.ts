import { ukToday } from "@shared/common/uk-dates";
import {
  LINK_TOO_MANY,
  PERSONAL_LINK_NOT_VALID,
  SPEAK_TO_SITE_TEAM,
  VISITOR_TOO_MANY,
  type SelfSignInInput,
  type SelfWorker,
} from "@shared/site-sign-in/site-public";
import { SIGN_IN_MESSAGES } from "@shared/site-sign-in/site-sign-in";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../platform/errors";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import { sha256Hex } from "../../platform/hash";
import { getLiveProjectById } from "../projects/project-lookup";
import { ownPhoneFacts, signIn, signOut, type Ctx } from "../site-sign-in/site-sign-in.service";
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

export async function selfView(db: Db, projectId: number, worker: { id: number; firstName: string; lastName: string }): Promise<SelfWorker> {
  const [settings, { open, answered, lastTravel }] = await Promise.all([repo.settingsOf(db, projectId), ownPhoneFacts(db, projectId, worker.id, ukToday())]);
  const hasChecks = Boolean(settings && (settings.fitQuestions.length > 0 || settings.briefing));
  return {
    name: `${worker.firstName} ${worker.lastName}`,
    onSite: open ? { signInTime: open.signInTime } : null,
    checks:
      hasChecks && !answered
        ? { questions: settings!.fitQuestions.map((q) => ({ question: q.question })), briefing: settings!.briefing, briefingVersion: settings!.briefingVersion }
        : null,
    lastTravel,
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
  await spend(ctx.db, `poster-worker:link:${sha256Hex(linkToken)}`, LINK_LIMIT);
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
