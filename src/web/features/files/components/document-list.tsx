import { Download, MessageSquare } from "lucide-react";
import type { FileView } from "@shared/files/files";
import { fileDownloadHref } from "../api/files-queries";
import { Button } from "@web/components/ui/button";
import { formatBytes, formatDate } from "@web/lib/format";
import { FileKindIcon, fileKind } from "./file-kind";

/** Documents as rows: name, kind and size, who uploaded it and when; open for the preview, or download. */
export function DocumentList({ files, onOpen }: { files: FileView[]; onOpen: (file: FileView) => void }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Documents">
      {files.map((f) => (
        <li key={f.id} className="flex items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
          <FileKindIcon mimetype={f.mimetype} />
          <button
            type="button"
            onClick={() => onOpen(f)}
            className="min-w-0 flex-1 rounded text-left focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            <span className="block truncate text-sm font-medium text-slate-900 hover:underline">{f.originalName}</span>
            <span className="block truncate text-xs text-slate-500">
              {fileKind(f.mimetype).label} · {formatBytes(f.size)}
              <span className="sm:hidden"> · {formatDate(f.createdAt)}</span>
              {f.commentCount > 0 && (
                <span className="ml-1 inline-flex items-center gap-0.5 align-middle">
                  · <MessageSquare className="size-3" aria-hidden="true" /> {f.commentCount}
                </span>
              )}
            </span>
          </button>
          <span className="hidden w-40 shrink-0 truncate text-sm text-slate-600 md:block">{f.uploadedBy?.name ?? "Former user"}</span>
          <span className="hidden w-24 shrink-0 text-sm text-slate-600 tabular-nums sm:block">{formatDate(f.createdAt)}</span>
          <Button asChild variant="ghost" size="sm" className="size-9 px-0 text-slate-500">
            <a href={fileDownloadHref(f.id)} download aria-label={`Download ${f.originalName}`}>
              <Download aria-hidden="true" />
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
