import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";

/** One report in a list: works as a row on desktop and a card-like block on a phone. */
export function ReportListRow({
  title,
  summary,
  meta,
  badges,
  onOpen,
}: {
  title: string;
  summary?: string;
  meta: ReactNode;
  badges: ReactNode;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
          <p className="mt-1 truncate font-medium text-slate-900">{title}</p>
          {summary && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{summary}</p>}
          <p className="mt-1 text-xs text-slate-500">{meta}</p>
        </div>
        <ChevronRight className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </button>
    </li>
  );
}
