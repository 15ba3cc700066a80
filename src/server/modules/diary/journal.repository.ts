import { count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { journalMessages } from "../../db/schema/index";
import type { PageQuery } from "@shared/common/paging";

type Exec = Db | Tx;
export type JournalMessageRow = typeof journalMessages.$inferSelect;

/** Newest first (journal_messages_project_created_idx). */
export async function listMessages(db: Db, projectId: number, q: PageQuery) {
  const where = eq(journalMessages.projectId, projectId);
  const rows = await db
    .select()
    .from(journalMessages)
    .where(where)
    .orderBy(desc(journalMessages.createdAt), desc(journalMessages.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(journalMessages).where(where);
  return { rows, total };
}

export async function findMessage(db: Exec, id: number): Promise<JournalMessageRow | undefined> {
  const [row] = Number.isSafeInteger(id) ? await db.select().from(journalMessages).where(eq(journalMessages.id, id)) : [];
  return row;
}

export async function insertMessage(tx: Exec, values: typeof journalMessages.$inferInsert): Promise<JournalMessageRow> {
  const [row] = await tx.insert(journalMessages).values(values).returning();
  return row;
}

export async function deleteMessage(tx: Exec, id: number) {
  await tx.delete(journalMessages).where(eq(journalMessages.id, id));
}
