import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { workersEndpoints } from "@shared/workforce/workers.endpoints";
import { queryOf } from "@web/lib/api-client";
import { Check, UserRound } from "lucide-react";
import { SearchInput } from "@web/components/ui/search-input";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { useDebounced } from "@web/lib/use-debounced";

/** A worker as the picker shows them: the name, and their trade, employer and worker ID. */
export type WorkerOption = { id: number; name: string; detail: string };

/** Up to eight workers of the register matching the search (needs Workforce view). */
export const useWorkerOptions = (q: string, enabled = true) =>
  useQuery(
    queryOf(
      workersEndpoints.list,
      { query: { page: 1, pageSize: 8, q: q || undefined } },
      {
        enabled,
        placeholderData: keepPreviousData,
        select: (page) =>
          page.items.map((w): WorkerOption => ({
            id: w.id,
            name: `${w.firstName} ${w.lastName}`,
            detail: [w.trade, w.employer, w.workerId].filter(Boolean).join(" · "),
          })),
      },
    ),
  );

type Props = {
  id: string;
  value: WorkerOption | null;
  onChange: (worker: WorkerOption | null) => void;
  /** Workers already chosen elsewhere (the operators already named), left out of the results. */
  exclude?: readonly number[];
  invalid?: boolean;
};

/**
 * A worker from the workforce register, found by name, worker ID, trade or employer: a search box and
 * up to eight big rows to tap (a phone at the store), then the one chosen with Change. Shared by the
 * areas that name a worker (an asset's holder and operators, a message's recipient).
 */
export function WorkerPicker({ id, value, onChange, exclude = [], invalid }: Props) {
  const [q, setQ] = useState("");
  const search = useDebounced(q.trim(), 250);
  const options = useWorkerOptions(search, !value);
  if (value)
    return (
      <div className="flex min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-medium text-slate-900">
            <Check className="size-4 text-emerald-700" aria-hidden="true" />
            {value.name}
          </p>
          {value.detail && <p className="truncate text-xs text-slate-500">{value.detail}</p>}
        </div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
          Change
        </Button>
      </div>
    );
  const forbidden = options.error instanceof ApiError && options.error.status === 403;
  const rows = (options.data ?? []).filter((w) => !exclude.includes(w.id));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <SearchInput
        id={id}
        aria-label="Search workers"
        aria-invalid={invalid || undefined}
        placeholder="Name, worker ID or trade"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {forbidden ? (
        <p className="text-sm text-slate-600">Choosing a worker needs Workforce view: ask a manager.</p>
      ) : options.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The workers could not be loaded.
        </p>
      ) : (
        <ul className={cn("grid grid-cols-[minmax(0,1fr)] gap-1", options.isFetching && "opacity-70")} aria-label="Workers found">
          {rows.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                className="flex min-h-12 w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                onClick={() => onChange(w)}
              >
                <UserRound className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{w.name}</span>
                  {w.detail && <span className="block truncate text-xs text-slate-500">{w.detail}</span>}
                </span>
              </button>
            </li>
          ))}
          {options.data && rows.length === 0 && <li className="text-sm text-slate-600">{search ? "No worker matches." : "No workers on the register yet."}</li>}
        </ul>
      )}
    </div>
  );
}
