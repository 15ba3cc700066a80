import { z } from "zod";
import { pageOf, pageQuery } from "../common/paging";
import { timestamp } from "../common/wire";
import { idParams, idSchema } from "../common/ids";

/** The admin's outbox: every email the system sent or holds (GET /api/outbox). */
export const listOutboxQuery = pageQuery.extend({
  to: z.string().trim().max(254, "Recipient must be less than 255 characters").optional(),
});
export type ListOutboxQuery = z.input<typeof listOutboxQuery>;

export const outboxIdParams = idParams("Email not found");
export const outboxAttachmentParams = z.object({ id: idSchema("Email not found"), attachmentId: idSchema("Attachment not found") });

/** A file sent with a message (a purchase order's PDF): what it is, without its bytes. */
export const outboxAttachmentSchema = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    contentType: z.string(),
    /** In bytes. */
    size: z.number().int(),
  })
  .meta({ id: "OutboxAttachment" });
export type OutboxAttachment = z.output<typeof outboxAttachmentSchema>;

/** outbox: kept here, SMTP not configured; queued: being sent; sent; failed (with the reason). */
export type OutboxStatus = "outbox" | "queued" | "sent" | "failed";

export const outboxEmailSummarySchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    /** What the message is for, as its module declared it (password_reset, purchase_order, …). */
    kind: z.string(),
    /** The declared kind's label ("Password reset code"); null for a kind no module declares now (older messages). */
    kindLabel: z.string().nullable(),
    /** An OutboxStatus. */
    status: z.string(),
    error: z.string().nullable(),
    createdAt: timestamp,
    sentAt: timestamp.nullable(),
    attachmentCount: z.number().int(),
  })
  .meta({ id: "OutboxEmailSummary" });
export type OutboxEmailSummary = z.output<typeof outboxEmailSummarySchema>;

export const outboxEmailSchema = outboxEmailSummarySchema
  .extend({ text: z.string(), html: z.string().nullable(), attachments: z.array(outboxAttachmentSchema) })
  .meta({ id: "OutboxEmail" });
export type OutboxEmail = z.output<typeof outboxEmailSchema>;

/** The page plus whether mail leaves through SMTP or stays in the outbox. */
export const outboxPageSchema = pageOf(outboxEmailSummarySchema).extend({ smtp: z.boolean() });
export type OutboxPage = z.output<typeof outboxPageSchema>;
