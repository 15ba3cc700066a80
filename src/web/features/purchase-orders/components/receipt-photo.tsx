import { useId, useRef, useState } from "react";
import { Camera, FileText, ImagePlus, X } from "lucide-react";
import { filesEndpoints } from "@shared/files/files.endpoints";
import { fileSizeProblem, isImageType, PHOTO_ACCEPT } from "@shared/files/files";
import type { Receipt } from "@shared/purchase-orders/goods-receipt";
import { Button } from "@web/components/ui/button";
import { hrefOf } from "@web/lib/api-client";
import { formatBytes } from "@web/lib/format";
import { useObjectUrl } from "@web/lib/use-object-url";

/** The chosen photo, drawn from the phone's memory before anything is sent (its object URL freed when it goes). */
function Thumbnail({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return (
    <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100 sm:w-32">
      {url && <img src={url} alt="Photo of the delivery note, not yet saved" className="size-full object-cover" />}
    </div>
  );
}

type FieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0-1 while the photo is going up, else null. */
  progress: number | null;
  disabled: boolean;
};

/**
 * The photo of the supplier's delivery note on the receipt form. On a phone "Take photo" opens the
 * camera (capture); "Choose photo" opens the library or, on a computer, the file picker. The accept
 * list is the files store's own picture types (as every photo upload here): naming them, rather than
 * image/*, also makes an iPhone hand over a JPEG instead of a HEIC the server would refuse.
 */
export function ReceiptPhotoField({ file, onChange, progress, disabled }: FieldProps) {
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const pick = (list: FileList | null) => {
    const chosen = list?.[0];
    if (!chosen) return;
    const tooBig = fileSizeProblem(chosen);
    setProblem(tooBig);
    if (!tooBig) onChange(chosen);
  };
  const input = (ref: React.RefObject<HTMLInputElement | null>, label: string, capture?: "environment") => (
    <input
      ref={ref}
      type="file"
      accept={PHOTO_ACCEPT}
      capture={capture}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(e) => {
        pick(e.target.files);
        // Cleared, so the same photo can be chosen again after Remove.
        e.target.value = "";
      }}
    />
  );

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-900">
        Photo of the delivery note <span className="font-normal text-slate-500">(optional)</span>
      </p>
      {input(camera, "Take photo", "environment")}
      {input(library, "Choose photo")}
      {file ? (
        <div className="flex min-w-0 items-center gap-3 rounded-md border border-slate-200 p-2">
          <Thumbnail file={file} />
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="text-sm break-words text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500 tabular-nums">
              {progress !== null ? `Uploading ${Math.round(progress * 100)}%` : `${formatBytes(file.size)} · not saved yet`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => library.current?.click()}>
                <ImagePlus aria-hidden="true" />
                Replace
              </Button>
              <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)} aria-label="Remove the photo">
                <X aria-hidden="true" />
                Remove
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {/* The camera button only where there is a camera to point: a touch screen. */}
          <Button type="button" variant="outline" className="hidden pointer-coarse:inline-flex" disabled={disabled} onClick={() => camera.current?.click()}>
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button type="button" variant="outline" disabled={disabled} onClick={() => library.current?.click()}>
            <ImagePlus aria-hidden="true" />
            Choose photo
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The photo on a GRN in the order's list: a thumbnail opening the full picture (a file that is not a
 * picture, as a link). It is one of the contract's files, so it needs Contracts view to open.
 */
export function ReceiptPhoto({ receipt: r, canView }: { receipt: Receipt; canView: boolean }) {
  if (r.photoFileId === null) return null;
  if (!canView) return <p className="text-slate-500">Photo of the note kept in the contract&apos;s files</p>;
  const href = hrefOf(filesEndpoints.content, { params: { id: r.photoFileId } });
  const label = `Photo of ${r.noteNumber ? `delivery note ${r.noteNumber}` : "the delivery note"} (${r.grnNumber})`;
  return r.photoType && isImageType(r.photoType) ? (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="block w-28 overflow-hidden rounded-md border border-slate-200 bg-slate-50 sm:w-36"
      title="Open the photo"
    >
      <img src={href} alt={label} loading="lazy" className="aspect-[4/3] size-full object-cover" />
    </a>
  ) : (
    <a href={href} target="_blank" rel="noreferrer" className="inline-flex min-w-0 items-center gap-1 font-medium break-all text-blue-700 underline">
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      {r.photoName ?? label}
    </a>
  );
}
