import { Suspense, type ReactElement } from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "@web/components/ui/spinner";
import { AppRouter, useLocation, WithOutlet } from "@web/lib/router";
import { RequireAuth } from "./require-auth";
import { lazyScreen, loadScreens } from "./shell/lazy-screen";
import { ErrorBoundary } from "./error-boundary";
import {
  ASSET_SCAN_ROUTE,
  AUTH_ROUTE,
  openingScreens,
  PENDING_AREAS,
  PERSONAL_LINK_ROUTE,
  REGISTER_ROUTE,
  SIGNED_IN_ROUTES,
  SITE_POSTER_ROUTE,
} from "@shared/common/screen-routes";
import { WEB_AREAS } from "./areas";
import type { Page } from "./web-area";

// The shell (header, sidebar, Radix menus, the endpoint tables its prefetch uses) is a chunk of its
// own: the sign-in page never downloads it, and a signed-in visit fetches it beside the screen.
const AppShell = lazyScreen("AppShell", () => import("./shell/app-shell"));

// One chunk per screen: a screen's code loads when its route is first visited. The areas' screens are
// named in their own folders (app/areas.ts); these stand outside any area.
const AuthPage = lazyScreen("AuthPage", () => import("./routes/auth/auth-page"));
const RegisterPage = lazyScreen("RegisterPage", () => import("./routes/register/register-page"));
const SitePosterPage = lazyScreen("SitePosterPage", () => import("./routes/site/site-poster-page"));
const PersonalLinkPage = lazyScreen("PersonalLinkPage", () => import("./routes/site/personal-link-page"));
const AssetScanPage = lazyScreen("AssetScanPage", () => import("./routes/assets/asset-scan-page"));
const NotAvailablePage = lazyScreen("NotAvailablePage", () => import("./routes/system/not-available-page"));
const NotFoundPage = lazyScreen("NotFoundPage", () => import("./routes/system/not-found-page"));

function Screen({ page: Page, props = {} }: { page: Page; props?: Record<string, unknown> }) {
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
type AppRoute = { path: string; element: ReactElement };

// The address → screen table is shared with the server, which names the opening screen's files in
// the page it sends (decision 0045); here each name is its lazy component, from its area.
const SCREENS: Record<string, Page> = Object.assign({}, ...WEB_AREAS.map((area) => area.screens));

const built: AppRoute[] = SIGNED_IN_ROUTES.flatMap(({ screen, paths }) => paths.map((path) => ({ path, element: <Screen page={SCREENS[screen]} /> })));
const pending: AppRoute[] = PENDING_AREAS.flatMap(({ paths, area, summary }) =>
  paths.map((path) => ({ path, element: <Screen page={NotAvailablePage} props={{ area, summary }} /> })),
);

const AUTH_ELEMENT = <Screen page={AuthPage} />;
const REGISTER_ELEMENT = <Screen page={RegisterPage} />;
const SITE_POSTER_ELEMENT = <Screen page={SitePosterPage} />;
const PERSONAL_LINK_ELEMENT = <Screen page={PersonalLinkPage} />;
const ASSET_SCAN_ELEMENT = <Screen page={AssetScanPage} />;
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
        <Route path={AUTH_ROUTE.paths[0]}>{AUTH_ELEMENT}</Route>
        <Route path={REGISTER_ROUTE.paths[0]}>{REGISTER_ELEMENT}</Route>
        <Route path={SITE_POSTER_ROUTE.paths[0]}>{SITE_POSTER_ELEMENT}</Route>
        <Route path={PERSONAL_LINK_ROUTE.paths[0]}>{PERSONAL_LINK_ELEMENT}</Route>
        <Route path={ASSET_SCAN_ROUTE.paths[0]}>{ASSET_SCAN_ELEMENT}</Route>
        <Route>
          <WithOutlet layout={<RequireAuth />} outlet={<WithOutlet layout={<Screen page={AppShell} />} outlet={<SignedInScreens />} />} />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

/**
 * The first page's code: the shell, the opening address's screen and its parts, loading side by
 * side rather than each after the one above it has rendered. The server has already named their
 * files in the page (decision 0045), so this only waits for downloads under way. The first render
 * waits for it: a screen whose code is in renders at once, with no loading state in between
 * (lazy-screen.ts).
 */
export function loadOpeningScreen(): Promise<void> {
  return loadScreens(openingScreens(window.location.pathname));
}

export function AppRoutes() {
  return (
    <AppRouter>
      <Routes />
    </AppRouter>
  );
}
