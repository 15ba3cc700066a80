import { useMemo, useState, type Ref } from "react";
import { Check, ChevronsUpDown } from "lucide-react";
import type { FactorView } from "@shared/carbon/carbon";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { SearchInput } from "@web/components/ui/search-input";
import { cn } from "@web/lib/cn";
import { useFocusById, type Focusable } from "@web/lib/use-focus-by-id";
import { formatFactor } from "@web/lib/format";

/** DESNZ names repeat the sheet's grouping ("Construction · Concrete · Primary material production"): the picker drops the first part. */
export const shortFactorName = (f: Pick<FactorView, "name" | "isCompany">) => (f.isCompany ? f.name : f.name.replace(/^Construction · /, ""));

const value = (f: FactorView) => `${formatFactor(f.value)} kg CO2e per ${f.unit === "tonnes" ? "tonne" : f.unit}`;

/** The two lists the picker offers, as the caller's query loaded them (the picker fetches nothing: decision 0012). */
export type MaterialFactorLists = { data?: { year: number; desnz: FactorView[]; company: FactorView[] }; isLoading: boolean; isError: boolean };

type Props = {
  id: string;
  ref?: Ref<Focusable>;
  value: string;
  onChange: (factorId: string) => void;
  factors: MaterialFactorLists;
  /** The "no factor" choice: its value, and what it means where the picker is used. */
  none: { value: string; title: string; detail: string };
  /** What the dialog says the factor is for. */
  purpose: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * An embodied-carbon factor: DESNZ Material use, the company's own, or none. Shared by a delivery's
 * lines and a material's record, so both name factors the same way.
 */
export function MaterialFactorPicker({ id, ref, value: selected, onChange, factors, none, purpose, invalid, describedBy }: Props) {
  useFocusById(ref, id);
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const all = useMemo(() => [...(factors.data?.company ?? []), ...(factors.data?.desnz ?? [])], [factors.data]);
  const chosen = all.find((f) => f.factorId === selected);
  const label = selected === none.value ? none.title : chosen ? shortFactorName(chosen) : selected ? selected : "Choose a material factor";
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const match = (f: FactorView) => words.every((w) => `${f.name} ${f.factorId} ${f.source}`.toLowerCase().includes(w));
  const pick = (factorId: string) => {
    onChange(factorId);
    setOpen(false);
    setQ("");
  };
  const groups: [string, FactorView[]][] = [
    ["Company factors", (factors.data?.company ?? []).filter(match)],
    [`DESNZ ${factors.data?.year ?? ""} Material use (per tonne)`, (factors.data?.desnz ?? []).filter(match)],
  ];

  return (
    <>
      <Button
        id={id}
        type="button"
        variant="outline"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          "h-auto min-h-10 w-full justify-between px-3 py-2 text-left font-normal whitespace-normal",
          !selected && "text-slate-400",
          invalid && "border-red-500",
        )}
      >
        <span className="min-w-0 break-words">{label}</span>
        <ChevronsUpDown className="text-slate-400" aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
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
    </>
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
