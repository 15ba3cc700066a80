import { useState, type ReactNode } from "react";
import { AlertCircle, Inbox } from "lucide-react";
import type { Page } from "@shared/common/paging";
import type { ReportStatus } from "@shared/reports/report-admin";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { Select } from "@web/components/ui/select";
import { errorText } from "@web/lib/api";
import type { ReportFilter } from "../api/get-reports";
import { ListSkeleton } from "./report-bits";

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  { value: "new", label: "New" },
  { value: "resolved", label: "Resolved" },
];

type Props<T> = {
  id: string;
  title: string;
  noun: string;
  /** The list's read (a module's hook, so the same one every render). */
  useReports: (filter: ReportFilter) => { data?: Page<T>; isLoading: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  renderRow: (item: T) => ReactNode;
};

/** A paged list of reports filtered by status, with its loading, empty and error states. */
export function ReportPanel<T>({ id, title, noun, useReports, renderRow }: Props<T>) {
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<ReportStatus | undefined>();
  const query = useReports({ page: pageNo, status });
  const page = query.data;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-xs text-slate-500">{page ? `${page.total} ${page.total === 1 ? noun : `${noun}s`}, newest first` : "Newest first"}</p>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="sr-only">Status</span>
          <Select
            className="h-9 w-40"
            value={status ?? ""}
            options={STATUS_OPTIONS}
            onChange={(e) => {
              // Another status is another list: from its first page.
              setStatus((e.target.value || undefined) as ReportStatus | undefined);
              setPageNo(1);
            }}
          />
        </label>
      </div>
      {query.isLoading ? (
        <ListSkeleton />
      ) : query.isError ? (
        <div className="p-4">
          <EmptyState
            icon={AlertCircle}
            title={`Could not load ${noun}s`}
            text={errorText(query.error, "Please try again.")}
            action={
              <Button variant="outline" onClick={() => query.refetch()}>
                Try again
              </Button>
            }
          />
        </div>
      ) : !page || page.items.length === 0 ? (
        <div className="p-4">
          <EmptyState
            icon={Inbox}
            title={status ? `No ${status} ${noun}s` : `No ${noun}s yet`}
            text={`When someone sends a ${noun}, it appears here and is emailed to the company's address.`}
          />
        </div>
      ) : (
        <>
          <ul className={`divide-y divide-slate-100 ${query.isFetching ? "opacity-70" : ""}`}>{page.items.map(renderRow)}</ul>
          {page.pageCount > 1 && (
            <div className="border-t border-slate-200 px-4">
              <Pagination page={page.page} pageCount={page.pageCount} onPageChange={setPageNo} disabled={query.isFetching} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
