import type { OutboxAttachment, OutboxEmail, OutboxEmailSummary } from "@shared/identity/outbox";
import type { outboxEmails } from "../../db/schema/index";
import type { MailKinds } from "../../platform/mail";

type Row = typeof outboxEmails.$inferSelect;
type SummaryRow = Pick<Row, "id" | "toAddress" | "subject" | "kind" | "status" | "error" | "createdAt" | "sentAt">;

/** `kinds`: the declared mail kinds (`Areas.mailKinds`), whose labels the admin reads. */
export function presentEmailSummary(row: SummaryRow & { attachmentCount: number }, kinds: MailKinds): OutboxEmailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    kindLabel: Object.hasOwn(kinds, row.kind) ? kinds[row.kind].label : null,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachmentCount: row.attachmentCount,
  };
}

export function presentEmail(row: Row, attachments: OutboxAttachment[], kinds: MailKinds): OutboxEmail {
  return { ...presentEmailSummary({ ...row, attachmentCount: attachments.length }, kinds), text: row.textBody, html: row.htmlBody, attachments };
}
