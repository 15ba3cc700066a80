import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { FileKind } from "@shared/files/files";
import { filesEndpoints } from "@shared/files/files.endpoints";
import { callApi, hrefOf } from "@web/lib/api-client";

/** Every key of a project's files starts with this, so one invalidation refreshes the whole tab. */
export const projectFilesKey = (slug: string) => ["/api/projects/by-slug", slug, "files"] as const;
export const entryPhotosKey = (entryId: number) => ["/api/diary-entries", entryId, "photos"] as const;

const where = (folderId: number | null) => (folderId === null ? "root" : folderId);

export const FOLDERS_PAGE_SIZE = 100;
export const IMAGES_PAGE_SIZE = 24;
export const DOCUMENTS_PAGE_SIZE = 20;

/** A stored file's bytes: what an <img>, the PDF preview and "open" links load. */
export const fileContentHref = (id: number) => hrefOf(filesEndpoints.content, { params: { id } });
/** The same bytes sent as an attachment, for the Download links. */
export const fileDownloadHref = (id: number) => hrefOf(filesEndpoints.content, { params: { id }, query: { download: "1" } });

/** The sub-folders of one folder (or the top level). */
export const foldersQuery = (slug: string, parentId: number | null) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "folders", where(parentId)],
    queryFn: () => callApi(filesEndpoints.listFolders, { params: { slug }, query: { pageSize: FOLDERS_PAGE_SIZE, parentId: parentId ?? undefined } }),
  });

/** The folder and its path (the breadcrumb). */
export const folderQuery = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "folder", id],
    queryFn: () => callApi(filesEndpoints.getFolder, { params: { id } }),
  });

/** One page of a folder's images or documents, newest first. */
export const filesQuery = (slug: string, folderId: number | null, kind: FileKind, page: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "list", where(folderId), kind, page],
    queryFn: () =>
      callApi(filesEndpoints.listFiles, {
        params: { slug },
        query: { kind, page, pageSize: kind === "image" ? IMAGES_PAGE_SIZE : DOCUMENTS_PAGE_SIZE, folderId: folderId ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });

/** Metadata, comments and reactions. Keyed under the project, so the tab's refresh covers it. */
export const fileDetailQuery = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "file", id],
    queryFn: () => callApi(filesEndpoints.getFile, { params: { id } }),
  });

export const entryPhotosQuery = (entryId: number) =>
  queryOptions({
    queryKey: entryPhotosKey(entryId),
    queryFn: () => callApi(filesEndpoints.listEntryPhotos, { params: { id: entryId }, query: { pageSize: 100 } }),
  });
