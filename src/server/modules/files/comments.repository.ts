import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { commentReactions, fileComments, files, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type CommentRecord = typeof fileComments.$inferSelect;
export type CommentRow = { comment: CommentRecord; userName: string | null };
export type ReactionCount = { commentId: number; emoji: string; count: number; mine: boolean };

/** A file's comments hold a conversation, not a log: the first 500 are plenty and keep the answer bounded. */
export const MAX_COMMENTS = 500;

export async function listComments(db: Exec, fileId: number): Promise<CommentRow[]> {
  return db
    .select({ comment: fileComments, userName: users.name })
    .from(fileComments)
    .leftJoin(users, eq(users.id, fileComments.userId))
    .where(eq(fileComments.fileId, fileId))
    .orderBy(asc(fileComments.createdAt), asc(fileComments.id))
    .limit(MAX_COMMENTS);
}

export async function findCommentRow(db: Exec, id: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select({ comment: fileComments, userName: users.name })
    .from(fileComments)
    .leftJoin(users, eq(users.id, fileComments.userId))
    .where(eq(fileComments.id, id));
  return row;
}

/** The comment with the project its file belongs to (to check the project is live). */
export async function findCommentWithProject(db: Exec, id: number) {
  const [row] = await db
    .select({ comment: fileComments, projectId: files.projectId, fileName: files.originalName })
    .from(fileComments)
    .innerJoin(files, eq(files.id, fileComments.fileId))
    .where(eq(fileComments.id, id));
  return row;
}

/** Reactions grouped per comment and emoji, with whether `userId` is among them. */
export async function reactionCounts(db: Exec, commentIds: number[], userId: number): Promise<ReactionCount[]> {
  if (commentIds.length === 0) return [];
  const rows = await db
    .select({
      commentId: commentReactions.commentId,
      emoji: commentReactions.emoji,
      count: sql<number>`count(*)::int`.mapWith(Number),
      mine: sql<boolean>`bool_or(${commentReactions.userId} = ${userId})`,
    })
    .from(commentReactions)
    .where(inArray(commentReactions.commentId, commentIds))
    .groupBy(commentReactions.commentId, commentReactions.emoji);
  return rows.map((r) => ({ ...r, mine: r.mine === true || (r.mine as unknown) === "t" }));
}

export async function insertComment(tx: Exec, values: typeof fileComments.$inferInsert): Promise<CommentRecord> {
  const [row] = await tx.insert(fileComments).values(values).returning();
  return row;
}

export async function updateComment(tx: Exec, id: number, content: string) {
  await tx.update(fileComments).set({ content }).where(eq(fileComments.id, id));
}

export async function deleteComment(tx: Exec, id: number) {
  await tx.delete(fileComments).where(eq(fileComments.id, id));
}

/** Removes the user's reaction if there is one; otherwise adds it. True when it is now on. */
export async function toggleReaction(tx: Tx, commentId: number, userId: number, emoji: string): Promise<boolean> {
  const mine = and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId), eq(commentReactions.emoji, emoji));
  const removed = await tx.delete(commentReactions).where(mine).returning({ id: commentReactions.id });
  if (removed.length > 0) return false;
  await tx.insert(commentReactions).values({ commentId, userId, emoji }).onConflictDoNothing();
  return true;
}
