import { Link } from "@web/lib/router";
import { AlertTriangle, CalendarClock, Camera, ClipboardList, MapPin, User } from "lucide-react";
import {
  ISSUE_STATUS_KEYS,
  PRIORITIES,
  priorityLabel,
  statusLabel,
  type IssueStatus,
  type SiteIssueCounts,
  type SiteIssueView,
} from "@shared/site-issues/site-issue";
import { CardFact, PagedList, cardLinkClass } from "@web/components/register/paged-list";
import { Badge } from "@web/components/ui/badge";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, col } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
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

const TAB_KEYS = TABS.map((t) => t.value).filter((t): t is Exclude<Tab, "all"> => t !== "all");

/** The project's site issues: status chips with counts, search and priority; overdue issues first and in red. */
export function IssueList({ slug, canCreate, issueLink }: { slug: string; canCreate: boolean; issueLink: (id: number | "new") => string }) {
  const url = useUrlFilters({ status: param.oneOf(TAB_KEYS), priority: param.option(PRIORITIES) }, { search: { key: "q", delay: 300 } });
  const tab: Tab = url.values.status ?? "all";
  const filters: IssueFilters = {
    page: url.page,
    status: (ISSUE_STATUS_KEYS as readonly string[]).includes(tab) ? (tab as IssueStatus) : undefined,
    overdue: tab === "overdue" || undefined,
    priority: url.values.priority,
    q: url.search,
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
                onClick={() => url.set({ status: t.value === "all" ? null : t.value })}
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
        <SearchInput {...url.searchBox} placeholder="Search description, location or people" aria-label="Search site issues" />
        <Select aria-label="Priority" {...url.select("priority")} placeholder="All priorities" options={PRIORITIES} />
      </div>
      <PagedList
        query={list}
        errorTitle="The site issues could not be loaded"
        filtered={url.filtered}
        empty={{
          icon: ClipboardList,
          title: "No site issues raised",
          text: "Raise an issue when something on site needs action: a defect, a safety concern, an RFI.",
          add: canCreate ? { to: issueLink("new"), label: "Raise issue" } : undefined,
        }}
        noMatch={{ title: "No issues match these filters", text: "Try another status, priority or search." }}
        itemKey={(issue) => issue.id}
        card={(issue) => <IssueCard issue={issue} to={issueLink(issue.id)} />}
        table={(items) => <IssueTable items={items} issueLink={issueLink} />}
        onPage={url.setPage}
      />
    </section>
  );
}

function IssueCard({ issue, to }: { issue: SiteIssueView; to: string }) {
  return (
    <Link to={to} className={cn(cardLinkClass, issue.overdue ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200")}>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-xs font-medium text-slate-500">#{issue.id}</span>
        <Badge variant={PRIORITY_VARIANT[issue.priority]}>{priorityLabel(issue.priority)}</Badge>
        <Badge variant={STATUS_VARIANT[issue.status]}>{statusLabel(issue.status)}</Badge>
        <span className="text-xs text-slate-600">{issue.issueTypeLabel}</span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm font-medium break-words text-slate-900">{issue.issueDescription}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {issue.location && <CardFact icon={MapPin}>{issue.location}</CardFact>}
        <CardFact icon={User}>{issue.assignedTo ?? "Unassigned"}</CardFact>
        {issue.targetDate && <CardFact icon={CalendarClock}>Target {formatDate(issue.targetDate)}</CardFact>}
        {issue.photoCount > 0 && <CardFact icon={Camera}>{issue.photoCount}</CardFact>}
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
    <HeadedTable columns={[col("No.", "w-16"), "Issue", "Priority", "Status", "Assigned to", "Target date"]}>
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
    </HeadedTable>
  );
}
