import type { FastifyRequest } from "fastify";
import type { FileCommentView, ReactionEmoji, ReactionSummary } from "@shared/files/files";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { requireRecordRight, roleMap } from "../../platform/permissions";
import { getLiveProjectById } from "../projects/project-lookup";
import * as repo from "./comments.repository";
import { presentComment, presentReactions } from "./files.presenter";
import { getLiveFile } from "./files.service";

/** Comments on a file and their emoji reactions (one per user, emoji and comment). */

async function getLiveComment(db: Db, id: number) {
  const row = await repo.findCommentWithProject(db, id);
  if (!row || row.projectId === null) throw notFound("Comment not found");
  const project = await getLiveProjectById(db, row.projectId);
  return { ...row, project };
}

async function presentById(db: Db, id: number, user: { id: number; role: string }): Promise<FileCommentView> {
  const row = (await repo.findCommentRow(db, id))!;
  const who = { ...user, permissions: await roleMap(db, user.role) };
  return presentComment(row, await repo.reactionCounts(db, [id], user.id), who);
}

/** A comment's line in the activity log: the comment, named by its file, in its project. */
function logComment(
  tx: Tx,
  request: FastifyRequest,
  { comment, fileName, project }: { comment: { id: number; fileId: number }; fileName: string; project: { id: number; name: string } },
  action: string,
  description: string,
  more: Record<string, unknown> = {},
) {
  const metadata = { projectId: project.id, fileId: comment.fileId, ...more };
  return audit(tx, request, { action, description, entityType: "file_comment", entityId: comment.id, entityName: fileName, category: "files", metadata });
}

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

export async function addComment(db: Db, request: FastifyRequest, fileId: number, content: string): Promise<FileCommentView> {
  const user = requireUser(request);
  const { file, project } = await getLiveFile(db, fileId);
  const said = `Commented on ${file.originalName} in ${project.name}: "${excerpt(content)}"`;
  const comment = await db.transaction(async (tx) => {
    const saved = await repo.insertComment(tx, { fileId: file.id, userId: user.id, content });
    await logComment(tx, request, { comment: saved, fileName: file.originalName, project }, "file_comment_added", said);
    return saved;
  });
  return presentById(db, comment.id, user);
}

export async function editComment(db: Db, request: FastifyRequest, id: number, content: string): Promise<FileCommentView> {
  const user = requireUser(request);
  const { comment, project, fileName } = await getLiveComment(db, id);
  await requireRecordRight(db, user, "edit", { resource: "Contracts", ownerId: comment.userId });
  if (comment.content !== content) {
    await db.transaction(async (tx) => {
      await repo.updateComment(tx, id, content);
      await logComment(tx, request, { comment, fileName, project }, "file_comment_edited", `Edited a comment on ${fileName} in ${project.name}`);
    });
  }
  return presentById(db, id, user);
}

/** Your own comment with Contracts edit; someone else's also needs Contracts delete (decision 0014). */
export async function deleteComment(db: Db, request: FastifyRequest, id: number) {
  const user = requireUser(request);
  const { comment, project, fileName } = await getLiveComment(db, id);
  await requireRecordRight(db, user, "delete", { resource: "Contracts", ownerId: comment.userId }, "You can only delete your own comments");
  await db.transaction(async (tx) => {
    await repo.deleteComment(tx, id);
    await logComment(tx, request, { comment, fileName, project }, "file_comment_deleted", `Deleted a comment on ${fileName} in ${project.name}`, {
      authorId: comment.userId,
    });
  });
}

export async function toggleReaction(
  db: Db,
  request: FastifyRequest,
  id: number,
  emoji: ReactionEmoji,
): Promise<{ commentId: number; emoji: string; reacted: boolean; reactions: ReactionSummary[] }> {
  const user = requireUser(request);
  const { comment, project, fileName } = await getLiveComment(db, id);
  const reacted = await db.transaction(async (tx) => {
    const on = await repo.toggleReaction(tx, id, user.id, emoji);
    const said = `${on ? "Reacted" : "Removed the reaction"} ${emoji} ${on ? "to" : "from"} a comment on ${fileName} in ${project.name}`;
    const action = on ? "file_comment_reaction_added" : "file_comment_reaction_removed";
    await logComment(tx, request, { comment, fileName, project }, action, said, { emoji });
    return on;
  });
  return { commentId: id, emoji, reacted, reactions: presentReactions(await repo.reactionCounts(db, [id], user.id), id) };
}
