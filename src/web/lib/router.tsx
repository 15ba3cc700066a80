import { createContext, useContext, useMemo, type ReactNode } from "react";
import { parse } from "regexparam";
import { Link as RouterLink, matchRoute, Redirect, Router, useLocation as useRouterLocation, useParams, useSearch, useSearchParams } from "wouter";
import { useBrowserLocation, useHistoryState } from "wouter/use-browser-location";

/**
 * The app's routing vocabulary, on wouter (docs/decisions/0033-router.md): the names the screens
 * use (Link, Navigate, Outlet, useNavigate, useLocation, useParams, useSearchParams) in one place,
 * so a screen never imports the router library itself.
 *
 * Every entry this app writes to the history carries its position (`idx`), so Cancel can tell "go
 * back" from "this page was opened directly" (features/projects/lib/go-back.ts).
 */
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;
type HistoryEntry = { idx?: number; usr?: unknown } | null;

const historyIndex = () => (window.history.state as HistoryEntry)?.idx ?? 0;

export const navigate: NavigateFunction = (to, options = {}) => {
  if (typeof to === "number") {
    window.history.go(to);
    return;
  }
  const entry = { idx: options.replace ? historyIndex() : historyIndex() + 1, usr: options.state ?? null };
  window.history[options.replace ? "replaceState" : "pushState"](entry, "", to);
};

/** wouter's browser location, navigating through `navigate` above (links, redirects, search params). */
const useAppLocation = (): [string, (to: string, options?: NavigateOptions) => void] => [useBrowserLocation()[0], navigate];

/** Whether a route pattern ("/project/:slug") matches a path, as the router matches it (wouter's own parser). */
export const matchesPath = (pattern: string, path: string): boolean => matchRoute(parse, pattern, path)[0];

export function AppRouter({ children }: { children: ReactNode }) {
  return <Router hook={useAppLocation}>{children}</Router>;
}

export const useNavigate = (): NavigateFunction => navigate;

export function useLocation() {
  const [pathname] = useRouterLocation();
  const search = useSearch();
  const entry = useHistoryState<HistoryEntry>();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : "", hash: window.location.hash, state: entry?.usr ?? null }), [pathname, search, entry]);
}

type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; replace?: boolean; state?: unknown };
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink href={to} {...props} />;
}

export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  return <Redirect to={to} replace={replace} state={state} />;
}

/** Layout routes: a layout renders <Outlet /> where the matched child goes. */
const OutletContext = createContext<ReactNode>(null);
export const Outlet = () => <>{useContext(OutletContext)}</>;
export const WithOutlet = ({ layout, outlet }: { layout: ReactNode; outlet: ReactNode }) => (
  <OutletContext.Provider value={outlet}>{layout}</OutletContext.Provider>
);

export { useParams, useSearchParams };
