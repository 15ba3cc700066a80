import type { FastifyRequest } from "fastify";
import { formatCarbon } from "@shared/common/numbers";
import { ukTime, ukToday } from "@shared/common/uk-dates";
import { QR_NOT_VALID } from "@shared/workforce/worker-id-card";
import { WORKER_NOT_FOUND } from "@shared/workforce/worker";
import { SIGN_IN_MESSAGES, type AttendanceView, type Refusal, type SignInAnswer, type SignInInput, type SignOutInput } from "@shared/site-sign-in/site-sign-in";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { badRequest, conflict, forbidden, HttpError, isUniqueViolation, notFound } from "../../platform/errors";
import type { Mailer } from "../../platform/mail";
import { userCan } from "../../platform/permissions";
import type { PostcodeLocator } from "../../platform/postcode-distance";
import { publishSiteChange } from "../../platform/site-changes";
import { replaceFigures } from "../carbon/carbon-figures.service";
import { travelColumns, travelDistance, travelFigures } from "../carbon/travel.service";
import type { ProjectRow } from "../projects/project-lookup";
import { findByQr } from "../workers/worker-id-card.service";
import { getLiveWorker } from "../workers/workers.service";
import { alertHeadcount, alertUnfit } from "./site-sign-in.alerts";
import { attendanceView } from "../site-attendance/attendance.service";
import { gateFacts, markAnswers, unfitRefusals, type GateFacts } from "./site-sign-in.refusals";
import * as repo from "./site-sign-in.repository";

/**
 * Signing a worker in and out (issue 31, decision 0069): at the gate (a site device, a signed-in user
 * with Workforce create) or on the worker's own phone from the poster (no user). The poster module calls
 * signIn and signOut with method "self".
 */

export type Ctx = { db: Db; request: FastifyRequest; mailer: Mailer; locate: PostcodeLocator };
export type Method = { method: "gate" | "self" };

const MAX_AHEAD_MS = 2 * 60_000;
const MAX_AGE_MS = 7 * 24 * 3_600_000;

/** The moment of the tap: now, or the moment a queued (offline) tap was made, in the site's day and clock. */
export function momentOf(at: string | undefined, now = new Date()) {
  const when = at ? new Date(at) : now;
  // An offset the format allows but no clock has (+99:00) is not a moment at all.
  if (Number.isNaN(when.getTime())) throw badRequest("The time must be an ISO date-time", "at");
  if (when.getTime() - now.getTime() > MAX_AHEAD_MS) throw badRequest(SIGN_IN_MESSAGES.atInFuture, "at");
  if (now.getTime() - when.getTime() > MAX_AGE_MS) throw badRequest(SIGN_IN_MESSAGES.atTooOld, "at");
  return { at: when, date: ukToday(when), time: ukTime(when) };
}

/** The QR's token, whether the scan read the token, `/w/<token>` or a whole address ending in it. */
export const tokenOfQr = (qr: string) =>
  qr
    .trim()
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .pop() ?? "";

async function workerOf(db: Db, input: { workerId?: number; qrToken?: string }): Promise<number> {
  if (input.workerId !== undefined) return (await getLiveWorker(db, input.workerId)).id;
  const token = tokenOfQr(input.qrToken ?? "");
  // A token is base64url: anything else was never one, and need not be looked up.
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw notFound(QR_NOT_VALID);
  return (await findByQr(db, token)).id;
}

async function factsOf(db: Db, projectId: number, workerId: number, date: string): Promise<GateFacts> {
  const [facts] = await gateFacts(db, projectId, date, [workerId]);
  if (!facts) throw notFound(WORKER_NOT_FOUND);
  return facts;
}

const nameOf = (f: GateFacts) => `${f.worker.firstName} ${f.worker.lastName}`;
const describe = (refusals: Refusal[]) => refusals.map((r) => r.reason.toLowerCase()).join("; ");

/**
 * Today's gate checks: asked once a day per worker and contract. When due, the answers must come with
 * the sign-in; they are stored at once (a failed answer keeps refusing all day, overridden or not).
 */
async function gateChecks(ctx: Ctx, project: ProjectRow, facts: GateFacts, input: SignInInput, date: string, at: Date): Promise<{ fit: boolean } | undefined> {
  if (facts.answers) return facts.answers;
  const settings = await repo.findSettings(ctx.db, project.id);
  const questions = settings?.fitQuestions ?? [];
  const briefing = settings?.briefing ? settings.briefingVersion : null;
  if (!questions.length && briefing === null) return undefined;
  const gate = input.gate;
  if (!gate || gate.answers.length !== questions.length || (briefing !== null && gate.briefingVersion !== briefing)) {
    throw badRequest(SIGN_IN_MESSAGES.answerChecks, "gate");
  }
  const { answers, fit } = markAnswers(questions, gate.answers);
  const values = {
    projectId: project.id,
    workerId: facts.worker.id,
    date,
    answers,
    fit,
    briefingVersion: briefing,
    answeredAt: at,
    createdBy: ctx.request.user?.id ?? null,
  };
  await ctx.db.transaction(async (tx) => {
    await repo.insertAnswers(tx, values);
    await audit(tx, ctx.request, {
      action: fit ? "site_gate_checks_answered" : "site_gate_checks_failed",
      description: `${nameOf(facts)} ${fit ? "answered" : "did not pass"} today's gate checks at ${project.name}`,
      entityType: "worker",
      entityId: facts.worker.id,
      entityName: nameOf(facts),
      category: "workers",
      severity: fit ? "info" : "warning",
      // Health-related: whether they passed, never the answers themselves (those are kept for a short time only).
      metadata: { projectId: project.id, date, fit, briefingVersion: briefing },
    });
  });
  if (!fit) {
    const failed = answers.filter((a) => !a.fit).map((a) => a.question);
    await alertUnfit({ ...ctx, log: ctx.request.log }, project, { id: facts.worker.id, name: nameOf(facts), company: facts.worker.employer }, date, failed);
  }
  return { fit };
}

async function mayOverride(ctx: Ctx) {
  const user = ctx.request.user;
  if (!user || !(await userCan(ctx.db, user.role, "Workforce", "edit"))) throw forbidden(SIGN_IN_MESSAGES.overrideNotAllowed);
}

export async function signIn(ctx: Ctx, project: ProjectRow, input: SignInInput, { method }: Method): Promise<SignInAnswer> {
  const { at, date, time } = momentOf(input.at);
  if (input.override) await mayOverride(ctx);
  const workerId = await workerOf(ctx.db, input);
  const facts = await factsOf(ctx.db, project.id, workerId, date);
  if (facts.open) throw conflict(SIGN_IN_MESSAGES.alreadyOnSite);
  const answers = await gateChecks(ctx, project, facts, input, date, at);
  const refusals = [...facts.refusals, ...unfitRefusals(answers)];
  if (refusals.length && !input.override && !input.offline) throw new HttpError(409, SIGN_IN_MESSAGES.refused, { refusals });
  const overridden = refusals.length && input.override ? input.override.reason : null;
  const flagged = refusals.length && !overridden ? refusals : [];

  const journey = await travelDistance(ctx.locate, input, project.postcode);
  const name = nameOf(facts);
  const company = facts.worker.employer ?? "Direct";
  const figures = await travelFigures(ctx.db, input, journey, { name, company, purpose: "commute" });
  const userId = ctx.request.user?.id ?? null;
  let row: repo.AttendanceRow;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const saved = await repo.insertAttendance(tx, {
        projectId: project.id,
        workerId,
        workerName: name,
        workerEmployeeId: facts.worker.employeeId,
        trade: facts.worker.trade,
        company,
        date,
        signInTime: time,
        signedInAt: at,
        signInMethod: method,
        recordedOffline: input.offline,
        ...travelColumns(input, journey),
        overriddenRefusals: overridden ? refusals.map((r) => r.code) : null,
        overrideReason: overridden,
        overriddenBy: overridden ? userId : null,
        flaggedRefusals: flagged.length ? flagged.map((r) => r.code) : null,
        createdBy: userId,
        updatedBy: userId,
      });
      const kg = await replaceFigures(tx, { kind: "site_attendance", id: saved.id }, { projectId: project.id, date }, figures);
      await repo.updateAttendance(tx, saved.id, { travelCarbon: figures.length ? kg.toFixed(3) : null });
      await logSignIn(tx, ctx, project, saved, { name, refusals, overridden, flagged, kg, method });
      return { ...saved, travelCarbon: figures.length ? kg.toFixed(3) : null };
    });
  } catch (e) {
    // Two taps at once: the open sign-in's unique index lets one through.
    if (isUniqueViolation(e)) throw conflict(SIGN_IN_MESSAGES.alreadyOnSite);
    throw e;
  }
  publishSiteChange(project.id);
  const onSiteCount = (await repo.onSiteCounts(ctx.db, [project.id], ukToday())).get(project.id) ?? 0;
  const headcountWarning = await headcount(ctx, project, onSiteCount);
  return {
    attendance: await attendanceView(ctx.db, ctx.request, row.id),
    onSiteCount,
    headcountWarning,
    flaggedRefusals: flagged,
  };
}

type Logged = { name: string; refusals: Refusal[]; overridden: string | null; flagged: Refusal[]; kg: number; method: string };

function logSignIn(tx: Tx, ctx: Ctx, project: ProjectRow, row: repo.AttendanceRow, l: Logged) {
  const how = l.method === "self" ? " on their own phone" : "";
  const queued = row.recordedOffline ? " (queued offline)" : "";
  const override = l.overridden ? `, overriding: ${describe(l.refusals)} (reason: ${l.overridden})` : "";
  const flagged = l.flagged.length ? `; flagged, kept because they are on site: ${describe(l.flagged)}` : "";
  return audit(tx, ctx.request, {
    action: l.overridden ? "site_sign_in_overridden" : "site_signed_in",
    description: `Signed in ${l.name} at ${project.name} on ${row.date} at ${row.signInTime}${how}${queued}${override}${flagged}${l.kg ? `: travel ${formatCarbon(l.kg)}` : ""}`,
    entityType: "site_attendance",
    entityId: row.id,
    entityName: l.name,
    category: "workers",
    severity: l.overridden || l.flagged.length ? "warning" : "info",
    metadata: {
      projectId: project.id,
      workerId: row.workerId,
      date: row.date,
      signInTime: row.signInTime,
      method: l.method,
      offline: row.recordedOffline,
      overriddenRefusals: l.overridden ? l.refusals.map((r) => r.code) : [],
      flaggedRefusals: l.flagged.map((r) => r.code),
      travelCarbon: l.kg,
    },
  });
}

/** Past the contract's limit: the warning for the gate, and the site manager's alert as the limit is passed. */
async function headcount(ctx: Ctx, project: ProjectRow, onSite: number): Promise<string | null> {
  const settings = await repo.findSettings(ctx.db, project.id);
  const limit = settings?.headcountLimit ?? null;
  if (limit === null || onSite <= limit) return null;
  if (onSite === limit + 1) await alertHeadcount({ ...ctx, log: ctx.request.log }, project, onSite, limit, ukToday());
  return SIGN_IN_MESSAGES.headcountPassed(limit);
}

/**
 * Signs the worker out at the moment of the tap. A queued sign-out that arrives after the automatic
 * sign-out closed the record at the contract's time keeps the real, earlier time.
 */
export async function signOut(ctx: Ctx, project: ProjectRow, input: SignOutInput, { method }: Method): Promise<AttendanceView> {
  const { at, time } = momentOf(input.at);
  const workerId = await workerOf(ctx.db, input);
  const row = await ctx.db.transaction(async (tx) => {
    const open = (await repo.lockOpen(tx, project.id, workerId)) ?? (input.at ? await repo.lockAutoClosedAround(tx, project.id, workerId, at) : undefined);
    if (!open) throw conflict(SIGN_IN_MESSAGES.notOnSite);
    if (at.getTime() < open.signedInAt.getTime()) throw badRequest(SIGN_IN_MESSAGES.signOutBeforeSignIn, "at");
    const replacedAuto = open.signOutMethod === "auto";
    const values = { signOutTime: time, signedOutAt: at, signOutMethod: method, updatedBy: ctx.request.user?.id ?? null };
    await repo.updateAttendance(tx, open.id, values);
    await audit(tx, ctx.request, {
      action: "site_signed_out",
      description: `Signed out ${open.workerName} from ${project.name} at ${time}${method === "self" ? " on their own phone" : ""}${input.offline ? " (queued offline)" : ""}${replacedAuto ? ` (replacing the automatic sign-out at ${open.signOutTime})` : ""}`,
      entityType: "site_attendance",
      entityId: open.id,
      entityName: open.workerName,
      category: "workers",
      metadata: {
        projectId: project.id,
        workerId,
        date: open.date,
        signInTime: open.signInTime,
        signOutTime: time,
        method,
        offline: input.offline,
        replacedAuto,
      },
    });
    return { ...open, ...values };
  });
  publishSiteChange(project.id);
  return attendanceView(ctx.db, ctx.request, row.id);
}

/** The poster module answers the same settings view. */
export { presentSettings } from "./site-sign-in.settings";
/** Who the gate would let in on a day, and why not (the demo's check reads it too); one worker's own phone's view. */
export { gateFacts, ownPhoneFacts } from "./site-sign-in.refusals";
