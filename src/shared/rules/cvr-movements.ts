import { formatMoney, toDecimal, type Pence } from "../common/money";
import { formatHours } from "../common/numbers";
import { ukDay } from "../common/uk-dates";
import { forecastMethodLabel } from "./cost-forecast";
import { contributionCost, costHeadLabel, monthLabel, pence, type Contribution, type CostHead, type CvrSnapshot } from "./cvr";
import { hoursOf } from "./labour-cost";
import { compareInvoiceWith } from "./purchase-order-invoice";

/**
 * Why a snapshot's figures moved since the last one (docs/decisions/0081-cost-analysis.md, "Why it
 * moved"): its contributions compared with the last snapshot's, record by record, each movement named
 * and keyed to its record for a link. Every change in cost is some movement's, so the movements that
 * affect cost add up to the change in cost exactly, and with the value's movement to the change in margin.
 */

export type MovementKind =
  | "new_accrual"
  | "invoice_against_accrual"
  | "new_invoice"
  | "order_changed"
  | "commitment"
  | "variation_new"
  | "variation_approved"
  | "variation_rejected"
  | "variation_changed"
  | "labour_hours"
  | "labour_rate"
  | "new_cost"
  | "cost_changed"
  | "removed"
  | "forecast_method"
  | "budget"
  | "valuation";

export type Movement = {
  kind: MovementKind;
  /** The record's contribution key (its link); null for a head's or the valuation's own figure. */
  key: string | null;
  head: CostHead | null;
  text: string;
  /**
   * The figure that moved by `amount`: cost (actual), committed, the projected budget (a variation's
   * part in it, or a head's budget change that no approval explains), the forecast, or value certified.
   */
  affects: "cost" | "committed" | "budget" | "forecast" | "value";
  /** Decimal string, signed. */
  amount: string;
  /** "late: dated 14/10/2026, in the closed month October 2026" for a record dated in a closed month; else null. */
  late: string | null;
};

const signed = (p: Pence) => (p < 0n ? `-${formatMoney(-p)}` : `+${formatMoney(p)}`);

/** Late: the record is dated in a month already closed (the last snapshot's or before). */
function lateText(dated: string | null, lastClosedMonth: string | null): string | null {
  if (dated === null || lastClosedMonth === null || dated.slice(0, 7) > lastClosedMonth) return null;
  return `late: dated ${ukDay(dated)}, in the closed month ${monthLabel(dated)}`;
}

type Draft = Omit<Movement, "key" | "head" | "late" | "amount"> & { amount: Pence };

function orderMovements(prev: Extract<Contribution, { kind: "order" }> | undefined, cur: Extract<Contribution, { kind: "order" }>): Draft[] {
  const was = { invoiced: pence(prev?.invoiced), accrued: pence(prev?.accrued), committed: pence(prev?.committed) };
  const now = { invoiced: pence(cur.invoiced), accrued: pence(cur.accrued), committed: pence(cur.committed) };
  const costDelta = now.invoiced + now.accrued - was.invoiced - was.accrued;
  const out: Draft[] = [];
  if (now.invoiced !== 0n && was.invoiced === 0n && was.accrued !== 0n) {
    const c = compareInvoiceWith(now.invoiced, was.accrued, "accrued");
    out.push({ kind: "invoice_against_accrual", affects: "cost", amount: costDelta, text: `${cur.label}: ${c.text}` });
  } else if (now.invoiced !== 0n && was.invoiced === 0n) {
    out.push({ kind: "new_invoice", affects: "cost", amount: costDelta, text: `${cur.label}: invoice ${formatMoney(now.invoiced)} net` });
  } else if (now.invoiced === 0n && now.accrued > was.accrued && was.invoiced === 0n) {
    out.push({ kind: "new_accrual", affects: "cost", amount: costDelta, text: `${cur.label}: ${formatMoney(costDelta)} received, not yet invoiced (accrued)` });
  } else if (costDelta !== 0n) {
    out.push({ kind: "order_changed", affects: "cost", amount: costDelta, text: `${cur.label}: cost ${signed(costDelta)}` });
  }
  const committedDelta = now.committed - was.committed;
  if (committedDelta !== 0n)
    out.push({ kind: "commitment", affects: "committed", amount: committedDelta, text: `${cur.label}: committed ${signed(committedDelta)}` });
  return out;
}

function variationMovements(prev: Extract<Contribution, { kind: "variation" }> | undefined, cur: Extract<Contribution, { kind: "variation" }>): Draft[] {
  const what = `cost ${formatMoney(pence(cur.cost))}, value ${formatMoney(pence(cur.value))}`;
  const budget = (kind: MovementKind, text: string, amount: Pence): Draft[] => [{ kind, affects: "budget", amount, text: `${cur.label}: ${text}` }];
  // Which budget a variation moves: pending and unagreed the projected, approved the current (and so the projected too); rejected none.
  const counts = (status: string | undefined) => status === "pending" || status === "unagreed" || status === "approved";
  const held = (c: typeof prev) => (c && counts(c.status) ? pence(c.cost) : 0n);
  const delta = held(cur) - held(prev);
  if (cur.status === "approved" && prev?.status !== "approved") return budget("variation_approved", `approved, ${what}`, delta);
  if (cur.status === "rejected" && prev?.status !== "rejected") return budget("variation_rejected", `rejected, ${what}`, delta);
  if (!prev) return budget("variation_new", `new, ${cur.status}, ${what}`, delta);
  if (prev.status !== cur.status || prev.cost !== cur.cost || prev.value !== cur.value) return budget("variation_changed", `${cur.status}, ${what}`, delta);
  return [];
}

function labourMovements(prev: Extract<Contribution, { kind: "labour" }> | undefined, cur: Extract<Contribution, { kind: "labour" }>): Draft[] {
  const delta = pence(cur.cost) - pence(prev?.cost);
  if (prev && prev.seconds === cur.seconds) {
    if (delta === 0n) return [];
    const text = `${cur.label}: same hours (${formatHours(hoursOf(cur.seconds))}), cost ${formatMoney(pence(prev.cost))} → ${formatMoney(pence(cur.cost))} (rate change)`;
    return [{ kind: "labour_rate", affects: "cost", amount: delta, text }];
  }
  const hours = cur.seconds - (prev?.seconds ?? 0);
  const sign = hours < 0 ? "-" : "+";
  const uncosted = cur.uncostedSeconds > 0 ? ` (${formatHours(hoursOf(cur.uncostedSeconds))} uncosted)` : "";
  return [
    {
      kind: "labour_hours",
      affects: "cost",
      amount: delta,
      text: `${cur.label}: ${sign}${formatHours(hoursOf(Math.abs(hours)))}, ${signed(delta)}${uncosted}`,
    },
  ];
}

function entryMovements(prev: Contribution | undefined, cur: Contribution): Draft[] {
  const delta = contributionCost(cur) - (prev ? contributionCost(prev) : 0n);
  if (delta === 0n && prev) return [];
  if (!prev) {
    const what = cur.kind === "plant" ? "plant on hire (accrued)" : `${cur.kind} cost`;
    return [{ kind: cur.kind === "plant" ? "new_accrual" : "new_cost", affects: "cost", amount: delta, text: `${cur.label}: ${formatMoney(delta)} ${what}` }];
  }
  return [{ kind: "cost_changed", affects: "cost", amount: delta, text: `${cur.label}: cost ${signed(delta)}` }];
}

function recordMovements(prev: Contribution | undefined, cur: Contribution): Draft[] {
  if (prev && prev.kind !== cur.kind) return [...removedMovements(prev), ...recordMovements(undefined, cur)];
  switch (cur.kind) {
    case "order":
      return orderMovements(prev as Extract<Contribution, { kind: "order" }> | undefined, cur);
    case "variation":
      return variationMovements(prev as Extract<Contribution, { kind: "variation" }> | undefined, cur);
    case "labour":
      return labourMovements(prev as Extract<Contribution, { kind: "labour" }> | undefined, cur);
    default:
      return entryMovements(prev, cur);
  }
}

/** A record gone since the last snapshot (deleted, or an order cancelled with nothing on it): its figures come out. */
function removedMovements(prev: Contribution): Draft[] {
  const out: Draft[] = [];
  const cost = contributionCost(prev);
  if (cost !== 0n) out.push({ kind: "removed", affects: "cost", amount: -cost, text: `${prev.label}: removed, cost ${signed(-cost)}` });
  if (prev.kind === "order" && pence(prev.committed) !== 0n)
    out.push({
      kind: "removed",
      affects: "committed",
      amount: -pence(prev.committed),
      text: `${prev.label}: removed, committed ${signed(-pence(prev.committed))}`,
    });
  if (prev.kind === "variation" && prev.status !== "rejected" && pence(prev.cost) !== 0n)
    out.push({ kind: "removed", affects: "budget", amount: -pence(prev.cost), text: `${prev.label}: removed` });
  return out;
}

/** Each head's own figures: its forecast method, and its current budget where no approved variation explains the change. */
function headMovements(prev: CvrSnapshot, cur: CvrSnapshot, explained: Map<CostHead, Pence>): Movement[] {
  const out: Movement[] = [];
  for (const h of cur.heads) {
    const p = prev.heads.find((x) => x.head === h.head);
    if (!p) continue;
    const name = costHeadLabel(h.head);
    if (p.method !== h.method) {
      const delta = pence(h.forecast) - pence(p.forecast);
      const text = `${name}: forecast method ${forecastMethodLabel(p.method)} → ${forecastMethodLabel(h.method)}, ${formatMoney(pence(p.forecast))} → ${formatMoney(pence(h.forecast))}`;
      out.push({ kind: "forecast_method", key: null, head: h.head, text, affects: "forecast", amount: toDecimal(delta), late: null });
    }
    const budgetDelta = pence(h.budget) - pence(p.budget) - (explained.get(h.head) ?? 0n);
    if (budgetDelta !== 0n)
      out.push({
        kind: "budget",
        key: null,
        head: h.head,
        text: `${name}: budget ${signed(budgetDelta)}`,
        affects: "budget",
        amount: toDecimal(budgetDelta),
        late: null,
      });
  }
  return out;
}

/**
 * The movements from `prev` (the last closed snapshot, or null for the first) to `cur`. Records in
 * the order they stand in `cur`, then those removed, then each head's method and budget, then value.
 */
export function cvrMovements(prev: CvrSnapshot | null, cur: CvrSnapshot): Movement[] {
  const before = new Map((prev?.contributions ?? []).map((c) => [c.key, c]));
  const seen = new Set<string>();
  const out: Movement[] = [];
  const explained = new Map<CostHead, Pence>();
  const add = (c: Contribution, drafts: Draft[], late: string | null) => {
    for (const d of drafts) out.push({ ...d, key: c.key, head: c.head, amount: toDecimal(d.amount), late });
  };
  for (const c of cur.contributions) {
    seen.add(c.key);
    const p = before.get(c.key);
    const drafts = recordMovements(p, c);
    // A rate change is not a late record: the same hours, repriced (the rates are the worker's current ones).
    const late = drafts.some((d) => d.kind !== "labour_rate") ? lateText(c.dated, prev?.month ?? null) : null;
    add(c, drafts, late);
    // An approval moves the current budget by the variation's cost: that part of the budget's change is the variation's.
    if (c.kind === "variation" && c.status === "approved" && !(p?.kind === "variation" && p.status === "approved"))
      explained.set(c.head, (explained.get(c.head) ?? 0n) + pence(c.cost));
  }
  for (const [key, p] of before) if (!seen.has(key)) add(p, removedMovements(p), null);
  if (prev) out.push(...headMovements(prev, cur, explained));
  const valueDelta = pence(cur.value.certified) - pence(prev?.value.certified);
  if (valueDelta !== 0n) {
    const text = `Value certified ${formatMoney(pence(prev?.value.certified))} → ${formatMoney(pence(cur.value.certified))}`;
    out.push({ kind: "valuation", key: null, head: null, text, affects: "value", amount: toDecimal(valueDelta), late: null });
  }
  return out;
}
