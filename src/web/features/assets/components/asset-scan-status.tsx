import { CircleCheck, OctagonX, TriangleAlert, type LucideIcon } from "lucide-react";
import type { AssetScan, ScanInspectionState } from "@shared/assets/asset-scan";
import { ukDay } from "@shared/common/uk-dates";
import type { SafeColour } from "@shared/rules/inspections";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/format";

/**
 * What a label's scan shows anyone (issue 32): a big panel in the colour with its words and an icon
 * of its own (never the colour alone), why, whether the item is out of use and since when, and each
 * inspection it needs with its last and next day. Phone first: read at arm's length on a site.
 */

const PANEL: Record<SafeColour, { icon: LucideIcon; className: string }> = {
  green: { icon: CircleCheck, className: "bg-emerald-700 text-white" },
  // Dark text on amber: white on amber fails contrast in daylight and for WCAG.
  amber: { icon: TriangleAlert, className: "bg-amber-400 text-slate-950" },
  red: { icon: OctagonX, className: "bg-red-700 text-white" },
};

const STATE: Record<ScanInspectionState, { label: string; variant: BadgeProps["variant"] }> = {
  ok: { label: "In date", variant: "success" },
  due_soon: { label: "Due soon", variant: "warning" },
  overdue: { label: "Overdue", variant: "destructive" },
  never: { label: "Never done", variant: "destructive" },
};

export function AssetScanStatus({ scan }: { scan: AssetScan }) {
  const { icon: Icon, className } = PANEL[scan.colour];
  return (
    <div className="grid gap-5">
      <section aria-label="Safe to use?" data-colour={scan.colour} className={cn("grid gap-3 rounded-2xl p-5 shadow-sm", className)}>
        <p className="flex items-center gap-3 text-2xl leading-tight font-bold sm:text-3xl">
          <Icon aria-hidden="true" className="size-10 shrink-0" strokeWidth={2.25} />
          {scan.words}
        </p>
        {scan.outOfUse && (
          <p className="rounded-lg bg-black/20 px-3 py-2 text-base font-semibold">
            {scan.outOfUseSince ? `Out of use since ${formatDateTime(scan.outOfUseSince)}` : "Out of use"}
          </p>
        )}
        {scan.reasons.length > 0 && (
          <ul aria-label="Why" className="grid list-disc gap-1 pl-5 text-base">
            {scan.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="scan-inspections" className="grid gap-3">
        <h2 id="scan-inspections" className="text-lg font-semibold text-slate-900">
          Inspections
        </h2>
        {scan.inspections.length === 0 ? (
          <p className="text-slate-600">No inspections are needed for this item.</p>
        ) : (
          <ul className="grid gap-2">
            {scan.inspections.map((i) => (
              <li key={i.kind} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{i.name}</h3>
                  <Badge variant={STATE[i.state].variant}>{STATE[i.state].label}</Badge>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-500">Last</dt>
                    <dd className="font-medium text-slate-900">{i.lastDay ? ukDay(i.lastDay) : "None recorded"}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Next due</dt>
                    <dd className="font-medium text-slate-900">{i.nextDay ? ukDay(i.nextDay) : "Before use"}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
