import { useSearchParams } from "@web/lib/router";
import { useQueryClient } from "@tanstack/react-query";
import { FolderKanban, Search } from "lucide-react";
import { PROJECT_STATUSES, type ProjectStatus } from "@shared/projects/project-view";
import { AddLink } from "@web/components/screen/screen-parts";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { PROJECT_LIST_PAGE_SIZE, useProjects } from "@web/features/projects/api/list-projects";
import { ProjectCard } from "@web/features/projects/components/project-card";
import { useRevealInSteps } from "@web/lib/use-reveal-in-steps";
import { PausedSearch } from "@web/components/search/paused-search";

const PAGE_SIZE = PROJECT_LIST_PAGE_SIZE;

// The hover prefetch's reads (and their areas' endpoint tables) load on the first hover, not with the
// list: they are the next screen's code. The background prefetch has usually loaded them already.
const hoverReads = () =>
  Promise.all([
    import("@web/features/projects/api/get-project"),
    import("@web/features/diary/api/list-project-diary-entries"),
    import("@web/features/carbon/api/get-footprint"),
  ]).then(([project, diary, carbon]) => ({ ...project, ...diary, ...carbon }));
const statusOptions = [{ value: "", label: "All statuses" }, ...PROJECT_STATUSES.map((s) => ({ value: s, label: s }))];

function CardsLoading() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Loading contracts">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-14 rounded-full" />
          </div>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-14" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** /, /projects and /contracts: every live contract as a card; search, status filter and paging on the server. */
export default function ProjectListPage() {
  const [params, setParams] = useSearchParams();
  const status = (PROJECT_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as ProjectStatus) : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const term = params.get("q") ?? "";
  const can = usePermission();
  const canCreate = can("Contracts", "create");
  const canViewCarbon = can("Carbon Tracking", "view");
  const queryClient = useQueryClient();

  // The filters live in the address, so Back from a project returns to the same page of results.
  const update = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q: term, status: status ?? "", page: String(page), ...Object.fromEntries(Object.entries(next).map(([k, v]) => [k, String(v ?? "")])) };
    const clean = Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === "page" && v === "1")));
    setParams(clean, { replace: true });
  };

  const query = useProjects({ page, pageSize: PAGE_SIZE, q: term || undefined, status });
  const data = query.data;
  // A phone's first screen of cards at once, the rest of the page in slices (lib/use-reveal-in-steps.ts).
  const shown = useRevealInSteps(query.isSuccess, data?.items.length ?? 0, 4);
  const filtered = Boolean(term || status);
  // A company with no contracts at all: one invitation in the middle, no search over nothing.
  const nothingYet = !filtered && data?.total === 0;

  const prefetch = (slug: string) => {
    void hoverReads().then(({ projectBySlugQuery, projectDiaryEntriesQuery, footprintQuery }) => {
      void queryClient.prefetchQuery(projectBySlugQuery(slug));
      void queryClient.prefetchQuery(projectDiaryEntriesQuery(slug));
      // The third call of product.md §7: the project's carbon, as its carbon tab reads it.
      if (canViewCarbon) void queryClient.prefetchQuery(footprintQuery(slug));
    });
  };

  const newContract = canCreate && <AddLink to="/create-contract">New Contract</AddLink>;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <header className="mb-5 flex flex-col gap-4 sm:mb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Contracts</h1>
          <p className="mt-1 text-sm text-slate-600">Every contract the company is running: client, value, budget and who runs the site.</p>
        </div>
        {!nothingYet && newContract}
      </header>

      <div className={nothingYet ? "hidden" : "mb-5 flex flex-col gap-3 sm:flex-row"}>
        <PausedSearch
          wrapperClassName="flex-1"
          value={term}
          onSearch={(q) => update({ q, page: 1 })}
          placeholder="Name, code, client or postcode"
          aria-label="Search contracts"
        />
        <Select
          aria-label="Filter by status"
          value={status ?? ""}
          onChange={(e) => update({ status: e.target.value, page: 1 })}
          options={statusOptions}
          className="sm:w-48"
        />
      </div>

      {query.isPending ? (
        <CardsLoading />
      ) : query.isError ? (
        <LoadError title="Contracts could not be loaded" error={query.error} onRetry={() => query.refetch()} className="bg-white" />
      ) : data && data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="No contracts match"
            text="Try another name, code, client, postcode or status."
            action={
              <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
                Clear filters
              </Button>
            }
            className="bg-white"
          />
        ) : (
          <EmptyState
            icon={FolderKanban}
            title="No contracts yet"
            text={
              canCreate
                ? "Create your first contract to start its site diary, budgets and files."
                : "Contracts appear here once someone with permission creates one."
            }
            action={newContract || undefined}
            className="bg-white py-16"
          />
        )
      ) : data ? (
        <>
          <p className="sr-only" aria-live="polite">
            {totalOf(data, "contract", "contracts")}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contracts">
            {data.items.slice(0, shown).map((project) => (
              <li key={project.id} className="flex min-w-0">
                <ProjectCard project={project} onPrefetch={prefetch} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 && (
            <Pagination
              className="mt-4"
              page={data.page}
              pageCount={data.pageCount}
              onPageChange={(next) => update({ page: next })}
              disabled={query.isFetching}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
