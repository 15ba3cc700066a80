import type { FastifyReply } from "fastify";
import { toPage } from "@shared/common/paging";
import type { RegistrationView } from "@shared/workforce/worker-registrations";
import { REGISTRATION_NOT_FOUND, type ListRegistrationsQuery } from "@shared/workforce/worker-registrations.endpoints";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../platform/errors";
import { sendOwnedCompanyFile } from "../files/company-files.service";
import * as repo from "./worker-registrations.repository";
import { seesPersonalData, type Ctx } from "./workers.service";

/**
 * The site team's side of registration before arrival (issue 30, decision 0068): the list, one
 * registration with the worker it would match now, and its card photos. What a registration
 * becomes is decided in worker-registrations.decide.ts.
 */

/** NI, medical conditions and allergies: answered only to Workforce edit (decision 0065). */
const PERSONAL_DETAILS = ["nationalInsurance", "medicalConditions", "allergies"] as const;

export async function present(db: Db | Tx, { row, contractName, reviewerName }: repo.ListedRegistration, personal: boolean): Promise<RegistrationView> {
  const details = personal
    ? { ...row.details }
    : Object.fromEntries(Object.entries(row.details).filter(([k]) => !(PERSONAL_DETAILS as readonly string[]).includes(k)));
  // A pending registration's match is found now: the register may have changed since it was sent.
  const match =
    row.status === "pending"
      ? await repo.findMatch(db, { firstName: row.details.firstName, lastName: row.details.lastName, dateOfBirth: row.dateOfBirth, cards: row.cards })
      : null;
  return {
    id: row.id,
    projectId: row.projectId,
    contractName,
    status: row.status as RegistrationView["status"],
    details,
    cards: row.cards.map((c) => ({
      schemeIdentifier: c.schemeIdentifier,
      cardNumber: c.cardNumber,
      expiryDate: c.expiryDate ?? null,
      cardTypeName: c.cardTypeName ?? null,
      frontPhotoFileId: c.frontPhotoFileId,
      backPhotoFileId: c.backPhotoFileId,
    })),
    induction:
      row.inductionScore !== null && row.inductionPassed !== null
        ? { title: await inductionTitle(db, row), score: row.inductionScore, passed: row.inductionPassed, signedName: row.signedName, signature: row.signature }
        : null,
    match: match ? { workerId: match.id, workerName: match.name, matchedBy: match.matchedBy } : null,
    submittedAt: row.submittedAt.toISOString(),
    workerId: row.workerId,
    matchedBy: row.matchedBy as RegistrationView["matchedBy"],
    reviewedBy: reviewerName,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNote: row.reviewNote,
  };
}

async function inductionTitle(db: Db | Tx, row: repo.RegistrationRow) {
  const induction = row.inductionId ? await repo.inductionById(db, row.inductionId) : undefined;
  return induction?.title ?? "Site induction";
}

export async function listRegistrations(ctx: Ctx, q: ListRegistrationsQuery) {
  const personal = await seesPersonalData(ctx);
  const { rows, total } = await repo.listRegistrations(ctx.db, q);
  const items: RegistrationView[] = [];
  for (const r of rows) items.push(await present(ctx.db, r, personal));
  return toPage(items, total, q);
}

export async function findRegistration(db: Db | Tx, id: number) {
  const found = await repo.findRegistration(db, id);
  if (!found) throw notFound(REGISTRATION_NOT_FOUND);
  return found;
}

export async function getRegistration(ctx: Ctx, id: number): Promise<RegistrationView> {
  return present(ctx.db, await findRegistration(ctx.db, id), await seesPersonalData(ctx));
}

/** A photo sent with this registration, and only while it holds it (approval moves it to the worker's card). */
export async function sendPhoto(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  const { row } = await findRegistration(ctx.db, id);
  const held = row.cards.some((c) => c.frontPhotoFileId === fileId || c.backPhotoFileId === fileId);
  return sendOwnedCompanyFile(ctx, reply, held ? await repo.findFileRecord(ctx.db, fileId) : undefined);
}
