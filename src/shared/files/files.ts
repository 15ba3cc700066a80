import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idSchema as id } from "../common/ids";
import { personRef, timestamp } from "../common/wire";

/**
 * Project photos and files (data-model.md §3 folders, files, file_comments, comment_reactions):
 * the contract of /api/projects/by-slug/:slug/{files,folders}, /api/files, /api/folders,
 * /api/file-comments and /api/diary-entries/:id/photos, shared by the forms and the routes.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** data-model.md §5 (asset documents), the same limit and wording for every document upload. */
export const FILE_SIZE_MESSAGE = "File size cannot exceed 10MB";
export const FILE_EMPTY_MESSAGE = "The file is empty";
export const FILE_REQUIRED_MESSAGE = "Choose a file to upload";
export const FILE_TYPE_MESSAGE =
  "This type of file cannot be uploaded. Accepted: images (PNG, JPEG, WebP, GIF), PDF, Word, Excel, PowerPoint, CSV, text and DWG drawings";
export const PHOTO_TYPE_MESSAGE = "Only photos can be added here: PNG, JPEG, WebP or GIF images";

/** Images a browser shows: the only types served inline as pictures. */
export const PREVIEW_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const isImageType = (mimetype: string) => (PREVIEW_IMAGE_TYPES as readonly string[]).includes(mimetype);

/** For <input type="file" accept>: what the server will take (it checks the bytes, not this). */
export const FILE_ACCEPT = [...PREVIEW_IMAGE_TYPES, "application/pdf", ".doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv,.txt,.dwg"].join(",");
export const PHOTO_ACCEPT = PREVIEW_IMAGE_TYPES.join(",");

/** The browser's quick check before sending (size only: the type is judged by content on the server). */
export function fileSizeProblem(file: { size: number }): string | null {
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  if (file.size > MAX_FILE_BYTES) return FILE_SIZE_MESSAGE;
  return null;
}

/** Reactions a comment can get: a fixed set, so a reaction is a word everyone reads the same way. */
export const REACTION_EMOJIS = ["👍", "❤️", "😂", "😮", "😢", "🎉", "✅", "⚠️"] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** A form sends "" for "none", an API caller null: both mean the root. */
const optionalId = (message: string) => z.preprocess((v) => (v === "" || v === "root" ? null : v), id(message).nullish());

export const fileIdParams = z.object({ id: id("File not found") });
export const folderIdParams = z.object({ id: id("Folder not found") });
export const commentIdParams = z.object({ id: id("Comment not found") });
export const diaryEntryIdParams = z.object({ id: id("Diary entry not found") });
export const diaryPhotoParams = z.object({ id: id("Diary entry not found"), fileId: id("Photo not found") });
export const projectSlugParams = z.object({ slug: z.string().min(1, "Project not found").max(200, "Project not found") });

export const folderNameField = z
  .string({ error: "Folder name is required" })
  .trim()
  .min(1, "Folder name is required")
  .max(100, "Folder name must be 100 characters or fewer")
  .refine((v) => !/[\\/]/.test(v), "Folder name cannot contain / or \\");

/** POST /api/projects/by-slug/:slug/folders */
export const createFolderSchema = z.object({ name: folderNameField, parentId: optionalId("Parent folder not found") });
export type CreateFolderForm = z.input<typeof createFolderSchema>;

/** PATCH /api/folders/:id: rename and/or move (parentId null = the project's top level). */
export const updateFolderSchema = z
  .object({ name: folderNameField.optional(), parentId: optionalId("Parent folder not found") })
  .refine((v) => v.name !== undefined || v.parentId !== undefined, { message: "Nothing to change" });
export type UpdateFolderForm = z.input<typeof updateFolderSchema>;

export const listFoldersQuery = pageQuery.extend({ parentId: optionalId("Folder not found") });

export const FILE_KINDS = ["image", "document"] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const listFilesQuery = pageQuery.extend({
  folderId: optionalId("Folder not found"),
  kind: z.enum(FILE_KINDS, { message: "Kind must be image or document" }).optional(),
});
export type ListFilesQuery = z.input<typeof listFilesQuery>;

export const descriptionField = z
  .string()
  .trim()
  .max(500, "Description must be 500 characters or fewer")
  .nullish()
  .transform((v) => (v ? v : null));

/** The text fields that travel with an upload (multipart fields are strings). */
export const uploadFieldsSchema = z.object({
  folderId: optionalId("Folder not found"),
  diaryEntryId: optionalId("Diary entry not found"),
  description: descriptionField,
});

/** PATCH /api/files/:id: the description and/or the folder (null = top level). */
export const updateFileSchema = z
  .object({ description: descriptionField.optional(), folderId: optionalId("Folder not found") })
  .refine((v) => v.description !== undefined || v.folderId !== undefined, { message: "Nothing to change" });
export type UpdateFileForm = z.input<typeof updateFileSchema>;

export const commentContentField = z
  .string({ error: "Comment is required" })
  .trim()
  .min(1, "Comment is required")
  .max(2000, "Comment must be 2000 characters or fewer");
export const commentSchema = z.object({ content: commentContentField });
export type CommentForm = z.input<typeof commentSchema>;

export const reactionSchema = z.object({
  emoji: z.enum(REACTION_EMOJIS, { message: `Choose one of these reactions: ${REACTION_EMOJIS.join(" ")}` }),
});

/** Who made a folder, file or comment; null once that user is gone. */
const madeBy = personRef.nullable();

export const folderViewSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    projectId: z.number().int(),
    createdBy: madeBy,
    createdAt: timestamp,
    /** Sub-folders plus files directly inside. */
    itemCount: z.number().int(),
    /**
     * Who the folder belongs to for deleting it: the one person who made it and everything in it, or
     * null when several did (decision 0014; the server refuses the delete by the same reading).
     */
    ownerId: z.number().int().nullable(),
  })
  .meta({ id: "Folder" });
export type FolderView = z.output<typeof folderViewSchema>;

/** A folder with the way to it from the top level (for the breadcrumb), outermost first. */
export const folderDetailSchema = folderViewSchema.extend({ path: z.array(z.object({ id: z.number().int(), name: z.string() })) }).meta({ id: "FolderDetail" });
export type FolderDetail = z.output<typeof folderDetailSchema>;

export const fileViewSchema = z
  .object({
    id: z.number().int(),
    originalName: z.string(),
    filename: z.string(),
    mimetype: z.string(),
    size: z.number().int(),
    /** /api/files/:id/content; add ?download=1 to save it. */
    url: z.string(),
    folderId: z.number().int().nullable(),
    diaryEntryId: z.number().int().nullable(),
    description: z.string().nullable(),
    uploadedBy: madeBy,
    createdAt: timestamp,
    isImage: z.boolean(),
    projectId: z.number().int(),
    commentCount: z.number().int(),
  })
  .meta({ id: "ProjectFile" });
export type FileView = z.output<typeof fileViewSchema>;

export const reactionSummarySchema = z.object({ emoji: z.string(), count: z.number().int(), mine: z.boolean() }).meta({ id: "FileCommentReaction" });
export type ReactionSummary = z.output<typeof reactionSummarySchema>;

export const fileCommentViewSchema = z
  .object({
    id: z.number().int(),
    fileId: z.number().int(),
    content: z.string(),
    user: madeBy,
    createdAt: timestamp,
    reactions: z.array(reactionSummarySchema),
    /** Written by the person asking. */
    mine: z.boolean(),
    /** What the person asking may do to it: `recordRights` (docs/decisions/0014-editing-others-records.md). */
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .meta({ id: "FileComment" });
export type FileCommentView = z.output<typeof fileCommentViewSchema>;

export const fileDetailSchema = fileViewSchema.extend({ comments: z.array(fileCommentViewSchema) }).meta({ id: "ProjectFileDetail" });
export type FileDetail = z.output<typeof fileDetailSchema>;

/** POST /api/file-comments/:id/reactions: the reaction turned on or off, and the comment's reactions after it. */
export const reactionToggleSchema = z.object({
  commentId: z.number().int(),
  emoji: z.string(),
  reacted: z.boolean(),
  reactions: z.array(reactionSummarySchema),
});

/** GET /api/files/:id/content: `download=1` (or `true`) saves the file instead of opening it. */
export const fileContentQuery = z.object({ download: z.string().optional().describe("1 or true: sent as an attachment") });

export const fileContentUrl = (id: number) => `/api/files/${id}/content`;
