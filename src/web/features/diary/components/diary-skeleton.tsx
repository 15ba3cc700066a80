import { Skeleton } from "@web/components/ui/skeleton";

/** The diary's days while they load; also the page's placeholder while the days' own code loads. */
export function DiarySkeleton({ days = 2 }: { days?: number }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading the diary">
      {Array.from({ length: days }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-16" />
          <Skeleton className="h-10" />
        </div>
      ))}
    </div>
  );
}
