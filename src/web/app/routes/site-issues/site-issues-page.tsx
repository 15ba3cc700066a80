import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "@web/lib/router";
import { ArrowLeft, ClipboardList, Plus, SearchX, ShieldAlert } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { missingPermissionText, type PermissionAction } from "@web/lib/record-rights";
import { useUser } from "@web/features/auth/api/get-user";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useProjectBySlug } from "@web/features/projects/api/get-project";
import { useSiteIssue } from "@web/features/site-issues/api/site-issues";
import { IssueList } from "@web/features/site-issues/components/issue-list";
import { IssueView } from "@web/features/site-issues/components/issue-view";

// The form (react-hook-form, the issue's schemas) loads when an issue is raised or edited, not with the list.
const LazyIssueForm = lazy(() => import("@web/features/site-issues/components/issue-form").then((m) => ({ default: m.IssueForm })));
function IssueForm(props: ComponentProps<typeof LazyIssueForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <LazyIssueForm {...props} />
    </Suspense>
  );
}

type Screen = { kind: "list" } | { kind: "new" } | { kind: "view" | "edit"; id: number } | { kind: "unknown" };

/** The route's action and id (product.md §2: /project/{slug}/site-issues/{action?}/{issueId?}). */
function screenOf(action: string | undefined, issueId: string | undefined): Screen {
  if (!action) return { kind: "list" };
  if (action === "new" && !issueId) return { kind: "new" };
  if ((action === "view" || action === "edit") && issueId && /^\d{1,9}$/.test(issueId) && Number(issueId) > 0) return { kind: action, id: Number(issueId) };
  return { kind: "unknown" };
}

/** /project/{slug}/site-issues: the project's issues, raising one, viewing and editing one. */
export default function SiteIssuesPage() {
  const { slug = "", action, issueId } = useParams();
  const project = useProjectBySlug(slug);
  const can = usePermission();

  if (!can("Contracts", "view"))
    return (
      <Frame>
        <Forbidden action="view" />
      </Frame>
    );
  if (project.isLoading)
    return (
      <Frame>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-4 h-64" />
      </Frame>
    );
  if (project.error instanceof ApiError && project.error.status === 404) {
    return (
      <Frame>
        <EmptyState
          icon={SearchX}
          title="Project not found"
          text="It may have been deleted, or the link is wrong."
          action={
            <Button asChild variant="outline">
              <Link to="/contracts">Back to Contracts</Link>
            </Button>
          }
        />
      </Frame>
    );
  }
  if (!project.data)
    return (
      <Frame>
        <LoadError title="The project could not be loaded" error={project.error} onRetry={() => project.refetch()} />
      </Frame>
    );
  return <ProjectIssues project={project.data} screen={screenOf(action, issueId)} />;
}

function ProjectIssues({ project, screen }: { project: ProjectView; screen: Screen }) {
  const navigate = useNavigate();
  const can = usePermission();
  const { user } = useUser();
  const canCreate = can("Contracts", "create");
  const canEdit = can("Contracts", "edit");
  const canDelete = can("Contracts", "delete");
  const base = `/project/${project.slug}/site-issues`;
  const link = (id: number | "new") => (id === "new" ? `${base}/new` : `${base}/view/${id}`);
  const issueId = screen.kind === "view" || screen.kind === "edit" ? screen.id : null;
  const issue = useSiteIssue(issueId);

  const crumbs = (
    <nav aria-label="Breadcrumb" className="mb-1 flex flex-wrap items-center gap-x-1 text-sm text-slate-500">
      <Link to={`/project/${project.slug}`} className="hover:text-slate-900 hover:underline">
        {project.name}
      </Link>
      <span aria-hidden="true">/</span>
      {screen.kind === "list" ? (
        <span aria-current="page">Site issues</span>
      ) : (
        <Link to={base} className="hover:text-slate-900 hover:underline">
          Site issues
        </Link>
      )}
    </nav>
  );

  if (screen.kind === "unknown") {
    return (
      <Frame>
        {crumbs}
        <NotFound base={base} text="This page of site issues does not exist." />
      </Frame>
    );
  }

  if (screen.kind === "list") {
    return (
      <Frame>
        <header className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            {crumbs}
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Site issues</h1>
            <p className="text-sm text-slate-500">Defects, safety concerns, RFIs and anything else on {project.name} that needs action.</p>
          </div>
          {canCreate && (
            <Button asChild>
              <Link to={link("new")}>
                <Plus aria-hidden="true" />
                Raise issue
              </Link>
            </Button>
          )}
        </header>
        <IssueList slug={project.slug} canCreate={canCreate} issueLink={link} />
      </Frame>
    );
  }

  if (screen.kind === "new") {
    if (!canCreate)
      return (
        <Frame>
          {crumbs}
          <Forbidden action="create" />
        </Frame>
      );
    return (
      <Frame narrow>
        {crumbs}
        <Title back={base} title="Raise issue" />
        <IssueForm project={project} issue={null} onDone={(id) => navigate(link(id))} onCancel={() => navigate(base)} />
      </Frame>
    );
  }

  // view / edit: the issue must exist and belong to this project.
  if (issue.isLoading)
    return (
      <Frame>
        {crumbs}
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-4 h-64" />
      </Frame>
    );
  const missing = (issue.error instanceof ApiError && issue.error.status === 404) || (issue.data && issue.data.projectId !== project.id);
  if (missing)
    return (
      <Frame>
        {crumbs}
        <NotFound base={base} text={`There is no site issue #${screen.id} on ${project.name}.`} />
      </Frame>
    );
  if (!issue.data)
    return (
      <Frame>
        {crumbs}
        <LoadError title="The site issue could not be loaded" error={issue.error} onRetry={() => issue.refetch()} />
      </Frame>
    );

  if (screen.kind === "edit") {
    if (!canEdit)
      return (
        <Frame>
          {crumbs}
          <Forbidden action="edit" />
        </Frame>
      );
    return (
      <Frame narrow>
        {crumbs}
        <Title back={link(screen.id)} title={`Edit issue #${screen.id}`} />
        <IssueForm key={issue.data.id} project={project} issue={issue.data} onDone={(id) => navigate(link(id))} onCancel={() => navigate(link(screen.id))} />
      </Frame>
    );
  }
  return (
    <Frame>
      {crumbs}
      <Title back={base} title={`Issue #${issue.data.id}: ${issue.data.issueTypeLabel}`} />
      <IssueView
        slug={project.slug}
        issue={issue.data}
        editLink={`${base}/edit/${issue.data.id}`}
        onDeleted={() => navigate(base)}
        permissions={{ canEdit, canDelete, userId: user?.id ?? null }}
      />
    </Frame>
  );
}

function Frame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? "mx-auto w-full max-w-3xl p-4 sm:p-6" : "mx-auto w-full max-w-6xl p-4 sm:p-6"}>{children}</div>;
}

function Title({ back, title }: { back: string; title: string }) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <Button variant="ghost" size="icon" asChild className="size-9 shrink-0">
        <Link to={back} aria-label="Back">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">{title}</h1>
    </div>
  );
}

function NotFound({ base, text }: { base: string; text: string }) {
  return (
    <EmptyState
      icon={ClipboardList}
      title="Site issue not found"
      text={text}
      action={
        <Button asChild variant="outline">
          <Link to={base}>Back to site issues</Link>
        </Button>
      }
    />
  );
}

function Forbidden({ action }: { action: PermissionAction }) {
  return <EmptyState icon={ShieldAlert} title="You do not have access to this page" text={missingPermissionText("Contracts", action)} />;
}
