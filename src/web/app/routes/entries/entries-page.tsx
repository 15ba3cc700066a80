import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { BookOpen, Filter, ShieldAlert, X } from "lucide-react";
import type { DiaryEntryListItem } from "@shared/diary/diary-entry";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { formatDate, formatNumber } from "@web/lib/format";
import { useQuery } from "@tanstack/react-query";
import { ENTRIES_PAGE_SIZE, diaryEntriesQuery } from "@web/features/diary/api/diary-entries";
import { formatHours } from "@web/features/diary/lib/diary-format";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectOptions } from "@web/features/diary/api/project-options";

const PAGE_SIZE = ENTRIES_PAGE_SIZE;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /entries: every project's diary entries, filtered by project, dates and author, paged on the server. */
export default function EntriesPage() {
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const projectId = Number(params.get("project")) || undefined;
  const from = ISO_DAY.test(params.get("from") ?? "") ? params.get("from")! : undefined;
  const to = ISO_DAY.test(params.get("to") ?? "") ? params.get("to")! : undefined;
  const author = params.get("author")?.trim() || undefined;
  const [authorDraft, setAuthorDraft] = useState(author ?? "");

  const entries = useQuery({ ...diaryEntriesQuery({ page, pageSize: PAGE_SIZE, projectId, from, to, author }), enabled: can("Contracts", "view") });
  const [projectSearch, setProjectSearch] = useState("");
  const projects = useProjectOptions(projectSearch.trim());

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  // The author box filters as you type, once you pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((authorDraft.trim() || undefined) !== author) set({ author: authorDraft.trim() || undefined });
    }, 350);
    return () => clearTimeout(timer);
    // Only the typed text restarts the pause (author and set follow from the address, which this moves).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [authorDraft]);

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

  const filtered = Boolean(projectId || from || to || author);
  const projectOptions = (projects.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // More projects than one list holds: a search box narrows the choice.
  const manyProjects = (projects.data?.total ?? 0) > 100 || projectSearch !== "";
  const data = entries.data;

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
            onChange={(e) => set({ project: e.target.value || undefined })}
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
          <Input id="entries-from" type="date" value={from ?? ""} max={to} onChange={(e) => set({ from: e.target.value || undefined })} />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="entries-to">To</Label>
          <Input id="entries-to" type="date" value={to ?? ""} min={from} onChange={(e) => set({ to: e.target.value || undefined })} />
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor="entries-author">Author</Label>
          <Input id="entries-author" type="search" placeholder="Name" value={authorDraft} onChange={(e) => setAuthorDraft(e.target.value)} />
        </div>
        <Button
          variant="ghost"
          className="col-span-2 sm:col-span-1 sm:self-end"
          disabled={!filtered}
          onClick={() => {
            setAuthorDraft("");
            setParams({}, { replace: true });
          }}
        >
          <X aria-hidden="true" />
          Clear
        </Button>
      </section>

      {entries.isLoading ? (
        <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : entries.isError ? (
        <LoadError title="The entries could not be loaded" error={entries.error} onRetry={() => entries.refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={filtered ? Filter : BookOpen}
          title={filtered ? "No entries match these filters" : "No diary entries yet"}
          text={filtered ? "Try a wider date range, another project or clear the filters." : "Entries logged in any project's diary appear here."}
          className="bg-white"
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {totalOf(data, "entry", "entries")}
          </p>
          <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Project</TableHead>
                  <TableHead>Author</TableHead>
                  <TableHead>Work summary</TableHead>
                  <TableHead>Company</TableHead>
                  <TableHead className="text-right">Hours</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((e) => (
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
              </TableBody>
            </Table>
          </div>
          <ul className="grid grid-cols-1 gap-2 md:hidden">
            {data.items.map((e) => (
              <li key={e.id} className="min-w-0">
                <Link to={diaryLink(e)} className="block rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand/50">
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
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            totalCapped={data.totalCapped}
            onPageChange={(p) => set({ page: String(p) })}
            disabled={entries.isFetching}
            className="mt-3"
          />
        </>
      )}
    </div>
  );
}

const diaryLink = (e: DiaryEntryListItem) => `/project/${encodeURIComponent(e.project.slug)}`;
