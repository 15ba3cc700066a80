import { useRef, useState, type DragEvent } from "react";
import { Camera, CheckCircle2, CloudUpload, TriangleAlert, X } from "lucide-react";
import { FILE_ACCEPT } from "@shared/files/files";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatBytes } from "@web/lib/format";
import type { QueuedUpload } from "./use-upload-queue";

/** Drop files here, or pick them (on a phone: take a photo). Shows each file's progress and any refusal. */
export function UploadZone({ onFiles, items, onDismiss }: { onFiles: (files: File[]) => void; items: QueuedUpload[]; onDismiss: (key: number) => void }) {
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  const take = (list: FileList | null, input?: HTMLInputElement | null) => {
    const files = Array.from(list ?? []);
    if (input) input.value = "";
    if (files.length) onFiles(files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  return (
    <div className="grid gap-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left",
          over ? "border-brand bg-brand/5" : "border-slate-300 bg-slate-50/60",
        )}
      >
        <CloudUpload className="hidden size-8 shrink-0 text-slate-400 sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-800">
            <span className="hidden sm:inline">Drag files here to upload them</span>
            <span className="sm:hidden">Add photos and documents</span>
          </p>
          <p className="text-xs text-slate-500">Photos, PDFs, Word, Excel, PowerPoint, CSV, text and DWG files, up to 10MB each.</p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <HiddenFileInput ref={picker} multiple accept={FILE_ACCEPT} onPick={take} />
          <HiddenFileInput ref={camera} accept="image/*" capture="environment" onPick={take} />
          <Button type="button" variant="outline" className="flex-1 sm:hidden" onClick={() => camera.current?.click()}>
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button type="button" className="flex-1 sm:flex-none" onClick={() => picker.current?.click()}>
            <CloudUpload aria-hidden="true" />
            Upload
          </Button>
        </div>
      </div>
      {items.length > 0 && (
        <ul className="grid gap-1.5" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              {item.status === "failed" ? (
                <TriangleAlert className="size-4 shrink-0 text-red-600" aria-hidden="true" />
              ) : item.status === "done" ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <CloudUpload className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium text-slate-800">{item.name}</span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {item.status === "uploading"
                      ? `${Math.round(item.progress * 100)}%`
                      : item.status === "waiting"
                        ? "Waiting"
                        : item.status === "done"
                          ? "Uploaded"
                          : formatBytes(item.size)}
                  </span>
                </div>
                {item.status === "failed" ? (
                  <p role="alert" className="text-xs text-red-600">
                    {item.error}
                  </p>
                ) : (
                  <div
                    className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
                    role="progressbar"
                    aria-label={`Uploading ${item.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                  >
                    <div
                      className={cn("h-full rounded-full transition-[width]", item.status === "done" ? "bg-emerald-500" : "bg-brand")}
                      style={{ width: `${Math.max(2, item.progress * 100)}%` }}
                    />
                  </div>
                )}
              </div>
              {item.status === "failed" && (
                <button
                  type="button"
                  onClick={() => onDismiss(item.key)}
                  className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                  aria-label={`Dismiss ${item.name}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
