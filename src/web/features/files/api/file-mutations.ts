import { under } from "@shared/common/contract";
import { diaryEndpoints } from "@shared/diary/diary.endpoints";
import type { FileView, ReactionEmoji, UpdateFileForm } from "@shared/files/files";
import { filesChanges, filesEndpoints } from "@shared/files/files.endpoints";
import { callApi, refreshChanged, useWrite } from "@web/lib/api-client";
import { uploadTo } from "@web/lib/upload";

/**
 * One write of the Files tab: after it the tab's lists, folders and open previews reload together,
 * behind the answer; a photo on a diary entry also reloads that entry's photos.
 */
function useFilesWrite<V, R>(slug: string, write: (variables: V) => Promise<R>, entryOf?: (result: R, variables: V) => number | null | undefined) {
  return useWrite(
    write,
    filesChanges,
    { slug },
    {
      background: true,
      onSuccess: (result, variables, client) => {
        const entryId = entryOf?.(result, variables);
        if (entryId) void refreshChanged(client, [filesEndpoints.listEntryPhotos], { id: entryId });
      },
    },
  );
}

export type UploadInput = { file: File; folderId: number | null; diaryEntryId?: number | null; description?: string; onProgress?: (f: number) => void };

/** One file with its text fields (multipart: file, folderId, diaryEntryId, description), with progress. */
export function useUploadFile(slug: string) {
  const upload = ({ file, folderId, diaryEntryId, description, onProgress }: UploadInput) => {
    const body = new FormData();
    if (folderId !== null) body.append("folderId", String(folderId));
    if (diaryEntryId) body.append("diaryEntryId", String(diaryEntryId));
    if (description) body.append("description", description);
    body.append("file", file);
    return uploadTo(filesEndpoints.upload, { params: { slug } }, body, onProgress);
  };
  return useFilesWrite(slug, upload, (saved) => saved.diaryEntryId);
}

export function useCreateFolder(slug: string) {
  return useFilesWrite(slug, (input: { name: string; parentId: number | null }) => callApi(filesEndpoints.createFolder, { params: { slug }, body: input }));
}

export function useRenameFolder(slug: string) {
  return useFilesWrite(slug, ({ id, name }: { id: number; name: string }) => callApi(filesEndpoints.updateFolder, { params: { id }, body: { name } }));
}

export function useDeleteFolder(slug: string) {
  // Photos in the folder may have been on diary entries: every diary entry read too.
  return useWrite(
    (id: number) => callApi(filesEndpoints.removeFolder, { params: { id } }),
    [...filesChanges, under(diaryEndpoints.list)],
    { slug },
    { background: true },
  );
}

export function useUpdateFile(slug: string) {
  return useFilesWrite(
    slug,
    ({ id, ...input }: UpdateFileForm & { id: number }) => callApi(filesEndpoints.updateFile, { params: { id }, body: input }),
    (saved) => saved.diaryEntryId,
  );
}

export function useDeleteFile(slug: string) {
  return useFilesWrite(
    slug,
    (file: FileView) => callApi(filesEndpoints.removeFile, { params: { id: file.id } }),
    (_, file) => file.diaryEntryId,
  );
}

export function useAddComment(slug: string) {
  return useFilesWrite(slug, ({ fileId, content }: { fileId: number; content: string }) =>
    callApi(filesEndpoints.addComment, { params: { id: fileId }, body: { content } }),
  );
}

export function useEditComment(slug: string) {
  return useFilesWrite(slug, ({ id, content }: { id: number; content: string }) => callApi(filesEndpoints.editComment, { params: { id }, body: { content } }));
}

export function useDeleteComment(slug: string) {
  return useFilesWrite(slug, (id: number) => callApi(filesEndpoints.removeComment, { params: { id } }));
}

export function useToggleReaction(slug: string) {
  return useFilesWrite(slug, ({ commentId, emoji }: { commentId: number; emoji: string }) =>
    // A reaction shown on a comment came from the server's list; the server checks it again.
    callApi(filesEndpoints.toggleReaction, { params: { id: commentId }, body: { emoji: emoji as ReactionEmoji } }),
  );
}

/** Several photos on a diary entry in one request. */
export function useAddEntryPhotos(slug: string, entryId: number) {
  const add = ({ files, onProgress }: { files: File[]; onProgress?: (f: number) => void }) => {
    const body = new FormData();
    for (const f of files) body.append("file", f);
    return uploadTo(filesEndpoints.addEntryPhotos, { params: { id: entryId } }, body, onProgress);
  };
  return useFilesWrite(slug, add, () => entryId);
}

export function useRemoveEntryPhoto(slug: string, entryId: number) {
  return useFilesWrite(
    slug,
    (fileId: number) => callApi(filesEndpoints.removeEntryPhoto, { params: { id: entryId, fileId } }),
    () => entryId,
  );
}
