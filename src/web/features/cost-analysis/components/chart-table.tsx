import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";

/** A chart's figures as a table, a tap away: what a screen reader or a QS checking the pence reads instead of the bars. */
export function ChartTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Collapsible className="mt-3">
      <CollapsibleTrigger className="group inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        {label}
      </CollapsibleTrigger>
      <CollapsibleContent className="mt-2">{children}</CollapsibleContent>
    </Collapsible>
  );
}
