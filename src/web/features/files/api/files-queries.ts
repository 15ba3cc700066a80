import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { FileDetail, FileKind, FileView, FolderDetail, FolderView } from "@shared/files/files";
import type { Page } from "@shared/common/paging";
import { apiGet } from "@web/lib/api";

/** Every key of a project's files starts with this, so one invalidation refreshes the whole tab. */
export const projectFilesKey = (slug: string) => ["/api/projects/by-slug", slug, "files"] as const;
export const entryPhotosKey = (entryId: number) => ["/api/diary-entries", entryId, "photos"] as const;

const projectUrl = (slug: string) => `/api/projects/by-slug/${encodeURIComponent(slug)}`;
const where = (folderId: number | null) => (folderId === null ? "root" : folderId);

export const FOLDERS_PAGE_SIZE = 100;
export const IMAGES_PAGE_SIZE = 24;
export const DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/projects/by-slug/:slug/folders?parentId=: the sub-folders of one folder (or the top level). */
export const foldersQuery = (slug: string, parentId: number | null) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "folders", where(parentId)],
    queryFn: () => apiGet<Page<FolderView>>(`${projectUrl(slug)}/folders?pageSize=${FOLDERS_PAGE_SIZE}${parentId === null ? "" : `&parentId=${parentId}`}`),
  });

/** GET /api/folders/:id: the folder and its path (the breadcrumb). */
export const folderQuery = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "folder", id],
    queryFn: () => apiGet<FolderDetail>(`/api/folders/${id}`),
  });

/** GET /api/projects/by-slug/:slug/files?folderId=&kind=&page=: newest first. */
export const filesQuery = (slug: string, folderId: number | null, kind: FileKind, page: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "list", where(folderId), kind, page],
    queryFn: () => {
      const size = kind === "image" ? IMAGES_PAGE_SIZE : DOCUMENTS_PAGE_SIZE;
      const folder = folderId === null ? "" : `&folderId=${folderId}`;
      return apiGet<Page<FileView>>(`${projectUrl(slug)}/files?kind=${kind}&page=${page}&pageSize=${size}${folder}`);
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/files/:id: metadata, comments and reactions. Keyed under the project, so the tab's refresh covers it. */
export const fileDetailQuery = (slug: string, id: number) =>
  queryOptions({
    queryKey: [...projectFilesKey(slug), "file", id],
    queryFn: () => apiGet<FileDetail>(`/api/files/${id}`),
  });

/** GET /api/diary-entries/:id/photos */
export const entryPhotosQuery = (entryId: number) =>
  queryOptions({
    queryKey: entryPhotosKey(entryId),
    queryFn: () => apiGet<Page<FileView>>(`/api/diary-entries/${entryId}/photos?pageSize=100`),
  });
