import { lazy, Suspense, useState } from "react";
import { Link } from "@web/lib/router";
import { ChevronLeft, ChevronRight, LogIn, LogOut } from "lucide-react";
import { cn } from "@web/lib/cn";
import { DeferredTooltip, loadTooltips, useLoadTooltipsWhenIdle } from "@web/components/ui/deferred-tooltip";
import {
  ACCOUNT_LINKS,
  COMMERCIAL_LINKS,
  REPORT_PROBLEM_ICON as ReportIcon,
  RESOURCE_LINKS,
  SAFETY_LINKS,
  SETTINGS_GROUP,
  SUSTAINABILITY_GROUP,
  visibleLinks,
} from "./nav-items";
import { NavGroupSection, NavItem, navItemClass } from "./nav-item";
import { CompanyMark } from "./company-mark";
import { UserAvatar } from "./user-avatar";
import { ScrollNav } from "./scroll-nav";
import { userInitials } from "@web/lib/initials";
import type { ShellSession } from "./use-shell-session";

const ReportProblemDialog = lazy(() => import("@web/features/reports/components/report-problem-dialog").then((m) => ({ default: m.ReportProblemDialog })));

type Props = { session: ShellSession; companyName: string | null; logo: string | null };

/** The desktop sidebar (lg and up): 14rem wide, or 4rem of icons with tooltips when collapsed (product.md §2.3). */
export function Sidebar({ session, companyName, logo }: Props) {
  const [collapsed, setCollapsed] = useState(false);
  const [reporting, setReporting] = useState(false);
  const v = session.visibility;
  const sections = [RESOURCE_LINKS, COMMERCIAL_LINKS, SAFETY_LINKS].map((links) => visibleLinks(links, v)).filter((l) => l.length > 0);
  const Toggle = collapsed ? ChevronRight : ChevronLeft;
  // Phones never show the sidebar, so they never download its tooltips.
  useLoadTooltipsWhenIdle(() => window.matchMedia("(min-width: 64rem)").matches);

  return (
    <aside
      onPointerEnter={loadTooltips}
      onFocus={loadTooltips}
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 z-40 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 lg:flex",
        collapsed ? "w-16" : "w-56",
      )}
    >
      <div className={cn("relative flex shrink-0 items-center justify-center border-b border-slate-200", collapsed ? "h-18 px-2" : "min-h-16 px-4 py-3")}>
        <Link
          to="/projects"
          className="flex max-w-full items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <CompanyMark logo={logo} companyName={companyName} compact={collapsed} />
        </Link>
        {/* On the tile's lower border at the sidebar's edge; collapsed, the taller tile row keeps it off the tile. */}
        <DeferredTooltip label={collapsed ? "Expand sidebar" : "Collapse sidebar"} side="right">
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            aria-expanded={!collapsed}
            className="absolute -right-3 -bottom-3 z-20 flex size-6 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500 shadow-sm transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            <Toggle className="size-3.5" aria-hidden="true" />
          </button>
        </DeferredTooltip>
      </div>

      <ScrollNav className={cn("py-3", collapsed ? "px-2" : "px-3")}>
        {sections.map((links, i) => (
          <div key={i} className="grid gap-0.5 border-b border-slate-100 pb-3 mb-3">
            {links.map((l) => (
              <NavItem key={l.to} link={l} collapsed={collapsed} />
            ))}
          </div>
        ))}
        <div className="grid gap-0.5">
          <NavGroupSection group={SUSTAINABILITY_GROUP} items={visibleLinks(SUSTAINABILITY_GROUP.items, v)} collapsed={collapsed} />
          <NavGroupSection group={SETTINGS_GROUP} items={visibleLinks(SETTINGS_GROUP.items, v)} collapsed={collapsed} />
          {visibleLinks(ACCOUNT_LINKS, v).map((l) => (
            <NavItem key={l.to} link={l} collapsed={collapsed} />
          ))}
        </div>
      </ScrollNav>

      <div className={cn("shrink-0 border-t border-slate-200", collapsed ? "p-2" : "p-3")}>
        <SidebarButton collapsed={collapsed} label="Report a problem" onClick={() => setReporting(true)}>
          <ReportIcon aria-hidden="true" />
        </SidebarButton>
        <SidebarFooter session={session} collapsed={collapsed} />
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportProblemDialog open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </aside>
  );
}

function SidebarButton({ collapsed, label, onClick, children }: { collapsed: boolean; label: string; onClick: () => void; children: React.ReactNode }) {
  const button = (
    <button type="button" onClick={onClick} aria-label={collapsed ? label : undefined} className={navItemClass(false, collapsed)}>
      {children}
      {!collapsed && <span className="truncate">{label}</span>}
    </button>
  );
  return (
    <DeferredTooltip label={label} side="right" show={collapsed}>
      {button}
    </DeferredTooltip>
  );
}

function SidebarFooter({ session, collapsed }: { session: ShellSession; collapsed: boolean }) {
  const { user } = session;
  if (!user) {
    return (
      <Link to="/auth" className={navItemClass(false, collapsed)} aria-label={collapsed ? "Login" : undefined}>
        <LogIn aria-hidden="true" />
        {!collapsed && "Login"}
      </Link>
    );
  }
  const avatar = <UserAvatar src={session.pictureUrl} initials={userInitials(user)} />;
  if (collapsed) {
    return (
      <div className="mt-2 grid justify-items-center gap-1">
        <DeferredTooltip
          side="right"
          label={
            <>
              {user.name} · {user.role}
            </>
          }
        >
          <Link
            to="/settings"
            aria-label={`User Settings (${user.name})`}
            className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            {avatar}
          </Link>
        </DeferredTooltip>
        <SidebarButton collapsed label="Logout" onClick={() => session.logout()}>
          <LogOut aria-hidden="true" />
        </SidebarButton>
      </div>
    );
  }
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-2">
      <div className="flex items-center gap-2.5">
        {avatar}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-500">{user.role}</p>
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-1">
        <Link to="/settings" className={footerAction}>
          User Settings
        </Link>
        <button type="button" onClick={() => session.logout()} disabled={session.loggingOut} className={footerAction}>
          <LogOut aria-hidden="true" />
          Logout
        </button>
      </div>
    </div>
  );
}

const footerAction =
  "flex h-8 items-center justify-center gap-1.5 rounded-md border border-slate-200 bg-white px-1 text-xs whitespace-nowrap font-medium text-slate-700 transition-colors " +
  "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-50 [&_svg]:size-3.5";
