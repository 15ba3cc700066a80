import { useRef } from "react";
import { ImagePlus, Trash2 } from "lucide-react";
import { PHOTO_ACCEPT, PHOTO_TYPE_MESSAGE, fileSizeProblem, isImageType } from "@shared/files/files";
import { DEFECT_PHOTO_MESSAGES, MAX_DEFECT_PHOTOS, type WalkaroundCheckView } from "@shared/vehicle-checks/walkaround";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-store";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { defectPhotoHref, useAddDefectPhotos, useRemoveDefectPhoto } from "../api/vehicle-checks";

type Item = WalkaroundCheckView["items"][number];

/**
 * A check's defects, each with what is wrong and its photos as thumbnails that open the full picture.
 * While the defect is open, someone who records checks may add a photo (one the form could not send);
 * an authorised person may delete one taken by mistake.
 */
export function DefectList({ check, canAdd, canRemove }: { check: WalkaroundCheckView; canAdd: boolean; canRemove: boolean }) {
  const defects = check.items.filter((i) => i.result === "defect");
  if (!defects.length) return null;
  return (
    <ul className="grid gap-2" aria-label="Defects">
      {defects.map((item) => (
        <li key={item.key} className="grid gap-1.5">
          <p className="break-words text-slate-800">
            <span className="font-medium">{item.label}:</span> {item.note}
          </p>
          {(item.photos.length > 0 || (canAdd && check.open)) && (
            <div className="flex flex-wrap items-center gap-2">
              {item.photos.map((p) => (
                <Thumb key={p.fileId} checkId={check.id} item={item} photo={p} canRemove={canRemove} />
              ))}
              {canAdd && check.open && item.photos.length < MAX_DEFECT_PHOTOS && <AddPhoto checkId={check.id} item={item} />}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The photos the driver sent with the check, under each defect's name: shown once it is recorded. */
export function DefectPhotosSent({ check }: { check: WalkaroundCheckView }) {
  const withPhotos = check.items.filter((i) => i.photos.length > 0);
  if (!withPhotos.length) return null;
  return (
    <section aria-label="Photos sent" className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h2 className="text-sm font-semibold text-slate-900">Photos sent</h2>
      {withPhotos.map((item) => (
        <div key={item.key} className="grid gap-1">
          <p className="text-sm text-slate-700">{item.label}</p>
          <div className="flex flex-wrap gap-2">
            {item.photos.map((p) => (
              <Thumb key={p.fileId} checkId={check.id} item={item} photo={p} canRemove={false} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function Thumb({ checkId, item, photo, canRemove }: { checkId: number; item: Item; photo: Item["photos"][number]; canRemove: boolean }) {
  const remove = useRemoveDefectPhoto();
  const href = defectPhotoHref(checkId, item.key, photo.fileId);
  const drop = async () => {
    const ok = await confirm({
      title: "Delete this photo?",
      description: `${photo.name} of ${item.label} is deleted for good.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (ok)
      remove.mutate(
        { checkId, key: item.key, fileId: photo.fileId },
        { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the photo"), variant: "destructive" }) },
      );
  };
  return (
    <div className="relative size-20 overflow-hidden rounded-md border border-slate-200 bg-slate-100 sm:size-24">
      <a href={href} target="_blank" rel="noreferrer" className="block size-full" aria-label={`Open the photo of ${item.label}: ${photo.name}`}>
        <img src={href} alt={`Photo of ${item.label}`} loading="lazy" className="size-full object-cover" />
      </a>
      {canRemove && (
        <Button
          type="button"
          variant="secondary"
          size="icon"
          className="absolute top-0.5 right-0.5 size-8 opacity-90"
          onClick={drop}
          aria-label={`Delete ${photo.name}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** Adds photos to an open defect straight away (the camera first on a phone's picker). */
function AddPhoto({ checkId, item }: { checkId: number; item: Item }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddDefectPhotos();
  const pick = (list: FileList | null, el: HTMLInputElement) => {
    const files = Array.from(list ?? []);
    el.value = "";
    if (!files.length) return;
    const wrong = files.find((f) => !isImageType(f.type));
    const problem = wrong
      ? `${wrong.name}: ${PHOTO_TYPE_MESSAGE}`
      : (files.map(fileSizeProblem).find(Boolean) ?? (files.length + item.photos.length > MAX_DEFECT_PHOTOS ? DEFECT_PHOTO_MESSAGES.tooMany : null));
    if (problem) return toast({ title: "Error", description: problem, variant: "destructive" });
    add.mutate(
      { checkId, key: item.key, files },
      {
        onSuccess: () => toast({ title: "Success", description: files.length === 1 ? "Photo added" : `${files.length} photos added` }),
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to add the photo"), variant: "destructive" }),
      },
    );
  };
  return (
    <>
      <HiddenFileInput ref={input} accept={PHOTO_ACCEPT} multiple onPick={pick} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-10"
        disabled={add.isPending}
        onClick={() => input.current?.click()}
        aria-label={`Add a photo of ${item.label}`}
      >
        <ImagePlus aria-hidden="true" />
        {add.isPending ? "Uploading..." : "Add photo"}
      </Button>
    </>
  );
}
