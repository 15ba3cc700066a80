import { z } from "zod";
import { requiredText } from "../common/fields";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { text } from "../common/text";
import { isoDay, timestamp } from "../common/wire";

/**
 * SMS and WhatsApp messages to workers (issue 33; data-model.md §3 sms_messages, §4 statuses and
 * types, §5 SMS): one row per recipient, a batch per send.
 */

/** §4 SMS status. pending: kept in the outbox (no provider) or not yet taken by one. */
export const SMS_STATUSES = ["pending", "sent", "delivered", "failed"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_STATUS_LABELS: Record<SmsStatus, string> = { pending: "Pending", sent: "Sent", delivered: "Delivered", failed: "Failed" };

/** §4 SMS type. */
export const SMS_TYPES = ["sms", "whatsapp"] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const SMS_TYPE_LABELS: Record<SmsType, string> = { sms: "SMS", whatsapp: "WhatsApp" };

/** §5 SMS: the most a message may hold, and the spec's words past it. */
export const SMS_MAX_LENGTH = 1600;
export const SMS_MESSAGES = {
  messageRequired: "Message is required",
  messageTooLong: "Message too long (max 1600 characters)",
  type: "Message type must be sms or whatsapp",
  audience: "Choose who receives the message: a worker, an employer's workers or a contract's people on site today",
  worker: "Choose a worker",
  employer: "Choose an employer",
  contract: "Choose a contract",
  workerNotFound: "Worker not found",
  projectNotFound: "Project not found",
  nobody: "No workers to send to",
  noMobile: "None of these workers has a mobile number that can receive a text",
  messageNotFound: "Message not found",
  providerNotFound: "SMS provider not found",
  unsigned: "This delivery receipt is not signed",
  badSignature: "This delivery receipt's signature is not valid",
} as const;

/** The message itself: 1 to 1,600 characters, as typed (a line break is part of it). */
export const smsMessageField = text({ error: SMS_MESSAGES.messageRequired })
  .refine((v) => v.trim() !== "", SMS_MESSAGES.messageRequired)
  .refine((v) => v.length <= SMS_MAX_LENGTH, SMS_MESSAGES.messageTooLong);

const smsType = z.enum(SMS_TYPES, { error: SMS_MESSAGES.type });

/** §5 SMS, one stored row: what the server checks each row against before it writes the batch. */
export const smsRecordSchema = z.object({
  recipientName: requiredText("Recipient name", 200),
  recipientPhone: z.string().min(10, "Recipient phone must be 10 to 20 characters").max(20, "Recipient phone must be 10 to 20 characters"),
  message: smsMessageField,
  messageType: smsType,
  sentBy: z.number().int().positive("Sent by must be a user"),
  sentByName: requiredText("Sent by name", 200),
});

/** Who receives a message: one worker, the workers of one employer, or everyone signed in on a contract today. */
export const SMS_AUDIENCES = ["worker", "employer", "contract"] as const;
export type SmsAudience = (typeof SMS_AUDIENCES)[number];

/** The audience alone (the preview's query and the send's body share it). */
export const smsAudienceShape = {
  audience: z.enum(SMS_AUDIENCES, { error: SMS_MESSAGES.audience }),
  workerId: idSchema(SMS_MESSAGES.worker).optional(),
  employer: text({ error: SMS_MESSAGES.employer }).trim().max(200, "Employer must be 200 characters or fewer").optional(),
  projectId: idSchema(SMS_MESSAGES.contract).optional(),
};

type AudienceFields = { audience: SmsAudience; workerId?: number; employer?: string; projectId?: number };
/** The audience's own field must be there: a worker, an employer or a contract. */
function audienceChosen(v: AudienceFields, ctx: z.RefinementCtx) {
  if (v.audience === "worker" && v.workerId === undefined) ctx.addIssue({ code: "custom", path: ["workerId"], message: SMS_MESSAGES.worker });
  if (v.audience === "employer" && !v.employer) ctx.addIssue({ code: "custom", path: ["employer"], message: SMS_MESSAGES.employer });
  if (v.audience === "contract" && v.projectId === undefined) ctx.addIssue({ code: "custom", path: ["projectId"], message: SMS_MESSAGES.contract });
}

export const smsAudienceQuery = z.object(smsAudienceShape).superRefine(audienceChosen);
export type SmsAudienceQuery = z.input<typeof smsAudienceQuery>;

export const sendSmsSchema = z
  .object({ ...smsAudienceShape, message: smsMessageField, messageType: smsType.default("sms") })
  .superRefine(audienceChosen)
  .meta({ id: "SendSms" });
export type SendSmsInput = z.output<typeof sendSmsSchema>;
export type SendSmsForm = z.input<typeof sendSmsSchema>;

/** A worker the audience names who has no mobile number a text can reach: listed back, not sent. */
export const skippedRecipientSchema = z.object({ workerId: z.number().int(), name: z.string() }).meta({ id: "SmsSkippedRecipient" });

/** Who a send would reach, before it is sent (the form's preview). */
export const smsAudiencePreviewSchema = z
  .object({
    /** The workers the audience names. */
    total: z.number().int(),
    /** Those with a mobile number a text can reach: one message each. */
    recipients: z.number().int(),
    skipped: z.array(skippedRecipientSchema),
    /** For a contract: how many are on site now (signed in and not out). */
    onSiteNow: z.number().int().nullable(),
    /** For a contract: the site's day the audience is read for. */
    date: isoDay.nullable(),
  })
  .meta({ id: "SmsAudiencePreview" });
export type SmsAudiencePreview = z.output<typeof smsAudiencePreviewSchema>;

export const smsViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    workerId: z.number().int().nullable(),
    recipientName: z.string(),
    /** E.164, as sent. */
    recipientPhone: z.string(),
    message: z.string(),
    /** An SmsType. */
    messageType: z.string(),
    /** An SmsStatus. */
    status: z.string(),
    /** The provider that took it (twilio); null while it waits in the outbox. */
    provider: z.string().nullable(),
    providerMessageId: z.string().nullable(),
    errorMessage: z.string().nullable(),
    batchId: z.string().nullable(),
    sentBy: z.number().int().nullable(),
    sentByName: z.string(),
    sentAt: timestamp.nullable(),
    deliveredAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "SmsMessage" });
export type SmsView = z.output<typeof smsViewSchema>;

export const sendSmsAnswerSchema = z
  .object({
    batchId: z.string(),
    /** The provider the batch goes through; null when it is kept in the outbox. */
    provider: z.string().nullable(),
    /** Messages written (one per recipient with a mobile number). */
    recipients: z.number().int(),
    skipped: z.array(skippedRecipientSchema),
    /** The batch's rows as they stand when the answer goes (a large batch is still being sent). */
    messages: z.array(smsViewSchema),
  })
  .meta({ id: "SendSmsAnswer" });
export type SendSmsAnswer = z.output<typeof sendSmsAnswerSchema>;

const statusFilter = z.enum(SMS_STATUSES, { error: `Status must be one of ${SMS_STATUSES.join(", ")}` }).optional();
export const listSmsQuery = pageQuery.extend({
  status: statusFilter,
  batchId: text().trim().max(64, "Batch not found").optional(),
  projectId: idSchema(SMS_MESSAGES.projectNotFound).optional(),
  workerId: idSchema(SMS_MESSAGES.workerNotFound).optional(),
});
export type ListSmsQuery = z.output<typeof listSmsQuery>;
export const smsListSchema = pageOf(smsViewSchema).meta({ id: "SmsMessageList" });

/** The admin's SMS outbox: every message, with which provider (if any) sends them now. */
export const smsOutboxSchema = pageOf(smsViewSchema).extend({ provider: z.string().nullable() }).meta({ id: "SmsOutbox" });
export type SmsOutbox = z.output<typeof smsOutboxSchema>;

/** The employers on the register, with how many live workers each has (the form's employer picker). */
export const smsEmployersSchema = z.object({ items: z.array(z.object({ employer: z.string(), workers: z.number().int() })) }).meta({ id: "SmsEmployers" });

/** "3 sent, 1 without a mobile number: Dan Cole" — what a send did, in one line. */
export function sendOutcome(answer: Pick<SendSmsAnswer, "provider" | "recipients" | "skipped">) {
  const done = answer.provider ? `${answer.recipients} sent` : `${answer.recipients} kept in the SMS outbox (no provider is set up)`;
  if (answer.skipped.length === 0) return done;
  return `${done}, ${answer.skipped.length} without a mobile number: ${answer.skipped.map((s) => s.name).join(", ")}`;
}
