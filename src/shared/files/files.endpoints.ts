import { z } from "zod";
import { endpoint, fileResponse, multipart, type Changes } from "../common/contract";
import { pageOf, pageQuery } from "../common/paging";
import {
  commentIdParams,
  commentSchema,
  createFolderSchema,
  diaryEntryIdParams,
  diaryPhotoParams,
  fileCommentViewSchema,
  fileContentQuery,
  fileDetailSchema,
  fileIdParams,
  fileViewSchema,
  folderDetailSchema,
  folderIdParams,
  folderViewSchema,
  listFilesQuery,
  listFoldersQuery,
  projectSlugParams,
  reactionSchema,
  reactionToggleSchema,
  updateFileSchema,
  updateFolderSchema,
  uploadFieldsSchema,
} from "./files";
import { contractEndpoints, recordEndpoints } from "../common/record-endpoints";

const folder = recordEndpoints("folders", "Contracts", folderIdParams);
const file = recordEndpoints("files", "Contracts", fileIdParams);
const comment = recordEndpoints("file-comments", "Contracts", commentIdParams);
const onContract = contractEndpoints("Contracts", projectSlugParams);

/**
 * A project's photos and files (the diary's Files tab): nested folders, uploads checked by content,
 * preview and download, comments with emoji reactions, and photos on diary entries. Site records, so
 * the Contracts permission; editing or deleting someone else's also needs the record rule (decision 0014).
 */
export const filesEndpoints = {
  listFolders: onContract.read("folders", "The sub-folders of one folder of a contract (or its top level), by name, paged", {
    query: listFoldersQuery,
    response: pageOf(folderViewSchema),
  }),
  createFolder: onContract.create("folders", "Make a folder in a contract's files (a name unique among its siblings)", createFolderSchema, folderViewSchema),
  getFolder: folder.get("One folder with the way to it from the top level", folderDetailSchema),
  updateFolder: folder.update("Rename a folder or move it (never into itself or below itself)", updateFolderSchema, folderViewSchema),
  removeFolder: folder.remove("Delete a folder with everything in it (someone else's also needs Contracts delete)", "edit"),
  listFiles: onContract.read("files", "The files of one folder of a contract (or its top level), images or documents, newest first, paged", {
    query: listFilesQuery,
    response: pageOf(fileViewSchema),
  }),
  upload: onContract.create(
    "files",
    "Upload one file (up to 10 MB, its type read from its bytes) to a contract, a folder or a diary entry",
    multipart(1, uploadFieldsSchema),
    fileViewSchema,
  ),
  getFile: file.get("One file's details with its comments and their reactions", fileDetailSchema),
  content: endpoint({
    method: "GET",
    path: "/api/files/:id/content",
    access: ["Contracts", "view"],
    summary: "A file's bytes with the type read at upload: pictures and PDFs open in the browser, anything else downloads",
    params: fileIdParams,
    query: fileContentQuery,
    response: fileResponse("application/octet-stream"),
  }),
  updateFile: file.update("Change a file's description or move it to another folder", updateFileSchema, fileViewSchema),
  removeFile: file.remove("Delete a file (someone else's also needs Contracts delete); it leaves its diary entry too", "edit"),
  listEntryPhotos: endpoint({
    method: "GET",
    path: "/api/diary-entries/:id/photos",
    access: ["Contracts", "view"],
    summary: "The photos of a diary entry, paged",
    params: diaryEntryIdParams,
    query: pageQuery,
    response: pageOf(fileViewSchema),
  }),
  addEntryPhotos: endpoint({
    method: "POST",
    path: "/api/diary-entries/:id/photos",
    access: ["Contracts", "create"],
    summary: "Add up to 10 photos to a diary entry (they are the contract's files too)",
    params: diaryEntryIdParams,
    body: multipart(10),
    response: z.object({ items: z.array(fileViewSchema) }),
    status: 201,
  }),
  removeEntryPhoto: endpoint({
    method: "DELETE",
    path: "/api/diary-entries/:id/photos/:fileId",
    access: ["Contracts", "edit"],
    summary: "Take a photo off a diary entry; the file stays in the contract's files",
    params: diaryPhotoParams,
    response: fileViewSchema,
  }),
  addComment: endpoint({
    method: "POST",
    path: "/api/files/:id/comments",
    access: ["Contracts", "create"],
    summary: "Comment on a file",
    params: fileIdParams,
    body: commentSchema,
    response: fileCommentViewSchema,
    status: 201,
  }),
  editComment: comment.update("Change a comment's text (someone else's needs the record rule)", commentSchema, fileCommentViewSchema),
  removeComment: comment.remove("Delete a comment (someone else's also needs Contracts delete)", "edit"),
  toggleReaction: endpoint({
    method: "POST",
    path: "/api/file-comments/:id/reactions",
    access: ["Contracts", "create"],
    summary: "Turn one's own emoji reaction on a comment on or off",
    params: commentIdParams,
    body: reactionSchema,
    response: reactionToggleSchema,
  }),
};

/** What a write to a contract's files changes (decision 0062): the Files tab's folders and lists, and the open folder and file. */
export const filesChanges: Changes = [filesEndpoints.listFolders, filesEndpoints.getFolder, filesEndpoints.listFiles, filesEndpoints.getFile];
