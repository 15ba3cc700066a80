import { Suspense, useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { AlertTriangle, BookOpen, Building2, CalendarClock, FolderOpen, Leaf, MapPin, Pencil, SearchX, ShieldAlert, Truck, Users } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ApiError } from "@web/lib/api";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectBySlug } from "@web/features/projects/api/get-project";
import { DiaryDays } from "@web/features/diary/components/diary-days";
import { JournalPanel, JOURNAL_COMPOSER_ID } from "@web/features/diary/components/journal-panel";
import { DiaryEntryPhotos } from "@web/features/files/components/diary-entry-photos";
import { WeatherPanel } from "@web/features/weather/components/weather-panel";
import { ExportDiaryButton } from "@web/features/diary-export/components/export-diary-button";
import { PlantPanel } from "@web/features/plant/components/plant-panel";
import { BudgetPanel } from "@web/features/projects/components/budget-panel";
import { lazyScreen, preloadScreen } from "@web/app/shell/lazy-screen";
import { AddMenu, AddToolbar, DiaryForm, FORM_CHUNKS, FORM_KINDS, openForm, type FormKind } from "./diary-add-actions";

// The tabs after the diary are chunks of their own, warmed once the diary is idle.
const TimelineTab = lazyScreen("TimelineTab", () => import("@web/features/timeline/components/timeline-tab").then((m) => ({ default: m.TimelineTab })));
const AttendanceTab = lazyScreen("AttendanceTab", () => import("@web/features/visitors/components/attendance-tab").then((m) => ({ default: m.AttendanceTab })));
const FilesTab = lazyScreen("FilesTab", () => import("@web/features/files/components/files-tab").then((m) => ({ default: m.FilesTab })));
const DeliveriesTab = lazyScreen("DeliveriesTab", () =>
  import("@web/features/deliveries/components/deliveries-tab").then((m) => ({ default: m.DeliveriesTab })),
);
const CarbonTab = lazyScreen("CarbonTab", () => import("@web/features/carbon/components/carbon-tab").then((m) => ({ default: m.CarbonTab })));
const LAZY_CHUNKS = ["TimelineTab", "AttendanceTab", "FilesTab", "DeliveriesTab", "CarbonTab", ...FORM_CHUNKS];

function TabLoading() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}

const TABS = [
  { value: "diary", label: "Diary", icon: BookOpen },
  { value: "timeline", label: "Timeline", icon: CalendarClock },
  { value: "attendance", label: "Attendance", icon: Users },
  { value: "files", label: "Files", icon: FolderOpen },
  { value: "deliveries", label: "Deliveries", icon: Truck },
  { value: "carbon", label: "Carbon", icon: Leaf },
] as const;
type Tab = (typeof TABS)[number]["value"];

const STATUS_VARIANT: Record<string, BadgeProps["variant"]> = { Open: "success", "On Hold": "warning", Completed: "info", Closed: "secondary" };

/** /project/{slug} and /projects/{slug}: the project's diary and its tabs (product.md §2.5). */
export default function ProjectDiaryPage() {
  const { slug = "" } = useParams();
  const project = useProjectBySlug(slug);
  const can = usePermission();

  if (!can("Contracts", "view")) return <Forbidden />;
  if (project.isLoading) return <PageSkeleton />;
  if (project.error instanceof ApiError && project.error.status === 404) return <NotFound />;
  if (project.error instanceof ApiError && project.error.status === 403) return <Forbidden />;
  if (!project.data) {
    return (
      <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
        <LoadError title="The project could not be loaded" error={project.error} onRetry={() => project.refetch()} />
      </div>
    );
  }
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
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        if (next.get("tab") === "diary") next.delete("tab");
        return next;
      },
      { replace },
    );
  const closeForms = Object.fromEntries(FORM_KINDS.map((k) => [k, null]));
  const open = (kind: FormKind, id: number | "new") => update({ ...closeForms, tab: null, [kind]: String(id) }, false);
  const openLabour = (id: number | "new") => open("labour", id);
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
        <WeatherPanel project={project} canEdit={canEdit} />
      </div>

      {canCreate && <AddToolbar {...addActions} />}

      <Tabs value={tab} onValueChange={(v) => update({ tab: v })}>
        {/* On a phone: the Add menu and the six tabs share one row, the tabs scrolling sideways (issue 11 item 18). */}
        <div className="flex items-center gap-2">
          {canCreate && <AddMenu {...addActions} />}
          <TabsList className="min-w-0 flex-1 overscroll-x-contain sm:flex-none">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="shrink-0 px-2.5 sm:px-3">
                <Icon aria-hidden="true" className="hidden sm:block" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value="diary">
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <DiaryDays
              slug={project.slug}
              permissions={entryPermissions}
              onEdit={(id) => openLabour(id)}
              onAddLabour={canCreate ? () => openLabour("new") : undefined}
              key={fromDate ?? "newest"}
              fromDate={fromDate}
              onShowNewest={() => update({ date: null })}
              renderPhotos={(entry) => <DiaryEntryPhotos project={project} entryId={entry.id} permissions={entryPermissions} photoCount={entry.photoCount} />}
            />
            {/* The budget scrolls away with the page; the journal and plant below it stay in reach (sticky). */}
            <div className="grid content-start gap-5 lg:self-stretch">
              {/* A phone reads the site's day first: the budget comes after the journal and plant there. */}
              <div className="order-last lg:order-none">
                <BudgetPanel slug={project.slug} />
              </div>
              <div className="grid gap-5 lg:sticky lg:top-4">
                <JournalPanel slug={project.slug} permissions={entryPermissions} />
                <PlantPanel project={project} permissions={entryPermissions} onOpen={(id) => open("plant", id)} />
              </div>
            </div>
          </div>
        </TabsContent>
        <TabsContent value="timeline">
          <Suspense fallback={<TabLoading />}>
            <TimelineTab project={project} />
          </Suspense>
        </TabsContent>
        <TabsContent value="attendance">
          <Suspense fallback={<TabLoading />}>
            <AttendanceTab project={project} canCreate={canCreate} permissions={entryPermissions} onOpen={openFromTab} />
          </Suspense>
        </TabsContent>
        <TabsContent value="files">
          <Suspense fallback={<TabLoading />}>
            <FilesTab project={project} permissions={entryPermissions} />
          </Suspense>
        </TabsContent>
        <TabsContent value="deliveries">
          <Suspense fallback={<TabLoading />}>
            <DeliveriesTab project={project} canCreate={canCreate} permissions={entryPermissions} onOpen={openFromTab} />
          </Suspense>
        </TabsContent>
        <TabsContent value="carbon">
          <Suspense fallback={<TabLoading />}>
            <CarbonTab
              project={project}
              canCreate={canCreate}
              canEdit={canEdit}
              canDelete={canDelete}
              onOpen={openFromTab}
              canRecordScope3={canRecordScope3}
              canViewCarbon={can("Carbon Tracking", "view")}
            />
          </Suspense>
        </TabsContent>
      </Tabs>
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
    <div className="mx-auto grid w-full max-w-6xl gap-4 p-4 sm:p-6" aria-busy="true" aria-label="Loading the project">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-48" />
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <EmptyState
        icon={SearchX}
        title="Project not found"
        text="It may have been deleted, or the link is wrong. Find it in the list of contracts."
        action={
          <Button asChild>
            <Link to="/contracts">Back to Contracts</Link>
          </Button>
        }
        className="bg-white"
      />
    </div>
  );
}

function Forbidden() {
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <EmptyState
        icon={ShieldAlert}
        title="You cannot view contracts"
        text="Your role does not include Contracts. Ask an administrator if you need access to project diaries."
        className="bg-white"
      />
    </div>
  );
}
