import type { MailContent } from "../../platform/mail";

/** The messages Team Management sends. Text is the message; the HTML is the same words, escaped. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type Line = string | { label: string; value: string; code?: boolean };

function compose(to: string, subject: string, kind: string, lines: Line[]): MailContent {
  const text = lines.map((l) => (typeof l === "string" ? l : `${l.label}: ${l.value}`)).join("\n");
  const html = lines
    .map((l) =>
      typeof l === "string"
        ? l === ""
          ? ""
          : `<p>${escape(l)}</p>`
        : `<p>${escape(l.label)}: ${l.code ? `<code style="font-size:16px;font-weight:bold">${escape(l.value)}</code>` : escape(l.value)}</p>`,
    )
    .join("\n");
  return { to, subject, kind, text, html: `<div style="font-family:Arial,sans-serif;line-height:1.5">${html}</div>` };
}

export type Credentials = { name: string; email: string; password: string; signInUrl: string; company: string | null };

const at = (company: string | null) => (company ? ` at ${company}` : "");

const credentialLines = (c: Credentials): Line[] => [
  { label: "Sign in at", value: c.signInUrl },
  { label: "Email", value: c.email },
  { label: "Temporary password", value: c.password, code: true },
  "",
  "You will be asked to choose a new password when you first sign in. If you did not expect this email, please tell your administrator.",
];

export const accountCreatedEmail = (c: Credentials) =>
  compose(c.email, "Your Sitebook account", "account_created", [
    `Hello ${c.name},`,
    "",
    `An administrator has created a Sitebook account for you${at(c.company)}.`,
    "",
    ...credentialLines(c),
  ]);

export const accessApprovedEmail = (c: Credentials & { role: string }) =>
  compose(c.email, "Your Sitebook access request has been approved", "access_approved", [
    `Hello ${c.name},`,
    "",
    `Good news: your request for access to Sitebook${at(c.company)} has been approved, with the role ${c.role}.`,
    "",
    ...credentialLines(c),
  ]);

export const passwordResetByAdminEmail = (c: Credentials) =>
  compose(c.email, "Your Sitebook password has been reset", "password_reset_by_admin", [
    `Hello ${c.name},`,
    "",
    `An administrator has reset your Sitebook password${at(c.company)}. Any device you were signed in on has been signed out.`,
    "",
    ...credentialLines(c),
  ]);

export const accessRejectedEmail = (r: { name: string; email: string; reason?: string; company: string | null }) =>
  compose(r.email, "Your Sitebook access request", "access_rejected", [
    `Hello ${r.name},`,
    "",
    `Thank you for your interest in Sitebook${at(r.company)}. After reviewing your request, we are unable to give you access at this time.`,
    ...(r.reason ? ["", `Reason: ${r.reason}`] : []),
    "",
    "If you think this is a mistake, please contact your manager or the company's administrator.",
  ]);
