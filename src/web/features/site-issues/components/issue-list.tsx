import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { AlertTriangle, CalendarClock, Camera, ClipboardList, MapPin, Plus, User } from "lucide-react";
import {
  ISSUE_STATUS_KEYS,
  PRIORITIES,
  priorityLabel,
  statusLabel,
  type IssueStatus,
  type Priority,
  type SiteIssueCounts,
  type SiteIssueView,
} from "@shared/site-issues/site-issue";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { useDebounced } from "@web/lib/use-debounced";
import { useSiteIssues, type IssueFilters } from "../api/site-issues";
import { PRIORITY_VARIANT, STATUS_VARIANT, overdueText } from "../lib/issue-format";

type Tab = "all" | IssueStatus | "overdue";

const TABS: { value: Tab; label: string; count: (c: SiteIssueCounts) => number }[] = [
  { value: "all", label: "All", count: (c) => c.open + c.inProgress + c.resolved + c.closed },
  { value: "open", label: "Open", count: (c) => c.open },
  { value: "in_progress", label: "In progress", count: (c) => c.inProgress },
  { value: "overdue", label: "Overdue", count: (c) => c.overdue },
  { value: "resolved", label: "Resolved", count: (c) => c.resolved },
  { value: "closed", label: "Closed", count: (c) => c.closed },
];

/** The project's site issues: status chips with counts, search and priority; overdue issues first and in red. */
export function IssueList({ slug, canCreate, issueLink }: { slug: string; canCreate: boolean; issueLink: (id: number | "new") => string }) {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.some((t) => t.value === params.get("status")) ? params.get("status") : "all") as Tab;
  const priority = PRIORITIES.some((p) => p.value === params.get("priority")) ? (params.get("priority") as Priority) : "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = useDebounced(search.trim(), 300);

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get("q") ?? "") !== q) set({ q: q || null, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const filters: IssueFilters = {
    page,
    status: (ISSUE_STATUS_KEYS as readonly string[]).includes(tab) ? (tab as IssueStatus) : undefined,
    overdue: tab === "overdue" || undefined,
    priority: priority || undefined,
    q: q || undefined,
  };
  const list = useSiteIssues(slug, filters);
  const counts = list.data?.counts;

  return (
    <section aria-label="Site issues" className="grid gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div role="tablist" aria-label="Filter by status" className="flex w-max gap-2">
          {TABS.map((t) => {
            const active = t.value === tab;
            const n = counts ? t.count(counts) : null;
            return (
              <button
                key={t.value}
                role="tab"
                aria-selected={active}
                onClick={() => set({ status: t.value === "all" ? null : t.value, page: null })}
                className={cn(
                  "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  active ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                  t.value === "overdue" && !active && n ? "border-red-300 text-red-700" : "",
                )}
              >
                {t.label}
                {n !== null && <span className={cn("rounded-full px-1.5 text-xs tabular-nums", active ? "bg-white/20" : "bg-slate-100")}>{n}</span>}
              </button>
            );
          })}
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search description, location or people"
          aria-label="Search site issues"
        />
        <Select
          aria-label="Priority"
          value={priority}
          onChange={(e) => set({ priority: e.target.value || null, page: null })}
          placeholder="All priorities"
          options={PRIORITIES}
        />
      </div>

      {list.isLoading ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <LoadError title="The site issues could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={tab === "all" && !q && !priority ? "No site issues raised" : "No issues match these filters"}
          text={
            tab === "all" && !q && !priority
              ? "Raise an issue when something on site needs action: a defect, a safety concern, an RFI."
              : "Try another status, priority or search."
          }
          action={
            canCreate && tab === "all" && !q && !priority ? (
              <Button asChild>
                <Link to={issueLink("new")}>
                  <Plus aria-hidden="true" />
                  Raise issue
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : list.data ? (
        <>
          <ul className="grid gap-3 md:hidden">
            {list.data.items.map((issue) => (
              <li key={issue.id}>
                <IssueCard issue={issue} to={issueLink(issue.id)} />
              </li>
            ))}
          </ul>
          <IssueTable items={list.data.items} issueLink={issueLink} />
          <Pagination
            page={list.data.page}
            pageCount={list.data.pageCount}
            onPageChange={(p) => set({ page: p === 1 ? null : String(p) })}
            disabled={list.isFetching}
          />
        </>
      ) : null}
    </section>
  );
}

function IssueCard({ issue, to }: { issue: SiteIssueView; to: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "block rounded-lg border bg-white p-4 shadow-sm transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none",
        issue.overdue ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs font-medium text-slate-500">#{issue.id}</span>
        <Badge variant={PRIORITY_VARIANT[issue.priority]}>{priorityLabel(issue.priority)}</Badge>
        <Badge variant={STATUS_VARIANT[issue.status]}>{statusLabel(issue.status)}</Badge>
        <span className="text-xs text-slate-600">{issue.issueTypeLabel}</span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm font-medium break-words text-slate-900">{issue.issueDescription}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {issue.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {issue.location}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <User className="size-3.5" aria-hidden="true" />
          {issue.assignedTo ?? "Unassigned"}
        </span>
        {issue.targetDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Target {formatDate(issue.targetDate)}
          </span>
        )}
        {issue.photoCount > 0 && (
          <span className="inline-flex items-center gap-1">
            <Camera className="size-3.5" aria-hidden="true" />
            {issue.photoCount}
          </span>
        )}
      </div>
      {issue.overdue && <OverdueNote days={issue.daysOverdue} className="mt-2" />}
    </Link>
  );
}

export function OverdueNote({ days, className }: { days: number; className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-1 text-xs font-semibold text-red-700", className)}>
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      {overdueText(days)}
    </p>
  );
}

function IssueTable({ items, issueLink }: { items: SiteIssueView[]; issueLink: (id: number) => string }) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">No.</TableHead>
            <TableHead>Issue</TableHead>
            <TableHead>Priority</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Assigned to</TableHead>
            <TableHead>Target date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((issue) => (
            <TableRow key={issue.id} className={issue.overdue ? "bg-red-50/60 hover:bg-red-50" : undefined}>
              <TableCell className={cn("font-medium text-slate-500", issue.overdue && "border-l-4 border-l-red-600")}>#{issue.id}</TableCell>
              <TableCell className="max-w-md">
                <Link to={issueLink(issue.id)} className="line-clamp-2 font-medium break-words text-slate-900 hover:underline">
                  {issue.issueDescription}
                </Link>
                <span className="text-xs text-slate-500">
                  {issue.issueTypeLabel}
                  {issue.location ? ` · ${issue.location}` : ""} · Raised {formatDate(issue.date)}
                </span>
              </TableCell>
              <TableCell>
                <Badge variant={PRIORITY_VARIANT[issue.priority]}>{priorityLabel(issue.priority)}</Badge>
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_VARIANT[issue.status]}>{statusLabel(issue.status)}</Badge>
              </TableCell>
              <TableCell className="text-sm">{issue.assignedTo ?? <span className="text-slate-400">Unassigned</span>}</TableCell>
              <TableCell className="text-sm whitespace-nowrap">
                {issue.targetDate ? formatDate(issue.targetDate) : <span className="text-slate-400">None</span>}
                {issue.overdue && <OverdueNote days={issue.daysOverdue} className="flex" />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
