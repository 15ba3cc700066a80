import { AlertTriangle, CheckCircle2, Receipt } from "lucide-react";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import { formatCount } from "@shared/common/numbers";
import { costHeadLabel } from "@shared/rules/cvr";
import { Link } from "@web/lib/router";
import { cn } from "@web/lib/cn";
import { exceptionHref, isPositive, money } from "./cost-format";
import type { Opens } from "./drill-dialog";
import { CostSection } from "./cost-section";

const KIND_LABELS: Record<ContractCosts["exceptions"][number]["kind"], string> = {
  receipt_no_invoice: "No invoice after 30 days",
  invoice_above_order: "Invoice above its order",
  sign_in_no_rate: "Sign-in with no rate",
  delivery_no_order: "Delivery with no order",
};

/** What needs a look: each exception linking to its record, where the reader may open it. */
export function ExceptionsCard({ costs, opens }: { costs: ContractCosts; opens: Opens }) {
  const slug = costs.contract.slug;
  const more = costs.exceptionCount - costs.exceptions.length;
  return (
    <CostSection
      title="Exceptions"
      description={costs.exceptionCount ? `${formatCount(costs.exceptionCount)} to look at` : "Records whose cost needs a look show here."}
    >
      {costs.exceptions.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
          No exceptions: every receipt is invoiced in time, every invoice within its order, every sign-in has a rate and every delivery an order.
        </p>
      ) : (
        <ul className="grid gap-2">
          {costs.exceptions.map((e, i) => {
            const href = exceptionHref(slug, e, opens);
            return (
              <li
                key={`${e.kind}-${e.record?.type}-${e.record?.id ?? i}`}
                className="flex gap-2 rounded-md border border-amber-200 bg-amber-50/60 p-2.5 text-sm"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="text-xs font-medium text-amber-900">
                    {KIND_LABELS[e.kind]} · {costHeadLabel(e.head)}
                  </p>
                  {href ? (
                    <Link to={href} className="break-words text-blue-800 underline">
                      {e.text}
                    </Link>
                  ) : (
                    <p className="break-words text-slate-800">{e.text}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-2 text-xs text-slate-500">
          The first {formatCount(costs.exceptions.length)} are shown; {formatCount(more)} more.
        </p>
      )}
    </CostSection>
  );
}

/** Orders whose invoice replaced what had been received, with the difference. */
export function InvoicesAgainstAccruals({ costs, opens }: { costs: ContractCosts; opens: Opens }) {
  const rows = costs.invoicesAgainstAccruals;
  return (
    <CostSection title="Invoices against accruals" description="An accrual is replaced when its invoice arrives: the difference shows here.">
      {rows.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Receipt className="size-4" aria-hidden="true" />
          No invoice has replaced an accrual yet.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {rows.map((r) => (
            <li
              key={r.orderId}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b border-slate-100 pb-2 last:border-0 last:pb-0"
            >
              <span className="min-w-0">
                {opens.orders ? (
                  <Link to={`/purchase-orders?order=${r.orderId}`} className="font-medium text-blue-800 underline">
                    {r.poNumber}
                  </Link>
                ) : (
                  <span className="font-medium">{r.poNumber}</span>
                )}{" "}
                <span className="text-xs text-slate-500">{costHeadLabel(r.head)}</span>
                <span className="block break-words text-slate-700">{r.text}</span>
              </span>
              <span className={cn("shrink-0 font-medium tabular-nums", isPositive(r.difference) ? "text-red-700" : "text-emerald-800")}>
                {isPositive(r.difference) ? "+" : ""}
                {money(r.difference)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CostSection>
  );
}
