import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";

/**
 * An area's views as links under its heading (purchase orders: orders, requests, approval; workforce:
 * workers, inductions, registrations): each is an address of its own, so a view can be linked and
 * reloaded, and the current one says so to a screen reader.
 */
export type ViewTab = { to: string; label: ReactNode; active: boolean };

export function ViewTabs({ label, tabs }: { label: string; tabs: readonly (ViewTab | false)[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map(
        (t) =>
          t && (
            <Link
              key={t.to}
              to={t.to}
              aria-current={t.active ? "page" : undefined}
              className={cn(
                "-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                t.active ? "border-brand text-slate-900" : "border-transparent text-slate-500 hover:text-slate-900",
              )}
            >
              {t.label}
            </Link>
          ),
      )}
    </nav>
  );
}
