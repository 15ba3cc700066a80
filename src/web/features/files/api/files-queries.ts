import { keepPreviousData } from "@tanstack/react-query";
import type { FileKind } from "@shared/files/files";
import { filesEndpoints } from "@shared/files/files.endpoints";
import { hrefOf, queryOf } from "@web/lib/api-client";

export const FOLDERS_PAGE_SIZE = 100;
export const IMAGES_PAGE_SIZE = 24;
export const DOCUMENTS_PAGE_SIZE = 20;

/** A stored file's bytes: what an <img>, the PDF preview and "open" links load. */
export const fileContentHref = (id: number) => hrefOf(filesEndpoints.content, { params: { id } });
/** The same bytes sent as an attachment, for the Download links. */
export const fileDownloadHref = (id: number) => hrefOf(filesEndpoints.content, { params: { id }, query: { download: "1" } });

/** The sub-folders of one folder (or the top level). */
export const foldersQuery = (slug: string, parentId: number | null) =>
  queryOf(filesEndpoints.listFolders, { params: { slug }, query: { pageSize: FOLDERS_PAGE_SIZE, parentId: parentId ?? undefined } });

/** The folder and its path (the breadcrumb). */
export const folderQuery = (id: number) => queryOf(filesEndpoints.getFolder, { params: { id } });

/** One page of a folder's images or documents, newest first. */
export const filesQuery = (slug: string, folderId: number | null, kind: FileKind, page: number) =>
  queryOf(
    filesEndpoints.listFiles,
    { params: { slug }, query: { kind, page, pageSize: kind === "image" ? IMAGES_PAGE_SIZE : DOCUMENTS_PAGE_SIZE, folderId: folderId ?? undefined } },
    { placeholderData: keepPreviousData },
  );

/** Metadata, comments and reactions. */
export const fileDetailQuery = (id: number) => queryOf(filesEndpoints.getFile, { params: { id } });

export const entryPhotosQuery = (entryId: number) => queryOf(filesEndpoints.listEntryPhotos, { params: { id: entryId }, query: { pageSize: 100 } });
