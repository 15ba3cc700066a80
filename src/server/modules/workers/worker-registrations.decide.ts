import { ukToday } from "@shared/common/uk-dates";
import { WORKER_NOT_FOUND, workerSchema, workerShape, type WorkerInput } from "@shared/workforce/worker";
import {
  REJECT_REGISTRATION_NEEDS_NOTE,
  type RegistrationCard,
  type RegistrationDetails,
  type RegistrationView,
  registrationDecisionInput,
} from "@shared/workforce/worker-registrations";
import { REGISTRATION_DECIDED, REGISTRATION_NOT_FOUND } from "@shared/workforce/worker-registrations.endpoints";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { HttpError, badRequest, conflict, notFound } from "../../platform/errors";
import { insertInductionResult } from "./induction-results.store";
import * as repo from "./worker-registrations.repository";
import { getRegistration } from "./worker-registrations.service";
import * as workersRepo from "./workers.repository";
import { insertWorker, workerLabel, type Ctx } from "./workers.service";

/**
 * A site manager's decision on a registration (issue 30, decision 0068). Approval, in one
 * transaction: the worker it is (name and date of birth, else a card held) is updated with what was
 * sent, or a new worker is made; cards not held are added with their photos, a held card's expiry
 * brought up to date; the induction attempt becomes a result. Rejection needs a note and deletes the
 * photos. Either way it is decided once: a second decision is 409.
 */

type Decision = z.output<typeof registrationDecisionInput>;
type WorkerRow = workersRepo.WorkerRow;

const registrationRef = (id: number, name: string) => ({ entityType: "worker_registration", entityId: id, entityName: name, category: "workers" });
const sameCard = (a: { schemeIdentifier: string; cardNumber: string }, b: { schemeIdentifier: string; cardNumber: string }) =>
  a.schemeIdentifier.toLowerCase() === b.schemeIdentifier.toLowerCase() &&
  a.cardNumber.replace(/\s+/g, "").toLowerCase() === b.cardNumber.replace(/\s+/g, "").toLowerCase();
const photosOf = (cards: RegistrationCard[]) => cards.flatMap((c) => [c.frontPhotoFileId, c.backPhotoFileId]).filter((id): id is number => id !== null);

/** A worker record checked by the register's own schema, as its form would send it: a 400 names the field. */
function asWorker(values: Record<string, unknown>): WorkerInput {
  const parsed = workerSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  throw new HttpError(400, errors[0].message, { errors });
}

const storedFields = (w: WorkerRow) => Object.fromEntries(Object.keys(workerShape).map((k) => [k, w[k as keyof WorkerRow]]));

/** The fields the worker sent that say something: a blank one leaves what the register holds. */
const sent = (details: RegistrationDetails) => Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null && v !== undefined && v !== ""));

async function updateMatched(tx: Tx, ctx: Ctx, workerId: number, details: RegistrationDetails, userId: number): Promise<WorkerRow> {
  const before = await workersRepo.lockLiveWorker(tx, workerId);
  if (!before) throw notFound(WORKER_NOT_FOUND);
  const old = storedFields(before);
  const given = sent(details);
  // A name that matched without case stays as the register writes it ("MAISIE holroyd" is Maisie Holroyd).
  for (const k of ["firstName", "lastName"] as const) if (before[k].trim().toLowerCase() === details[k].trim().toLowerCase()) delete given[k];
  const next = asWorker({ ...old, ...given });
  const changed = (Object.keys(next) as (keyof WorkerInput)[]).filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(next[k] ?? null));
  if (changed.length) {
    await workersRepo.updateWorker(tx, workerId, { ...Object.fromEntries(changed.map((k) => [k, next[k]])), updatedBy: userId });
    await audit(tx, ctx.request, {
      action: "worker_updated",
      // The fields' names, never their values (decision 0065).
      description: `Updated worker ${workerLabel(next)} from a registration (${changed.join(", ")})`,
      entityType: "worker",
      entityId: workerId,
      entityName: `${next.firstName} ${next.lastName}`,
      category: "workers",
      metadata: { changedFields: changed },
    });
  }
  return (await workersRepo.findLiveWorker(tx, workerId))!;
}

async function createWorker(tx: Tx, ctx: Ctx, details: RegistrationDetails, userId: number): Promise<WorkerRow> {
  const input = asWorker({ ...details, workerId: await repo.nextWorkerId(tx) });
  return insertWorker(tx, ctx, input, userId, " from a registration");
}

/** Adds each card not held; a held one takes the new expiry, and a photo of a side it has none of. Photos not kept are deleted. */
async function mergeCards(tx: Tx, worker: WorkerRow, cards: RegistrationCard[]) {
  const held = (await workersRepo.cardsOf(tx, worker.id)).map((c) => c.card);
  const unused: number[] = [];
  for (const c of cards) {
    const known = held.find((h) => sameCard(h, c));
    if (!known) {
      const { frontPhotoFileId, backPhotoFileId, ...fields } = c;
      held.push(await workersRepo.insertCard(tx, { ...fields, workerId: worker.id, frontPhotoFileId, backPhotoFileId }));
      continue;
    }
    const change: Partial<workersRepo.NewCard> = {};
    if (c.expiryDate && c.expiryDate !== known.expiryDate) change.expiryDate = c.expiryDate;
    if (c.cardTypeName && !known.cardTypeName) change.cardTypeName = c.cardTypeName;
    for (const [side, column] of [
      ["frontPhotoFileId", "frontPhotoFileId"],
      ["backPhotoFileId", "backPhotoFileId"],
    ] as const) {
      if (c[side] === null) continue;
      if (known[column] === null) change[column] = c[side];
      else unused.push(c[side]);
    }
    if (Object.keys(change).length) await workersRepo.updateCard(tx, known.id, change);
  }
  await repo.deleteFiles(tx, unused);
}

async function approve(tx: Tx, ctx: Ctx, row: repo.RegistrationRow, details: RegistrationDetails, note: string, userId: number) {
  const match = await repo.findMatch(tx, { firstName: details.firstName, lastName: details.lastName, dateOfBirth: details.dateOfBirth, cards: row.cards });
  const worker = match ? await updateMatched(tx, ctx, match.id, details, userId) : await createWorker(tx, ctx, details, userId);
  await mergeCards(tx, worker, row.cards);
  if (row.inductionId !== null && row.inductionPassed !== null && row.inductionVersion !== null) {
    await insertInductionResult(tx, {
      inductionId: row.inductionId,
      workerId: worker.id,
      projectId: row.projectId,
      inductionVersion: row.inductionVersion,
      source: "registration",
      score: row.inductionScore,
      passed: row.inductionPassed,
      answers: row.inductionAnswers,
      // The site's day it was taken: the worker passed it on their phone before arriving.
      passedOn: row.inductionPassed ? ukToday(row.submittedAt) : null,
      signedName: row.signedName,
      signature: row.signature,
      completedAt: row.submittedAt,
    });
  }
  const matchedBy = match?.matchedBy ?? "new";
  await repo.updateRegistration(tx, row.id, {
    status: "approved",
    details,
    workerId: worker.id,
    matchedBy,
    reviewedBy: userId,
    reviewedAt: new Date(),
    reviewNote: note || null,
  });
  await audit(tx, ctx.request, {
    ...registrationRef(row.id, `${details.firstName} ${details.lastName}`),
    action: "worker_registration_approved",
    description: `Approved the registration of ${workerLabel(worker)} (${match ? `matched ${matchedBy === "card" ? "on a card number" : "on name and date of birth"}` : "a new worker"})`,
    metadata: { workerId: worker.id, matchedBy, cards: row.cards.length },
  });
}

async function reject(tx: Tx, ctx: Ctx, row: repo.RegistrationRow, note: string, userId: number) {
  if (!note) throw badRequest(REJECT_REGISTRATION_NEEDS_NOTE, "note");
  await repo.deleteFiles(tx, photosOf(row.cards));
  await repo.updateRegistration(tx, row.id, {
    status: "rejected",
    cards: row.cards.map((c) => ({ ...c, frontPhotoFileId: null, backPhotoFileId: null })),
    reviewedBy: userId,
    reviewedAt: new Date(),
    reviewNote: note,
  });
  await audit(tx, ctx.request, {
    ...registrationRef(row.id, `${row.details.firstName} ${row.details.lastName}`),
    action: "worker_registration_rejected",
    description: `Rejected the registration of ${row.details.firstName} ${row.details.lastName}: ${note}`,
  });
}

export async function decide(ctx: Ctx, id: number, input: Decision): Promise<RegistrationView> {
  const user = requireUser(ctx.request);
  // A reject without a note is refused before anything is looked up or locked.
  if (input.decision === "reject" && !input.note) throw badRequest(REJECT_REGISTRATION_NEEDS_NOTE, "note");
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRegistration(tx, id);
    if (!row) throw notFound(REGISTRATION_NOT_FOUND);
    if (row.status !== "pending") throw conflict(REGISTRATION_DECIDED);
    if (input.decision === "reject") return reject(tx, ctx, row, input.note, user.id);
    return approve(tx, ctx, row, input.details ?? row.details, input.note, user.id);
  });
  return getRegistration(ctx, id);
}
