import { useState, type Ref } from "react";
import { AlertTriangle, Check } from "lucide-react";
import type { WasteCodeView } from "@shared/carbon/carbon";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { SearchInput } from "@web/components/ui/search-input";
import { useDebounced } from "@web/lib/use-debounced";
import { cn } from "@web/lib/cn";
import { useFocusById, type Focusable } from "@web/lib/use-focus-by-id";
import { useWasteCode, useWasteCodeSearch } from "../api/waste";

export function HazardousBadge() {
  return (
    <Badge variant="destructive" className="bg-red-600 text-white">
      <AlertTriangle aria-hidden="true" />
      Hazardous
    </Badge>
  );
}

type Props = { id: string; ref?: Ref<Focusable>; value: string; onChange: (code: WasteCodeView) => void; invalid?: boolean; describedBy?: string };

/** The List of Waste, searched by code ("17 01", "170605") or words ("plasterboard"); hazardous entries carry a red badge. */
export function WasteCodePicker({ id, ref, value, onChange, invalid, describedBy }: Props) {
  useFocusById(ref, id);
  const [searching, setSearching] = useState(value === "");
  const [q, setQ] = useState("");
  const query = useDebounced(q, 250);
  const results = useWasteCodeSearch(query);
  const chosen = useWasteCode(value);

  if (!searching && value) {
    const code = chosen.data;
    return (
      <div className={cn("flex flex-wrap items-start justify-between gap-2 rounded-md border bg-white p-3", invalid ? "border-red-500" : "border-slate-300")}>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold text-slate-900">{value}</span>
            {(code?.isHazardous ?? value.endsWith("*")) && <HazardousBadge />}
          </p>
          <p className="mt-0.5 text-sm break-words text-slate-700">{code?.description ?? (chosen.isLoading ? "Loading…" : "")}</p>
          {code && <p className="mt-0.5 text-xs break-words text-slate-500">{code.subChapter}</p>}
        </div>
        <Button id={id} type="button" variant="outline" size="sm" aria-describedby={describedBy} onClick={() => setSearching(true)}>
          Change
        </Button>
      </div>
    );
  }

  const items = results.data ?? [];
  return (
    <div className="grid gap-2">
      <SearchInput
        id={id}
        aria-label="Search the List of Waste"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder="Code or words, e.g. 17 01 01, plasterboard, asbestos"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
      />
      {query.trim().length >= 2 && (
        <div role="listbox" aria-label="Waste codes" className="max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white">
          {results.isLoading && <p className="p-3 text-sm text-slate-500">Searching…</p>}
          {results.isError && <p className="p-3 text-sm text-red-600">The List of Waste could not be searched.</p>}
          {!results.isLoading && !results.isError && items.length === 0 && <p className="p-3 text-sm text-slate-500">No waste code matches “{query}”.</p>}
          {items.map((c) => (
            <button
              key={c.code}
              type="button"
              role="option"
              aria-selected={c.code === value}
              onClick={() => {
                onChange(c);
                setSearching(false);
                setQ("");
              }}
              className="flex w-full items-start gap-2 border-b border-slate-100 px-3 py-2 text-left text-sm last:border-0 hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
            >
              <Check className={cn("mt-0.5 size-4 shrink-0 text-brand", c.code !== value && "invisible")} aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold text-slate-900">{c.code}</span>
                  {c.isHazardous && <HazardousBadge />}
                </span>
                <span className="block break-words text-slate-700">{c.description}</span>
                <span className="block text-xs break-words text-slate-500">{c.subChapter}</span>
              </span>
            </button>
          ))}
        </div>
      )}
      {value && (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setSearching(false)}>
            Keep {value}
          </Button>
        </div>
      )}
    </div>
  );
}
