import { z } from "zod";
import { pageQuery, type Page } from "../common/paging";
import { idParams } from "../common/ids";

/** The admin's outbox: every email the system sent or holds (GET /api/outbox). */
export const listOutboxQuery = pageQuery.extend({
  to: z.string().trim().max(254, "Recipient must be less than 255 characters").optional(),
});
export type ListOutboxQuery = z.input<typeof listOutboxQuery>;

export const outboxIdParams = idParams("Email not found");

/** outbox: kept here, SMTP not configured; queued: being sent; sent; failed (with the reason). */
export type OutboxStatus = "outbox" | "queued" | "sent" | "failed";

export type OutboxEmailSummary = {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: OutboxStatus | string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type OutboxEmail = OutboxEmailSummary & { text: string; html: string | null };

/** The page plus whether mail leaves through SMTP or stays in the outbox. */
export type OutboxPage = Page<OutboxEmailSummary> & { smtp: boolean };
