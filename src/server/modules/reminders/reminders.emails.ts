import { ukDay } from "@shared/common/uk-dates";
import { dueWords, REMINDER_CATEGORIES, type ReminderItem } from "@shared/reminders/reminders";
import type { MailContent } from "../../platform/mail";
import type { CategoryReminders } from "../../platform/reminders";

/** The one daily digest email (issue 33): a user's reminders grouped by category, each with its absolute link. */

export const DIGEST_KIND = "reminder_digest";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const label = (key: string) => REMINDER_CATEGORIES.find((c) => c.key === key)?.label ?? key;
const line = (i: ReminderItem, today: string) => `${i.title}: ${i.what}, ${ukDay(i.due)} (${dueWords(i.due, today, i.state)})`;

export function digestEmail(to: { name: string; email: string }, groups: readonly CategoryReminders[], today: string, origin: string): MailContent {
  const count = groups.reduce((n, g) => n + g.total, 0);
  const more = (g: CategoryReminders) => g.total - g.items.length;
  const viewAll = (g: CategoryReminders) => `${origin}/reminders?category=${g.category}`;
  const text = [
    `Hello ${to.name},`,
    "",
    `${count === 1 ? "One thing is" : `${count} things are`} due or expired in the next 30 days (${ukDay(today)}).`,
    ...groups.flatMap((g) => [
      "",
      `${label(g.category)} (${g.total})`,
      ...g.items.map((i) => `- ${line(i, today)}\n  ${origin}${i.link}`),
      ...(more(g) > 0 ? [`  and ${more(g)} more: ${viewAll(g)}`] : []),
    ]),
    "",
    `All your reminders: ${origin}/reminders`,
    "You can choose which reminders reach you by email in Settings.",
  ].join("\n");
  const html = [
    `<p>Hello ${escape(to.name)},</p>`,
    `<p>${count === 1 ? "One thing is" : `${count} things are`} due or expired in the next 30 days (${ukDay(today)}).</p>`,
    ...groups.map(
      (g) =>
        `<h3 style="margin:16px 0 4px">${escape(label(g.category))} (${g.total})</h3><ul>${g.items
          .map(
            (i) =>
              `<li><a href="${escape(origin + i.link)}">${escape(i.title)}</a>: ${escape(i.what)}, ${ukDay(i.due)} (${dueWords(i.due, today, i.state)})</li>`,
          )
          .join("")}${more(g) > 0 ? `<li><a href="${escape(viewAll(g))}">and ${more(g)} more</a></li>` : ""}</ul>`,
    ),
    `<p><a href="${escape(origin)}/reminders">All your reminders</a>. You can choose which reminders reach you by email in Settings.</p>`,
  ].join("\n");
  return {
    to: to.email,
    subject: `Sitebook reminders for ${ukDay(today)}: ${count} due or expired`,
    kind: DIGEST_KIND,
    text,
    html: `<div style="font-family:Arial,sans-serif;line-height:1.5">${html}</div>`,
  };
}
