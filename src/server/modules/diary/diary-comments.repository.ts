import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { diaryComments } from "../../db/schema/index";

type Exec = Db | Tx;
export type DiaryCommentRow = typeof diaryComments.$inferSelect;
export type NewDiaryComment = typeof diaryComments.$inferInsert;

/** A project's comments on the given days, in the order they were written (diary_comments_project_date_idx). */
export async function commentsOnDates(db: Exec, projectId: number, dates: string[]): Promise<DiaryCommentRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(diaryComments)
    .where(and(eq(diaryComments.projectId, projectId), inArray(diaryComments.date, dates)))
    .orderBy(asc(diaryComments.date), asc(diaryComments.timeSlot), asc(diaryComments.createdAt), asc(diaryComments.id));
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
