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

/** One day of the diary: its entries, the day's and each company's labour hours (rollUpLabour, as the diary PDF), and comments by slot. */
export function presentDay(date: string, entries: DiaryEntryView[], comments: DiaryCommentView[]): DiaryDay {
  const labour = rollUpLabour(entries.map((e) => e.labour));
  const slots = new Map<string, DiaryCommentView[]>();
  for (const c of comments) slots.set(c.timeSlot, [...(slots.get(c.timeSlot) ?? []), c]);
  return {
    date,
    entries,
    totalHours: labour.hours,
    companies: labour.companies,
    comments: [...slots].sort(([a], [b]) => compareTimeSlots(a, b)).map(([timeSlot, list]) => ({ timeSlot, comments: list })),
  };
}
