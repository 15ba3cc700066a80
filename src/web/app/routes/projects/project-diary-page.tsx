import { Suspense, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "@web/lib/router";
import { AlertTriangle, Building2, MapPin, Pencil } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { withChanges } from "@web/lib/use-url-filters";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectBySlug } from "@web/features/projects/api/get-project";
import { JOURNAL_COMPOSER_ID } from "@web/features/diary/lib/journal-composer";
import { WeatherLoading } from "@web/features/weather/components/weather-loading";
import { ExportDiaryButton } from "@web/features/diary-export/components/export-diary-button";
import { lazyScreen, preloadComponent, preloadScreen } from "@web/app/shell/lazy-screen";
import { AddMenu, AddToolbar, DiaryForm, FORM_CHUNKS, FORM_KINDS, openForm, type FormKind } from "./diary-add-actions";
import { DiaryTabsLoading, TABS, type Tab } from "./diary-loading";
import { TAB_CHUNKS } from "./diary-tab-chunks";

// What waits for data of its own (the weather card; the tabs with the diary's days and side column) is a
// chunk of its own (issue 13), fetched as soon as the page renders, beside the project's request. Until
// its code is in, each shows the loading state it shows until its data is in.
const WeatherPanel = lazyScreen("WeatherPanel", () => import("@web/features/weather/components/weather-panel").then((m) => ({ default: m.WeatherPanel })));
const DiaryTabs = lazyScreen("DiaryTabs", () => import("./diary-tabs"));
const DiaryPageProblem = lazyScreen("DiaryPageProblem", () => import("./diary-page-states"));
const LAZY_CHUNKS = [...TAB_CHUNKS, ...FORM_CHUNKS];

const STATUS_VARIANT: Record<string, BadgeProps["variant"]> = { Open: "success", "On Hold": "warning", Completed: "info", Closed: "secondary" };

/** /project/{slug} and /projects/{slug}: the project's diary and its tabs (product.md §2.5). */
export default function ProjectDiaryPage() {
  const { slug = "" } = useParams();
  const project = useProjectBySlug(slug);
  const can = usePermission();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Beside the project's request rather than after it: the code of what waits for data, and the
  // newest week the diary tab shows (it needs only the slug), so the days do not wait for the
  // project, then the tabs' code, then their own request in turn.
  const opensOnNewestWeek = (params.get("tab") ?? "diary") === "diary" && !params.get("date");
  useEffect(() => {
    [WeatherPanel, DiaryTabs].forEach(preloadComponent);
    if (opensOnNewestWeek)
      void import("@web/features/diary/api/list-project-diary-entries")
        .then((m) => queryClient.prefetchQuery(m.projectDiaryEntriesQuery(slug)))
        .catch(() => undefined);
    // Only on arrival: later tab changes fetch what they show themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  const problem = (kind: "not-found" | "forbidden" | "error") => (
    <Suspense fallback={<PageSkeleton />}>
      <DiaryPageProblem problem={kind} error={project.error} onRetry={() => project.refetch()} />
    </Suspense>
  );

  if (!can("Contracts", "view")) return problem("forbidden");
  if (project.isLoading) return <PageSkeleton />;
  if (project.error instanceof ApiError && project.error.status === 404) return problem("not-found");
  if (project.error instanceof ApiError && project.error.status === 403) return problem("forbidden");
  if (!project.data) return problem("error");
  return <ProjectDiary project={project.data} />;
}

function ProjectDiary({ project }: { project: ProjectView }) {
  const [params, setParams] = useSearchParams();
  const { user } = useUser();
  const can = usePermission();
  const canCreate = can("Contracts", "create");
  const canEdit = can("Contracts", "edit");
  const canDelete = can("Contracts", "delete");
  // What each record's Delete is judged by (decision 0014): the page's flags and who is asking.
  const entryPermissions = { canCreate, canEdit, canDelete, userId: user?.id ?? null };
  const tab: Tab = TABS.some((t) => t.value === params.get("tab")) ? (params.get("tab") as Tab) : "diary";
  const date = params.get("date");
  const fromDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null;
  const form = openForm(params);
  // Scope 3 additional entries are carbon records (Carbon Tracking); the rest are site records (Contracts).
  const canRecordScope3 = can("Carbon Tracking", "create");
  const formAllowed = (f: NonNullable<typeof form>) =>
    f.kind === "scope3" ? (f.id === null ? canRecordScope3 : can("Carbon Tracking", "edit")) : f.id === null ? canCreate : canEdit;
  const formOpen = form !== null && formAllowed(form);

  const update = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (prev) => {
        const next = withChanges(prev, changes, true);
        if (next.get("tab") === "diary") next.delete("tab");
        return next;
      },
      { replace },
    );
  const closeForms = Object.fromEntries(FORM_KINDS.map((k) => [k, null]));
  const open = (kind: FormKind, id: number | "new") => update({ ...closeForms, tab: null, [kind]: String(id) }, false);
  const closeForm = () => update(closeForms);
  /** Tabs open forms by kind; a kind the page does not know (a later area) is ignored. */
  const openFromTab = (kind: string, id: number | "new") => {
    if ((FORM_KINDS as readonly string[]).includes(kind)) open(kind as FormKind, id);
  };

  useEffect(() => {
    if (formOpen) window.scrollTo({ top: 0 });
  }, [formOpen]);

  // Once the diary has settled, fetch the other tabs' and the forms' chunks so they open at once.
  useEffect(() => {
    const t = setTimeout(() => LAZY_CHUNKS.forEach(preloadScreen), 1500);
    return () => clearTimeout(t);
  }, []);

  const focusNote = () => {
    update({ ...closeForms, tab: null });
    // After the diary tab has rendered its journal.
    setTimeout(() => {
      const composer = document.getElementById(JOURNAL_COMPOSER_ID);
      composer?.scrollIntoView({ behavior: "smooth", block: "center" });
      composer?.focus({ preventScroll: true });
    }, 50);
  };

  const addActions = { onOpen: (kind: FormKind) => open(kind, "new"), onFile: () => update({ ...closeForms, tab: "files" }), onNote: focusNote };

  const addMenu = canCreate && <AddMenu {...addActions} />;

  if (formOpen) {
    return (
      <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
        <DiaryForm kind={form.kind} id={form.id} project={project} author={user?.name ?? ""} permissions={entryPermissions} onClose={closeForm} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <ProjectHeader project={project} canEdit={canEdit} />
      <div className="mb-4 sm:mb-5">
        <Suspense fallback={<WeatherLoading />}>
          <WeatherPanel project={project} canEdit={canEdit} />
        </Suspense>
      </div>

      {canCreate && <AddToolbar {...addActions} />}

      <Suspense fallback={<DiaryTabsLoading tab={tab} addMenu={addMenu} />}>
        <DiaryTabs
          project={project}
          tab={tab}
          onTabChange={(v) => update({ tab: v })}
          addMenu={addMenu}
          permissions={entryPermissions}
          canRecordScope3={canRecordScope3}
          canViewCarbon={can("Carbon Tracking", "view")}
          fromDate={fromDate}
          onShowNewest={() => update({ date: null })}
          onOpenForm={open}
          onOpenFromTab={openFromTab}
        />
      </Suspense>
    </div>
  );
}

function ProjectHeader({ project, canEdit }: { project: ProjectView; canEdit: boolean }) {
  const place = [project.address, project.postcode].filter(Boolean).join(", ");
  return (
    <header className="mb-4 flex flex-col gap-3 sm:mb-5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb" className="mb-1 text-sm text-slate-500">
          <Link to="/contracts" className="hover:text-slate-900 hover:underline">
            Contracts
          </Link>
          {project.code && <span> / {project.code}</span>}
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{project.name}</h1>
          <Badge variant={STATUS_VARIANT[project.status] ?? "outline"}>{project.status}</Badge>
        </div>
        <dl className="mt-2 flex flex-col gap-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {project.clientName && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Building2 className="size-4 text-slate-400" aria-label="Client" />
              </dt>
              <dd>{project.clientName}</dd>
            </div>
          )}
          {place && (
            <div className="flex min-w-0 items-center gap-1.5">
              <dt>
                <MapPin className="size-4 text-slate-400" aria-label="Address" />
              </dt>
              <dd className="min-w-0 break-words">{place}</dd>
            </div>
          )}
        </dl>
      </div>
      {/* Small buttons on a phone, so the three fit one row above the diary (issue 11 item 18). */}
      <div className="flex shrink-0 flex-wrap gap-2 max-sm:*:h-8 max-sm:*:px-3 max-sm:*:text-xs">
        <Button variant="outline" asChild>
          <Link to={`/project/${project.slug}/site-issues`}>
            <AlertTriangle aria-hidden="true" />
            Site issues
          </Link>
        </Button>
        <ExportDiaryButton project={project} />
        {canEdit && (
          <Button variant="outline" asChild>
            <Link to={`/edit-project/${project.id}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}

function PageSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6" role="status" aria-busy="true" aria-label="Loading the project">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-48" />
    </div>
  );
}
