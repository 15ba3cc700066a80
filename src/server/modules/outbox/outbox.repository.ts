import { count, desc, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxEmails } from "../../db/schema/index";
import type { PageQuery } from "@shared/common/paging";

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, served by outbox_emails_created_idx. */
export async function listEmails(db: Db, q: PageQuery & { to?: string }) {
  const where = q.to ? ilike(outboxEmails.toAddress, contains(q.to)) : undefined;
  const rows = await db
    .select({
      id: outboxEmails.id,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      kind: outboxEmails.kind,
      status: outboxEmails.status,
      error: outboxEmails.error,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(where)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(outboxEmails).where(where);
  return { rows, total };
}

export async function findEmail(db: Db, id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}
