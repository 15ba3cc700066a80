import nodemailer, { type Transporter } from "nodemailer";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxAttachments, outboxEmails } from "../db/schema/index";
import type { Config } from "../config";

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = { to: string; subject: string; text: string; html?: string; kind?: string; attachments?: MailAttachment[] };
export type Mailer = { send: (mail: Mail) => Promise<{ id: number; delivered: boolean }>; smtp: boolean };

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent and marked sent (or
 * failed, with the reason); without it stays in the outbox, which admins read in the app, so reset
 * codes work on an embedded install with no mail server.
 */
export function createMailer(db: Db, config: Config, transport?: Transporter): Mailer {
  const smtp = transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  return {
    smtp: Boolean(smtp),
    async send(mail) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          kind: mail.kind ?? "general",
          status: smtp ? "queued" : "outbox",
        })
        .returning({ id: outboxEmails.id });
      const files = mail.attachments ?? [];
      if (files.length)
        await db.insert(outboxAttachments).values(files.map((f) => ({ emailId: row.id, filename: f.filename, contentType: f.contentType, data: f.content })));
      if (!smtp) return { id: row.id, delivered: false };
      try {
        await smtp.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: files });
        await db.update(outboxEmails).set({ status: "sent", sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
        return { id: row.id, delivered: true };
      } catch (e) {
        await db
          .update(outboxEmails)
          .set({ status: "failed", error: String((e as Error).message).slice(0, 500) })
          .where(eq(outboxEmails.id, row.id));
        return { id: row.id, delivered: false };
      }
    },
  };
}
