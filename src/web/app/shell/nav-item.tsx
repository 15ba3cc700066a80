import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "@web/lib/router";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";
import { DeferredTooltip } from "@web/components/ui/deferred-tooltip";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { isLinkActive, type NavGroup, type NavLink } from "./nav-items";
import { navItemClass } from "./nav-item-class";

export { navItemClass };

// min-w-0: a long label truncates instead of widening its grid column past the sidebar's edge
// (the open Settings group's Team Management pushed its highlight out, issue 11 item 20).
// The collapsed sidebar's group menus (Radix dropdown) load when the sidebar is first collapsed.
const CollapsedGroupMenu = lazy(() => import("./collapsed-group-menu"));

/** With the sidebar collapsed, the label moves into a tooltip beside the icon. */
function WithTooltip({ label, show, children }: { label: string; show: boolean; children: React.ReactElement }) {
  return (
    <DeferredTooltip label={label} side="right" show={show}>
      {children}
    </DeferredTooltip>
  );
}

export function NavItem({ link, collapsed = false, onNavigate }: { link: NavLink; collapsed?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isLinkActive(link.to, pathname);
  const Icon = link.icon;
  return (
    <WithTooltip label={link.label} show={collapsed}>
      <Link
        to={link.to}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        aria-label={collapsed ? link.label : undefined}
        className={navItemClass(active, collapsed)}
      >
        <Icon aria-hidden="true" />
        {!collapsed && <span className="truncate">{link.label}</span>}
      </Link>
    </WithTooltip>
  );
}

/**
 * A collapsible group (Sustainability, Settings). Open when one of its pages is current; with the
 * sidebar collapsed it becomes an icon that opens a menu of its pages.
 */
export function NavGroupSection({
  group,
  items,
  collapsed = false,
  onNavigate,
}: {
  group: NavGroup;
  items: NavLink[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const containsActive = items.some((l) => isLinkActive(l.to, pathname));
  const [open, setOpen] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const Icon = group.icon;
  if (items.length === 0) return null;

  if (collapsed) {
    // Until the menu's code is there, the same icon button (it opens once loaded, a moment later).
    const placeholder = (
      <button type="button" aria-label={group.label} aria-haspopup="menu" className={navItemClass(containsActive, true)}>
        <Icon aria-hidden="true" />
      </button>
    );
    return (
      <Suspense fallback={placeholder}>
        <CollapsedGroupMenu group={group} items={items} containsActive={containsActive} />
      </Suspense>
    );
  }

  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger className={cn(navItemClass(false), containsActive && "text-slate-900")}>
        <Icon aria-hidden="true" />
        <span className="flex-1 truncate text-left">{group.label}</span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-0.5 ml-3 grid gap-0.5 border-l border-slate-200 pl-1 [&>a]:px-2">
        {items.map((l) => (
          <NavItem key={l.to} link={l} onNavigate={onNavigate} />
        ))}
      </CollapsibleContent>
    </Collapsible>
  );
}
