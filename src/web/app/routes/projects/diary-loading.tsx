import type { ReactNode } from "react";
import { BookOpen, CalendarClock, FolderOpen, Leaf, Truck, Users } from "lucide-react";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { DiarySkeleton } from "@web/features/diary/components/diary-skeleton";

export const TABS = [
  { value: "diary", label: "Diary", icon: BookOpen },
  { value: "timeline", label: "Timeline", icon: CalendarClock },
  { value: "attendance", label: "Attendance", icon: Users },
  { value: "files", label: "Files", icon: FolderOpen },
  { value: "deliveries", label: "Deliveries", icon: Truck },
  { value: "carbon", label: "Carbon", icon: Leaf },
] as const;
export type Tab = (typeof TABS)[number]["value"];

/**
 * The diary's tabs while their chunk loads (issue 13): the same strip, drawn without the tabs' code and not
 * yet clickable (no tab role, so nothing can pick it for a tab), over the diary tab's loading state. The page
 * fetches that chunk as it renders, beside the project's request, so this rarely shows for long.
 */
export function DiaryTabsLoading({ tab, addMenu }: { tab: Tab; addMenu: ReactNode }) {
  return (
    <div aria-busy="true">
      <div className="flex items-center gap-2">
        {addMenu}
        <div className="inline-flex h-10 max-w-full min-w-0 flex-1 items-center justify-start overflow-x-auto overscroll-x-contain rounded-md bg-slate-100 p-1 text-slate-600 sm:flex-none">
          {TABS.map(({ value, label, icon: Icon }) => (
            <span
              key={value}
              className={cn(
                "inline-flex h-full shrink-0 items-center justify-center gap-1.5 rounded-sm px-2.5 text-sm font-medium whitespace-nowrap sm:px-3 [&_svg]:size-4 [&_svg]:shrink-0",
                value === tab && "bg-white text-slate-900 shadow-sm",
              )}
            >
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </span>
          ))}
        </div>
      </div>
      <div className="mt-4">{tab === "diary" ? <DiaryTabLoading /> : <TabLoading />}</div>
    </div>
  );
}

/** The diary tab's two columns while they load. */
function DiaryTabLoading() {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <DiarySkeleton />
      <div className="grid content-start gap-5" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-56" />
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/** Another tab while its chunk loads. */
export function TabLoading() {
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}
