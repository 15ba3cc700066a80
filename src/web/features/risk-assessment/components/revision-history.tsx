import type { RiskAssessmentDetail } from "@shared/risk/risk-assessment";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format";
import { RiskBadge } from "./risk-badge";

/** Who saved each revision, when, why, and its overall score; one opens read-only. */
export function RevisionHistory({
  assessment,
  selected,
  onOpen,
}: {
  assessment: RiskAssessmentDetail;
  selected: number | null;
  onOpen: (revision: number | null) => void;
}) {
  return (
    <section aria-labelledby="revisions-title" className="grid gap-3">
      <h2 id="revisions-title" className="text-base font-semibold text-slate-900">
        Revisions
      </h2>
      <ol className="grid gap-2">
        {assessment.revisions.map((r) => {
          const current = r.revision === assessment.revision;
          const active = selected === null ? current : selected === r.revision;
          return (
            <li key={r.revision}>
              <button
                type="button"
                onClick={() => onOpen(current ? null : r.revision)}
                aria-current={active ? "true" : undefined}
                className={cn(
                  "grid w-full gap-1 rounded-md border p-3 text-left text-sm transition-colors hover:bg-slate-50",
                  active ? "border-brand bg-brand/5" : "border-slate-200",
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    Revision {r.revision}
                    {current && <span className="ml-1 text-xs font-normal text-slate-500">(current)</span>}
                  </span>
                  <RiskBadge score={r.overallScore} decimals={2} />
                </span>
                {r.changeNote && <span className="break-words text-slate-700">{r.changeNote}</span>}
                <span className="text-xs text-slate-500">
                  {r.changedBy?.name ?? "Someone"} · {formatDateTime(r.createdAt)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
