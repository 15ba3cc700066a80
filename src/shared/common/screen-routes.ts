import type { Resource } from "../identity/permissions";

/**
 * Which screen shows at which address (product.md §2.1). The client's router (web/app/router.tsx)
 * renders these screens by name; the server reads the same table to write the opening screen's
 * files into the page it sends, so a first visit fetches them straight away instead of after the
 * entry script has run (decision 0045). Patterns are wouter's: literal segments and `:param`s.
 */
export type ScreenRoute = {
  screen: string;
  paths: readonly string[];
  /** Lazy parts the screen imports as soon as it renders (its own chunks, named like screens). */
  parts?: readonly string[];
  /**
   * Where people arrive: the home page, and a contract's diary (links, a site's QR code). The build
   * keeps what only other screens share out of their files (decision 0048); the server names the
   * reads they open with in the page (opening-reads.ts).
   */
  landing?: boolean;
};

/** The sign-in page: outside the signed-in shell. */
export const AUTH_ROUTE: ScreenRoute = { screen: "AuthPage", paths: ["/auth"] };
/** Registration before arrival (issue 30): a worker's own phone, no account, so outside the shell too. */
export const REGISTER_ROUTE: ScreenRoute = { screen: "RegisterPage", paths: ["/register/:token"] };
/** Site sign-in (issue 31): the contract's poster page and a worker's personal link, on their own phones with no account. */
export const SITE_POSTER_ROUTE: ScreenRoute = { screen: "SitePosterPage", paths: ["/site/:token"] };
export const PERSONAL_LINK_ROUTE: ScreenRoute = { screen: "PersonalLinkPage", paths: ["/me/:token"] };
/** An asset's QR label (issue 32): anyone's phone, signed in or not; short, so the code stays small. */
export const ASSET_SCAN_ROUTE: ScreenRoute = { screen: "AssetScanPage", paths: ["/a/:token"] };
/** The screens a first visit shows on their own, without the shell (and without a signed-in user's opening reads). */
export const OUTSIDE_SHELL_ROUTES: readonly ScreenRoute[] = [AUTH_ROUTE, REGISTER_ROUTE, SITE_POSTER_ROUTE, PERSONAL_LINK_ROUTE, ASSET_SCAN_ROUTE];
/** The signed-in shell's own chunk: every signed-in screen loads it too. */
export const SHELL_SCREEN = "AppShell";
export const NOT_FOUND_SCREEN = "NotFoundPage";
export const NOT_AVAILABLE_SCREEN = "NotAvailablePage";

/** Signed-in screens in the router's order: the first match wins. */
export const SIGNED_IN_ROUTES: readonly ScreenRoute[] = [
  { screen: "ProjectListPage", paths: ["/", "/projects", "/contracts"], landing: true },
  { screen: "CreateContractPage", paths: ["/create-contract"] },
  { screen: "EditProjectPage", paths: ["/edit-project/:id"] },
  { screen: "ProjectDiaryPage", paths: ["/project/:slug", "/projects/:slug"], parts: ["DiaryTabs", "WeatherPanel"], landing: true },
  { screen: "EntriesPage", paths: ["/entries"] },
  { screen: "CarbonFootprintPage", paths: ["/project/:slug/carbon-footprint", "/carbon-footprint/:slug", "/carbon-footprint"] },
  { screen: "CarbonSettingsPage", paths: ["/carbon-settings"] },
  {
    screen: "SiteIssuesPage",
    paths: ["/project/:slug/site-issues", "/project/:slug/site-issues/:action", "/project/:slug/site-issues/:action/:issueId"],
  },
  { screen: "RiskAssessmentPage", paths: ["/risk-assessment"] },
  { screen: "SuppliersPage", paths: ["/suppliers"] },
  { screen: "MaterialsPage", paths: ["/materials"] },
  { screen: "MaterialPage", paths: ["/materials/new", "/materials/edit/:id"] },
  { screen: "PurchaseOrdersPage", paths: ["/purchase-orders"] },
  { screen: "WorkforcePage", paths: ["/workforce"] },
  { screen: "WorkerPage", paths: ["/workforce/new", "/workforce/edit/:id"] },
  { screen: "InductionsPage", paths: ["/workforce/inductions"] },
  { screen: "InductionEditorPage", paths: ["/workforce/inductions/company", "/workforce/inductions/contract/:slug"] },
  // A worker's QR (their ID card): opens the worker for now; site sign-in will read the token too.
  { screen: "WorkerQrPage", paths: ["/w/:token"] },
  { screen: "RegistrationsPage", paths: ["/workforce/registrations"] },
  { screen: "MessagesPage", paths: ["/workforce/messages"] },
  { screen: "AssetsPage", paths: ["/assets"] },
  { screen: "AssetPage", paths: ["/assets/new", "/assets/edit/:id"] },
  { screen: "SiteSignInPage", paths: ["/site-sign-in"] },
  // The gate and its views (settings; the roll-call and the day's record): one screen, the view its last segment.
  { screen: "GatePage", paths: ["/site-sign-in/:projectSlug", "/site-sign-in/:projectSlug/:view"] },
  // Assets (issue 32): the settings first, so no record's pattern below takes its address.
  { screen: "AssetSettingsPage", paths: ["/assets/settings"] },
  // The fleet (issue 33).
  { screen: "FleetPage", paths: ["/fleet"] },
  { screen: "VehiclePage", paths: ["/fleet/new", "/fleet/:id/edit"] },
  // Fleet (issue 33), Fleet Management: a driver's walkaround check on a phone; the company's recent checks.
  { screen: "WalkaroundChecksPage", paths: ["/fleet/walkaround-checks"] },
  { screen: "WalkaroundPage", paths: ["/fleet/:id/walkaround"] },
  // Cost analysis (issue 34): the company view and one contract's costs.
  { screen: "CostAnalysisPage", paths: ["/cost-analysis"] },
  { screen: "ContractCostsPage", paths: ["/cost-analysis/:slug"] },
  { screen: "TeamPage", paths: ["/team"] },
  { screen: "CompanyPage", paths: ["/company"] },
  { screen: "SettingsPage", paths: ["/settings"] },
  { screen: "NotificationsPage", paths: ["/notifications"] },
  { screen: "RemindersPage", paths: ["/reminders"] },
  { screen: "ActivityLogsPage", paths: ["/activity-logs"] },
  { screen: "DeleteRecordsPage", paths: ["/delete-records"] },
  { screen: "TemplateDesignerPage", paths: ["/template-designer"] },
  { screen: "AuthDebugPage", paths: ["/auth-debug"] },
  { screen: "TestConfirmationsPage", paths: ["/test-confirmations"] },
];

/**
 * Areas of product.md §2.1 that later issues build. Their routes exist now, behind sign-in, and
 * say honestly that the area is not available yet.
 */
export type PendingArea = { paths: string[]; area: string; resource?: Resource; summary: string };

export const PENDING_AREAS: PendingArea[] = [
  { paths: ["/wellbeing"], area: "Wellbeing", resource: "Incident Reports", summary: "Incident reports and worker wellbeing." },
  {
    paths: [
      "/sustainability/dashboard",
      "/sustainability/data-entry",
      "/sustainability/baselines",
      "/sustainability/objectives",
      "/sustainability/action-plans",
      "/sustainability/reports",
      "/sustainability",
    ],
    area: "Sustainability",
    resource: "Carbon Tracking",
    summary: "Baselines, objectives, action plans and sustainability reports.",
  },
  {
    paths: ["/cost-analysis", "/cost-analysis/:slug"],
    area: "Cost Analysis",
    resource: "Cost Analysis",
    summary: "Labour, plant and material costs against budget.",
  },
  { paths: ["/data-backup"], area: "Data Backup", resource: "Backup & Data", summary: "Backups of the company's data." },
  {
    paths: ["/fleet", "/fleet/new", "/fleet/:id/edit"],
    area: "Fleet",
    resource: "Fleet Management",
    summary: "Vehicles with MOT, tax, insurance and servicing.",
  },
  {
    paths: ["/email-templates", "/email-templates/demo", "/email-templates/guide"],
    area: "Email Templates",
    resource: "Email Templates",
    summary: "The emails Sitebook sends, and their wording.",
  },
];

/** The `:param`s of a pattern (`/project/:slug`) in the path, as wouter matches it (any case, a trailing slash allowed); null when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.replace(/\/$/, "").split("/").slice(1);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(":") && have[i] !== "") params[segment.slice(1)] = have[i];
    else if (segment.toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return params;
}

export const matchesRoute = (pattern: string, pathname: string): boolean => routeParams(pattern, pathname) !== null;

/**
 * The screens a first visit to the address shows: the sign-in page or the registration form on its own, otherwise the shell
 * and the matching screen with its parts (a pending area's not-available screen, or not-found).
 */
export function openingScreens(pathname: string): string[] {
  const outside = OUTSIDE_SHELL_ROUTES.find((r) => r.paths.some((p) => matchesRoute(p, pathname)));
  if (outside) return [outside.screen];
  const route = SIGNED_IN_ROUTES.find((r) => r.paths.some((p) => matchesRoute(p, pathname)));
  if (route) return [SHELL_SCREEN, route.screen, ...(route.parts ?? [])];
  const pending = PENDING_AREAS.some((a) => a.paths.some((p) => matchesRoute(p, pathname)));
  return [SHELL_SCREEN, pending ? NOT_AVAILABLE_SCREEN : NOT_FOUND_SCREEN];
}

/**
 * A diary's address: its contract's slug, whether it opens on the diary tab (whose side column reads
 * the budget, journal and plant at once) and whether on its newest week (no date), which it reads too. The server names its reads in the page
 * (opening-reads.ts); the client puts their answers in its cache before the first render
 * (web/app/opening-data.ts).
 */
export function openingDiary(pathname: string, search: URLSearchParams): { slug: string; diaryTab: boolean; newestWeek: boolean } | null {
  const diary = SIGNED_IN_ROUTES.find((r) => r.screen === "ProjectDiaryPage")!;
  const params = diary.paths.map((p) => routeParams(p, pathname)).find(Boolean);
  if (!params?.slug) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(params.slug);
  } catch {
    return null;
  }
  const diaryTab = (search.get("tab") ?? "diary") === "diary";
  return { slug, diaryTab, newestWeek: diaryTab && !search.get("date") };
}

/**
 * Whether an address opens the contracts list on its first page, unsearched and unfiltered: the page
 * whose cards a first visit reads at once (opening-reads.ts, web/app/opening-data.ts).
 */
export function openingContractsList(pathname: string, search: URLSearchParams): boolean {
  const list = SIGNED_IN_ROUTES.find((r) => r.screen === "ProjectListPage")!;
  if (!list.paths.some((p) => matchesRoute(p, pathname))) return false;
  return !search.get("q") && !search.get("status") && (Number(search.get("page")) || 1) <= 1;
}
