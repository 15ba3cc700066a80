import { useState, type ComponentProps } from "react";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { useTeamOptions } from "../api/list-team-options";
import { useDebounced } from "@web/lib/use-debounced";

export type ManagerSelectProps = Omit<ComponentProps<"select">, "children"> & {
  /** The manager saved on the project, shown even if they are no longer in the active list. */
  current?: { id: number; name: string } | null;
};

/**
 * A manager from the team: active people by name (GET /api/projects/team-options). A large team
 * gets a search box, since the list is capped.
 */
export function ManagerSelect({ current, id, className, ...props }: ManagerSelectProps) {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 300);
  const { data, isPending } = useTeamOptions(term);
  const items = data?.items ?? [];
  const options = items.map((m) => ({ value: String(m.id), label: `${m.name} (${m.role})` }));
  if (current && !items.some((m) => m.id === current.id)) options.unshift({ value: String(current.id), label: current.name });
  const large = Boolean(data && (data.total > data.items.length || term));

  return (
    <div className="grid gap-2">
      {large && <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search the team" aria-label="Search the team" />}
      <Select id={id} className={className} placeholder={isPending ? "Loading the team…" : "Not assigned"} options={options} {...props} />
    </div>
  );
}
