import nodemailer, { type Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { outboxAttachments, outboxEmails } from "../db/schema/index";
import type { Config } from "../config";
import { reserve as reserveEvents, timeLeft, type RateLimit } from "./rate-limit";

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
/**
 * Who caused a message: the signed-in user's id, counted against their allowance, or "system" for the
 * public flows (forgot-password codes, access requests), which have their own per-address and
 * per-email limits.
 */
export type MailSender = number | "system";
/** `kind`: what the message is for, one a module declares (its descriptor's `mail`, platform/module.ts). */
export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; attachments?: MailAttachment[]; by: MailSender };
/** A message before its sender is named (what the modules' email builders return). */
export type MailContent = Omit<Mail, "by">;
type Sent = { id: number; delivered: boolean };
/** A kind of message as a module declares it: `label` is what the admin reads in the outbox ("Password reset code"). */
export type MailKind = { label: string };
/** Every declared kind of message, by kind (`Areas.mailKinds`). */
export type MailKinds = Record<string, MailKind>;
export type Mailer = {
  /** Counts the message against its sender's allowance (429, nothing written, past it), then writes it. */
  send: (mail: Mail) => Promise<Sent>;
  /**
   * Takes `count` messages of the sender's allowance at once and returns the writer for them, so a flow
   * checks the allowance before it saves anything and a batch (a diary share) goes out whole or not at all.
   */
  reserve: (by: MailSender, count: number) => Promise<(mail: MailContent) => Promise<Sent>>;
  /**
   * Writes a system message to the outbox inside the caller's transaction and sends nothing: the
   * record that says it was sent (a day's digest) commits with it or not at all. After the commit,
   * `deliver` sends it through SMTP (without SMTP it stays in the outbox, as every message does).
   */
  queue: (tx: Db | Tx, mail: MailContent) => Promise<number>;
  deliver: (id: number, mail: MailContent) => Promise<Sent>;
  smtp: boolean;
};

/** Every user's outgoing mail across all flows (issue 28 §11): 429 before anything is written past it. */
export const MAIL_ALLOWANCE: RateLimit = {
  max: 100,
  windowMs: 60 * 60_000,
  message: (ms) => `You have sent too many emails in the last hour. Please try again in ${timeLeft(ms)}.`,
};
export const mailAllowanceKey = (userId: number) => `mail:user:${userId}`;

async function reserve(db: Db, by: MailSender, count: number) {
  if (by !== "system" && count > 0) await reserveEvents(db, mailAllowanceKey(by), MAIL_ALLOWANCE, count);
}

/**
 * Every message is written to the outbox first, and only of a kind a module declares (`kinds`). With SMTP_URL it is then sent and marked sent (or
 * failed, with the reason); without it stays in the outbox, which admins read in the app, so reset
 * codes work on an embedded install with no mail server.
 */
export function createMailer(db: Db, config: Config, kinds: MailKinds, transport?: Transporter): Mailer {
  const smtp = transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  // A kind no module declares is a programming error: the outbox could not say what the message is.
  const declared = (kind: string) => {
    if (!Object.hasOwn(kinds, kind)) throw new Error(`Mail kind ${kind} is not declared by any module (ServerModule.mail)`);
  };
  async function queue(into: Db | Tx, mail: MailContent): Promise<number> {
    declared(mail.kind);
    const [row] = await into
      .insert(outboxEmails)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        kind: mail.kind,
        status: smtp ? "queued" : "outbox",
      })
      .returning({ id: outboxEmails.id });
    const files = mail.attachments ?? [];
    if (files.length)
      await into.insert(outboxAttachments).values(files.map((f) => ({ emailId: row.id, filename: f.filename, contentType: f.contentType, data: f.content })));
    return row.id;
  }
  async function deliver(id: number, mail: MailContent): Promise<Sent> {
    if (!smtp) return { id, delivered: false };
    try {
      await smtp.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
      await db.update(outboxEmails).set({ status: "sent", sentAt: new Date() }).where(eq(outboxEmails.id, id));
      return { id, delivered: true };
    } catch (e) {
      await db
        .update(outboxEmails)
        .set({ status: "failed", error: String((e as Error).message).slice(0, 500) })
        .where(eq(outboxEmails.id, id));
      return { id, delivered: false };
    }
  }
  const write = async (mail: MailContent): Promise<Sent> => deliver(await queue(db, mail), mail);
  return {
    smtp: Boolean(smtp),
    async send(mail) {
      declared(mail.kind);
      await reserve(db, mail.by, 1);
      return write(mail);
    },
    async reserve(by, count) {
      await reserve(db, by, count);
      return write;
    },
    queue,
    deliver,
  };
}
