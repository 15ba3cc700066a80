import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { diaryComments, diaryEntries, weatherRecords } from "../../db/schema/index";

/** The project's diary between two ISO days, inclusive, in day order (each served by its (project_id, date…) index). */

export function findEntriesInRange(db: Db, projectId: number, from: string, to: string) {
  return db
    .select({
      id: diaryEntries.id,
      date: diaryEntries.date,
      author: diaryEntries.author,
      workSummary: diaryEntries.workSummary,
      weatherImpact: diaryEntries.weatherImpact,
      materialsDelivered: diaryEntries.materialsDelivered,
      labor: diaryEntries.labor,
      createdAt: diaryEntries.createdAt,
    })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.projectId, projectId), between(diaryEntries.date, from, to)))
    .orderBy(asc(diaryEntries.date), asc(diaryEntries.id));
}

export function findCommentsInRange(db: Db, projectId: number, from: string, to: string) {
  return db
    .select({
      id: diaryComments.id,
      date: diaryComments.date,
      timeSlot: diaryComments.timeSlot,
      author: diaryComments.author,
      comment: diaryComments.comment,
      createdAt: diaryComments.createdAt,
    })
    .from(diaryComments)
    .where(and(eq(diaryComments.projectId, projectId), between(diaryComments.date, from, to)))
    .orderBy(asc(diaryComments.date), asc(diaryComments.createdAt), asc(diaryComments.id));
}

export function findWeatherInRange(db: Db, projectId: number, from: string, to: string) {
  return db
    .select()
    .from(weatherRecords)
    .where(and(eq(weatherRecords.projectId, projectId), between(weatherRecords.date, from, to)))
    .orderBy(asc(weatherRecords.date));
}
