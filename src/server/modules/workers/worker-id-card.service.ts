import type { FastifyReply } from "fastify";
import { expiryState } from "@shared/common/expiry";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { WORKER_NOT_FOUND } from "@shared/workforce/worker";
import { ID_CARD_FILENAME, ID_CARD_SHEET_FILENAME, QR_NOT_VALID, qrPath, type WorkerQr } from "@shared/workforce/worker-id-card";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { appOrigin } from "../../platform/app-origin";
import { newToken } from "../../platform/tokens";
import { pdfCompany } from "../../platform/pdf-company";
import type { PdfRenderer } from "../../platform/pdf-renderer";
import { addRecordImages, removeRecordFile } from "../../platform/register/record-files";
import { companyFileBytes, sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import type { IdCard } from "./worker-id-card.pdf";
import * as cardRepo from "./worker-id-card.repository";
import { currentCards } from "./workers.presenter";
import * as repo from "./workers.repository";
import { getLiveWorker, getWorker, workerLabel, type Ctx } from "./workers.service";

/**
 * A worker's QR token, profile photo and ID cards (issue 30, "QR ID cards"). The token is 24 random
 * bytes: nothing about the worker can be read from it or guessed from another worker's. The ID card
 * shows no personal data (decision 0065), whoever prints it.
 */

const workerRef = (w: repo.WorkerRow) => ({ entityType: "worker", entityId: w.id, entityName: `${w.firstName} ${w.lastName}`, category: "workers" });

/** Gives the worker a new token (the old one stops opening anything) and logs it. */
async function issueToken(tx: Tx, ctx: Ctx, w: repo.WorkerRow, why: string): Promise<WorkerQr> {
  const token = newToken();
  const issuedAt = new Date();
  await repo.updateWorker(tx, w.id, { qrToken: token, qrIssuedAt: issuedAt });
  await audit(tx, ctx.request, {
    ...workerRef(w),
    action: "worker_qr_issued",
    // Never the token itself: the log is read more widely than the worker's page.
    description: `${why} for worker ${workerLabel(w)}${w.qrToken ? " (the old QR code no longer works)" : ""}`,
    metadata: { replaced: w.qrToken !== null },
  });
  return { path: qrPath(token), issuedAt: issuedAt.toISOString() };
}

export async function issueQr(ctx: Ctx, id: number): Promise<WorkerQr> {
  await getLiveWorker(ctx.db, id);
  return ctx.db.transaction(async (tx) => {
    const w = await repo.lockLiveWorker(tx, id);
    if (!w) throw notFound(WORKER_NOT_FOUND);
    return issueToken(tx, ctx, w, "Issued a new QR code");
  });
}

/** The live worker a token belongs to; a voided or unknown token (or a deleted worker's) is not valid. */
export async function findByQr(db: Db, token: string) {
  const row = await cardRepo.findByQrToken(db, token);
  if (!row) throw notFound(QR_NOT_VALID);
  return row;
}

// ---- the profile photo: a company-level file (decision 0026) the worker's row points at ----

/** Sets the photo (an image only, 10 MB); the one before is deleted with its file. */
export async function setPhoto(ctx: Ctx, id: number, upload: CheckedUpload) {
  const w = await getLiveWorker(ctx.db, id);
  await addRecordImages(ctx, [upload], {
    store: (tx, u) => storeCompanyUpload(tx, ctx.request, u, { description: `Photo of ${workerLabel(w)}`, owner: `worker ${w.workerId}` }),
    link: async (tx, fileId) => {
      const before = await repo.lockLiveWorker(tx, id);
      if (!before) throw notFound(WORKER_NOT_FOUND);
      await repo.updateWorker(tx, id, { profilePictureFileId: fileId });
      if (before.profilePictureFileId) await cardRepo.deleteFile(tx, before.profilePictureFileId);
    },
    event: () => ({ ...workerRef(w), action: "worker_photo_added", description: `Set the photo of worker ${workerLabel(w)}` }),
  });
  return getWorker(ctx, id);
}

export async function removePhoto(ctx: Ctx, id: number): Promise<void> {
  const w = await getLiveWorker(ctx.db, id);
  await removeRecordFile(ctx, w.profilePictureFileId ?? 0, await cardRepo.photoFile(ctx.db, w), {
    missing: "This worker has no photo",
    remove: async (tx, file) => {
      await repo.updateWorker(tx, id, { profilePictureFileId: null });
      await cardRepo.deleteFile(tx, file.id);
    },
    event: () => ({ ...workerRef(w), action: "worker_photo_deleted", description: `Removed the photo of worker ${workerLabel(w)}` }),
  });
}

export async function sendPhoto(ctx: Ctx, reply: FastifyReply, id: number) {
  const w = await getLiveWorker(ctx.db, id);
  return sendOwnedCompanyFile(ctx, reply, await cardRepo.photoFile(ctx.db, w));
}

// ---- ID cards ----

const initialsOf = (w: repo.WorkerRow) => `${w.firstName.trim()[0] ?? ""}${w.lastName.trim()[0] ?? ""}`.toUpperCase();

/** What one card shows: no personal data, whatever the reader may see elsewhere (decision 0065). */
async function cardOf(db: Db, w: repo.WorkerRow, origin: string, today: string): Promise<IdCard> {
  const cards = await repo.cardsOf(db, w.id);
  const photo = w.profilePictureFileId ? await companyFileBytes(db, w.profilePictureFileId) : undefined;
  return {
    name: `${w.firstName} ${w.lastName}`,
    initials: initialsOf(w),
    workerId: w.workerId,
    employer: w.employer,
    trade: w.trade,
    photo: photo ? new Uint8Array(photo) : null,
    qrUrl: `${origin}${qrPath(w.qrToken!)}`,
    // A renewed card is on record, not on the ID card.
    cards: currentCards(cards).map(({ card }) => ({
      scheme: card.schemeIdentifier,
      number: card.cardNumber,
      expiry: ukDay(card.expiryDate) ?? null,
      expired: expiryState(card.expiryDate, today) === "expired",
    })),
  };
}

/** The live workers, in the order asked; any missing is 404. A worker without a token gets one, once. */
async function workersWithTokens(ctx: Ctx, ids: number[]): Promise<repo.WorkerRow[]> {
  const found = await cardRepo.liveWorkersIn(ctx.db, ids);
  const byId = new Map(found.map((w) => [w.id, w]));
  if (ids.some((id) => !byId.has(id))) throw notFound(WORKER_NOT_FOUND);
  for (const w of found.filter((w) => !w.qrToken)) {
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockLiveWorker(tx, w.id);
      // Another request may have issued one meanwhile: that one stands.
      if (!locked || locked.qrToken) return;
      await issueToken(tx, ctx, locked, "Issued a QR code with the first ID card");
    });
    byId.set(w.id, (await repo.findLiveWorker(ctx.db, w.id)) ?? w);
  }
  return ids.map((id) => byId.get(id)!);
}

type Deps = Ctx & { config: Config; pdfs: PdfRenderer };

/** Draws one worker's card (CR80 page) or a gang's A4 sheets on a PDF worker, and logs the print. */
export async function drawIdCards(deps: Deps, ids: number[], sheet: boolean) {
  const { db, config, pdfs, request } = deps;
  return pdfs.run(request, async (draw) => {
    const list = await workersWithTokens(deps, ids);
    const origin = appOrigin(config, request);
    const today = ukToday();
    const [company, cards] = await Promise.all([pdfCompany(db, config), Promise.all(list.map((w) => cardOf(db, w, origin, today)))]);
    const pdf = await draw("worker-id-cards", { companyName: company.name, brandColor: company.brandColor, cards, sheet });
    await audit(db, request, {
      ...(list.length === 1 ? workerRef(list[0]) : { entityType: "worker", category: "workers" }),
      action: "worker_id_cards_printed",
      description: list.length === 1 ? `Printed the ID card of worker ${workerLabel(list[0])}` : `Printed ID cards for ${list.length} workers`,
      metadata: { workers: list.map((w) => w.id) },
    });
    return { pdf, filename: sheet ? ID_CARD_SHEET_FILENAME : ID_CARD_FILENAME(list[0].workerId) };
  });
}
