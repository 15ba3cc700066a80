import { FileSpreadsheet, FileText } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import { monthLabel } from "@shared/rules/cvr";
import { QueryBody } from "@web/components/forms/query-body";
import { DownloadButton } from "@web/components/ui/download-button";
import { cn } from "@web/lib/cn";
import { cvrReportHref, useCvrMonth } from "../api/cvr-periods";
import { isWholeSnapshot, marginText } from "../lib/cvr-view";
import { CvrMovements } from "./cvr-movements";
import { SnapshotHeads } from "./cvr-snapshot-heads";

/** A figure with its name above it, as a closed month's summary lists them. */
function Fact({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn("mt-0.5 font-semibold tabular-nums text-slate-900", tone)}>{value}</dd>
    </div>
  );
}

const heading = "text-sm font-semibold text-slate-900";

/**
 * A closed month's locked snapshot: the value (applied, certified, retention held), the cost per head
 * with the forecast and its method, the margin in £ and %, and why the figures moved since the month
 * before; with the month's CVR report as PDF and XLSX. A month closed before the cost figures were
 * kept shows its valuation alone and says so.
 */
export function CvrMonthDetail({ slug, month }: { slug: string; month: string }) {
  const read = useCvrMonth(slug, month);
  const period = read.data;
  const snapshot = period?.snapshot ?? null;
  const name = monthLabel(month);
  const file = `CVR ${slug} ${month}`;
  return (
    <QueryBody
      read={read}
      rows={["h-16", "h-32"]}
      errorTitle={`${name} could not be loaded`}
      empty={period && snapshot === null && <p className="text-sm text-slate-500">{name} keeps no snapshot.</p>}
    >
      {snapshot && (
        <div className="grid gap-4">
          {isWholeSnapshot(snapshot) ? (
            <>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
                <Fact label="Value applied" value={formatMoneyText(snapshot.value.applied)} />
                <Fact label="Value certified" value={formatMoneyText(snapshot.value.certified)} />
                <Fact label="Retention held" value={formatMoneyText(snapshot.value.retention)} />
                <Fact label="Cost to date" value={formatMoneyText(snapshot.cost)} />
                <Fact
                  label="Margin"
                  value={marginText(snapshot.margin, snapshot.marginPercent)}
                  tone={snapshot.margin.startsWith("-") ? "text-red-700" : undefined}
                />
                <Fact label="Forecast at completion" value={formatMoneyText(snapshot.forecast)} />
              </dl>
              <section className="grid gap-2" aria-label={`Cost per head, ${name}`}>
                <h4 className={heading}>Cost per head</h4>
                <SnapshotHeads snapshot={snapshot} />
              </section>
              <section className="grid gap-2" aria-label={`Why it moved, ${name}`}>
                <h4 className={heading}>Why it moved</h4>
                <CvrMovements movements={period?.movements ?? null} />
              </section>
            </>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
                <Fact label="Value applied" value={formatMoneyText(snapshot.value.applied)} />
                <Fact label="Value certified" value={formatMoneyText(snapshot.value.certified)} />
              </dl>
              <p className="text-sm text-slate-600">
                {name} closed before cost figures were kept: its snapshot holds the valuation only, with no cost, retention or margin.
              </p>
            </>
          )}
          <div className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
            <DownloadButton
              href={cvrReportHref(slug, month, "pdf")}
              filename={`${file}.pdf`}
              label="CVR report (PDF)"
              failure="The CVR report could not be made"
              icon={FileText}
            />
            <DownloadButton
              href={cvrReportHref(slug, month, "xlsx")}
              filename={`${file}.xlsx`}
              label="CVR report (XLSX)"
              failure="The CVR report could not be made"
              icon={FileSpreadsheet}
            />
          </div>
        </div>
      )}
    </QueryBody>
  );
}
