import { lazy, Suspense, useCallback, useMemo } from "react";
import { useSearchParams } from "@web/lib/router";
import { AlertTriangle, History, ShieldAlert } from "lucide-react";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { errorText } from "@web/lib/api";
import { useUser } from "@web/features/auth/api/get-user";
import { useActivityLogFilters, useActivityLogs } from "@web/features/activity-logs/api/get-activity-logs";
import { ActivityLogFilterBar, NO_FILTERS, type FilterValues } from "@web/features/activity-logs/components/activity-log-filter-bar";
import { ActivityLogTable } from "@web/features/activity-logs/components/activity-log-table";
import { formatCount } from "@shared/common/numbers";

// The second tab (and the dialog it opens) loads when it is chosen, not with the log.
const ProblemReportsTab = lazy(() => import("./problem-reports-tab").then((m) => ({ default: m.ProblemReportsTab })));

const PAGE_SIZE = 25;
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof FilterValues)[];

/** The Activity tab: filters and paging live in the address, so a filtered view can be shared or refreshed. */
function ActivityTab() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ""])) as FilterValues, [params]);
  const page = Math.max(1, Number(params.get("page")) || 1);

  const update = useCallback(
    (next: Partial<FilterValues> & { page?: number }) =>
      setParams(
        (old) => {
          const p = new URLSearchParams(old);
          for (const [k, v] of Object.entries(next)) {
            if (v === "" || v === undefined || (k === "page" && v === 1)) p.delete(k);
            else p.set(k, String(v));
          }
          if (!("page" in next)) p.delete("page");
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const logs = useActivityLogs({ page, pageSize: PAGE_SIZE, ...values });
  const filters = useActivityLogFilters();
  const data = logs.data;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  const filtered = FILTER_KEYS.some((k) => values[k] !== "");

  return (
    <div className="grid gap-4">
      <ActivityLogFilterBar values={values} onChange={update} options={filters.data} />
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data && data.total > 0
              ? `Showing ${formatCount(first)}–${formatCount(last)} of ${totalOf(data, "event", "events")}`
              : logs.isLoading
                ? "Loading events…"
                : "No events"}
          </p>
          {logs.isFetching && !logs.isLoading && <Spinner size="sm" label="Refreshing" />}
        </div>
        {logs.isLoading ? (
          <div className="grid gap-3 p-4" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : logs.isError ? (
          <EmptyState
            className="m-4"
            icon={AlertTriangle}
            title="The activity log could not be loaded"
            text={errorText(logs.error, "Please try again.")}
            action={
              <Button variant="outline" onClick={() => logs.refetch()}>
                Try again
              </Button>
            }
          />
        ) : data && data.items.length > 0 ? (
          <ActivityLogTable items={data.items} />
        ) : (
          <EmptyState
            className="m-4"
            icon={History}
            title={filtered ? "No events match these filters" : "No activity yet"}
            text={filtered ? "Try a wider date range or clear the filters." : "Sign-ins and every change made in Sitebook will be listed here."}
            action={
              filtered && (
                <Button variant="outline" onClick={() => update(NO_FILTERS)}>
                  Clear filters
                </Button>
              )
            }
          />
        )}
        {data && data.pageCount > 1 && (
          <div className="border-t border-slate-200 px-4">
            <Pagination page={data.page} pageCount={data.pageCount} onPageChange={(p) => update({ page: p })} disabled={logs.isFetching} />
          </div>
        )}
      </div>
    </div>
  );
}

/** /activity-logs (admins only): what everyone did, and the problem reports users sent. */
export default function ActivityLogsPage() {
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "problems" ? "problems" : "activity";

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Activity Logs</h1>
        <p className="mt-1 text-sm text-slate-500">Every sign-in and change in Sitebook: who, what, when and from where.</p>
      </header>
      {user?.role !== ADMIN_ROLE ? (
        <EmptyState
          icon={ShieldAlert}
          title="Administrators only"
          text="The activity log is visible to administrators. Ask an administrator if you need to know who changed something."
        />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(v) =>
            setParams(
              (old) => {
                const p = new URLSearchParams(old);
                if (v === "problems") p.set("tab", "problems");
                else p.delete("tab");
                return p;
              },
              { replace: true },
            )
          }
        >
          <TabsList>
            <TabsTrigger value="activity">Activity</TabsTrigger>
            <TabsTrigger value="problems">Problem reports</TabsTrigger>
          </TabsList>
          <TabsContent value="activity">
            <ActivityTab />
          </TabsContent>
          <TabsContent value="problems">
            <Suspense fallback={<Skeleton className="h-40" />}>
              <ProblemReportsTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
