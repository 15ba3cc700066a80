import type { FastifyRequest } from "fastify";
import { toPage } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import {
  PERSONAL_FIELDS,
  WORKER_ID_TAKEN_MESSAGE,
  WORKER_NOT_FOUND,
  workerSchema,
  workerShape,
  type ListWorkersQuery,
  type UpdateWorkerInput,
  type WorkerDetail,
  type WorkerInput,
  type WorkerList,
} from "@shared/workforce/worker";
import type { Db, Tx } from "../../db/client";
import { workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { HttpError, notFound } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import * as repo from "./workers.repository";
import { presentDetail, presentSummary } from "./workers.presenter";
import { tradeRuleOf, tradeRuleStates } from "./trade-card-rules.service";
import { ruleOfTrade } from "./trade-card-rules.repository";
import { validityDays } from "./induction-results.store";

export type Ctx = { db: Db; request: FastifyRequest };

/** What site sign-in (issue 31) reads to refuse a worker the way the register shows them: the card status and the induction period. */
export { cardStatus } from "./workers.presenter";
export { validityDays };

/** Whether the caller may read personal data: Workforce edit (decision 0065). */
export const seesPersonalData = (ctx: Ctx) => userCan(ctx.db, requireUser(ctx.request).role, "Workforce", "edit");

/** A live worker, or 404: one in the recycle bin is gone from every read. */
export async function getLiveWorker(db: Db | Tx, id: number) {
  const row = await repo.findLiveWorker(db, id);
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return row;
}

export const workerLabel = (w: { firstName: string; lastName: string; workerId: string }) => `${w.firstName} ${w.lastName} (${w.workerId})`;

export async function listWorkers(db: Db, q: ListWorkersQuery): Promise<WorkerList> {
  const today = ukToday();
  const days = await validityDays(db);
  const { rows, total } = await repo.listWorkers(db, q, today, days);
  const states = await tradeRuleStates(db, rows, today);
  return toPage(
    rows.map((r) => presentSummary(r, today, states.get(r.id) ?? "no_rule", days)),
    total,
    q,
  );
}

export async function getWorker(ctx: Ctx, id: number): Promise<WorkerDetail> {
  const row = await getLiveWorker(ctx.db, id);
  const cards = await repo.cardsOf(ctx.db, id);
  const today = ukToday();
  const held = cards.map(({ card }) => ({
    scheme: card.schemeIdentifier,
    cardType: card.cardTypeName,
    expiryDate: card.expiryDate,
    validated: card.validated,
  }));
  const tradeRule = tradeRuleOf(await ruleOfTrade(ctx.db, row.trade), held, today);
  const checker = await repo.rightToWorkCheckerName(ctx.db, row.rightToWorkCheckedBy);
  return presentDetail(row, cards, tradeRule, today, await seesPersonalData(ctx), await validityDays(ctx.db), checker);
}

async function requireFreeWorkerId(db: Db | Tx, workerId: string, exceptId?: number) {
  if (await repo.findByWorkerId(db, workerId, exceptId))
    throw new HttpError(409, WORKER_ID_TAKEN_MESSAGE, { errors: [{ field: "workerId", message: WORKER_ID_TAKEN_MESSAGE }] });
}

export async function createWorker(ctx: Ctx, input: WorkerInput): Promise<WorkerDetail> {
  const user = requireUser(ctx.request);
  const row = await ctx.db.transaction(async (tx) => {
    await requireFreeWorkerId(tx, input.workerId);
    return insertWorker(tx, ctx, input, user.id);
  });
  return getWorker(ctx, row.id);
}

/** Adds a worker and logs it, typed in or from a registration (`from`, said after the name). */
export async function insertWorker(tx: Tx, ctx: Ctx, input: WorkerInput, userId: number, from = "") {
  const [saved] = await repo.insertWorkers(tx, [{ ...input, createdBy: userId, updatedBy: userId }]);
  await audit(tx, ctx.request, {
    action: "worker_created",
    description: `Added worker ${workerLabel(saved)}${from}`,
    entityType: "worker",
    entityId: saved.id,
    entityName: `${saved.firstName} ${saved.lastName}`,
    category: "workers",
    metadata: { employer: saved.employer, trade: saved.trade },
  });
  return saved;
}

/** The stored record as the form would send it, so a partial change is checked as a whole record. */
function asInput(w: repo.WorkerRow): Record<string, unknown> {
  return Object.fromEntries(Object.keys(workerShape).map((k) => [k, w[k as keyof repo.WorkerRow]]));
}

export async function updateWorker(ctx: Ctx, id: number, input: UpdateWorkerInput): Promise<WorkerDetail> {
  const user = requireUser(ctx.request);
  await getLiveWorker(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockLiveWorker(tx, id);
    if (!before) throw notFound(WORKER_NOT_FOUND);
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const merged = workerSchema.safeParse({ ...asInput(before), ...given });
    if (!merged.success) {
      const errors = merged.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
      throw new HttpError(400, errors[0].message, { errors });
    }
    const next = merged.data;
    const old = asInput(before);
    const changed = (Object.keys(next) as (keyof WorkerInput)[]).filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(next[k] ?? null));
    if (!changed.length) return;
    if (changed.includes("workerId")) await requireFreeWorkerId(tx, next.workerId, id);
    await repo.updateWorker(tx, id, { ...Object.fromEntries(changed.map((k) => [k, next[k]])), updatedBy: user.id });
    await audit(tx, ctx.request, {
      action: "worker_updated",
      // The fields' names, never their values: the log is read by roles without personal data.
      description: `Updated worker ${workerLabel(next)} (${changed.join(", ")})`,
      entityType: "worker",
      entityId: id,
      entityName: `${next.firstName} ${next.lastName}`,
      category: "workers",
      metadata: { changedFields: changed },
    });
  });
  return getWorker(ctx, id);
}

/** Soft delete into the recycle bin (decision 0008): the row keeps its cards, so a restore only clears `deleted_at`. */
export async function deleteWorker(ctx: Ctx, id: number): Promise<void> {
  requireUser(ctx.request);
  await getLiveWorker(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockLiveWorker(tx, id);
    if (!row) throw notFound(WORKER_NOT_FOUND);
    const cards = await repo.countCards(tx, id);
    await softDeleteToBin(tx, ctx.request, {
      table: workers,
      recordType: "worker",
      tableName: "workers",
      id,
      // The row stays where it is; the bin's copy carries no personal data (decision 0065).
      row: Object.fromEntries(Object.entries(row).filter(([k]) => !(PERSONAL_FIELDS as readonly string[]).includes(k))),
      recordName: workerLabel(row),
      set: { updatedAt: new Date() },
      binMetadata: { dependents: { workerCards: cards } },
      audit: { description: `Deleted worker ${workerLabel(row)}`, entityName: `${row.firstName} ${row.lastName}`, category: "workers", metadata: { cards } },
    });
  });
}
