import { Check } from "lucide-react";
import type { FactorView } from "@shared/carbon/carbon";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { SearchInput } from "@web/components/ui/search-input";
import { cn } from "@web/lib/cn";
import { formatFactor } from "@web/lib/format";
import { shortFactorName, type MaterialFactorLists } from "./material-factor-names";

const value = (f: FactorView) => `${formatFactor(f.value)} kg CO2e per ${f.unit === "tonnes" ? "tonne" : f.unit}`;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purpose: string;
  selected: string;
  none: { value: string; title: string; detail: string };
  factors: MaterialFactorLists;
  groups: [string, FactorView[]][];
  q: string;
  setQ: (q: string) => void;
  pick: (factorId: string) => void;
};

/** The material factor picker's searchable list (material-factor-picker.tsx holds the choice). */
export default function MaterialFactorDialog({ open, onOpenChange, purpose, selected, none, factors, groups, q, setQ, pick }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-3">
        <DialogHeader>
          <DialogTitle>Material factor</DialogTitle>
          <DialogDescription>{purpose}</DialogDescription>
        </DialogHeader>
        <SearchInput
          autoFocus
          aria-label="Search material factors"
          placeholder="Search, e.g. concrete, steel, ICE"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <div className="-mx-1 max-h-[55dvh] overflow-y-auto px-1" role="listbox" aria-label="Material factors">
          <Option selected={selected === none.value} onSelect={() => pick(none.value)} title={none.title} detail={none.detail} />
          {factors.isLoading && <p className="p-3 text-sm text-slate-500">Loading factors…</p>}
          {factors.isError && <p className="p-3 text-sm text-red-600">The factor library could not be loaded.</p>}
          {groups.map(([heading, items]) =>
            items.length ? (
              <div key={heading} className="mt-3">
                <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</p>
                {items.map((f) => (
                  <Option
                    key={f.id}
                    selected={f.factorId === selected}
                    onSelect={() => pick(f.factorId)}
                    title={shortFactorName(f)}
                    detail={`${value(f)} · ${f.source} · ${f.factorId}`}
                  />
                ))}
              </div>
            ) : null,
          )}
          {!factors.isLoading && groups.every(([, items]) => items.length === 0) && <p className="p-3 text-sm text-slate-500">No factor matches “{q}”.</p>}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Option({ selected, onSelect, title, detail }: { selected: boolean; onSelect: () => void; title: string; detail: string }) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      onClick={onSelect}
      className={cn(
        "flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none",
        selected && "bg-brand/10",
      )}
    >
      <Check className={cn("mt-0.5 size-4 shrink-0 text-brand", !selected && "invisible")} aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900">{title}</span>
        <span className="block text-xs break-words text-slate-500">{detail}</span>
      </span>
    </button>
  );
}
