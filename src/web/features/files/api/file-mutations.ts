import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FileCommentView, FileView, FolderView, ReactionSummary, UpdateFileForm } from "@shared/files/files";
import { apiRequest } from "@web/lib/api";
import { entryPhotosKey, projectFilesKey } from "./files-queries";
import { uploadWithProgress } from "./upload-file";

const projectUrl = (slug: string) => `/api/projects/by-slug/${encodeURIComponent(slug)}`;

/** After any change the tab's lists, folders and open previews reload together. */
function useRefreshFiles(slug: string) {
  const client = useQueryClient();
  return (file?: { diaryEntryId: number | null } | null) => {
    void client.invalidateQueries({ queryKey: projectFilesKey(slug) });
    if (file?.diaryEntryId) void client.invalidateQueries({ queryKey: entryPhotosKey(file.diaryEntryId) });
  };
}

export type UploadInput = { file: File; folderId: number | null; diaryEntryId?: number | null; description?: string; onProgress?: (f: number) => void };

/** POST /api/projects/by-slug/:slug/files (multipart: file, folderId, diaryEntryId, description). */
export function useUploadFile(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ file, folderId, diaryEntryId, description, onProgress }: UploadInput) => {
      const body = new FormData();
      if (folderId !== null) body.append("folderId", String(folderId));
      if (diaryEntryId) body.append("diaryEntryId", String(diaryEntryId));
      if (description) body.append("description", description);
      body.append("file", file);
      return uploadWithProgress<FileView>(`${projectUrl(slug)}/files`, body, onProgress);
    },
    onSuccess: (saved) => refresh(saved),
  });
}

export function useCreateFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (input: { name: string; parentId: number | null }) => apiRequest<FolderView>("POST", `${projectUrl(slug)}/folders`, input),
    onSuccess: () => refresh(),
  });
}

export function useRenameFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => apiRequest<FolderView>("PATCH", `/api/folders/${id}`, { name }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/folders/${id}`),
    // Photos in the folder may have been on diary entries.
    onSuccess: () => {
      refresh();
      void client.invalidateQueries({ queryKey: ["/api/diary-entries"] });
    },
  });
}

export function useUpdateFile(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateFileForm & { id: number }) => apiRequest<FileView>("PATCH", `/api/files/${id}`, input),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteFile(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (file: FileView) => apiRequest<void>("DELETE", `/api/files/${file.id}`),
    onSuccess: (_, file) => refresh(file),
  });
}

export function useAddComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ fileId, content }: { fileId: number; content: string }) => apiRequest<FileCommentView>("POST", `/api/files/${fileId}/comments`, { content }),
    onSuccess: () => refresh(),
  });
}

export function useEditComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => apiRequest<FileCommentView>("PATCH", `/api/file-comments/${id}`, { content }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/file-comments/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useToggleReaction(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ commentId, emoji }: { commentId: number; emoji: string }) =>
      apiRequest<{ reacted: boolean; reactions: ReactionSummary[] }>("POST", `/api/file-comments/${commentId}/reactions`, { emoji }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/diary-entries/:id/photos: several photos in one request. */
export function useAddEntryPhotos(slug: string, entryId: number) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      for (const f of files) body.append("file", f);
      return uploadWithProgress<{ items: FileView[] }>(`/api/diary-entries/${entryId}/photos`, body, onProgress);
    },
    onSuccess: () => refresh({ diaryEntryId: entryId }),
  });
}

export function useRemoveEntryPhoto(slug: string, entryId: number) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (fileId: number) => apiRequest<FileView>("DELETE", `/api/diary-entries/${entryId}/photos/${fileId}`),
    onSuccess: () => refresh({ diaryEntryId: entryId }),
  });
}
