import { parseLabour, rollUpLabour } from "@shared/rules/labour-hours";
import { compareTimeSlots } from "@shared/diary/diary-comment";
import type { DiaryCommentView, DiaryDay, DiaryEntryListItem, DiaryEntryView, DiaryPhoto } from "@shared/diary/diary-entry";
import type { JournalMessageView } from "@shared/diary/journal";
import type { DiaryEntryRow } from "./diary.repository";
import type { DiaryCommentRow } from "./diary-comments.repository";
import type { JournalMessageRow } from "./journal.repository";

export function presentEntry(row: DiaryEntryRow): DiaryEntryView {
  return {
    id: row.id,
    projectId: row.projectId,
    userId: row.userId,
    date: row.date,
    author: row.author,
    workSummary: row.workSummary,
    weatherImpact: row.weatherImpact,
    materialsDelivered: row.materialsDelivered,
    labor: row.labor,
    labour: parseLabour(row.labor),
    sharedWith: Array.isArray(row.sharedWith) ? row.sharedWith : [],
    photoCount: Array.isArray(row.photos) ? row.photos.length : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentListItem = (r: { entry: DiaryEntryRow; project: DiaryEntryListItem["project"] }): DiaryEntryListItem => ({
  ...presentEntry(r.entry),
  project: r.project,
});

export function presentComment(row: DiaryCommentRow, photos: Map<number, DiaryPhoto>): DiaryCommentView {
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    timeSlot: row.timeSlot ?? "General",
    recordId: row.recordId,
    recordType: row.recordType,
    comment: row.comment,
    author: row.author,
    userId: row.userId,
    photos: (row.photos ?? []).map((id) => photos.get(id)).filter((p): p is DiaryPhoto => Boolean(p)),
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentJournalMessage(row: JournalMessageRow): JournalMessageView {
  return {
    id: row.id,
    projectId: row.projectId,
    userId: row.userId,
    author: row.author,
    message: row.message,
    imageUrl: row.imageUrl,
    imageName: row.imageName,
    createdAt: row.createdAt.toISOString(),
  };
}

export type SignedInCompany = { company: string; workers: number; hours: number };
const sameCompany = (name: string) => name.trim().toLowerCase();

/**
 * One day of the diary: its entries, the day's and each company's labour hours (rollUpLabour, as the
 * diary PDF), and comments by slot. A company whose workers signed in at the gate but that typed no
 * labour that day is added from the sign-ins, marked so (decision 0071); a company that typed its
 * labour keeps its typed figure alone, never both.
 */
export function presentDay(date: string, entries: DiaryEntryView[], comments: DiaryCommentView[], signedIn: SignedInCompany[] = []): DiaryDay {
  const labour = rollUpLabour(entries.map((e) => e.labour));
  const typed = new Set(labour.companies.map((c) => sameCompany(c.company)));
  const fromSignIns = signedIn
    .filter((s) => !typed.has(sameCompany(s.company)))
    .map((s) => ({ company: s.company, hours: s.hours, headcount: s.workers, fromSignIns: true }));
  const slots = new Map<string, DiaryCommentView[]>();
  for (const c of comments) slots.set(c.timeSlot, [...(slots.get(c.timeSlot) ?? []), c]);
  return {
    date,
    entries,
    totalHours: Math.round((labour.hours + fromSignIns.reduce((n, c) => n + c.hours, 0)) * 10) / 10,
    companies: [...labour.companies, ...fromSignIns.sort((a, b) => b.hours - a.hours)],
    comments: [...slots].sort(([a], [b]) => compareTimeSlots(a, b)).map(([timeSlot, list]) => ({ timeSlot, comments: list })),
  };
}
