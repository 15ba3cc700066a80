import { useState } from "react";
import { Link } from "@web/lib/router";
import { BookOpen, Filter, ShieldAlert, X } from "lucide-react";
import type { DiaryEntryListItem } from "@shared/diary/diary-entry";
import { PagedList } from "@web/components/register/paged-list";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { formatDate, formatNumber } from "@web/lib/format";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { useQuery } from "@tanstack/react-query";
import { ENTRIES_PAGE_SIZE, diaryEntriesQuery } from "@web/features/diary/api/diary-entries";
import { formatHours } from "@web/features/diary/lib/diary-format";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectOptions } from "@web/features/diary/api/project-options";

const PAGE_SIZE = ENTRIES_PAGE_SIZE;

/** /entries: every project's diary entries, filtered by project, dates and author, paged on the server. */
export default function EntriesPage() {
  const can = usePermission();
  const url = useUrlFilters({ project: param.id, from: param.day, to: param.day }, { search: { key: "author", delay: 350 } });
  const { project: projectId, from, to } = url.values;
  const author = url.search;

  const entries = useQuery({ ...diaryEntriesQuery({ page: url.page, pageSize: PAGE_SIZE, projectId, from, to, author }), enabled: can("Contracts", "view") });
  const [projectSearch, setProjectSearch] = useState("");
  const projects = useProjectOptions(projectSearch.trim());

  if (!can("Contracts", "view")) {
    return (
      <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
        <EmptyState
          icon={ShieldAlert}
          title="You cannot view diary entries"
          text="Your role does not include Contracts. Ask an administrator if you need access."
          className="bg-white"
        />
      </div>
    );
  }

  const projectOptions = (projects.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // More projects than one list holds: a search box narrows the choice.
  const manyProjects = (projects.data?.total ?? 0) > 100 || projectSearch !== "";

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <header className="mb-5">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">All Entries</h1>
        <p className="mt-1 text-sm text-slate-600">Every project's site diary entries, newest first.</p>
      </header>

      <section
        aria-label="Filters"
        className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 lg:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor="entries-project">Project</Label>
          <Select
            id="entries-project"
            value={projectId ? String(projectId) : ""}
            onChange={(e) => url.set({ project: e.target.value })}
            placeholder={projects.isError ? "All projects (list unavailable)" : "All projects"}
            options={projectOptions}
            disabled={projects.isLoading}
          />
          {manyProjects && (
            <Input
              type="search"
              aria-label="Search projects"
              placeholder="Search projects"
              value={projectSearch}
              onChange={(e) => setProjectSearch(e.target.value)}
            />
          )}
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="entries-from">From</Label>
          <Input id="entries-from" type="date" value={from ?? ""} max={to} onChange={(e) => url.set({ from: e.target.value })} />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="entries-to">To</Label>
          <Input id="entries-to" type="date" value={to ?? ""} min={from} onChange={(e) => url.set({ to: e.target.value })} />
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="entries-author">Author</Label>
          <Input id="entries-author" type="search" placeholder="Name" {...url.searchBox} />
        </div>
        <Button variant="ghost" className="col-span-2 sm:col-span-1 sm:self-end" disabled={!url.filtered} onClick={url.clear}>
          <X aria-hidden="true" />
          Clear
        </Button>
      </section>

      <PagedList
        query={entries}
        errorTitle="The entries could not be loaded"
        filtered={url.filtered}
        empty={{ icon: BookOpen, title: "No diary entries yet", text: "Entries logged in any project's diary appear here." }}
        noMatch={{ icon: Filter, title: "No entries match these filters", text: "Try a wider date range, another project or clear the filters." }}
        boxClassName="bg-white"
        total={["entry", "entries"]}
        itemKey={(e) => e.id}
        card={(e) => <EntryCard entry={e} />}
        table={(items) => <EntryTable items={items} />}
        onPage={url.setPage}
      />
    </div>
  );
}

function EntryTable({ items }: { items: DiaryEntryListItem[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <HeadedTable columns={["Date", "Project", "Author", "Work summary", "Company", right("Hours")]}>
        {items.map((e) => (
          <TableRow key={e.id} className="align-top">
            <TableCell className="whitespace-nowrap tabular-nums">
              <Link to={diaryLink(e)} className="hover:underline">
                {formatDate(`${e.date}T00:00:00`)}
              </Link>
            </TableCell>
            <TableCell className="max-w-48">
              <Link to={diaryLink(e)} className="font-medium text-brand-dark hover:underline">
                {e.project.name}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{e.author}</TableCell>
            <TableCell className="max-w-md">
              <p className="line-clamp-2">{e.workSummary}</p>
            </TableCell>
            <TableCell>{e.labour.company || "—"}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNumber(e.labour.hours, 1)}</TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </div>
  );
}

function EntryCard({ entry: e }: { entry: DiaryEntryListItem }) {
  return (
    <Link to={diaryLink(e)} className="block min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand/50">
      <div className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-slate-900">{e.project.name}</span>
        <span className="shrink-0 text-sm text-slate-600 tabular-nums">{formatDate(`${e.date}T00:00:00`)}</span>
      </div>
      <p className="mt-1 line-clamp-2 text-sm text-slate-700">{e.workSummary}</p>
      <p className="mt-1.5 text-xs text-slate-500">
        {e.author}
        {e.labour.company && <> · {e.labour.company}</>} · {formatHours(e.labour.hours)}
      </p>
    </Link>
  );
}

const diaryLink = (e: DiaryEntryListItem) => `/project/${encodeURIComponent(e.project.slug)}`;
