import { useCallback, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "@web/lib/router";
import { ChevronRight, FolderOpen, FolderPlus, Home } from "lucide-react";
import type { FileKind, FileView, FolderView } from "@shared/files/files";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { filesQuery, folderQuery, foldersQuery } from "../api/files-queries";
import { useCreateFolder, useDeleteFolder, useRenameFolder, useUploadFile } from "../api/file-mutations";
import { DocumentList } from "./document-list";
import { FilePreviewDialog } from "./file-preview-dialog";
import { FolderList } from "./folder-list";
import { FolderNameDialog } from "./folder-name-dialog";
import { PhotoGrid } from "./photo-grid";
import { UploadZone } from "./upload-zone";
import { useUploadQueue } from "./use-upload-queue";
import { formatCount } from "@web/lib/format";

/** The open folder lives in the address (?folder=12), so Back goes up a level and a link opens it. */
function useOpenFolder(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("folder"));
  const folderId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const open = useCallback(
    (id: number | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (id === null) next.delete("folder");
        else next.set("folder", String(id));
        return next;
      }),
    [setParams],
  );
  return [folderId, open];
}

function Breadcrumb({ folderId, onOpen }: { folderId: number | null; onOpen: (id: number | null) => void }) {
  const folder = useQuery({ ...folderQuery(folderId ?? 0), enabled: folderId !== null });
  const path = folderId === null ? [] : (folder.data?.path ?? []);
  return (
    <nav aria-label="Folders" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {folderId === null ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-slate-900" aria-current="page">
              <Home className="size-4" aria-hidden="true" />
              All files
            </span>
          ) : (
            <button
              type="button"
              onClick={() => onOpen(null)}
              className="inline-flex items-center gap-1.5 rounded text-slate-600 hover:text-slate-900 hover:underline"
            >
              <Home className="size-4" aria-hidden="true" />
              All files
            </button>
          )}
        </li>
        {folderId !== null && folder.isPending && (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
            <Skeleton className="h-4 w-24" />
          </li>
        )}
        {path.map((p, i) => (
          <li key={p.id} className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {i === path.length - 1 ? (
              <span className="truncate font-semibold text-slate-900" aria-current="page">
                {p.name}
              </span>
            ) : (
              <button type="button" onClick={() => onOpen(p.id)} className="truncate rounded text-slate-600 hover:text-slate-900 hover:underline">
                {p.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function FileSection({ slug, folderId, kind, onOpen }: { slug: string; folderId: number | null; kind: FileKind; onOpen: (f: FileView) => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery(filesQuery(slug, folderId, kind, page));
  const title = kind === "image" ? "Photos" : "Documents";
  if (list.isPending) {
    return kind === "image" ? (
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    ) : (
      <div className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (list.isError) return <LoadError title={`${title} could not be loaded`} error={list.error} onRetry={() => list.refetch()} />;
  const data = list.data;
  if (data.total === 0) return null;
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-700">
        {title} <span className="font-normal text-slate-500">({formatCount(data.total)})</span>
      </h3>
      {kind === "image" ? <PhotoGrid files={data.items} onOpen={onOpen} /> : <DocumentList files={data.items} onOpen={onOpen} />}
      {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={list.isPlaceholderData} />}
    </section>
  );
}

/** Are the open folder's lists empty? (All three answered and nothing in any.) */
function useFolderIsEmpty(slug: string, folderId: number | null, folderCount: number | undefined) {
  const images = useQuery(filesQuery(slug, folderId, "image", 1));
  const documents = useQuery(filesQuery(slug, folderId, "document", 1));
  return folderCount === 0 && images.data?.total === 0 && documents.data?.total === 0;
}

/**
 * The project's photos and files (the diary's Files tab): folders with a breadcrumb, uploads by button,
 * camera or drag and drop with each file's progress, photos as thumbnails and documents as a list;
 * any file opens in a preview with its comments and reactions.
 */
export function FilesTab({ project, permissions }: { project: ProjectView; permissions: PagePermissions }) {
  const { canEdit } = permissions;
  const slug = project.slug;
  const [folderId, openFolder] = useOpenFolder();
  const [preview, setPreview] = useState<FileView | null>(null);
  const [naming, setNaming] = useState<{ mode: "create" } | { mode: "rename"; folder: FolderView } | null>(null);
  const folders = useQuery(foldersQuery(slug, folderId));
  const empty = useFolderIsEmpty(slug, folderId, folders.data?.total);
  const upload = useUploadFile(slug);
  const createFolder = useCreateFolder(slug);
  const renameFolder = useRenameFolder(slug);
  const deleteFolder = useDeleteFolder(slug);

  const send = useCallback((file: File, onProgress: (f: number) => void) => upload.mutateAsync({ file, folderId, onProgress }), [upload, folderId]);
  const onSettled = useCallback((ok: number, failed: number) => {
    if (failed === 0) toast({ title: ok === 1 ? "File uploaded" : `${ok} files uploaded` });
    else
      toast({
        title: ok > 0 ? `${ok} uploaded, ${failed} not uploaded` : failed === 1 ? "File not uploaded" : "Files not uploaded",
        description: "The reason is shown next to each file.",
        variant: "destructive",
      });
  }, []);
  const queue = useUploadQueue(send, onSettled);

  const onDeleteFolder = async (folder: FolderView) => {
    const ok = await confirm({
      title: `Delete the folder "${folder.name}"?`,
      description:
        folder.itemCount > 0
          ? "Everything inside it, sub-folders and files with their comments, is deleted too. This cannot be undone."
          : "The folder is empty.",
      confirmText: "Delete folder",
      variant: "destructive",
    });
    if (!ok) return;
    deleteFolder.mutate(folder.id, {
      onSuccess: () => toast({ title: "Folder deleted", description: folder.name }),
      onError: (e) => toast({ title: "Folder not deleted", description: errorMessage(e, "Please try again."), variant: "destructive" }),
    });
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Breadcrumb folderId={folderId} onOpen={openFolder} />
        {canEdit && (
          <Button variant="outline" size="sm" onClick={() => setNaming({ mode: "create" })}>
            <FolderPlus aria-hidden="true" />
            New folder
          </Button>
        )}
      </div>

      {canEdit && <UploadZone onFiles={queue.add} items={queue.items} onDismiss={queue.dismiss} />}

      {folders.isPending ? (
        <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : folders.isError ? (
        <LoadError title="Folders could not be loaded" error={folders.error} onRetry={() => folders.refetch()} />
      ) : (
        folders.data.items.length > 0 && (
          <FolderList
            folders={folders.data.items}
            onOpen={(f) => openFolder(f.id)}
            onRename={canEdit ? (folder) => setNaming({ mode: "rename", folder }) : undefined}
            onDelete={onDeleteFolder}
            // A folder is yours only if it and everything in it are (decision 0014): the server sends that owner.
            canDelete={(f) => canDeleteRecord(permissions, f.ownerId)}
          />
        )
      )}

      {empty && (
        <EmptyState
          icon={FolderOpen}
          title={folderId === null ? "No files yet" : "This folder is empty"}
          text={
            canEdit
              ? "Upload site photos, drawings, RAMS and delivery notes, or make folders to keep them in order."
              : "Photos and documents uploaded to this contract will appear here."
          }
        />
      )}

      <FileSection key={`image-${folderId}`} slug={slug} folderId={folderId} kind="image" onOpen={setPreview} />
      <FileSection key={`document-${folderId}`} slug={slug} folderId={folderId} kind="document" onOpen={setPreview} />

      <FilePreviewDialog slug={slug} file={preview} onClose={() => setPreview(null)} permissions={permissions} />
      <FolderNameDialog
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        title={naming?.mode === "rename" ? "Rename folder" : "New folder"}
        description={
          naming?.mode === "rename"
            ? "Folder names must be different from the other folders beside it."
            : folderId === null
              ? "The folder is made at the top level of this contract's files."
              : "The folder is made inside the one you have open."
        }
        submitText={naming?.mode === "rename" ? "Rename" : "Create folder"}
        initialName={naming?.mode === "rename" ? naming.folder.name : ""}
        onSubmit={(name) =>
          naming?.mode === "rename"
            ? renameFolder.mutateAsync({ id: naming.folder.id, name }).then(() => toast({ title: "Folder renamed" }))
            : createFolder.mutateAsync({ name, parentId: folderId }).then(() => toast({ title: "Folder created", description: name }))
        }
      />
    </div>
  );
}
