import { and, asc, eq, sql } from "drizzle-orm";
import { prepared } from "../../platform/prepared";
import type { Db, Tx } from "../../db/client";
import { diaryComments } from "../../db/schema/index";

type Exec = Db | Tx;
export type DiaryCommentRow = typeof diaryComments.$inferSelect;
export type NewDiaryComment = typeof diaryComments.$inferInsert;

const commentsOnDays = prepared("sitebook_diary_comments_on_dates", (db, name) =>
  db
    .select()
    .from(diaryComments)
    .where(and(eq(diaryComments.projectId, sql.placeholder("projectId")), sql`${diaryComments.date} = any(${sql.placeholder("dates")}::text[])`))
    .orderBy(asc(diaryComments.date), asc(diaryComments.timeSlot), asc(diaryComments.createdAt), asc(diaryComments.id))
    .prepare(name),
);

/**
 * A project's comments on the given days, in the order they were written (diary_comments_project_date_idx);
 * prepared, like the page's entries (diary.repository.ts).
 */
export async function commentsOnDates(db: Exec, projectId: number, dates: string[]): Promise<DiaryCommentRow[]> {
  if (dates.length === 0) return [];
  return commentsOnDays(db).execute({ projectId, dates });
}

export async function findComment(db: Exec, id: number): Promise<DiaryCommentRow | undefined> {
  const [row] = Number.isSafeInteger(id) ? await db.select().from(diaryComments).where(eq(diaryComments.id, id)) : [];
  return row;
}

export async function insertComment(tx: Exec, values: NewDiaryComment): Promise<DiaryCommentRow> {
  const [row] = await tx.insert(diaryComments).values(values).returning();
  return row;
}

export async function updateComment(tx: Exec, id: number, values: Partial<NewDiaryComment>): Promise<DiaryCommentRow> {
  const [row] = await tx
    .update(diaryComments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(diaryComments.id, id))
    .returning();
  return row;
}

export async function deleteComment(tx: Exec, id: number) {
  await tx.delete(diaryComments).where(eq(diaryComments.id, id));
}
