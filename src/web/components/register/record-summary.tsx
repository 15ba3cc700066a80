import type { ReactNode } from "react";
import { Card, CardContent } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/*
 * The top of a register record's page (an asset's, a vehicle's): an optional banner above (off the
 * road, out of use), then one card with the record's standing and the facts a manager looks for
 * first, three a row (two on a phone). The areas drew this frame and its facts twice.
 */

export function RecordSummaryCard({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      {banner}
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The facts, three a row from the phone's width up. `spaced` puts 2 px between a fact's label and value (the asset page's look). */
export function RecordFacts({ spaced = false, children }: { spaced?: boolean; children: ReactNode }) {
  return <dl className={cn("grid grid-cols-2 gap-3 text-sm sm:grid-cols-3", spaced && "*:grid *:gap-0.5")}>{children}</dl>;
}

/** One fact: its label small above its value; a long value wraps within its column. */
export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
