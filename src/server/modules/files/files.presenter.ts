import { fileContentUrl, isImageType, REACTION_EMOJIS, type FileCommentView, type FileView, type FolderView, type ReactionSummary } from "@shared/files/files";
import { personOf } from "@shared/common/wire";
import { recordRights, type RolePermissionMap } from "@shared/identity/permissions";
import type { FileRow, FolderRow } from "./files.repository";
import type { CommentRow, ReactionCount } from "./comments.repository";

/** What leaves the server about folders, files and their comments: never the storage key or the bytes. */

export function presentFolder({ folder, creatorName, itemCount, ownerId }: FolderRow): FolderView {
  return {
    id: folder.id,
    name: folder.name,
    parentId: folder.parentId,
    projectId: folder.projectId,
    createdBy: personOf(folder.createdBy, creatorName),
    createdAt: folder.createdAt.toISOString(),
    itemCount,
    ownerId,
  };
}

/** The Files tab lists only project files; a company-level file (decision 0026) reaching here is a bug. */
function projectIdOf(file: { id: number; projectId: number | null }): number {
  if (file.projectId === null) throw new Error(`File ${file.id} is a company file, not a project file`);
  return file.projectId;
}

export function presentFile({ file, uploaderName, commentCount }: FileRow): FileView {
  return {
    id: file.id,
    originalName: file.originalName,
    filename: file.filename,
    mimetype: file.mimetype,
    size: file.size,
    url: fileContentUrl(file.id),
    folderId: file.folderId,
    diaryEntryId: file.diaryEntryId,
    description: file.description,
    uploadedBy: personOf(file.uploadedBy, uploaderName),
    createdAt: file.createdAt.toISOString(),
    isImage: isImageType(file.mimetype),
    projectId: projectIdOf(file),
    commentCount,
  };
}

const emojiOrder = (emoji: string) => {
  const i = (REACTION_EMOJIS as readonly string[]).indexOf(emoji);
  return i < 0 ? REACTION_EMOJIS.length : i;
};

export function presentReactions(counts: ReactionCount[], commentId: number): ReactionSummary[] {
  return counts
    .filter((c) => c.commentId === commentId)
    .sort((a, b) => emojiOrder(a.emoji) - emojiOrder(b.emoji))
    .map(({ emoji, count, mine }) => ({ emoji, count, mine }));
}

/** `viewer`: who asks, with their role's permissions, for what they may do to the comment (decision 0014). */
export function presentComment(
  { comment, userName }: CommentRow,
  counts: ReactionCount[],
  viewer: { id: number; role: string; permissions: RolePermissionMap },
): FileCommentView {
  return {
    id: comment.id,
    fileId: comment.fileId,
    content: comment.content,
    user: personOf(comment.userId, userName),
    createdAt: comment.createdAt.toISOString(),
    reactions: presentReactions(counts, comment.id),
    mine: comment.userId === viewer.id,
    ...recordRights(viewer.permissions, viewer, "Contracts", comment.userId),
  };
}
