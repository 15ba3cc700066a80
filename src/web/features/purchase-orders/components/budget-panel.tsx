import type { ReactNode } from "react";
import { AlertTriangle, PiggyBank } from "lucide-react";
import { formatMoney, type Pence } from "@shared/common/money";
import { poCategoryLabel, type PoCategory } from "@shared/purchase-orders/purchase-order";
import { budgetPosition, type BudgetPosition } from "@shared/rules/purchase-order-budget";
import { cn } from "@web/lib/cn";
import { useBudget } from "../api/purchase-orders";

/**
 * The budget warning while drafting (decision 0030): the contract's head for the category, what other
 * approved, ordered and delivered orders have committed, this order (net of VAT) and what remains.
 * Returns the position so the form can insist on a reason when it goes over.
 */
export function useBudgetPosition(projectId: number | null, category: PoCategory, subtotal: Pence, excludeOrderId?: number) {
  const budget = useBudget(projectId, category, excludeOrderId);
  const position = budget.data ? budgetPosition(budget.data.budget, budget.data.committed, subtotal) : null;
  return { budget, position };
}

export function BudgetPanel({
  category,
  position,
  committedOrders,
  loading,
  children,
}: {
  category: PoCategory;
  position: BudgetPosition | null;
  committedOrders: number;
  loading: boolean;
  children?: ReactNode;
}) {
  if (loading) return <p className="text-sm text-slate-500">Checking the contract's budget…</p>;
  if (!position)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <PiggyBank className="size-4" aria-hidden="true" />
        {category === "other" ? "Orders in Other have no budget head to check." : `The contract has no ${poCategoryLabel(category).toLowerCase()} budget set.`}
      </p>
    );
  const rows: [string, Pence, string?][] = [
    [`${poCategoryLabel(category)} budget`, position.budget],
    [`Committed (${committedOrders} order${committedOrders === 1 ? "" : "s"})`, position.committed],
    ["This order (net of VAT)", position.thisOrder],
  ];
  return (
    <section
      aria-label="Budget"
      className={cn("rounded-lg border p-3 sm:p-4", position.over ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-slate-50/60")}
      data-testid="budget-panel"
    >
      <dl className="grid gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatMoney(value)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1">
          <dt className="font-medium text-slate-700">Remaining</dt>
          <dd className={cn("font-semibold tabular-nums", position.over ? "text-red-700" : "text-emerald-700")}>{formatMoney(position.remaining)}</dd>
        </div>
      </dl>
      {position.over && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This order takes the {poCategoryLabel(category).toLowerCase()} budget over by {formatMoney(-position.remaining)}. Give a reason to save it.
        </p>
      )}
      {children}
    </section>
  );
}
