import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxAttachments, outboxEmails } from "../../db/schema/index";
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

/** The files sent with an email, without their bytes (served by outbox_email_attachments_email_idx). */
export function listAttachments(db: Db, emailId: number) {
  return db
    .select({
      id: outboxAttachments.id,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.data})::int`,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.emailId, emailId))
    .orderBy(asc(outboxAttachments.id));
}

/** One file of one email: another email's attachment id is not found. */
export async function findAttachment(db: Db, emailId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.emailId, emailId), eq(outboxAttachments.id, attachmentId)));
  return row;
}
