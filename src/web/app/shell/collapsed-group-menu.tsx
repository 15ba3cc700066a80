import { Link, useLocation } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { DeferredTooltip } from "@web/components/ui/deferred-tooltip";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { navItemClass } from "./nav-item-class";
import { isLinkActive, type NavGroup, type NavLink } from "./nav-items";

/** A group (Sustainability, Settings) in the collapsed sidebar: an icon that opens a menu of its pages. */
export default function CollapsedGroupMenu({ group, items, containsActive }: { group: NavGroup; items: NavLink[]; containsActive: boolean }) {
  const { pathname } = useLocation();
  const Icon = group.icon;
  return (
    <DropdownMenu>
      <DeferredTooltip label={group.label} side="right">
        <DropdownMenuTrigger aria-label={group.label} className={navItemClass(containsActive, true)}>
          <Icon aria-hidden="true" />
        </DropdownMenuTrigger>
      </DeferredTooltip>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuLabel>{group.label}</DropdownMenuLabel>
        {items.map((l) => (
          <DropdownMenuItem key={l.to} asChild className={cn(isLinkActive(l.to, pathname) && "font-semibold text-brand-dark")}>
            <Link to={l.to}>
              <l.icon aria-hidden="true" />
              {l.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
