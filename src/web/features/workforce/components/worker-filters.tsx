import { useEffect, useState } from "react";
import { WORKER_TRADES } from "@shared/workforce/worker";
import { Input } from "@web/components/ui/input";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { useDebounced } from "@web/lib/use-debounced";
import type { FieldBinding } from "@web/lib/use-url-filters";
import { CARD_STATUS_OPTIONS } from "./worker-badges";

/** Search, trade, employer, card status, induction and the trade's card rule: each kept in the address bar by the caller. */
export function WorkerFilters({
  searchBox,
  select,
  employer,
  setEmployer,
}: {
  /** The search box, bound to the address (`useUrlFilters().searchBox`). */
  searchBox: FieldBinding;
  /** A narrowing filter's select, bound to the address (`useUrlFilters().select`). */
  select: (key: "trade" | "cardStatus" | "induction" | "tradeRule") => FieldBinding;
  employer: string | undefined;
  setEmployer: (employer: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      <SearchInput {...searchBox} placeholder="Search name, worker ID or card number" aria-label="Search workers" wrapperClassName="col-span-2 lg:col-span-1" />
      <Select aria-label="Trade" placeholder="All trades" options={WORKER_TRADES.map((t) => ({ value: t, label: t }))} {...select("trade")} />
      <EmployerBox value={employer ?? ""} onValue={setEmployer} />
      <Select aria-label="Card status" placeholder="Any card status" options={CARD_STATUS_OPTIONS} {...select("cardStatus")} />
      <Select
        aria-label="Induction"
        placeholder="Inducted or not"
        options={[
          { value: "yes", label: "Inducted" },
          { value: "no", label: "Not inducted" },
        ]}
        {...select("induction")}
      />
      <Select aria-label="Card rule" placeholder="Any card rule" options={[{ value: "not_met", label: "Card rule not met" }]} {...select("tradeRule")} />
    </div>
  );
}

/** The employer is free text (a company names its subcontractors): it reaches the address once the typing pauses. */
function EmployerBox({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  const [text, setText] = useState(value);
  const typed = useDebounced(text.trim(), 300);
  useEffect(() => {
    if (typed !== value) onValue(typed);
    // Only the paused text writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [typed]);
  return <Input aria-label="Employer" placeholder="Any employer" value={text} onChange={(e) => setText(e.target.value)} />;
}
