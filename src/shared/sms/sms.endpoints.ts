import { z } from "zod";
import { endpoint, noContent, type Changes } from "../common/contract";
import { pageQuery } from "../common/paging";
import {
  listSmsQuery,
  sendSmsAnswerSchema,
  sendSmsSchema,
  SMS_MESSAGES,
  SMS_STATUSES,
  smsAudiencePreviewSchema,
  smsAudienceQuery,
  smsEmployersSchema,
  smsListSchema,
  smsOutboxSchema,
} from "./sms";

/** The largest delivery receipt taken: a provider's status callback is a few hundred bytes of form fields. */
export const SMS_RECEIPT_MAX_BYTES = 16 * 1024;

const providerParams = z.object({
  provider: z
    .string()
    .max(40, SMS_MESSAGES.providerNotFound)
    .regex(/^[a-z0-9-]+$/, SMS_MESSAGES.providerNotFound),
});

/**
 * SMS and WhatsApp to workers (issue 33) under the Workforce page permission: sending takes Workforce
 * create (each send writes new records and changes no worker), reading what was sent Workforce view
 * (who reads the register reads its mobile numbers). The outbox is admin only, as email's is; the
 * delivery receipt is public, and trusted only when its signature checks.
 */
export const smsEndpoints = {
  send: endpoint({
    method: "POST",
    path: "/api/sms",
    access: ["Workforce", "create"],
    summary:
      "Send a message to one worker, an employer's workers or everyone signed in on a contract today: one row per worker with a mobile number, one batch; those without one listed back. Rate-limited per user",
    body: sendSmsSchema,
    response: sendSmsAnswerSchema,
    status: 201,
  }),
  preview: endpoint({
    method: "GET",
    path: "/api/sms/audience",
    access: ["Workforce", "view"],
    summary: "Who a message would reach before it is sent: how many, who has no mobile number, and for a contract how many are on site now",
    query: smsAudienceQuery,
    response: smsAudiencePreviewSchema,
  }),
  employers: endpoint({
    method: "GET",
    path: "/api/sms/employers",
    access: ["Workforce", "view"],
    summary: "The employers on the worker register, each with its number of workers, for choosing an employer's workers",
    response: smsEmployersSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/sms/messages",
    access: ["Workforce", "view"],
    summary: "Messages sent, newest first, paged; filtered by status, batch, contract or worker",
    query: listSmsQuery,
    response: smsListSchema,
  }),
  outbox: endpoint({
    method: "GET",
    path: "/api/sms/outbox",
    access: "admin",
    summary: "Every SMS and WhatsApp message, newest first, with the provider that sends them now (none: they wait here)",
    query: pageQuery.extend({ status: z.enum(SMS_STATUSES, { error: `Status must be one of ${SMS_STATUSES.join(", ")}` }).optional() }),
    response: smsOutboxSchema,
  }),
  receipt: endpoint({
    method: "POST",
    path: "/api/sms/status/:provider",
    access: "public",
    summary:
      "A provider's delivery receipt (form fields, as Twilio posts them): refused with 403 unless its signature checks; updates the message's status, error and delivery time",
    params: providerParams,
    body: z.record(z.string(), z.string()),
    response: noContent,
    status: 204,
    bodyLimit: SMS_RECEIPT_MAX_BYTES,
  }),
};

/** What a send refreshes: the sent list, the outbox and the audience (nothing else reads these rows). */
export const smsChanges: Changes = [smsEndpoints.list, smsEndpoints.outbox];
