import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FileView, ReactionEmoji, UpdateFileForm } from "@shared/files/files";
import { filesEndpoints } from "@shared/files/files.endpoints";
import { callApi } from "@web/lib/api-client";
import { entryPhotosKey, projectFilesKey } from "./files-queries";
import { uploadTo } from "@web/lib/upload";

/** After any change the tab's lists, folders and open previews reload together. */
function useRefreshFiles(slug: string) {
  const client = useQueryClient();
  return (file?: { diaryEntryId: number | null } | null) => {
    void client.invalidateQueries({ queryKey: projectFilesKey(slug) });
    if (file?.diaryEntryId) void client.invalidateQueries({ queryKey: entryPhotosKey(file.diaryEntryId) });
  };
}

export type UploadInput = { file: File; folderId: number | null; diaryEntryId?: number | null; description?: string; onProgress?: (f: number) => void };

/** One file with its text fields (multipart: file, folderId, diaryEntryId, description), with progress. */
export function useUploadFile(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ file, folderId, diaryEntryId, description, onProgress }: UploadInput) => {
      const body = new FormData();
      if (folderId !== null) body.append("folderId", String(folderId));
      if (diaryEntryId) body.append("diaryEntryId", String(diaryEntryId));
      if (description) body.append("description", description);
      body.append("file", file);
      return uploadTo(filesEndpoints.upload, { params: { slug } }, body, onProgress);
    },
    onSuccess: (saved) => refresh(saved),
  });
}

export function useCreateFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (input: { name: string; parentId: number | null }) => callApi(filesEndpoints.createFolder, { params: { slug }, body: input }),
    onSuccess: () => refresh(),
  });
}

export function useRenameFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => callApi(filesEndpoints.updateFolder, { params: { id }, body: { name } }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteFolder(slug: string) {
  const refresh = useRefreshFiles(slug);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(filesEndpoints.removeFolder, { params: { id } }),
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
    mutationFn: ({ id, ...input }: UpdateFileForm & { id: number }) => callApi(filesEndpoints.updateFile, { params: { id }, body: input }),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteFile(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (file: FileView) => callApi(filesEndpoints.removeFile, { params: { id: file.id } }),
    onSuccess: (_, file) => refresh(file),
  });
}

export function useAddComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ fileId, content }: { fileId: number; content: string }) => callApi(filesEndpoints.addComment, { params: { id: fileId }, body: { content } }),
    onSuccess: () => refresh(),
  });
}

export function useEditComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => callApi(filesEndpoints.editComment, { params: { id }, body: { content } }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteComment(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (id: number) => callApi(filesEndpoints.removeComment, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useToggleReaction(slug: string) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ commentId, emoji }: { commentId: number; emoji: string }) =>
      // A reaction shown on a comment came from the server's list; the server checks it again.
      callApi(filesEndpoints.toggleReaction, { params: { id: commentId }, body: { emoji: emoji as ReactionEmoji } }),
    onSuccess: () => refresh(),
  });
}

/** Several photos on a diary entry in one request. */
export function useAddEntryPhotos(slug: string, entryId: number) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      for (const f of files) body.append("file", f);
      return uploadTo(filesEndpoints.addEntryPhotos, { params: { id: entryId } }, body, onProgress);
    },
    onSuccess: () => refresh({ diaryEntryId: entryId }),
  });
}

export function useRemoveEntryPhoto(slug: string, entryId: number) {
  const refresh = useRefreshFiles(slug);
  return useMutation({
    mutationFn: (fileId: number) => callApi(filesEndpoints.removeEntryPhoto, { params: { id: entryId, fileId } }),
    onSuccess: () => refresh({ diaryEntryId: entryId }),
  });
}
