import { useRef, useState } from "react";
import { Camera, ImagePlus, X } from "lucide-react";
import { PHOTO_ACCEPT, PHOTO_TYPE_MESSAGE, fileSizeProblem, isImageType } from "@shared/files/files";
import { DEFECT_PHOTO_MESSAGES, MAX_DEFECT_PHOTOS } from "@shared/vehicle-checks/walkaround";
import { HiddenFileInput } from "@web/components/forms/hidden-file-input";
import { Button } from "@web/components/ui/button";
import { useObjectUrl } from "@web/lib/use-object-url";

/** A chosen photo drawn from the phone's memory before anything is sent (its object URL freed when it goes). */
function Chosen({ file, label, onRemove }: { file: File; label: string; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="relative size-20 overflow-hidden rounded-md border border-slate-200 bg-slate-100">
      {url && <img src={url} alt={`Photo of ${label}, not yet sent`} className="size-full object-cover" />}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="absolute top-0.5 right-0.5 grid size-8 place-items-center rounded-full bg-white/90 text-slate-800 shadow focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The photos of one defect on the walkaround form, held on the phone until the check is recorded and
 * then sent. "Take photo" opens the camera where there is one to point (a touch screen: capture);
 * "Add photo" the library or a computer's file picker. The accept list is the store's picture types
 * rather than image/*, so an iPhone hands over a JPEG, not a HEIC the server would refuse.
 */
export function DefectPhotoPicker({ label, files, onChange }: { label: string; files: readonly File[]; onChange: (files: File[]) => void }) {
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_DEFECT_PHOTOS - files.length;
  const pick = (list: FileList | null, input: HTMLInputElement) => {
    const chosen = Array.from(list ?? []);
    // Cleared, so the same photo can be chosen again after it is removed.
    input.value = "";
    if (!chosen.length) return;
    const wrong = chosen.find((f) => !isImageType(f.type));
    const found = wrong ? `${wrong.name}: ${PHOTO_TYPE_MESSAGE}` : (chosen.map(fileSizeProblem).find(Boolean) ?? null);
    setProblem(found ?? (chosen.length > room ? DEFECT_PHOTO_MESSAGES.tooMany : null));
    if (!found) onChange([...files, ...chosen.slice(0, room)]);
  };
  return (
    <div role="group" aria-label={`Photos of ${label}`} className="grid gap-2">
      <HiddenFileInput ref={camera} accept={PHOTO_ACCEPT} capture="environment" onPick={pick} />
      <HiddenFileInput ref={library} accept={PHOTO_ACCEPT} multiple onPick={pick} />
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
          {files.map((f, i) => (
            <Chosen key={`${f.name}-${f.size}-${i}`} file={f} label={label} onRemove={() => onChange(files.filter((_, j) => j !== i))} />
          ))}
        </ul>
      )}
      {room > 0 && (
        <div className="flex flex-wrap gap-2">
          {/* The camera button only where there is a camera to point: a touch screen. */}
          <Button type="button" variant="outline" className="hidden h-11 pointer-coarse:inline-flex" onClick={() => camera.current?.click()}>
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button type="button" variant="outline" className="h-11" onClick={() => library.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {files.length ? "Add another photo" : "Add photo"}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
