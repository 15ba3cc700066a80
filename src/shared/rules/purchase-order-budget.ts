import { parsePence, type Pence } from "../common/money";

/**
 * The budget warning while an order is drafted (docs/decisions/0030-purchase-order-budget-and-spend.md):
 * the contract's budget head for the order's category, what other orders have committed against it,
 * this order, and what remains. Amounts are net of VAT (VAT is recovered; budgets are set net).
 */

type BudgetColumns = {
  budgetLabour: string | null;
  budgetPlant: string | null;
  budgetMaterials: string | null;
  budgetWaste: string | null;
  budgetEnergy: string | null;
};

const HEAD: Record<string, keyof BudgetColumns> = {
  labour: "budgetLabour",
  plant: "budgetPlant",
  materials: "budgetMaterials",
  waste: "budgetWaste",
  energy: "budgetEnergy",
};

/** The contract's budget for the category; null for "other" (no head) or a head never set. */
export const budgetHead = (project: BudgetColumns, category: string): string | null => {
  const key = HEAD[category];
  return key ? (project[key] ?? null) : null;
};

export type BudgetPosition = { budget: Pence; committed: Pence; thisOrder: Pence; remaining: Pence; over: boolean };

/** Where the head stands with this order in it; null when there is no head to measure against. */
export function budgetPosition(budget: string | null, committed: string, thisOrder: Pence): BudgetPosition | null {
  const b = budget === null ? null : parsePence(budget);
  if (b === null) return null;
  const c = parsePence(committed) ?? 0n;
  const remaining = b - c - thisOrder;
  return { budget: b, committed: c, thisOrder, remaining, over: remaining < 0n };
}
