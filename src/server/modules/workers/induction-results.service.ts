import { toPage } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import { inductionExpiry } from "@shared/workforce/card-rules";
import {
  ANSWER_EVERY_QUESTION,
  markAttempt,
  REJECT_NEEDS_NOTE,
  resultState,
  type InductionAttemptInput,
  type InductionResultView,
  type reviewInput,
} from "@shared/workforce/inductions";
import {
  NO_ATTEMPTS_LEFT,
  ONLY_PASSED_REVIEWED,
  RESULT_NOT_FOUND,
  type AttemptAnswer,
  type InductionResultsQuery,
  type recordedInductionInput,
  type WorkerInductions,
} from "@shared/workforce/inductions.endpoints";
import { WORKER_NOT_FOUND } from "@shared/workforce/worker";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { insertInductionResult, refreshWorkerInductionDate, validityDays } from "./induction-results.store";
import * as repo from "./induction-results.repository";
import { allInductions } from "./inductions.repository";
import { liveInduction } from "./inductions.service";
import { lockLiveWorker, type WorkerRow } from "./workers.repository";
import { getLiveWorker, workerLabel, type Ctx } from "./workers.service";

/** Induction results (issue 30, decision 0068): attempts taken on site, briefings recorded in person, a manager's review. */

export function presentResult(row: repo.ResultRow, days: number, today: string): InductionResultView {
  const r = row.result;
  return {
    id: r.id,
    inductionId: r.inductionId,
    projectId: r.projectId,
    contractName: row.contractName,
    workerId: r.workerId,
    workerName: `${row.firstName} ${row.lastName}`,
    employer: row.employer,
    source: r.source as InductionResultView["source"],
    score: r.score,
    passed: r.passed,
    passedOn: r.passedOn,
    validUntil: r.passed && r.passedOn ? inductionExpiry(r.passedOn, days) : null,
    state: resultState(r, days, today),
    attempt: Number(row.attempt),
    signedName: r.signedName,
    signature: r.signature,
    completedAt: r.completedAt.toISOString(),
    reviewStatus: r.reviewStatus as InductionResultView["reviewStatus"],
    reviewNote: r.reviewNote,
    reviewedBy: row.reviewerName,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

async function answerResult(db: Db, id: number): Promise<InductionResultView> {
  const row = await repo.findResult(db, id);
  if (!row) throw notFound(RESULT_NOT_FOUND);
  return presentResult(row, await validityDays(db), ukToday());
}

export async function listResults(db: Db, q: InductionResultsQuery) {
  const days = await validityDays(db);
  const today = ukToday();
  const { rows, total } = await repo.listResults(db, q, today, days);
  return toPage(
    rows.map((r) => presentResult(r, days, today)),
    total,
    q,
  );
}

const inductionName = (contractName: string | null) => (contractName ? `the induction for ${contractName}` : "the company induction");
const workerRef = (w: WorkerRow) => ({ entityType: "worker", entityId: w.id, entityName: `${w.firstName} ${w.lastName}`, category: "workers" });

/** The worker, locked: two attempts sent at once are counted one after the other against the limit. */
async function lockedWorker(tx: Tx, workerId: number) {
  const worker = await lockLiveWorker(tx, workerId);
  if (!worker) throw notFound(WORKER_NOT_FOUND);
  return worker;
}

/**
 * An attempt taken on site, marked here. The limit: a worker may make `maxAttempts` attempts at an
 * induction since their last pass there (a pass, taken or recorded in person, starts the count again,
 * so a worker retaking an expired induction has the full number); once used up, only a manager's
 * recorded briefing lets them through.
 */
export async function attempt(ctx: Ctx, inductionId: number, input: InductionAttemptInput & { workerId: number }): Promise<AttemptAnswer> {
  requireUser(ctx.request);
  const { induction, contractName } = await liveInduction(ctx.db, inductionId);
  await getLiveWorker(ctx.db, input.workerId);
  const marked = markAttempt(induction.questions, input.answers, induction.passMark);
  if (!marked) throw badRequest(ANSWER_EVERY_QUESTION, "answers");
  const { id, attemptsLeft } = await ctx.db.transaction(async (tx) => {
    const worker = await lockedWorker(tx, input.workerId);
    const used = await repo.attemptsSinceLastPass(tx, worker.id, induction.id);
    if (used >= induction.maxAttempts) throw conflict(NO_ATTEMPTS_LEFT);
    const saved = await insertInductionResult(tx, {
      inductionId: induction.id,
      workerId: worker.id,
      projectId: induction.projectId,
      inductionVersion: induction.version,
      source: "on_site",
      score: marked.score,
      passed: marked.passed,
      answers: input.answers,
      passedOn: marked.passed ? ukToday() : null,
      signedName: input.signedName,
      signature: input.signature,
    });
    await audit(tx, ctx.request, {
      ...workerRef(worker),
      action: "induction_attempted",
      description: `${workerLabel(worker)} ${marked.passed ? "passed" : "failed"} ${inductionName(contractName)} with ${marked.score}% (pass mark ${induction.passMark}%)`,
      metadata: { inductionId: induction.id, resultId: saved.id, score: marked.score, passed: marked.passed, attempt: used + 1 },
    });
    return { id: saved.id, attemptsLeft: marked.passed ? induction.maxAttempts : induction.maxAttempts - used - 1 };
  });
  return { result: await answerResult(ctx.db, id), attemptsLeft };
}

/** A briefing given in person by the caller: a pass without a score, approved by them as they record it. */
export async function recordGiven(ctx: Ctx, inductionId: number, input: z.output<typeof recordedInductionInput>): Promise<InductionResultView> {
  const user = requireUser(ctx.request);
  const { induction, contractName } = await liveInduction(ctx.db, inductionId);
  await getLiveWorker(ctx.db, input.workerId);
  if (input.passedOn > ukToday()) throw badRequest("Date given cannot be in the future", "passedOn");
  const id = await ctx.db.transaction(async (tx) => {
    const worker = await lockedWorker(tx, input.workerId);
    const saved = await insertInductionResult(tx, {
      inductionId: induction.id,
      workerId: worker.id,
      projectId: induction.projectId,
      inductionVersion: induction.version,
      source: "recorded",
      score: null,
      passed: true,
      passedOn: input.passedOn,
      completedAt: new Date(),
      reviewStatus: "approved",
      reviewedBy: user.id,
      reviewedAt: new Date(),
      reviewNote: input.note || null,
      recordedBy: user.id,
    });
    await audit(tx, ctx.request, {
      ...workerRef(worker),
      action: "induction_recorded",
      description: `Recorded ${inductionName(contractName)} given in person to ${workerLabel(worker)} on ${input.passedOn}`,
      metadata: { inductionId: induction.id, resultId: saved.id, passedOn: input.passedOn },
    });
    return saved.id;
  });
  return answerResult(ctx.db, id);
}

/** A site manager approves or rejects a passed result; a rejection says why, and the worker's induction date follows. */
export async function review(ctx: Ctx, id: number, input: z.output<typeof reviewInput>): Promise<InductionResultView> {
  const user = requireUser(ctx.request);
  const found = await repo.findResult(ctx.db, id);
  if (!found) throw notFound(RESULT_NOT_FOUND);
  if (input.decision === "rejected" && !input.note) throw badRequest(REJECT_NEEDS_NOTE, "note");
  if (!found.result.passed) throw conflict(ONLY_PASSED_REVIEWED);
  await ctx.db.transaction(async (tx) => {
    const worker = await lockedWorker(tx, found.result.workerId);
    await repo.setReview(tx, id, { reviewStatus: input.decision, reviewNote: input.note || null, reviewedBy: user.id });
    await refreshWorkerInductionDate(tx, worker.id);
    await audit(tx, ctx.request, {
      ...workerRef(worker),
      action: "induction_reviewed",
      description: `${input.decision === "approved" ? "Approved" : "Rejected"} ${inductionName(found.contractName)} of ${workerLabel(worker)}${input.note ? `: ${input.note}` : ""}`,
      metadata: { resultId: id, decision: input.decision },
    });
  });
  return answerResult(ctx.db, id);
}

/** The worker page's panel: the company induction first, then each induction the worker has a result at; the others they may take. */
export async function workerInductions(db: Db, workerId: number): Promise<WorkerInductions> {
  await getLiveWorker(db, workerId);
  const days = await validityDays(db);
  const today = ukToday();
  const [inductions, latest] = await Promise.all([allInductions(db), repo.latestOfWorker(db, workerId)]);
  const byInduction = new Map(latest.map((r) => [r.result.inductionId, r]));
  const items = inductions
    .filter((i) => i.induction.projectId === null || byInduction.has(i.induction.id))
    .sort((a, b) => (a.induction.projectId === null ? -1 : b.induction.projectId === null ? 1 : (a.contractName ?? "").localeCompare(b.contractName ?? "")))
    .map(({ induction, contractName }) => {
      const row = byInduction.get(induction.id);
      return {
        inductionId: induction.id,
        title: induction.title,
        projectId: induction.projectId,
        contractName,
        latest: row ? presentResult(row, days, today) : null,
      };
    });
  return { validityDays: days, items };
}
