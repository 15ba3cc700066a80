import { useEffect, useRef } from "react";
import { Link, useLocation } from "@web/lib/router";
import { Dialog as DialogPrimitive } from "radix-ui";
import { LogIn, LogOut, X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { ACCOUNT_LINKS, COMMERCIAL_LINKS, RESOURCE_LINKS, SAFETY_LINKS, SETTINGS_GROUP, SUSTAINABILITY_GROUP, visibleLinks, type NavGroup } from "./nav-items";
import { NavGroupSection, NavItem } from "./nav-item";
import { CompanyMark } from "./company-mark";
import { ScrollNav } from "./scroll-nav";
import { userInitials } from "@web/lib/initials";
import type { ShellSession } from "./use-shell-session";

/** The drawer's Settings section: Data Backup and Company Profile; Team Management is not in the drawer (product.md §2.3). */
const DRAWER_SETTINGS: NavGroup = { ...SETTINGS_GROUP, items: SETTINGS_GROUP.items.filter((l) => l.to !== "/team") };

type Props = { open: boolean; onOpenChange: (open: boolean) => void; session: ShellSession; companyName: string; logo: string | null };

/** The mobile slide-in menu (below lg): 20rem, at most 80% of the screen, over a dimmed backdrop. */
export function MobileMenu({ open, onOpenChange, session, companyName, logo }: Props) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  // Navigating closes the menu. Only a change of page: the menu mounts (lazily) already open.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    close();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const v = session.visibility;
  const settings = visibleLinks(DRAWER_SETTINGS.items, v);
  const groups = [RESOURCE_LINKS, COMMERCIAL_LINKS, SAFETY_LINKS]
    .map((links, i) => ({ links: visibleLinks(links, v), withSettings: i === 2 }))
    .filter((g) => g.links.length > 0 || (g.withSettings && settings.length > 0));
  // After the spec's three groups, the sidebar's other links, filtered the same way, so a site
  // manager on a phone reaches everything the desktop offers (issue 11 item 19).
  const sustainability = visibleLinks(SUSTAINABILITY_GROUP.items, v);
  const more = visibleLinks(ACCOUNT_LINKS, v);
  const { user } = session;

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="mobile-menu-backdrop" className="fixed inset-0 z-50 bg-slate-950/50 motion-safe:animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[80%] flex-col bg-white shadow-xl focus:outline-none transition-transform duration-200 ease-out starting:-translate-x-full lg:hidden"
        >
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
            <CompanyMark logo={logo} companyName={companyName} compact />
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">{companyName}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          <ScrollNav className="px-3 py-3 [&_a]:py-2.5 [&_button]:py-2.5">
            {groups.map(({ links, withSettings }, i) => (
              <div key={i} className={cn("grid gap-0.5", i > 0 && "mt-3 border-t border-slate-100 pt-3")}>
                {links.map((l) => (
                  <NavItem key={l.to} link={l} onNavigate={close} />
                ))}
                {withSettings && <NavGroupSection group={DRAWER_SETTINGS} items={settings} onNavigate={close} />}
              </div>
            ))}
            {(sustainability.length > 0 || more.length > 0) && (
              <div className={cn("grid gap-0.5", groups.length > 0 && "mt-3 border-t border-slate-100 pt-3")}>
                <NavGroupSection group={SUSTAINABILITY_GROUP} items={sustainability} onNavigate={close} />
                {more.map((l) => (
                  <NavItem key={l.to} link={l} onNavigate={close} />
                ))}
              </div>
            )}
          </ScrollNav>

          <div className="border-t border-slate-200 p-3">
            {user ? (
              <div className="flex items-center gap-3">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
                  aria-hidden="true"
                >
                  {userInitials(user)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900">{user.name || "User"}</p>
                  <p className="truncate text-xs text-slate-500">{user.role || "Active"}</p>
                </div>
                <button
                  type="button"
                  onClick={() => session.logout(close)}
                  disabled={session.loggingOut}
                  className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-50"
                >
                  <LogOut className="size-4" aria-hidden="true" />
                  Logout
                </button>
              </div>
            ) : (
              <Link to="/auth" onClick={close} className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
                <LogIn className="size-4" aria-hidden="true" />
                Login
              </Link>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
