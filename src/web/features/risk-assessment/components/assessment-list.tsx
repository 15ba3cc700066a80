import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { SearchInput } from "@web/components/ui/search-input";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { useDebounced } from "@web/lib/use-debounced";
import { useRiskAssessments } from "../api/risk-assessments";
import { RiskBadge } from "./risk-badge";

/** A project's assessments, newest updated first, each with its overall score and band. */
export function AssessmentList({ projectId, selected, onOpen }: { projectId: number; selected: number | null; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const list = useRiskAssessments(projectId, page, q);

  return (
    <section aria-label="Risk assessments" className="grid gap-3">
      <SearchInput value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} placeholder="Search titles" aria-label="Search risk assessments" />
      {list.isLoading ? (
        [0, 1, 2].map((i) => <Skeleton key={i} className="h-16" />)
      ) : list.error && !list.data ? (
        <LoadError title="The risk assessments could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={q ? "No assessments match" : "No risk assessments yet"}
          text={q ? "Try another search." : "Create the first one for this project."}
        />
      ) : list.data ? (
        <>
          <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-1">
            {list.data.items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  onClick={() => onOpen(a.id)}
                  aria-current={selected === a.id ? "true" : undefined}
                  className={cn(
                    "grid w-full gap-1 rounded-md border p-3 text-left text-sm transition-colors hover:bg-slate-50",
                    selected === a.id ? "border-brand bg-brand/5" : "border-slate-200 bg-white",
                  )}
                >
                  <span className="font-medium break-words text-slate-900">{a.title}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <RiskBadge score={a.overallScore} decimals={2} />
                    <span className="text-xs text-slate-500">
                      {a.hazardCount} {a.hazardCount === 1 ? "hazard" : "hazards"} · highest {a.highestResidual} · rev. {a.revision} · {formatDate(a.updated)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data.pageCount > 1 && <Pagination page={list.data.page} pageCount={list.data.pageCount} onPageChange={setPage} disabled={list.isFetching} />}
        </>
      ) : null}
    </section>
  );
}
