import type { ValuationSnapshot } from "@shared/cost-analysis/cvr-periods";
import { forecastMethodLabel } from "@shared/rules/cost-forecast";
import type { Movement } from "@shared/rules/cvr-movements";
import { COST_HEADS, costHeadLabel, monthLabel, pence, type CvrSnapshot } from "@shared/rules/cvr";
import type { Pence } from "@shared/common/money";

/**
 * What a month's CVR report says, in plain data (it crosses to the PDF worker by structured cloning),
 * and the rows both the PDF and the XLSX lay out from it, so the two files cannot disagree.
 */

export type CvrReport = {
  contract: { name: string; reference: string | null; client: string | null; slug: string };
  /** yyyy-MM */
  month: string;
  /** The open month's figures worked out now, not stored; false for a closed month's snapshot. */
  draft: boolean;
  /** Who closed it and when (the daily job has no name), for a closed month. */
  closed: { at: string; by: string } | null;
  /** A whole snapshot, or the valuation alone (a month closed before the figures existed, or a draft without them). */
  snapshot: CvrSnapshot | ValuationSnapshot;
  /** Why it moved since the last closed month; null with no whole snapshot. */
  movements: Movement[] | null;
  generatedAt: string;
};

export const isWholeSnapshot = (s: CvrReport["snapshot"]): s is CvrSnapshot => "heads" in s;

export const reportTitle = (r: Pick<CvrReport, "month" | "draft">) => `CVR ${monthLabel(r.month)}${r.draft ? " (Draft)" : ""}`;

/** "CVR KRF-2026 October 2026.pdf": the contract's reference, or its slug, folders' slashes made dashes (a file name keeps no folder). */
export function reportFilename(r: Pick<CvrReport, "contract" | "month" | "draft">, ext: "pdf" | "xlsx") {
  const ref = (r.contract.reference?.trim() || r.contract.slug).replace(/[\\/:*?"<>|]+/g, "-");
  return `CVR ${ref} ${monthLabel(r.month)}${r.draft ? " draft" : ""}.${ext}`;
}

export const DRAFT_NOTE = "DRAFT: the open month's figures as they stand today, not stored until the month closes.";
export const VALUATION_ONLY_NOTE = "This month kept its valuation alone: no cost, margin or retention was worked out for it.";

/** One row of the cost table: a head, or the total. Money as pence (null where the head has no budget). */
export type CostRow = {
  label: string;
  budget: Pence | null;
  projectedBudget: Pence | null;
  invoiced: Pence;
  accrued: Pence;
  committed: Pence;
  actual: Pence;
  forecast: Pence;
  method: string;
};

const orNull = (v: string | null) => (v === null ? null : pence(v));
const add = (a: Pence | null, b: Pence | null) => (a === null ? b : b === null ? a : a + b);

/** The heads in their order, then the total (budgets summed over the heads that have one). */
export function costRows(s: CvrSnapshot): CostRow[] {
  const heads = [...s.heads].sort((a, b) => COST_HEADS.indexOf(a.head) - COST_HEADS.indexOf(b.head));
  const rows: CostRow[] = heads.map((h) => ({
    label: costHeadLabel(h.head),
    budget: orNull(h.budget),
    projectedBudget: orNull(h.projectedBudget),
    invoiced: pence(h.invoiced),
    accrued: pence(h.accrued),
    committed: pence(h.committed),
    actual: pence(h.actual),
    forecast: pence(h.forecast),
    method: forecastMethodLabel(h.method),
  }));
  const total = rows.reduce<CostRow>(
    (t, r) => ({
      ...t,
      budget: add(t.budget, r.budget),
      projectedBudget: add(t.projectedBudget, r.projectedBudget),
      invoiced: t.invoiced + r.invoiced,
      accrued: t.accrued + r.accrued,
      committed: t.committed + r.committed,
      actual: t.actual + r.actual,
      forecast: t.forecast + r.forecast,
    }),
    { label: "Total", budget: null, projectedBudget: null, invoiced: 0n, accrued: 0n, committed: 0n, actual: 0n, forecast: 0n, method: "" },
  );
  return [...rows, total];
}

export const AFFECTS_LABELS: Record<Movement["affects"], string> = {
  cost: "Cost",
  committed: "Committed",
  budget: "Budget",
  forecast: "Forecast",
  value: "Value certified",
};
