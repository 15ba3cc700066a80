import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { ukMobileE164 } from "@shared/common/fields";
import { toPage } from "@shared/common/paging";
import {
  sendOutcome,
  SMS_MESSAGES,
  SMS_TYPE_LABELS,
  smsRecordSchema,
  type ListSmsQuery,
  type SendSmsAnswer,
  type SendSmsInput,
  type SmsAudienceQuery,
  type SmsAudiencePreview,
} from "@shared/sms/sms";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import type { SmsProvider } from "../../platform/sms/provider";
import { getLiveProjectById } from "../projects/project-lookup";
import { signedInOnDay } from "../site-attendance/attendance.service";
import { dispatch, SEND_INLINE_MAX } from "./sms.dispatch";
import { reserveSmsAllowance } from "./sms.allowance";
import { presentSms } from "./sms.presenter";
import * as repo from "./sms.repository";

export type Ctx = { db: Db; request: FastifyRequest; provider: SmsProvider | null };

type Audience = {
  workers: repo.RecipientRow[];
  projectId: number | null;
  /** How the log names who it went to. */
  label: string;
  onSiteNow: number | null;
  date: string | null;
  /** The form field a refusal points at. */
  field: "workerId" | "employer" | "projectId";
};

const nameOf = (w: repo.RecipientRow) => `${w.firstName} ${w.lastName}`;

/** The workers an audience names (never a deleted one). */
async function audienceOf(db: Db, q: { audience: string; workerId?: number; employer?: string; projectId?: number }): Promise<Audience> {
  const none = { projectId: null, onSiteNow: null, date: null };
  if (q.audience === "worker") {
    const worker = await repo.liveWorker(db, q.workerId!);
    if (!worker) throw notFound(SMS_MESSAGES.workerNotFound);
    return { ...none, workers: [worker], label: nameOf(worker), field: "workerId" };
  }
  if (q.audience === "employer") {
    const workers = await repo.workersOfEmployer(db, q.employer!);
    return { ...none, workers, label: `the workers of ${q.employer}`, field: "employer" };
  }
  const project = await getLiveProjectById(db, q.projectId!);
  const day = await signedInOnDay(db, project.id);
  const workers = await repo.liveWorkers(
    db,
    day.workers.map((w) => w.workerId),
  );
  return {
    workers,
    projectId: project.id,
    label: `everyone signed in at ${project.name} on ${day.date}`,
    onSiteNow: day.workers.filter((w) => w.onSite).length,
    date: day.date,
    field: "projectId",
  };
}

/** Who can take a text (a UK mobile, in E.164) and who cannot: those are listed back, never sent. */
function split(workers: repo.RecipientRow[]) {
  const recipients: { worker: repo.RecipientRow; phone: string }[] = [];
  const skipped: { workerId: number; name: string }[] = [];
  for (const worker of workers) {
    const phone = ukMobileE164(worker.mobilePhone);
    if (phone) recipients.push({ worker, phone });
    else skipped.push({ workerId: worker.id, name: nameOf(worker) });
  }
  return { recipients, skipped };
}

export async function previewAudience(db: Db, q: SmsAudienceQuery & { audience: string }): Promise<SmsAudiencePreview> {
  const audience = await audienceOf(db, q as Parameters<typeof audienceOf>[1]);
  const { recipients, skipped } = split(audience.workers);
  return { total: audience.workers.length, recipients: recipients.length, skipped, onSiteNow: audience.onSiteNow, date: audience.date };
}

export const listEmployers = async (db: Db) => ({ items: await repo.employers(db) });

export async function listMessages(db: Db, q: ListSmsQuery) {
  const { rows, total } = await repo.listMessages(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  return toPage(rows.map(presentSms), total, q);
}

/**
 * Sends one message to everyone the audience names who has a mobile number: one row each, one batch.
 * The allowance is taken before anything is written and for the whole batch (a batch goes whole or
 * not at all). Without a provider the rows wait in the outbox, pending; with one, each is handed to it
 * and updated as it answers — before the answer for a small batch, after it for a large one.
 */
export async function sendMessage(ctx: Ctx, input: SendSmsInput): Promise<SendSmsAnswer> {
  const user = requireUser(ctx.request);
  const audience = await audienceOf(ctx.db, input);
  if (audience.workers.length === 0) throw badRequest(SMS_MESSAGES.nobody, audience.field);
  const { recipients, skipped } = split(audience.workers);
  if (recipients.length === 0) throw badRequest(`${SMS_MESSAGES.noMobile}: ${skipped.map((s) => s.name).join(", ")}`, audience.field);

  const batchId = randomUUID();
  const rows = recipients.map(({ worker, phone }) => ({
    ...smsRecordSchema.parse({
      recipientName: nameOf(worker).slice(0, 200),
      recipientPhone: phone,
      message: input.message,
      messageType: input.messageType,
      sentBy: user.id,
      sentByName: user.name.slice(0, 200),
    }),
    projectId: audience.projectId,
    workerId: worker.id,
    status: "pending",
    batchId,
  }));

  await reserveSmsAllowance(ctx.db, user.id, rows.length);
  const written = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertMessages(tx, rows);
    const kind = SMS_TYPE_LABELS[input.messageType];
    await audit(tx, ctx.request, {
      action: "sms_sent",
      description: `${kind} to ${audience.label} (${sendOutcome({ provider: ctx.provider?.name ?? null, recipients: rows.length, skipped })}): "${input.message.slice(0, 120)}${input.message.length > 120 ? "…" : ""}"`,
      entityType: "sms_batch",
      entityId: batchId,
      entityName: audience.label,
      category: "workers",
      metadata: { batchId, projectId: audience.projectId, messageType: input.messageType, recipients: rows.length, skipped: skipped.length },
    });
    return inserted;
  });

  if (ctx.provider) {
    const outgoing = written.map((r) => ({ id: r.id, to: r.recipientPhone, body: r.message, type: input.messageType }));
    const sending = dispatch(ctx.db, ctx.provider, outgoing);
    if (outgoing.length <= SEND_INLINE_MAX) await sending;
    else sending.catch((e: unknown) => ctx.request.log.error({ err: e, batchId }, "SMS batch could not be sent"));
  }
  const messages = (await repo.batchRows(ctx.db, batchId)).map(presentSms);
  return { batchId, provider: ctx.provider?.name ?? null, recipients: rows.length, skipped, messages };
}

/** A provider's delivery receipt, already verified: the message it names moves on (or nothing, for one we never sent). */
export async function applyReceipt(db: Db, provider: SmsProvider, params: Record<string, string>) {
  const receipt = provider.parseReceipt(params);
  if (receipt) await repo.applyReceipt(db, provider.name, receipt);
}
