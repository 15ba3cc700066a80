import type { FastifyReply } from "fastify";
import { eq } from "drizzle-orm";
import { CARD_SIDES, type CardSide } from "@shared/workforce/trade-card-rules.endpoints";
import { cardSchemeLabel, type WorkerCardView } from "@shared/workforce/worker";
import type { Db, Tx } from "../../db/client";
import { files, workerCards } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { answer, liveCard } from "./worker-cards.service";
import type { WorkerRow } from "./workers.repository";
import { workerLabel, type Ctx } from "./workers.service";

/**
 * Photos of a card's two sides (issue 30): company-level files (decision 0026) in the one store, each
 * the card's alone, so replacing or removing one deletes the file. Served only through the live worker.
 */

type Card = typeof workerCards.$inferSelect;
const column = { front: "frontPhotoFileId", back: "backPhotoFileId" } as const;
const cardName = (card: Card) => `${cardSchemeLabel(card.schemeIdentifier).split(" (")[0]} card ${card.cardNumber}`;
const cardRef = (w: WorkerRow, card: Card) => ({
  entityType: "worker",
  entityId: w.id,
  entityName: `${w.firstName} ${w.lastName}`,
  category: "workers",
  metadata: { cardId: card.id, scheme: card.schemeIdentifier },
});

const setSide = (tx: Tx, cardId: number, side: CardSide, fileId: number | null) =>
  tx
    .update(workerCards)
    .set({ [column[side]]: fileId, updatedAt: new Date() })
    .where(eq(workerCards.id, cardId));
const deleteFile = (tx: Tx, fileId: number | null) => (fileId === null ? undefined : tx.delete(files).where(eq(files.id, fileId)));

/** Each upload named front or back (one per side); a side already photographed is replaced. */
export async function addCardPhotos(ctx: Ctx, workerId: number, cardId: number, uploads: CheckedUpload[]): Promise<WorkerCardView> {
  requireUser(ctx.request);
  const { worker, card } = await liveCard(ctx, workerId, cardId);
  const sides = uploads.map((u) => u.field);
  if (sides.some((s) => !CARD_SIDES.includes(s as CardSide))) throw badRequest("Name each photo front or back", "file");
  if (new Set(sides).size !== sides.length) throw badRequest("Send one photo for each side", "file");
  await addRecordImages(ctx, uploads, {
    store: async (tx, upload) => {
      const side = upload.field as CardSide;
      const description = `Photo of the ${side} of ${cardName(card)} of ${workerLabel(worker)}`;
      const stored = await storeCompanyUpload(tx, ctx.request, upload, { description, owner: `worker ${worker.workerId}` });
      await setSide(tx, cardId, side, stored.id);
      await deleteFile(tx, card[column[side]]);
      return stored;
    },
    event: (count) => ({
      ...cardRef(worker, card),
      action: "worker_card_photos_added",
      description: `Added ${countOf(count, "photo")} (${sides.join(" and ")}) to ${cardName(card)} of ${workerLabel(worker)}`,
    }),
  });
  return answer(ctx, workerId, cardId);
}

async function sideFile(db: Db, card: Card, side: CardSide) {
  const fileId = card[column[side]];
  if (fileId === null) return undefined;
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  return file;
}

export async function removeCardPhoto(ctx: Ctx, workerId: number, cardId: number, side: CardSide): Promise<WorkerCardView> {
  requireUser(ctx.request);
  const { worker, card } = await liveCard(ctx, workerId, cardId);
  await removeRecordFile(ctx, card[column[side]] ?? 0, await sideFile(ctx.db, card, side), {
    missing: `This card has no photo of its ${side}`,
    remove: async (tx, file) => {
      await setSide(tx, cardId, side, null);
      await deleteFile(tx, file.id);
    },
    event: () => ({
      ...cardRef(worker, card),
      action: "worker_card_photo_removed",
      description: `Removed the photo of the ${side} of ${cardName(card)} of ${workerLabel(worker)}`,
    }),
  });
  return answer(ctx, workerId, cardId);
}

export async function sendCardPhoto(ctx: Ctx, reply: FastifyReply, workerId: number, cardId: number, side: CardSide) {
  const { card } = await liveCard(ctx, workerId, cardId);
  return sendOwnedCompanyFile(ctx, reply, await sideFile(ctx.db, card, side));
}
