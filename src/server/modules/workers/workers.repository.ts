import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@shared/common/paging";
import { expiresSoonUntil } from "@shared/common/expiry";
import type { WorkerFilters } from "@shared/workforce/worker";
import type { Db, Tx } from "../../db/client";
import { files, users, workerCards, workers } from "../../db/schema/index";
import { countUpTo } from "../../platform/capped-count";
import { cappedTotal, pageIds, searchFilter } from "../../platform/register/paged-list";
import { escapeLike } from "../../platform/search-text";
import { tradeRuleNotMet } from "./trade-card-rules.repository";
import { validityWindow } from "./inductions.repository";

type Exec = Db | Tx;
export type WorkerRow = typeof workers.$inferSelect;
export type NewWorker = typeof workers.$inferInsert;
export type CardRow = typeof workerCards.$inferSelect;
export type NewCard = typeof workerCards.$inferInsert;

const live = isNull(workers.deletedAt);

/** The card on the row is current: not renewed by a later card of the same scheme and type (refreshRenewals). */
const currentCard = sql`not ${workerCards.renewed}`;

/**
 * Marks each card of the worker (or every worker's, for a bulk seed) renewed or not: renewed when the
 * worker holds another card of the same scheme and type (trimmed, without case) that runs out later, or
 * never; a card with no expiry is never renewed. Run after every change to a worker's cards.
 */
export async function refreshRenewals(tx: Exec, workerId?: number): Promise<void> {
  await tx.execute(sql`update ${workerCards} as c set renewed = (c.expiry_date is not null and exists (
      select 1 from ${workerCards} as r where r.worker_id = c.worker_id and r.id <> c.id and r.scheme_identifier = c.scheme_identifier
        and lower(trim(coalesce(r.card_type_name, ''))) = lower(trim(coalesce(c.card_type_name, '')))
        and (r.expiry_date is null or r.expiry_date > c.expiry_date)))
    ${workerId === undefined ? sql`` : sql`where c.worker_id = ${workerId}`}`);
}

/** A card of the worker on this row, meeting `cond`. */
const hasCard = (cond?: SQL) => sql`exists (select 1 from ${workerCards} where ${workerCards.workerId} = ${workers.id}${cond ? sql` and ${cond}` : sql``})`;

/**
 * The card status filter in SQL, by the one expiry rule (common/expiry.ts): expired when any current
 * card has run out, expiring when none has but one runs out within 30 days, valid when the worker has
 * cards and none of those, none without a card. A card without an expiry date counts as valid; a
 * renewed card does not count (`currentCard`).
 */
function cardStatusWhere(status: NonNullable<WorkerFilters["cardStatus"]>, today: string): SQL {
  const until = expiresSoonUntil(today);
  const expired = hasCard(sql`${workerCards.expiryDate} < ${today} and ${currentCard}`);
  const soon = hasCard(sql`${workerCards.expiryDate} >= ${today} and ${workerCards.expiryDate} <= ${until} and ${currentCard}`);
  switch (status) {
    case "none":
      return sql`not ${hasCard()}`;
    case "expired":
      return expired;
    case "expiring":
      return sql`${soon} and not ${expired}`;
    case "valid":
      return sql`${hasCard()} and not ${hasCard(sql`${workerCards.expiryDate} <= ${until} and ${currentCard}`)}`;
  }
}

/** The register's filters as one WHERE: live workers only, every filter ANDed. */
/**
 * `validityDays`: how long a pass stays valid (decision 0068). Inducted is an induction date within it
 * on `today`, as workers.presenter.ts inductedOn answers it.
 */
export function workerWhere(f: WorkerFilters, today: string, validityDays: number): SQL {
  const conds: (SQL | undefined)[] = [live];
  if (f.q) {
    // The name, worker ID, trade and employer in one LIKE over the search column; a card number in the worker's cards.
    const number = hasCard(sql`lower(${workerCards.cardNumber}) like lower(${`%${escapeLike(f.q)}%`})`);
    conds.push(sql`(${searchFilter(workers.searchText, f.q)} or ${number})`);
  }
  if (f.trade) conds.push(sql`lower(${workers.trade}) = lower(${f.trade})`);
  if (f.employer) conds.push(sql`lower(${workers.employer}) = lower(${f.employer})`);
  if (f.cardStatus) conds.push(cardStatusWhere(f.cardStatus, today));
  if (f.induction) {
    const { validFrom } = validityWindow(today, validityDays);
    const inducted = sql`${workers.inductionDate} >= ${validFrom}`;
    conds.push(f.induction === "yes" ? inducted : sql`(${workers.inductionDate} is null or not ${inducted})`);
  }
  if (f.tradeRule === "not_met") conds.push(tradeRuleNotMet(today));
  return and(...conds)!;
}

/** By last name, then first name, the id last so pages never overlap. */
const workerOrder = (): SQL[] => [asc(sql`lower(${workers.lastName})`), asc(sql`lower(${workers.firstName})`), asc(workers.id)];

/** What a row of the list shows of its cards. */
const cardFacts = {
  cardCount: sql<number>`(select count(*)::int from ${workerCards} where ${workerCards.workerId} = ${workers.id})`,
  nextCardExpiry: sql<
    string | null
  >`(select min(${workerCards.expiryDate}) from ${workerCards} where ${workerCards.workerId} = ${workers.id} and ${currentCard})`,
};

export type ListedWorker = WorkerRow & { cardCount: number; nextCardExpiry: string | null };

async function pageOf(db: Db, where: SQL, q: PageQuery): Promise<ListedWorker[]> {
  const page = pageIds(db, workers, where, workerOrder(), q);
  const rows = await db
    .select({ worker: workers, ...cardFacts })
    .from(page)
    .innerJoin(workers, eq(workers.id, page.pageId))
    .orderBy(...workerOrder());
  return rows.map((r) => ({ ...r.worker, cardCount: Number(r.cardCount), nextCardExpiry: r.nextCardExpiry }));
}

export async function listWorkers(db: Db, f: WorkerFilters & PageQuery, today: string, validityDays: number) {
  const where = workerWhere(f, today, validityDays);
  const rows = await pageOf(db, where, f);
  return { rows, total: await cappedTotal(db, workers, where, rows, f) };
}

/** One page of the export, at an offset. */
export const pageOfWorkers = (db: Db, f: WorkerFilters, today: string, validityDays: number, limit: number, offset: number) =>
  pageOf(db, workerWhere(f, today, validityDays), { pageSize: limit, page: offset / limit + 1 });

export const countWorkersUpTo = (db: Db, f: WorkerFilters, today: string, validityDays: number, cap: number) =>
  countUpTo(db, workers, workerWhere(f, today, validityDays), cap).then((c) => (c.capped ? cap + 1 : c.total));

export async function findLiveWorker(db: Exec, id: number): Promise<WorkerRow | undefined> {
  const [row] = await db
    .select()
    .from(workers)
    .where(and(eq(workers.id, id), live));
  return row;
}

export async function lockLiveWorker(tx: Tx, id: number): Promise<WorkerRow | undefined> {
  const [row] = await tx
    .select()
    .from(workers)
    .where(and(eq(workers.id, id), live))
    .for("update");
  return row;
}

/** A live worker holding this worker ID (any case), other than `exceptId`. */
export async function findByWorkerId(db: Exec, workerId: string, exceptId?: number) {
  const [row] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(live, sql`lower(${workers.workerId}) = lower(${workerId})`, exceptId ? sql`${workers.id} <> ${exceptId}` : undefined));
  return row;
}

/** The live worker IDs among `ids` (lower-cased), for an import's check. */
export async function takenWorkerIds(db: Exec, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sql<string>`lower(${workers.workerId})` })
    .from(workers)
    .where(and(live, sql`lower(${workers.workerId}) in ${ids}`));
  return new Set(rows.map((r) => r.id));
}

export const insertWorkers = (tx: Exec, values: NewWorker[]): Promise<WorkerRow[]> => tx.insert(workers).values(values).returning();

export async function updateWorker(tx: Exec, id: number, values: Partial<NewWorker>): Promise<void> {
  await tx
    .update(workers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workers.id, id));
}

/** A worker's cards with who last checked each, soonest expiry first (undated last). */
export function cardsOf(db: Exec, workerId: number, cardId?: number) {
  return db
    .select({ card: workerCards, checkerName: users.name })
    .from(workerCards)
    .leftJoin(users, eq(users.id, workerCards.checkedBy))
    .where(and(eq(workerCards.workerId, workerId), cardId ? eq(workerCards.id, cardId) : undefined))
    .orderBy(sql`${workerCards.expiryDate} asc nulls last`, asc(workerCards.id));
}
export type CardWithChecker = Awaited<ReturnType<typeof cardsOf>>[number];

export async function insertCard(tx: Exec, values: NewCard): Promise<CardRow> {
  const [row] = await tx.insert(workerCards).values(values).returning();
  await refreshRenewals(tx, row.workerId);
  const [fresh] = await tx.select().from(workerCards).where(eq(workerCards.id, row.id));
  return fresh;
}

export async function updateCard(tx: Exec, cardId: number, values: Partial<NewCard>): Promise<void> {
  const [row] = await tx
    .update(workerCards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workerCards.id, cardId))
    .returning({ workerId: workerCards.workerId });
  if (row) await refreshRenewals(tx, row.workerId);
}

/** The card, and the photos of its sides with it: they were its alone. */
export async function deleteCard(tx: Exec, cardId: number): Promise<void> {
  const [gone] = await tx
    .delete(workerCards)
    .where(eq(workerCards.id, cardId))
    .returning({ workerId: workerCards.workerId, front: workerCards.frontPhotoFileId, back: workerCards.backPhotoFileId });
  if (gone) await refreshRenewals(tx, gone.workerId);
  const photos = [gone?.front, gone?.back].filter((id): id is number => typeof id === "number");
  if (photos.length) await tx.delete(files).where(inArray(files.id, photos));
}

export async function countCards(db: Exec, workerId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workerCards)
    .where(eq(workerCards.workerId, workerId));
  return Number(n);
}

/** Who recorded the worker's right to work check, by name; null without one (or once the user is gone). */
export async function rightToWorkCheckerName(db: Exec, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
