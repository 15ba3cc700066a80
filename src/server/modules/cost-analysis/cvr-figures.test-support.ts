import { divRound, parsePence } from "@shared/common/money";
import { money, type Contribution, type CostHead, type HeadSnapshot } from "@shared/rules/cvr";
import type { CvrFigures } from "./cvr-periods.service";

/**
 * A small stand-in for the figures service (cost-analysis.routes.ts `CVR_FIGURES`) in the CVR's
 * tests: hand-made heads and contributions per month, retention 3 % of the value certified. Each
 * month's figures are what `set` last gave for it (or the month before's, as a record stands until it
 * changes); the calls are kept so a test can see which months were worked out.
 */
export function fakeFigures() {
  const byMonth = new Map<string, { heads: HeadSnapshot[]; contributions: Contribution[] }>();
  const calls: { projectId: number; month: string }[] = [];
  const figures: CvrFigures = async (_tx, contract, month, certified) => {
    calls.push({ projectId: contract.id, month });
    const known = [...byMonth.keys()].filter((m) => m <= month).sort();
    const f = known.length ? byMonth.get(known.at(-1)!)! : { heads: [], contributions: [] };
    return { retention: divRound(certified * 3n, 100n), ...f };
  };
  return {
    figures,
    calls,
    set: (month: string, heads: HeadSnapshot[], contributions: Contribution[]) => byMonth.set(month, { heads, contributions }),
  };
}

const p = (v: string) => money(parsePence(v)!);

/** A head with its actual as invoiced + accrued, forecast by Budget unless told. */
export function head(
  h: CostHead,
  f: { budget?: string; invoiced?: string; accrued?: string; committed?: string; forecast?: string; method?: HeadSnapshot["method"] },
): HeadSnapshot {
  const invoiced = parsePence(f.invoiced ?? "0")!;
  const accrued = parsePence(f.accrued ?? "0")!;
  return {
    head: h,
    budget: f.budget === undefined ? null : p(f.budget),
    projectedBudget: f.budget === undefined ? null : p(f.budget),
    invoiced: money(invoiced),
    accrued: money(accrued),
    committed: p(f.committed ?? "0"),
    actual: money(invoiced + accrued),
    forecast: p(f.forecast ?? f.budget ?? "0"),
    method: f.method ?? "budget",
  };
}

/** An order's contribution. */
export const orderOf = (
  id: number,
  h: CostHead,
  f: { invoiced?: string; accrued?: string; committed?: string; dated?: string | null; label?: string },
): Contribution => ({
  kind: "order",
  key: `order:${id}`,
  head: h,
  label: f.label ?? `PO-${String(id).padStart(5, "0")}`,
  dated: f.dated ?? null,
  invoiced: p(f.invoiced ?? "0"),
  accrued: p(f.accrued ?? "0"),
  committed: p(f.committed ?? "0"),
});

/** A worker's month of labour. */
export const labourOf = (workerId: number, month: string, f: { seconds: number; cost: string; label: string; dated?: string }): Contribution => ({
  kind: "labour",
  key: `labour:${workerId}:${month}`,
  head: "labour",
  label: f.label,
  dated: f.dated ?? `${month}-28`,
  seconds: f.seconds,
  uncostedSeconds: 0,
  cost: p(f.cost),
});
