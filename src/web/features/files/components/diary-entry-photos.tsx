import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ImagePlus } from "lucide-react";
import { fileSizeProblem, type FileView } from "@shared/files/files";
import type { ProjectView } from "@shared/projects/project-view";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import type { PagePermissions } from "@web/lib/record-rights";
import { entryPhotosQuery } from "../api/files-queries";
import { useAddEntryPhotos, useRemoveEntryPhoto } from "../api/file-mutations";
import { PhotoTile } from "./photo-grid";
import { useSticky } from "@web/lib/use-sticky";

// The preview (Radix dialog, comments) loads when a photo is first opened.
const FilePreviewDialog = lazy(() => import("./file-preview-dialog").then((m) => ({ default: m.FilePreviewDialog })));

const MAX_PER_UPLOAD = 10;

/**
 * The photos of one diary entry as a row of thumbnails (click for the preview and its comments), and with
 * Edit an "Add photos" button: the camera or gallery on a phone, several pictures at once.
 */
export function DiaryEntryPhotos({
  project,
  entryId,
  permissions,
  photoCount,
}: {
  project: ProjectView;
  entryId: number;
  /** The diary's Contracts flags and who is asking; a photo's Delete is judged by decision 0014. */
  permissions: PagePermissions;
  /** The entry's photo count when the caller knows it (diary_entries.photos): 0 saves a request per entry. */
  photoCount?: number;
}) {
  const { canEdit } = permissions;
  const add = useAddEntryPhotos(project.slug, entryId);
  const photos = useQuery({ ...entryPhotosQuery(entryId), enabled: photoCount !== 0 || add.isSuccess });
  const detach = useRemoveEntryPhoto(project.slug, entryId);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<FileView | null>(null);
  const previewed = useSticky(preview !== null);
  const [progress, setProgress] = useState(0);

  const onFiles = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const problem = files.map((f) => fileSizeProblem(f) && `${f.name}: ${fileSizeProblem(f)}`).find(Boolean);
    if (problem) return void toast({ title: "Photos not added", description: problem, variant: "destructive" });
    if (files.length > MAX_PER_UPLOAD)
      return void toast({ title: "Photos not added", description: `Add at most ${MAX_PER_UPLOAD} photos at once`, variant: "destructive" });
    setProgress(0);
    add.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: ({ items }) => toast({ title: items.length === 1 ? "Photo added" : `${items.length} photos added` }),
        onError: (e) => toast({ title: "Photos not added", description: errorMessage(e, "Please try again."), variant: "destructive" }),
      },
    );
  };

  const items = photos.data?.items ?? [];
  if (!canEdit && items.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Diary photos">
      {photos.isLoading && <Skeleton className="size-16 rounded-md" />}
      {items.map((f) => (
        <PhotoTile key={f.id} file={f} onOpen={setPreview} className="size-16 sm:size-20" />
      ))}
      {add.isPending && (
        <span className="flex size-16 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-slate-300 text-[11px] text-slate-500 sm:size-20">
          <Spinner size="sm" label="Adding photos" />
          {Math.round(progress * 100)}%
        </span>
      )}
      {canEdit && (
        <>
          {/* image/* lets a phone offer its camera and gallery; the server accepts only real PNG, JPEG, WebP and GIF. */}
          <HiddenFileInput ref={input} accept="image/*" multiple onPick={onFiles} />
          <Button type="button" variant="outline" size="sm" disabled={add.isPending} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" />
            Add photos
          </Button>
        </>
      )}
      {previewed && (
        <Suspense fallback={null}>
          <FilePreviewDialog
            slug={project.slug}
            file={preview}
            onClose={() => setPreview(null)}
            permissions={permissions}
            onRemoveFromEntry={
              canEdit
                ? (file) =>
                    detach.mutate(file.id, {
                      onSuccess: () => {
                        setPreview(null);
                        toast({ title: "Photo removed from the entry", description: "It stays in the contract's files." });
                      },
                      onError: (e) => toast({ title: "Photo not removed", description: errorMessage(e, "Please try again."), variant: "destructive" }),
                    })
                : undefined
            }
          />
        </Suspense>
      )}
    </div>
  );
}
