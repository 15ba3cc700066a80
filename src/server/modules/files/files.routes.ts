import { uploadFieldsSchema } from "@shared/files/files";
import { filesEndpoints } from "@shared/files/files.endpoints";
import type { Module } from "../../platform/module";
import { requireUser } from "../../platform/access";
import { routes } from "../../platform/endpoints";
import * as folders from "./folders.service";
import * as files from "./files.service";
import * as photos from "./diary-photos.service";
import * as comments from "./comments.service";
import { parseFields, readUploads } from "./files.upload";
import { sendFileContent } from "./files.content";

/**
 * A project's photos and files (the Files tab of the diary), registered from their endpoint table
 * (shared/files/files.endpoints.ts): nested folders, uploads checked by content, preview and download,
 * comments with emoji reactions, and photos attached to diary entries. Editing or deleting a folder,
 * file or comment follows decision 0014: Edit on Contracts at the door, then the service's record rule
 * (someone else's needs Delete too).
 */
export const filesRoutes: Module = async (app, { db }) => {
  routes(app, filesEndpoints, {
    listFolders: (req) => folders.listFolders(db, req.params.slug, req.query),
    createFolder: (req) => folders.createFolder(db, req, req.params.slug, req.body),
    getFolder: (req) => folders.getFolder(db, req.params.id),
    updateFolder: (req) => folders.updateFolder(db, req, req.params.id, req.body),
    removeFolder: (req) => folders.deleteFolder(db, req, req.params.id),

    listFiles: (req) => files.listFiles(db, req.params.slug, req.query),
    upload: async (req) => {
      const { uploads, fields } = await readUploads(req, { maxFiles: 1 });
      return files.uploadFile(db, req, req.params.slug, uploads[0], parseFields(uploadFieldsSchema, fields));
    },
    getFile: (req) => files.getFile(db, req.params.id, requireUser(req)),
    content: async (req, reply) => {
      const { file, readBytes } = await files.getFileContent(db, req.params.id);
      return sendFileContent(req, reply, file, readBytes);
    },
    updateFile: (req) => files.updateFile(db, req, req.params.id, req.body),
    removeFile: (req) => files.deleteFile(db, req, req.params.id),

    listEntryPhotos: (req) => photos.listEntryPhotos(db, req.params.id, req.query),
    addEntryPhotos: async (req) => {
      const { uploads } = await readUploads(req, { maxFiles: 10 });
      return photos.addEntryPhotos(db, req, req.params.id, uploads);
    },
    removeEntryPhoto: (req) => photos.removeEntryPhoto(db, req, req.params.id, req.params.fileId),

    addComment: (req) => comments.addComment(db, req, req.params.id, req.body.content),
    editComment: (req) => comments.editComment(db, req, req.params.id, req.body.content),
    removeComment: (req) => comments.deleteComment(db, req, req.params.id),
    toggleReaction: (req) => comments.toggleReaction(db, req, req.params.id, req.body.emoji),
  });
};
