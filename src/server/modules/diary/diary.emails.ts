import type { MailContent } from "../../platform/mail";
import { parseLabour } from "@shared/rules/labour-hours";
import type { DiaryEntryRow } from "./diary.repository";
import { formatHours } from "@shared/common/numbers";
import { ukDay } from "@shared/common/uk-dates";

/** A shared diary entry as an email: the words of the entry, plain text and the same in simple HTML. */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const ukDate = ukDay;

export function sharedEntryEmail(to: string, entry: DiaryEntryRow, project: { name: string }, sharedBy: string): MailContent {
  const labour = parseLabour(entry.labor);
  const times = labour.startTime || labour.finishTime ? `${labour.startTime || "–"} to ${labour.finishTime || "–"}` : "";
  const labourRows: [string, string][] = (
    [
      ["Company", labour.company],
      ["Job role", labour.jobRole],
      ["Plant", labour.plant],
      ["Hours", times ? `${times} (${formatHours(labour.hours)})` : labour.hours ? formatHours(labour.hours) : ""],
      ["Labour details", labour.labour],
    ] as [string, string][]
  ).filter(([, v]) => v.trim() !== "");
  const facts: [string, string][] = [
    ["Project", project.name],
    ["Date", ukDate(entry.date)],
    ["Author", entry.author],
  ];
  const subject = `Site diary: ${project.name}, ${ukDate(entry.date)}`;
  const text = [
    `${sharedBy} shared a site diary entry with you.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    "Work summary:",
    entry.workSummary,
    ...(labourRows.length ? ["", "Labour:", ...labourRows.map(([k, v]) => `  ${k}: ${v}`)] : []),
    ...(entry.weatherImpact ? ["", "Weather impact:", entry.weatherImpact] : []),
    ...(entry.materialsDelivered ? ["", "Materials delivered:", entry.materialsDelivered] : []),
  ].join("\n");
  const row = ([k, v]: [string, string]) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escape(k)}</th><td style="padding:4px 0">${escape(v)}</td></tr>`;
  const para = (title: string, body: string) =>
    `<h3 style="margin:16px 0 4px;font-size:15px">${escape(title)}</h3><p style="margin:0;white-space:pre-wrap">${escape(body)}</p>`;
  const html = [
    `<div style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a;max-width:640px">`,
    `<p>${escape(sharedBy)} shared a site diary entry with you.</p>`,
    `<table style="border-collapse:collapse">${facts.map(row).join("")}</table>`,
    para("Work summary", entry.workSummary),
    labourRows.length
      ? `<h3 style="margin:16px 0 4px;font-size:15px">Labour</h3><table style="border-collapse:collapse">${labourRows.map(row).join("")}</table>`
      : "",
    entry.weatherImpact ? para("Weather impact", entry.weatherImpact) : "",
    entry.materialsDelivered ? para("Materials delivered", entry.materialsDelivered) : "",
    `</div>`,
  ].join("\n");
  return { to, subject, text, html, kind: "diary_entry_shared" };
}
