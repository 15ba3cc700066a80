import { Leaf } from "lucide-react";
import { formatCarbon, formatMeasure } from "@shared/common/numbers";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";

/** "24.125" → "24.125", "50.500" → "50.5": exact as stored, grouped, no padding. */

/**
 * The carbon the order implies once delivered, worked out when it was drafted (poExpectedCarbonSchema):
 * the lines' materials and the transport, each said with what it came from. The diary deliveries of
 * its receipts carry the actual figures.
 */
export function PoCarbon({ order }: { order: PoDetail }) {
  const c = order.expectedCarbon;
  const transport = order.transportDistance
    ? `${formatMeasure(order.transportDistance)} km${order.transportWeight ? `, ${formatMeasure(order.transportWeight)} t` : ""}${order.transportCategory ? ` by ${order.transportCategory}` : ""}`
    : null;
  return (
    <section aria-labelledby={`po-carbon-${order.id}`} className="grid gap-1 rounded-md bg-emerald-50/60 p-3 text-sm">
      <h4 id={`po-carbon-${order.id}`} className="flex items-center gap-1.5 font-medium text-slate-900">
        <Leaf className="size-4 text-emerald-700" aria-hidden="true" />
        Expected carbon{c.totalKg !== null && <span className="ml-auto font-semibold tabular-nums">{formatCarbon(c.totalKg)}</span>}
      </h4>
      {c.totalKg === null ? (
        <p className="text-slate-600">Not worked out: choose materials that have a carbon factor and weight, or give the transport distance and load.</p>
      ) : (
        <ul className="grid gap-0.5 text-slate-700">
          <li>
            Materials:{" "}
            {c.materialKg === null
              ? "no line names a material with a carbon factor"
              : `${formatCarbon(c.materialKg)} (${c.linesWithCarbon} of ${c.lines} ${c.lines === 1 ? "line" : "lines"})`}
          </li>
          <li>
            Transport: {c.transportKg === null ? "not worked out (needs the distance and the load)" : formatCarbon(c.transportKg)}
            {c.transportKg !== null && transport && ` (${transport})`}
          </li>
          {c.totalWeight !== null && <li>Weight of the weighed lines: {formatMeasure(c.totalWeight)} t</li>}
        </ul>
      )}
    </section>
  );
}
