import { pageQuery } from "@shared/common/paging";
import {
  commentIdParams,
  commentSchema,
  createFolderSchema,
  diaryEntryIdParams,
  diaryPhotoParams,
  fileIdParams,
  folderIdParams,
  listFilesQuery,
  listFoldersQuery,
  projectSlugParams,
  reactionSchema,
  updateFileSchema,
  updateFolderSchema,
  uploadFieldsSchema,
} from "@shared/files/files";
import type { Module } from "../../platform/module";
import { requireUser } from "../../platform/access";
import * as folders from "./folders.service";
import * as files from "./files.service";
import * as photos from "./diary-photos.service";
import * as comments from "./comments.service";
import { parseFields, readUploads } from "./files.upload";
import { sendFileContent } from "./files.content";

/**
 * A project's photos and files (the Files tab of the diary): nested folders, uploads checked by content,
 * preview and download, comments with emoji reactions, and photos attached to diary entries.
 * Editing or deleting a folder, file or comment follows decision 0014: Edit on Contracts at the door,
 * then the service's record rule (someone else's needs Delete too).
 */
export const filesRoutes: Module = async (app, { db }) => {
  const view = { access: ["Contracts", "view"] } as const;
  const create = { access: ["Contracts", "create"] } as const;
  const edit = { access: ["Contracts", "edit"] } as const;

  // Folders
  app.get("/api/projects/by-slug/:slug/folders", { config: view, schema: { params: projectSlugParams, querystring: listFoldersQuery } }, (req) =>
    folders.listFolders(db, req.params.slug, req.query),
  );
  app.post("/api/projects/by-slug/:slug/folders", { config: create, schema: { params: projectSlugParams, body: createFolderSchema } }, async (req, reply) => {
    reply.status(201);
    return folders.createFolder(db, req, req.params.slug, req.body);
  });
  app.get("/api/folders/:id", { config: view, schema: { params: folderIdParams } }, (req) => folders.getFolder(db, req.params.id));
  app.patch("/api/folders/:id", { config: edit, schema: { params: folderIdParams, body: updateFolderSchema } }, (req) =>
    folders.updateFolder(db, req, req.params.id, req.body),
  );
  app.delete("/api/folders/:id", { config: edit, schema: { params: folderIdParams } }, async (req, reply) => {
    await folders.deleteFolder(db, req, req.params.id);
    return reply.status(204).send();
  });

  // Files
  app.get("/api/projects/by-slug/:slug/files", { config: view, schema: { params: projectSlugParams, querystring: listFilesQuery } }, (req) =>
    files.listFiles(db, req.params.slug, req.query),
  );
  app.post("/api/projects/by-slug/:slug/files", { config: create, schema: { params: projectSlugParams } }, async (req, reply) => {
    const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
    const saved = await files.uploadFile(db, req, req.params.slug, uploads[0], parseFields(uploadFieldsSchema, fields));
    reply.status(201);
    return saved;
  });
  app.get("/api/files/:id", { config: view, schema: { params: fileIdParams } }, (req) => files.getFile(db, req.params.id, requireUser(req)));
  app.get("/api/files/:id/content", { config: view, schema: { params: fileIdParams } }, async (req, reply) => {
    const { file, readBytes } = await files.getFileContent(db, req.params.id);
    return sendFileContent(req, reply, file, readBytes);
  });
  app.patch("/api/files/:id", { config: edit, schema: { params: fileIdParams, body: updateFileSchema } }, (req) =>
    files.updateFile(db, req, req.params.id, req.body),
  );
  app.delete("/api/files/:id", { config: edit, schema: { params: fileIdParams } }, async (req, reply) => {
    await files.deleteFile(db, req, req.params.id);
    return reply.status(204).send();
  });

  // Photos of a diary entry
  app.get("/api/diary-entries/:id/photos", { config: view, schema: { params: diaryEntryIdParams, querystring: pageQuery } }, (req) =>
    photos.listEntryPhotos(db, req.params.id, req.query),
  );
  app.post("/api/diary-entries/:id/photos", { config: create, schema: { params: diaryEntryIdParams } }, async (req, reply) => {
    const { uploads } = await readUploads(req, { maxFiles: 10 });
    const saved = await photos.addEntryPhotos(db, req, req.params.id, uploads);
    reply.status(201);
    return saved;
  });
  app.delete("/api/diary-entries/:id/photos/:fileId", { config: edit, schema: { params: diaryPhotoParams } }, (req) =>
    photos.removeEntryPhoto(db, req, req.params.id, req.params.fileId),
  );

  // Comments and reactions
  app.post("/api/files/:id/comments", { config: create, schema: { params: fileIdParams, body: commentSchema } }, async (req, reply) => {
    reply.status(201);
    return comments.addComment(db, req, req.params.id, req.body.content);
  });
  app.patch("/api/file-comments/:id", { config: edit, schema: { params: commentIdParams, body: commentSchema } }, (req) =>
    comments.editComment(db, req, req.params.id, req.body.content),
  );
  app.delete("/api/file-comments/:id", { config: edit, schema: { params: commentIdParams } }, async (req, reply) => {
    await comments.deleteComment(db, req, req.params.id);
    return reply.status(204).send();
  });
  app.post("/api/file-comments/:id/reactions", { config: create, schema: { params: commentIdParams, body: reactionSchema } }, (req) =>
    comments.toggleReaction(db, req, req.params.id, req.body.emoji),
  );
};
