import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Spinner } from "@web/components/ui/spinner";
import { RequireAuth } from "./require-auth";
import { lazyScreen, preloadComponent } from "./shell/lazy-screen";
import { RouteErrorFallback } from "./error-boundary";
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

const built: RouteObject[] = [
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
  { path: "/purchase-orders", element: <Screen page={PurchaseOrdersPage} /> },
  { path: "/team", element: <Screen page={TeamPage} /> },
  { path: "/company", element: <Screen page={CompanyPage} /> },
  { path: "/settings", element: <Screen page={SettingsPage} /> },
  { path: "/activity-logs", element: <Screen page={ActivityLogsPage} /> },
  { path: "/delete-records", element: <Screen page={DeleteRecordsPage} /> },
  { path: "/auth-debug", element: <Screen page={AuthDebugPage} /> },
  { path: "/test-confirmations", element: <Screen page={TestConfirmationsPage} /> },
];

const pending: RouteObject[] = PENDING_AREAS.flatMap(({ paths, area, summary }) =>
  paths.map((path) => ({ path, element: <Screen page={NotAvailablePage} props={{ area, summary }} /> })),
);

export const routes: RouteObject[] = [
  { path: "/auth", element: <Screen page={AuthPage} />, errorElement: <RouteErrorFallback /> },
  {
    element: <RequireAuth />,
    errorElement: <RouteErrorFallback />,
    children: [{ element: <Screen page={AppShell} />, children: [...built, ...pending, { path: "*", element: <Screen page={NotFoundPage} /> }] }],
  },
];

/**
 * The router, with the first page's chunks already on their way: the shell and the screen of the
 * opening address load beside the current-user call instead of one after another (each would
 * otherwise wait for the one above it to render).
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  for (const match of router.state.matches) {
    const element = match.route.element as { props?: { page?: unknown } } | null | undefined;
    preloadComponent(element?.props?.page);
  }
  return router;
}
