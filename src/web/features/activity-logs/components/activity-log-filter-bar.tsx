import type { ReactNode } from "react";
import { X } from "lucide-react";
import type { ActivityLogFilters } from "@shared/activity-logs/activity-logs";
import { SEVERITIES } from "@shared/activity-logs/activity-logs";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { humanise } from "./format";
import { PausedSearch } from "@web/components/search/paused-search";

export type FilterValues = { userId: string; category: string; action: string; severity: string; search: string; from: string; to: string };
export const NO_FILTERS: FilterValues = { userId: "", category: "", action: "", severity: "", search: "", from: "", to: "" };

export interface ActivityLogFilterBarProps {
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  options: ActivityLogFilters | undefined;
}

/** User, category, action, severity, free text and a date range; the search waits for a pause in typing. */
export function ActivityLogFilterBar({ values, onChange, options }: ActivityLogFilterBarProps) {
  const active = Object.entries(values).some(([, v]) => v !== "");
  // Each filter with its label above it; the control's id is the label's target.
  const field = (id: keyof FilterValues, label: string, control: ReactNode) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={`log-${id}`} className="text-xs text-slate-600">
        {label}
      </Label>
      {control}
    </div>
  );
  const select = (id: keyof FilterValues, label: string, placeholder: string, items: { value: string; label: string }[]) =>
    field(
      id,
      label,
      <Select id={`log-${id}`} value={values[id]} onChange={(e) => onChange({ [id]: e.target.value })} placeholder={placeholder} options={items} />,
    );
  // The range's ends bound each other, so the picker offers no "to" before "from".
  const day = (id: "from" | "to", label: string, bounds: { min?: string; max?: string }) =>
    field(
      id,
      label,
      <Input id={`log-${id}`} type="date" className="px-2 sm:px-3" value={values[id]} {...bounds} onChange={(e) => onChange({ [id]: e.target.value })} />,
    );

  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" role="search" aria-label="Filter the activity log">
      <div className="flex gap-2">
        <PausedSearch
          wrapperClassName="min-w-0 flex-1"
          value={values.search}
          onSearch={(search) => onChange({ search })}
          placeholder="Search descriptions, records and users"
          aria-label="Search the activity log"
          maxLength={200}
        />
        <Button type="button" variant="outline" disabled={!active} onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          <span className="hidden sm:inline">Clear filters</span>
          <span className="sm:hidden">Clear</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {select(
          "userId",
          "User",
          "All users",
          (options?.users ?? []).map((u) => ({ value: String(u.id), label: u.name || u.email })),
        )}
        {select(
          "category",
          "Category",
          "All categories",
          (options?.categories ?? []).map((c) => ({ value: c, label: humanise(c) })),
        )}
        {select(
          "action",
          "Action",
          "All actions",
          (options?.actions ?? []).map((a) => ({ value: a, label: humanise(a) })),
        )}
        {select(
          "severity",
          "Severity",
          "All severities",
          SEVERITIES.map((s) => ({ value: s, label: humanise(s) })),
        )}
        {day("from", "From", { max: values.to || undefined })}
        {day("to", "To", { min: values.from || undefined })}
      </div>
    </div>
  );
}
