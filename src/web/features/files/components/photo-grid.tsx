import { useState } from "react";
import { ImageOff, MessageSquare } from "lucide-react";
import type { FileView } from "@shared/files/files";
import { cn } from "@web/lib/cn";
import { fileContentHref } from "../api/files-queries";

/** A photo as a square tile, scaled by the browser and loaded only when it scrolls into view. */
export function PhotoTile({ file, onOpen, className }: { file: FileView; onOpen: (file: FileView) => void; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <button
      type="button"
      onClick={() => onOpen(file)}
      title={file.description ?? file.originalName}
      className={cn(
        "group relative block aspect-square w-full overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 focus-visible:outline-none",
        className,
      )}
    >
      {broken ? (
        <span className="flex size-full items-center justify-center text-slate-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      ) : (
        <img
          src={fileContentHref(file.id)}
          alt={file.description ?? file.originalName}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover transition-transform duration-200 group-hover:scale-105"
        />
      )}
      {file.commentCount > 0 && (
        <span className="absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-slate-900/70 px-1.5 py-0.5 text-[11px] font-medium text-white">
          <MessageSquare className="size-3" aria-hidden="true" />
          {file.commentCount}
          <span className="sr-only">comments</span>
        </span>
      )}
    </button>
  );
}

export function PhotoGrid({ files, onOpen }: { files: FileView[]; onOpen: (file: FileView) => void }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Photos">
      {files.map((f) => (
        <li key={f.id}>
          <PhotoTile file={f} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
