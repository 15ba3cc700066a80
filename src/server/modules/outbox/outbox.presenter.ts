import type { OutboxAttachment, OutboxEmail, OutboxEmailSummary } from "@shared/identity/outbox";
import type { outboxEmails } from "../../db/schema/index";

type Row = typeof outboxEmails.$inferSelect;
type SummaryRow = Pick<Row, "id" | "toAddress" | "subject" | "kind" | "status" | "error" | "createdAt" | "sentAt">;

export function presentEmailSummary(row: SummaryRow): OutboxEmailSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentEmail(row: Row, attachments: OutboxAttachment[]): OutboxEmail {
  return { ...presentEmailSummary(row), text: row.textBody, html: row.htmlBody, attachments };
}
