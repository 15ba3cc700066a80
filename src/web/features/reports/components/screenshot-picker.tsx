import { useRef, useState } from "react";
import { ImagePlus, X } from "lucide-react";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE, SCREENSHOT_TYPES, SCREENSHOT_WRONG_TYPE } from "@shared/reports/error-report";
import { Button } from "@web/components/ui/button";
import { formatBytes } from "@web/lib/format";

export type PickedScreenshot = { dataUrl: string; name: string; size: number };

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** An optional image (PNG, JPEG or WebP, at most 5 MB), previewed before sending. The server checks it again by content. */
export function ScreenshotPicker({ value, onChange, id }: { value: PickedScreenshot | null; onChange: (v: PickedScreenshot | null) => void; id: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return setError(SCREENSHOT_WRONG_TYPE);
    if (file.size > SCREENSHOT_MAX_BYTES) return setError(SCREENSHOT_TOO_LARGE);
    try {
      onChange({ dataUrl: await readAsDataUrl(file), name: file.name, size: file.size });
    } catch {
      setError("The image could not be read. Please try another file.");
    }
  }

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={SCREENSHOT_TYPES.join(",")}
        className="sr-only"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {value ? (
        <div className="flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
          <img src={value.dataUrl} alt="Screenshot preview" className="size-14 rounded object-cover ring-1 ring-slate-200" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-800">{value.name}</p>
            <p className="text-xs text-slate-500">{formatBytes(value.size)}</p>
          </div>
          <Button type="button" variant="ghost" size="icon" aria-label="Remove screenshot" onClick={() => onChange(null)}>
            <X />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="flex items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 transition-colors hover:border-brand hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          Attach a screenshot
        </button>
      )}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Optional. PNG, JPEG or WebP, up to 5 MB.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
