import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "@web/lib/router";
import { ClipboardList } from "lucide-react";
import type { PermissionAction } from "@web/lib/record-rights";
import type { ProjectView } from "@shared/projects/project-view";
import { AddLink, BackTitle, NoAccess, RecordMissing, ScreenFrame, ScreenHeader, recordState } from "@web/components/screen/screen-parts";
import { Skeleton } from "@web/components/ui/skeleton";
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
  const state = recordState(project, {
    missing: <RecordMissing title="Project not found" back={{ to: "/contracts", label: "Back to Contracts" }} />,
    errorTitle: "The project could not be loaded",
  });
  if ("view" in state) return <Frame>{state.view}</Frame>;
  return <ProjectIssues project={state.data} screen={screenOf(action, issueId)} />;
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
        <ScreenHeader
          above={crumbs}
          title="Site issues"
          text={<>Defects, safety concerns, RFIs and anything else on {project.name} that needs action.</>}
          actions={canCreate && <AddLink to={link("new")}>Raise issue</AddLink>}
        />
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
        <BackTitle back={base} title="Raise issue" />
        <IssueForm project={project} issue={null} onDone={(id) => navigate(link(id))} onCancel={() => navigate(base)} />
      </Frame>
    );
  }

  // view / edit: the issue must exist and belong to this project.
  const state = recordState(issue, {
    missing: <NotFound base={base} text={`There is no site issue #${screen.id} on ${project.name}.`} />,
    errorTitle: "The site issue could not be loaded",
    elsewhere: issue.data !== undefined && issue.data.projectId !== project.id,
  });
  if ("view" in state)
    return (
      <Frame>
        {crumbs}
        {state.view}
      </Frame>
    );
  const found = state.data;

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
        <BackTitle back={link(screen.id)} title={`Edit issue #${screen.id}`} />
        <IssueForm key={found.id} project={project} issue={found} onDone={(id) => navigate(link(id))} onCancel={() => navigate(link(screen.id))} />
      </Frame>
    );
  }
  return (
    <Frame>
      {crumbs}
      <BackTitle back={base} title={`Issue #${found.id}: ${found.issueTypeLabel}`} />
      <IssueView
        slug={project.slug}
        issue={found}
        editLink={`${base}/edit/${found.id}`}
        onDeleted={() => navigate(base)}
        permissions={{ canEdit, canDelete, userId: user?.id ?? null }}
      />
    </Frame>
  );
}

function Frame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <ScreenFrame width={narrow ? "3xl" : "6xl"}>{children}</ScreenFrame>;
}

function NotFound({ base, text }: { base: string; text: string }) {
  return <RecordMissing icon={ClipboardList} title="Site issue not found" text={text} back={{ to: base, label: "Back to site issues" }} />;
}

function Forbidden({ action }: { action: PermissionAction }) {
  return <NoAccess area="Contracts" action={action} />;
}
