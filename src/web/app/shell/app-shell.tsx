import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "@web/lib/router";
import { gatePath, useGateLock } from "@web/lib/gate-lock";
import { applyBrandColour } from "@web/lib/theme";
import { useSticky } from "@web/lib/use-sticky";
import { ConfirmDialogHost } from "@web/components/ui/confirm-dialog";
import { logoUrl, useCompanyProfile } from "@web/features/company/api/get-company-profile";
import { ErrorBoundary } from "../error-boundary";
import { Header } from "./header";
import { Sidebar } from "./sidebar";
import { FALLBACK_COMPANY_NAME } from "./initials";
import { useShellSession } from "./use-shell-session";
import { useBackgroundPrefetch } from "./use-background-prefetch";

// Forms (and their schemas) load when first opened, not with every page.
// The phone menu (a Radix dialog) loads on first open, or when the menu button is first touched.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const ReportIssueDialog = lazy(() => import("@web/features/reports/components/report-issue-dialog").then((m) => ({ default: m.ReportIssueDialog })));

/**
 * The application shell (product.md §2.3) around every screen except /auth: header, the
 * collapsible sidebar on desktop, the slide-in menu on phones, and the error boundary around the
 * routed screen. The company's brand colour themes the whole app. The confirm dialog's host lives
 * here, not at the root, so the sign-in page does not download it; the sidebar brings its own
 * tooltip provider (components/ui/deferred-tooltip.tsx).
 */
export default function AppShell() {
  const session = useShellSession();
  const { data: profile, isPending: profileLoading } = useCompanyProfile();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const reportRequested = useSticky(reportOpen);
  const menuRequested = useSticky(menuOpen);

  useEffect(() => {
    if (profile) applyBrandColour(profile.brandColor);
  }, [profile?.brandColor]); // eslint-disable-line react-hooks/exhaustive-deps

  useBackgroundPrefetch(Boolean(session.user) && !session.user?.mustChangePassword);

  // While the profile loads the header shows a placeholder, not the fallback text: the fallback is
  // for a company with no name on record, not a flash before the real name arrives (issue 11 item 23).
  const companyName = profile?.companyName?.trim() || (profileLoading ? null : FALLBACK_COMPANY_NAME);
  const logo = logoUrl(profile);
  const user = session.user;

  // A tablet locked to a contract's gate shows that page only, whatever address is typed or linked.
  const lockedTo = useGateLock();
  if (lockedTo && !pathname.toLowerCase().startsWith(gatePath(lockedTo).toLowerCase())) return <Navigate to={gatePath(lockedTo)} replace />;

  return (
    <>
      <div className="flex min-h-dvh bg-slate-50">
        <Sidebar session={session} companyName={profile?.companyName ?? null} logo={logo} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            companyName={companyName}
            onOpenMenu={() => setMenuOpen(true)}
            onPrepareMenu={() => void loadMobileMenu()}
            onReportIssue={() => setReportOpen(true)}
          />
          <main id="main" className="min-w-0 flex-1">
            <ErrorBoundary resetKey={pathname}>
              <Outlet />
            </ErrorBoundary>
          </main>
        </div>
        {menuRequested && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} session={session} companyName={companyName ?? FALLBACK_COMPANY_NAME} logo={logo} />
          </Suspense>
        )}
        {reportRequested && (
          <Suspense fallback={null}>
            <ReportIssueDialog open={reportOpen} onOpenChange={setReportOpen} defaults={{ name: user?.name ?? "", email: user?.email ?? "" }} />
          </Suspense>
        )}
      </div>
      <ConfirmDialogHost />
    </>
  );
}
