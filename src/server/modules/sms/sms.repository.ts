import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { projects, smsMessages, workers } from "../../db/schema/index";
import type { SmsDeliveryStatus, SmsReceipt } from "../../platform/sms/provider";

/** A worker as a message needs them: who, and the number as typed on the register. */
const recipientColumns = { id: workers.id, firstName: workers.firstName, lastName: workers.lastName, mobilePhone: workers.mobilePhone };
export type RecipientRow = { id: number; firstName: string; lastName: string; mobilePhone: string | null };

const live = isNull(workers.deletedAt);
/** How an employer is matched: the same words whatever their case or surrounding spaces (the register keeps them as typed). */
const employerKey = sql<string>`lower(trim(${workers.employer}))`;

export async function liveWorker(db: Db, id: number): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select(recipientColumns)
    .from(workers)
    .where(and(eq(workers.id, id), live));
  return row;
}

export async function liveWorkers(db: Db, ids: number[]): Promise<RecipientRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(workers)
    .where(and(inArray(workers.id, ids), live))
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id));
}

/** An employer's active workers on the register (one who has left, active "no", is not messaged). */
export async function workersOfEmployer(db: Db, employer: string): Promise<RecipientRow[]> {
  return db
    .select(recipientColumns)
    .from(workers)
    .where(and(live, eq(workers.active, "yes"), sql`${employerKey} = lower(trim(${employer}))`))
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id));
}

/** The employers of active workers, each once however it was written, with how many. */
export async function employers(db: Db) {
  return db
    .select({ employer: sql<string>`min(trim(${workers.employer}))`, workers: sql<number>`count(*)::int` })
    .from(workers)
    .where(and(live, eq(workers.active, "yes"), sql`trim(coalesce(${workers.employer}, '')) <> ''`))
    .groupBy(employerKey)
    .orderBy(employerKey);
}

export type NewSms = typeof smsMessages.$inferInsert;
export async function insertMessages(tx: Tx, rows: NewSms[]) {
  return tx.insert(smsMessages).values(rows).returning();
}

export type SmsFilters = { status?: string; batchId?: string; projectId?: number; workerId?: number };
const filtersOf = (f: SmsFilters): SQL | undefined =>
  and(
    f.status ? eq(smsMessages.status, f.status) : undefined,
    f.batchId ? eq(smsMessages.batchId, f.batchId) : undefined,
    f.projectId ? eq(smsMessages.projectId, f.projectId) : undefined,
    f.workerId ? eq(smsMessages.workerId, f.workerId) : undefined,
  );

/** Newest first (sms_messages_created_idx), with the contract's name. */
export async function listMessages(db: Db, f: SmsFilters, limit: number, offset: number) {
  const where = filtersOf(f);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: smsMessages, projectName: projects.name })
      .from(smsMessages)
      .leftJoin(projects, eq(projects.id, smsMessages.projectId))
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(smsMessages).where(where),
  ]);
  return { rows, total };
}

/** The provider took the message (or refused it): its id, status and the moment, or its error. */
export async function markSent(db: Db, id: number, provider: string, providerMessageId: string, status: SmsDeliveryStatus) {
  const now = new Date();
  await db
    .update(smsMessages)
    .set({ provider, providerMessageId, status, sentAt: now, ...(status === "delivered" ? { deliveredAt: now } : {}) })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, "pending")));
}

export async function markFailed(db: Db, id: number, provider: string, errorMessage: string) {
  await db
    .update(smsMessages)
    .set({ provider, status: "failed", errorMessage: errorMessage.slice(0, 500) })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.status, "pending")));
}

/**
 * A delivery receipt, by (provider, provider's id): only forward — a message delivered or failed stays
 * so whatever arrives after (receipts may come out of order or twice). The number of rows it changed.
 */
export async function applyReceipt(db: Db, provider: string, receipt: SmsReceipt) {
  const changed = await db
    .update(smsMessages)
    .set({
      status: receipt.status,
      ...(receipt.status === "delivered" ? { deliveredAt: new Date() } : {}),
      ...(receipt.status === "failed" ? { errorMessage: receipt.errorMessage?.slice(0, 500) ?? null } : {}),
    })
    .where(
      and(
        eq(smsMessages.provider, provider),
        eq(smsMessages.providerMessageId, receipt.providerMessageId),
        notInArray(smsMessages.status, ["delivered", "failed"]),
      ),
    )
    .returning({ id: smsMessages.id });
  return changed.length;
}

/** The batch's rows as they stand now, with the contract's name. */
export async function batchRows(db: Db, batchId: string) {
  return db
    .select({ row: smsMessages, projectName: projects.name })
    .from(smsMessages)
    .leftJoin(projects, eq(projects.id, smsMessages.projectId))
    .where(eq(smsMessages.batchId, batchId))
    .orderBy(asc(smsMessages.id));
}
