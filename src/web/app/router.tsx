import { Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "@web/components/ui/spinner";
import { AppRouter, matchesPath, useLocation, WithOutlet } from "@web/lib/router";
import { RequireAuth } from "./require-auth";
import { lazyScreen, preloadComponent } from "./shell/lazy-screen";
import { ErrorBoundary } from "./error-boundary";
import { PENDING_AREAS } from "./route-table";

// The shell (header, sidebar, Radix menus, the endpoint tables its prefetch uses) is a chunk of its
// own: the sign-in page never downloads it, and a signed-in visit fetches it beside the screen.
const AppShell = lazyScreen("AppShell", () => import("./shell/app-shell"));

// One chunk per area: a screen's code loads when its route is first visited.
const AuthPage = lazyScreen("AuthPage", () => import("./routes/auth/auth-page"));
const AuthDebugPage = lazyScreen("AuthDebugPage", () => import("./routes/auth/auth-debug-page"));
const TeamPage = lazyScreen("TeamPage", () => import("./routes/team/team-page"));
const CompanyPage = lazyScreen("CompanyPage", () => import("./routes/company/company-page"));
const SettingsPage = lazyScreen("SettingsPage", () => import("./routes/settings/settings-page"));
const ActivityLogsPage = lazyScreen("ActivityLogsPage", () => import("./routes/activity-logs/activity-logs-page"));
const TestConfirmationsPage = lazyScreen("TestConfirmationsPage", () => import("./routes/system/test-confirmations-page"));
const ProjectListPage = lazyScreen("ProjectListPage", () => import("./routes/projects/project-list-page"));
const CreateContractPage = lazyScreen("CreateContractPage", () => import("./routes/projects/create-contract-page"));
const EditProjectPage = lazyScreen("EditProjectPage", () => import("./routes/projects/edit-project-page"));
const ProjectDiaryPage = lazyScreen("ProjectDiaryPage", () => import("./routes/projects/project-diary-page"));
const EntriesPage = lazyScreen("EntriesPage", () => import("./routes/entries/entries-page"));
const CarbonFootprintPage = lazyScreen("CarbonFootprintPage", () => import("./routes/carbon/carbon-footprint-page"));
const CarbonSettingsPage = lazyScreen("CarbonSettingsPage", () => import("./routes/carbon/carbon-settings-page"));
const SiteIssuesPage = lazyScreen("SiteIssuesPage", () => import("./routes/site-issues/site-issues-page"));
const PurchaseOrdersPage = lazyScreen("PurchaseOrdersPage", () => import("./routes/purchase-orders/purchase-orders-page"));
const RiskAssessmentPage = lazyScreen("RiskAssessmentPage", () => import("./routes/risk-assessment/risk-assessment-page"));
const TemplateDesignerPage = lazyScreen("TemplateDesignerPage", () => import("./routes/template-designer/template-designer-page"));
const SuppliersPage = lazyScreen("SuppliersPage", () => import("./routes/suppliers/suppliers-page"));
const MaterialsPage = lazyScreen("MaterialsPage", () => import("./routes/materials/materials-page"));
const MaterialPage = lazyScreen("MaterialPage", () => import("./routes/materials/material-page"));
const DeleteRecordsPage = lazyScreen("DeleteRecordsPage", () => import("./routes/delete-records/delete-records-page"));
const NotAvailablePage = lazyScreen("NotAvailablePage", () => import("./routes/system/not-available-page"));
const NotFoundPage = lazyScreen("NotFoundPage", () => import("./routes/system/not-found-page"));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props (most none); Screen only passes them on
function Screen({ page: Page, props = {} }: { page: LazyExoticComponent<ComponentType<any>>; props?: Record<string, unknown> }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      <Page {...props} />
    </Suspense>
  );
}

/** A route: its path pattern and the screen it shows. */
type AppRoute = { path: string; element: ReactElement<{ page: unknown }> };

const built: AppRoute[] = [
  ...["/", "/projects", "/contracts"].map((path) => ({ path, element: <Screen page={ProjectListPage} /> })),
  { path: "/create-contract", element: <Screen page={CreateContractPage} /> },
  { path: "/edit-project/:id", element: <Screen page={EditProjectPage} /> },
  ...["/project/:slug", "/projects/:slug"].map((path) => ({ path, element: <Screen page={ProjectDiaryPage} /> })),
  { path: "/entries", element: <Screen page={EntriesPage} /> },
  ...["/project/:slug/carbon-footprint", "/carbon-footprint/:slug", "/carbon-footprint"].map((path) => ({
    path,
    element: <Screen page={CarbonFootprintPage} />,
  })),
  { path: "/carbon-settings", element: <Screen page={CarbonSettingsPage} /> },
  ...["/project/:slug/site-issues", "/project/:slug/site-issues/:action", "/project/:slug/site-issues/:action/:issueId"].map((path) => ({
    path,
    element: <Screen page={SiteIssuesPage} />,
  })),
  { path: "/risk-assessment", element: <Screen page={RiskAssessmentPage} /> },
  { path: "/suppliers", element: <Screen page={SuppliersPage} /> },
  { path: "/materials", element: <Screen page={MaterialsPage} /> },
  ...["/materials/new", "/materials/edit/:id"].map((path) => ({ path, element: <Screen page={MaterialPage} /> })),
  { path: "/purchase-orders", element: <Screen page={PurchaseOrdersPage} /> },
  { path: "/team", element: <Screen page={TeamPage} /> },
  { path: "/company", element: <Screen page={CompanyPage} /> },
  { path: "/settings", element: <Screen page={SettingsPage} /> },
  { path: "/activity-logs", element: <Screen page={ActivityLogsPage} /> },
  { path: "/delete-records", element: <Screen page={DeleteRecordsPage} /> },
  { path: "/template-designer", element: <Screen page={TemplateDesignerPage} /> },
  { path: "/auth-debug", element: <Screen page={AuthDebugPage} /> },
  { path: "/test-confirmations", element: <Screen page={TestConfirmationsPage} /> },
];

const pending: AppRoute[] = PENDING_AREAS.flatMap(({ paths, area, summary }) =>
  paths.map((path) => ({ path, element: <Screen page={NotAvailablePage} props={{ area, summary }} /> })),
);

const AUTH: AppRoute = { path: "/auth", element: <Screen page={AuthPage} /> };
const NOT_FOUND = <Screen page={NotFoundPage} />;
/** Signed-in routes, in the shell; the first that matches wins, then the not-found screen. */
export const signedInRoutes: AppRoute[] = [...built, ...pending];

function SignedInScreens() {
  return (
    <Switch>
      {signedInRoutes.map(({ path, element }) => (
        <Route key={path} path={path}>
          {element}
        </Route>
      ))}
      <Route>{NOT_FOUND}</Route>
    </Switch>
  );
}

/**
 * Errors outside a screen's own boundary (the sign-in page, the shell, a screen whose code failed to
 * load) show the full-page fallback; Try Again renders the address afresh, and moving to another
 * address clears the error.
 */
function Routes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} page>
      <Switch>
        <Route path={AUTH.path}>{AUTH.element}</Route>
        <Route>
          <WithOutlet layout={<RequireAuth />} outlet={<WithOutlet layout={<Screen page={AppShell} />} outlet={<SignedInScreens />} />} />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

/**
 * The first page's chunks start at once: the shell and the screen of the opening address load beside
 * the current-user call instead of one after another (each would otherwise wait for the one above
 * it to render).
 */
export function preloadOpeningScreen() {
  const path = window.location.pathname;
  if (matchesPath(AUTH.path, path)) return preloadComponent(AuthPage);
  preloadComponent(AppShell);
  const route = signedInRoutes.find((r) => matchesPath(r.path, path));
  preloadComponent(route ? route.element.props.page : NotFoundPage);
}

export function AppRoutes() {
  return (
    <AppRouter>
      <Routes />
    </AppRouter>
  );
}
