import type { Ref } from "react";

/**
 * The file input behind an "Upload…" button: out of sight and out of the tab order (the button is
 * what a keyboard or a screen reader reaches), opened with `ref.current.click()`. `onPick` gets the
 * chosen files and the input, so a caller can clear it to let the same file be picked again.
 */
export function HiddenFileInput({
  ref,
  accept,
  multiple,
  capture,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  multiple?: boolean;
  capture?: "environment" | "user";
  onPick: (files: FileList | null, input: HTMLInputElement) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      capture={capture}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => onPick(e.target.files, e.target)}
    />
  );
}
