import { cn } from "@web/lib/cn";

/** The look of a sidebar or drawer link: the brand colour when current; icon-only when collapsed. */
const base =
  "group flex w-full min-w-0 items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-1 [&_svg]:size-[1.125rem] [&_svg]:shrink-0";
export const navItemClass = (active: boolean, collapsed = false) =>
  cn(
    base,
    collapsed && "justify-center px-0 py-2",
    active ? "bg-brand text-brand-foreground shadow-sm" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
