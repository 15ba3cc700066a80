import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { MailSender, Mailer } from "../../platform/mail";
import { adminRecipients } from "./reports.repository";

/** `by`: who caused it, for their mail allowance (a report sent before sign-in is "system"; it has its own per-address limit). */
export type Notice = { subject: string; lines: (string | null | undefined | false)[]; kind: string; by: MailSender };

/**
 * Emails a report to the company's admin address. Plain text only (the content comes from the
 * browser), and a failure is logged rather than failing the report, which is already stored.
 */
export async function notifyAdmins(db: Db, mailer: Mailer, log: FastifyBaseLogger, notice: Notice) {
  try {
    const recipients = await adminRecipients(db);
    const text = notice.lines.filter((l): l is string => typeof l === "string").join("\n");
    const write = await mailer.reserve(notice.by, recipients.length);
    for (const to of recipients) await write({ to, subject: notice.subject.slice(0, 200), text, kind: notice.kind });
  } catch (err) {
    log.error({ err }, "could not email a report to the admins");
  }
}

export const clip = (text: string | null | undefined, max: number) => {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max)}…` : text;
};
