import { useRef, type ComponentType } from "react";
import { PHOTO_ACCEPT } from "@shared/files/files";
import { Button } from "@web/components/ui/button";

type Props = {
  id: string;
  /** "Photos", "Pictures" */
  title: string;
  count: number;
  canAdd: boolean;
  uploading: boolean;
  /** The button's words and the file input's label, e.g. "Add photos". */
  addLabel: string;
  icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  /** The chosen files; the input is cleared after each choice so the same file can be picked again. */
  onFiles: (files: File[]) => void;
};

/** A photo gallery's heading with its count and the Add button behind a hidden multi-file picker. */
export function PhotoSectionHeading({ id, title, count, canAdd, uploading, addLabel, icon: Icon, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title} {count > 0 && <span className="text-slate-500">({count})</span>}
      </h2>
      {canAdd && (
        <>
          <input
            ref={input}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="sr-only"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = "";
              onFiles(files);
            }}
            aria-label={addLabel}
            tabIndex={-1}
          />
          <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={uploading}>
            <Icon aria-hidden="true" />
            {uploading ? "Uploading..." : addLabel}
          </Button>
        </>
      )}
    </div>
  );
}
