import { lazy, Suspense, useMemo, useState, type Ref } from "react";
import { ChevronsUpDown } from "lucide-react";
import type { FactorView } from "@shared/carbon/carbon";
import { shortFactorName, type MaterialFactorLists } from "./material-factor-names";

export { shortFactorName, type MaterialFactorLists };
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useFocusById, type Focusable } from "@web/lib/use-focus-by-id";
import { useSticky } from "@web/lib/use-sticky";

// The list of factors is a dialog, loaded the first time it opens.
const MaterialFactorDialog = lazy(() => import("./material-factor-dialog"));

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
  const dialogRequested = useSticky(open);
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
      {dialogRequested && (
        <Suspense fallback={null}>
          <MaterialFactorDialog
            open={open}
            onOpenChange={setOpen}
            purpose={purpose}
            selected={selected}
            none={none}
            factors={factors}
            groups={groups}
            q={q}
            setQ={setQ}
            pick={pick}
          />
        </Suspense>
      )}
    </>
  );
}
