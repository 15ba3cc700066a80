import { ukToday } from "@shared/common/uk-dates";
import { cardSchemeLabel, type CardCheckInput, type WorkerCardInput, type WorkerCardView } from "@shared/workforce/worker";
import type { Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import * as repo from "./workers.repository";
import { presentCard } from "./workers.presenter";
import { getLiveWorker, workerLabel, type Ctx } from "./workers.service";

/** A worker's cards (issue 30): added, replaced, removed and checked, each write in the activity log. */

const CARD_NOT_FOUND = "Card not found";

type Worker = repo.WorkerRow;
type CardRef = { id: number; schemeIdentifier: string; cardNumber: string };

const logCard = (tx: Tx, ctx: Ctx, w: Worker, card: CardRef, action: string, verb: string, metadata: Record<string, unknown> = {}) =>
  audit(tx, ctx.request, {
    action,
    description: `${verb} ${cardSchemeLabel(card.schemeIdentifier).split(" (")[0]} card ${card.cardNumber} of ${workerLabel(w)}`,
    entityType: "worker",
    entityId: w.id,
    entityName: `${w.firstName} ${w.lastName}`,
    category: "workers",
    metadata: { cardId: card.id, scheme: card.schemeIdentifier, ...metadata },
  });

/** The card of this live worker, or 404: a card is found only through its worker. */
export async function liveCard(ctx: Ctx, workerId: number, cardId: number) {
  const worker = await getLiveWorker(ctx.db, workerId);
  const [found] = await repo.cardsOf(ctx.db, workerId, cardId);
  if (!found) throw notFound(CARD_NOT_FOUND);
  return { worker, card: found.card };
}

export async function answer(ctx: Ctx, workerId: number, cardId: number): Promise<WorkerCardView> {
  const [found] = await repo.cardsOf(ctx.db, workerId, cardId);
  return presentCard(found, ukToday());
}

export async function addCard(ctx: Ctx, workerId: number, input: WorkerCardInput): Promise<WorkerCardView> {
  requireUser(ctx.request);
  const worker = await getLiveWorker(ctx.db, workerId);
  const card = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertCard(tx, { ...input, workerId });
    await logCard(tx, ctx, worker, saved, "worker_card_added", "Added", { expiryDate: saved.expiryDate });
    return saved;
  });
  return answer(ctx, workerId, card.id);
}

export async function updateCard(ctx: Ctx, workerId: number, cardId: number, input: WorkerCardInput): Promise<WorkerCardView> {
  requireUser(ctx.request);
  const { worker } = await liveCard(ctx, workerId, cardId);
  await ctx.db.transaction(async (tx) => {
    await repo.updateCard(tx, cardId, input);
    await logCard(tx, ctx, worker, { id: cardId, ...input }, "worker_card_updated", "Updated", { expiryDate: input.expiryDate });
  });
  return answer(ctx, workerId, cardId);
}

export async function removeCard(ctx: Ctx, workerId: number, cardId: number): Promise<void> {
  requireUser(ctx.request);
  const { worker, card } = await liveCard(ctx, workerId, cardId);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteCard(tx, cardId);
    await logCard(tx, ctx, worker, card, "worker_card_removed", "Removed");
  });
}

/** A check recorded, not ticked: who (the caller), when (today unless given), how, and what was found. */
export async function checkCard(ctx: Ctx, workerId: number, cardId: number, input: CardCheckInput): Promise<WorkerCardView> {
  const user = requireUser(ctx.request);
  const { worker, card } = await liveCard(ctx, workerId, cardId);
  const on = input.checkedOn ?? ukToday();
  await ctx.db.transaction(async (tx) => {
    await repo.updateCard(tx, cardId, {
      validated: input.result === "valid",
      validationDate: on,
      validationMethod: input.method,
      validationResult: input.result,
      checkedBy: user.id,
    });
    await logCard(tx, ctx, worker, card, "worker_card_checked", `Checked (${input.result})`, { method: input.method, result: input.result, checkedOn: on });
  });
  return answer(ctx, workerId, cardId);
}
