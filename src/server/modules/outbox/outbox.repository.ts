import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxAttachments, outboxEmails } from "../../db/schema/index";
import type { PageQuery } from "@shared/common/paging";

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many files went with a message (served by outbox_email_attachments_email_idx). */
// Qualified by hand: inside a subquery drizzle writes a column of a one-table select without its table.
const attachmentCount = sql<number>`(select count(*) from ${outboxAttachments} a where a.email_id = ${outboxEmails}.id)`.mapWith(Number);

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
      attachmentCount,
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

/** A message's files without their bytes: the size is counted in the database. */
export async function listAttachments(db: Db, emailId: number) {
  return db
    .select({
      id: outboxAttachments.id,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.data})`.mapWith(Number),
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.emailId, emailId))
    .orderBy(asc(outboxAttachments.id));
}

/** One file of one message (an attachment id under another message is not found). */
export async function findAttachment(db: Db, emailId: number, id: number) {
  const [row] = await db
    .select()
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.id, id), eq(outboxAttachments.emailId, emailId)));
  return row;
}
