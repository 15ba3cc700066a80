import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, ExternalLink, ImageMinus, ImageOff, Pencil, X } from "lucide-react";
import type { FileView } from "@shared/files/files";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { formatBytes, formatDateTime } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { fileContentHref, fileDetailQuery, fileDownloadHref } from "../api/files-queries";
import { useDeleteFile, useUpdateFile } from "../api/file-mutations";
import { FileComments } from "./file-comments";
import { FileKindIcon, fileKind } from "./file-kind";

function Preview({ file }: { file: FileView }) {
  const [broken, setBroken] = useState(false);
  if (file.isImage && !broken) {
    return (
      <div className="flex min-h-64 items-center justify-center bg-slate-900 lg:h-full">
        <img
          src={fileContentHref(file.id)}
          alt={file.description ?? file.originalName}
          className="max-h-[70dvh] w-auto max-w-full object-contain"
          onError={() => setBroken(true)}
        />
      </div>
    );
  }
  if (file.mimetype === "application/pdf") {
    // Phone browsers do not show a PDF inside a page: there it opens in the phone's own viewer.
    return (
      <>
        <iframe
          src={fileContentHref(file.id)}
          title={`Preview of ${file.originalName}`}
          className="hidden h-[65dvh] w-full bg-slate-100 sm:block lg:h-full lg:min-h-[70dvh]"
        />
        <div className="flex flex-col items-center justify-center gap-3 bg-slate-50 p-6 pt-12 text-center sm:hidden">
          <FileKindIcon mimetype={file.mimetype} className="size-16 [&_svg]:size-8" />
          <Button asChild>
            <a href={fileContentHref(file.id)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              Open PDF
            </a>
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="flex min-h-56 flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center lg:h-full">
      {broken ? (
        <ImageOff className="size-10 text-slate-400" aria-hidden="true" />
      ) : (
        <FileKindIcon mimetype={file.mimetype} className="size-16 [&_svg]:size-8" />
      )}
      <p className="text-sm text-slate-600">
        {broken ? "This image could not be shown." : `${fileKind(file.mimetype).label} files open in their own program.`}
      </p>
      <Button asChild>
        <a href={fileDownloadHref(file.id)} download>
          <Download aria-hidden="true" />
          Download
        </a>
      </Button>
    </div>
  );
}

function Description({ slug, file, canEdit }: { slug: string; file: FileView; canEdit: boolean }) {
  const update = useUpdateFile(slug);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(file.description ?? "");
  if (editing) {
    return (
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(
            { id: file.id, description: text },
            {
              onSuccess: () => {
                setEditing(false);
                toast({ title: "Description saved" });
              },
              onError: (err) => toast({ title: "Description not saved", description: errorMessage(err, "Please try again."), variant: "destructive" }),
            },
          );
        }}
      >
        <Textarea
          aria-label="Description"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={500}
          rows={2}
          autoFocus
          placeholder="What does it show? e.g. Pour 3, east side"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <p className={file.description ? "flex-1 text-sm whitespace-pre-wrap text-slate-800" : "flex-1 text-sm text-slate-400 italic"}>
        {file.description ?? "No description"}
      </p>
      {canEdit && (
        <Button
          variant="ghost"
          size="sm"
          className="-mt-1 size-7 px-0"
          aria-label="Edit description"
          onClick={() => {
            setText(file.description ?? "");
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/**
 * A file full size (images), in the browser's viewer (PDFs) or offered for download (anything else),
 * with its details and the comments panel beside it (below it on a phone).
 */
export function FilePreviewDialog({
  slug,
  file,
  onClose,
  permissions,
  onRemoveFromEntry,
}: {
  slug: string;
  file: FileView | null;
  onClose: () => void;
  /** The screen's Contracts flags and who is asking: Delete is offered on the file by decision 0014. */
  permissions: PagePermissions;
  /** Shown from a diary entry: take the photo off the entry (it stays in the files). */
  onRemoveFromEntry?: (file: FileView) => void;
}) {
  const detail = useQuery({ ...fileDetailQuery(file?.id ?? 0), enabled: file !== null });
  const remove = useDeleteFile(slug);
  const current = detail.data ?? file;
  const { canEdit } = permissions;
  const canDelete = current !== null && canDeleteRecord(permissions, current.uploadedBy?.id);

  const onDelete = async () => {
    if (!current) return;
    const ok = await confirm({
      title: `Delete ${current.originalName}?`,
      description: "The file, its comments and reactions are removed for everyone. This cannot be undone.",
      confirmText: "Delete file",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(current, {
      onSuccess: () => {
        toast({ title: "File deleted", description: current.originalName });
        onClose();
      },
      onError: (e) => toast({ title: "File not deleted", description: errorMessage(e, "Please try again."), variant: "destructive" }),
    });
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose className="max-w-6xl gap-0 overflow-x-hidden p-0 sm:p-0 lg:overflow-hidden">
        {/* Its own close button: it must show over a dark photo as well as over the white panel. */}
        <DialogClose
          aria-label="Close"
          className="absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-md ring-1 ring-slate-900/10 hover:bg-white hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogClose>
        {current && (
          <div className="grid lg:max-h-[calc(100dvh-2rem)] lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="min-w-0 overflow-hidden rounded-t-lg lg:rounded-l-lg lg:rounded-tr-none">
              <Preview key={current.id} file={current} />
            </div>
            <div className="grid min-w-0 content-start gap-4 p-4 sm:p-5 lg:overflow-y-auto">
              <div className="grid gap-1 pr-10">
                <DialogTitle className="text-base break-words">{current.originalName}</DialogTitle>
                <DialogDescription className="text-xs">
                  {fileKind(current.mimetype).label} · {formatBytes(current.size)} · {current.uploadedBy?.name ?? "Former user"} ·{" "}
                  {formatDateTime(current.createdAt)}
                </DialogDescription>
              </div>
              <Description key={`${current.id}-${current.description}`} slug={slug} file={current} canEdit={canEdit} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <a href={fileDownloadHref(current.id)} download>
                    <Download aria-hidden="true" />
                    Download
                  </a>
                </Button>
                {onRemoveFromEntry && (
                  <Button variant="outline" size="sm" onClick={() => onRemoveFromEntry(current)}>
                    <ImageMinus aria-hidden="true" />
                    Remove from entry
                  </Button>
                )}
                {canDelete && (
                  <DeleteButton
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50 hover:text-red-700"
                    onClick={onDelete}
                    disabled={remove.isPending}
                  />
                )}
              </div>
              <div className="border-t border-slate-200 pt-4">
                {detail.isPending ? (
                  <div className="grid gap-2">
                    <Skeleton className="h-4 w-24" />
                    <Skeleton className="h-16 w-full" />
                  </div>
                ) : detail.isError ? (
                  <LoadError title="Comments could not be loaded" error={detail.error} onRetry={() => detail.refetch()} />
                ) : (
                  <FileComments slug={slug} fileId={current.id} comments={detail.data.comments} canComment={canEdit} />
                )}
              </div>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
