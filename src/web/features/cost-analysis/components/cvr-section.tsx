import { useState } from "react";
import { CalendarCheck, ChevronDown, Lock, Pencil, Plus } from "lucide-react";
import { ukToday } from "@shared/common/uk-dates";
import { monthLabel } from "@shared/rules/cvr";
import { QueryBody } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useCloseMonth, useCvrMonths } from "../api/cvr-periods";
import { closedText, monthRows, moneyOrBlank, type MonthRow } from "../lib/cvr-view";
import { CvrMonthDetail } from "./cvr-month-detail";
import { ValuationFormDialog } from "./valuation-form";

/**
 * A contract's monthly CVR (decision 0081, "The monthly CVR"): its months newest first, open or closed.
 * An open month takes its valuation and may be closed by hand ahead of the daily job; a closed month
 * is read-only and opens onto its locked snapshot and why it moved.
 */
export function CvrSection({ slug }: { slug: string }) {
  const can = usePermission();
  const canEdit = can("Cost Analysis", "edit");
  const months = useCvrMonths(slug);
  const close = useCloseMonth(slug);
  const [valuation, setValuation] = useState<{ month: string; fixed: boolean } | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const currentMonth = ukToday().slice(0, 7);
  const rows = months.data ? monthRows(months.data.months, currentMonth) : [];

  const closeMonth = async ({ month, valueCertified }: MonthRow) => {
    const name = monthLabel(month);
    // Nothing certified yet: the snapshot would lock a margin against no value, so the question says so.
    const unvalued = valueCertified === null ? " No value certified has been entered: it closes with nothing certified." : "";
    const ok = await confirm({
      title: `Close ${name}?`,
      description: `${name}'s value, cost per head, margin and forecast are locked in a snapshot, and its valuation can no longer change. Anything dated in it later lands in the next open month.${unvalued}`,
      confirmText: `Close ${name}`,
      variant: "warning",
    });
    if (!ok) return;
    close.mutate(month, {
      onSuccess: () => {
        toast({ title: "Success", description: `${name} closed` });
        setOpen(month);
      },
      // Months close in order ("Close September 2026 first"); a month the job closed meanwhile is "This month is closed".
      onError: (e) => toast({ title: `${name} not closed`, description: errorText(e, "The month could not be closed"), variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardIconHeader
        icon={CalendarCheck}
        title="Monthly CVR"
        description="The valuation each month, and the cost-value reconciliation each month keeps when it closes: at month end by the daily job, or earlier by hand."
      />
      <CardContent className="grid gap-4">
        {canEdit && (
          <div>
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => setValuation({ month: currentMonth, fixed: false })}>
              <Plus aria-hidden="true" />
              Enter a valuation
            </Button>
          </div>
        )}
        <QueryBody read={months} rows={["h-16", "h-16", "h-16"]} errorTitle="The months could not be loaded">
          <ul className="grid gap-3" aria-label="Months">
            {rows.map((row) => {
              const closed = row.status === "closed";
              const expanded = closed && open === row.month;
              const detailId = `cvr-month-${row.month}`;
              return (
                <li key={row.month} className={cn("rounded-lg border border-slate-200 bg-white", expanded && "border-slate-300 shadow-sm")}>
                  <div className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-semibold text-slate-900">{monthLabel(row.month)}</h3>
                        <Badge variant={closed ? "secondary" : "info"}>
                          {closed && <Lock aria-hidden="true" />}
                          {closed ? "Closed" : "Open"}
                        </Badge>
                      </div>
                      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
                        <div className="flex gap-1">
                          <dt>Applied</dt>
                          <dd className="tabular-nums text-slate-900">{moneyOrBlank(row.valueApplied)}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Certified</dt>
                          <dd className="tabular-nums text-slate-900">{moneyOrBlank(row.valueCertified)}</dd>
                        </div>
                      </dl>
                      {closed && <p className="mt-1 text-xs text-slate-500">{closedText(row)}</p>}
                      {!row.saved && <p className="mt-1 text-xs text-slate-500">No valuation entered for this month yet.</p>}
                    </div>
                    <div className="flex flex-wrap gap-2 [&>button]:flex-1 sm:[&>button]:flex-none">
                      {closed ? (
                        <Button variant="outline" aria-expanded={expanded} aria-controls={detailId} onClick={() => setOpen(expanded ? null : row.month)}>
                          <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden="true" />
                          {expanded ? "Hide snapshot" : "Snapshot"}
                        </Button>
                      ) : (
                        canEdit && (
                          <>
                            <Button variant="outline" onClick={() => setValuation({ month: row.month, fixed: true })}>
                              <Pencil aria-hidden="true" />
                              Valuation
                            </Button>
                            <Button variant="outline" onClick={() => void closeMonth(row)} disabled={close.isPending}>
                              <Lock aria-hidden="true" />
                              Close month
                            </Button>
                          </>
                        )
                      )}
                    </div>
                  </div>
                  {expanded && (
                    <div id={detailId} className="border-t border-slate-200 p-4">
                      <CvrMonthDetail slug={slug} month={row.month} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </QueryBody>
      </CardContent>
      {valuation && <ValuationFormDialog slug={slug} start={valuation} months={rows} onClose={() => setValuation(null)} />}
    </Card>
  );
}
