import { Users } from "lucide-react";
import { cn } from "@web/lib/cn";

/** The gate's heading: the contract, and how many are on site now (with the limit when one is set, amber once passed). */
export function GateHeader({ name, onSite, limit, actions }: { name: string; onSite: number; limit: number | null; actions?: React.ReactNode }) {
  const passed = limit !== null && onSite > limit;
  return (
    <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Site sign-in</p>
        <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{name}</h1>
        <p
          role="status"
          aria-label={`${onSite} on site now${limit !== null ? ` of a limit of ${limit}` : ""}`}
          className={cn(
            "mt-1 inline-flex items-center gap-2 rounded-full px-3 py-1 text-base font-semibold",
            passed ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-900",
          )}
        >
          <Users className="size-5" aria-hidden />
          {onSite} on site{limit !== null && <span className="font-normal"> / limit {limit}</span>}
        </p>
      </div>
      {actions}
    </header>
  );
}
