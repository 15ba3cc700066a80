import { divRound, parsePence, type Pence } from "@shared/common/money";
import { toPage } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import type { CompanyCosts, CompanyCostsQuery, ContractCostRow } from "@shared/cost-analysis/company-costs";
import { DEFAULT_FORECAST_METHOD, FORECAST_METHODS, type ForecastMethod, type QsFigure } from "@shared/rules/cost-forecast";
import { budgetRisk, contractTotals, emptySums, forecastMargin, headOfCategory, headPosition, percentOf, type HeadSums } from "@shared/rules/cost-position";
import { COST_HEADS, money, type CostHead } from "@shared/rules/cvr";
import type { Db } from "../../db/client";
import { labourByContract } from "../labour-cost/labour-cost.service";
import * as repo from "./company-costs.repository";

/**
 * The company view (docs/decisions/0081-cost-analysis.md, "The company view"): every contract the
 * reader may see with its figures, each head's built from the kept totals (orders from
 * contract_spend_totals, labour from labour_cost_months, the few costed plant, waste and energy
 * entries) and turned into figures by the one head position (rules/cost-position.ts), as the contract
 * page does from the records: the same sums give the same figures. Sorted, filtered and added up here;
 * every figure is exact pence until it is written out.
 */

/** A contract's row with the exact figures it is sorted and added up by. */
export type CostedContract = {
  id: number;
  row: ContractCostRow;
  value: Pence | null;
  projectedValue: Pence | null;
  budget: Pence | null;
  projectedBudget: Pence | null;
  committed: Pence;
  actual: Pence;
  forecast: Pence;
  margin: Pence | null;
};

const pence = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === "" ? null : parsePence(v));
const add = (map: Map<string, Pence>, key: string, amount: Pence) => map.set(key, (map.get(key) ?? 0n) + amount);

/** The budget columns of each head with one of its own (Other's budget is its approved variations' cost). */
const BUDGETS = {
  labour: ["budgetLabour", "originalBudgetLabour"],
  plant: ["budgetPlant", "originalBudgetPlant"],
  materials: ["budgetMaterials", "originalBudgetMaterials"],
  waste: ["budgetWaste", "originalBudgetWaste"],
  energy: ["budgetEnergy", "originalBudgetEnergy"],
} as const satisfies Partial<Record<CostHead, readonly [keyof repo.CostContract, keyof repo.CostContract]>>;

/** Every matching contract costed, as of `asOf` (today for the company view). Five grouped reads for all of them. */
export async function costContracts(db: Db, filter: repo.ContractFilter, asOf: string): Promise<CostedContract[]> {
  const contracts = await repo.contractsOf(db, filter);
  const ids = contracts.map((c) => c.id);
  const [orders, variations, choices, records, labour] = await Promise.all([
    repo.orderSums(db, ids),
    repo.variationSums(db, ids),
    repo.forecastChoices(db, ids),
    repo.recordCosts(db, ids, asOf),
    labourByContract(db, ids, asOf),
  ]);
  const key = (id: number, head: CostHead) => `${id} ${head}`;
  const invoiced = new Map<string, Pence>();
  const accrued = new Map<string, Pence>();
  const committed = new Map<string, Pence>();
  const placed = new Set<string>();
  for (const o of orders) {
    const k = key(o.contractId, headOfCategory(o.category));
    const sums = { invoiced: pence(o.invoiced) ?? 0n, accrued: pence(o.accrued) ?? 0n, committed: pence(o.committed) ?? 0n };
    add(invoiced, k, sums.invoiced);
    add(accrued, k, sums.accrued);
    add(committed, k, sums.committed);
    // Orders that count (as the contract page counts them): a committed one, or any with something received or invoiced.
    if (o.committedOrders > 0 || sums.invoiced !== 0n || sums.accrued !== 0n) placed.add(k);
  }
  const variation = new Map(variations.map((v) => [key(v.contractId, headOfCategory(v.head)), v]));
  const choice = new Map(choices.map((c) => [key(c.contractId, headOfCategory(c.head)), c]));
  const recordCost = new Map<string, Pence>();
  for (const r of records) add(recordCost, key(r.contractId, r.head), pence(r.cost) ?? 0n);
  for (const [id, l] of labour) add(recordCost, key(id, "labour"), pence(l.cost) ?? 0n);

  return contracts.map((c) => {
    const sums: HeadSums[] = COST_HEADS.map((head) => {
      const k = key(c.id, head);
      const v = variation.get(k);
      const orderCost = { invoiced: invoiced.get(k) ?? 0n, accrued: accrued.get(k) ?? 0n, committed: committed.get(k) ?? 0n };
      const budget =
        head === "other"
          ? { budget: v && v.approvedCount > 0 ? (pence(v.approvedCost) ?? 0n) : null, originalBudget: null }
          : { budget: pence(c[BUDGETS[head][0]]), originalBudget: pence(c[BUDGETS[head][1]]) };
      return {
        ...emptySums(head),
        ...budget,
        pendingVariations: pence(v?.pending) ?? 0n,
        hasPendingVariations: (v?.pendingCount ?? 0) > 0,
        ...orderCost,
        recordCosts: recordCost.get(k) ?? 0n,
        ordersPlaced: placed.has(k),
      };
    });
    const dates = { startDate: c.startDate, finishDate: c.finishDate };
    const positions = sums.map((s) => {
      const chosen = choice.get(key(c.id, s.head));
      const qs: QsFigure | null = chosen && chosen.qsAmount !== null ? { amount: chosen.qsAmount, note: chosen.qsNote ?? "" } : null;
      const method = chosen && (FORECAST_METHODS as readonly string[]).includes(chosen.method) ? (chosen.method as ForecastMethod) : DEFAULT_FORECAST_METHOD;
      return headPosition(s, dates, qs, method, asOf);
    });
    const totals = contractTotals(sums, positions);
    const value = pence(c.value);
    // Margin at completion as the contract page works it: the forecast counts pending and unagreed
    // variations' cost (the projected budget), so the value counts their value estimates.
    const pendingVariations = variations.filter((v) => v.contractId === c.id && v.pendingCount > 0);
    const projectedValue =
      value === null && pendingVariations.length === 0 ? null : pendingVariations.reduce((a, v) => a + pence(v.pendingValue)!, value ?? 0n);
    const m = forecastMargin(projectedValue, totals.forecast);
    const l = labour.get(c.id);
    return {
      id: c.id,
      value,
      projectedValue,
      budget: totals.budget,
      projectedBudget: totals.projectedBudget,
      committed: totals.committed,
      actual: totals.actual,
      forecast: totals.forecast,
      margin: projectedValue === null ? null : projectedValue - totals.forecast,
      row: {
        slug: c.slug,
        name: c.name,
        reference: c.reference,
        status: c.status,
        division: c.division,
        value: value === null ? null : money(value),
        projectedValue: m.value,
        budget: totals.budget === null ? null : money(totals.budget),
        projectedBudget: totals.projectedBudget === null ? null : money(totals.projectedBudget),
        committed: money(totals.committed),
        actual: money(totals.actual),
        forecast: m.cost,
        margin: m.margin,
        marginPercent: m.percent,
        risk: budgetRisk(totals.forecast, totals.projectedBudget),
        flaggedHeads: positions.filter((p) => p.flagged).length,
        uncostedSeconds: (l?.uncostedSeconds ?? 0) + (l?.diarySeconds ?? 0),
      },
    };
  });
}

// Sorting --------------------------------------------------------------------------------------------

/** A share exact enough to order by (parts per billion), or null with no whole. */
const ratio = (part: Pence, whole: Pence | null) => (whole === null || whole === 0n ? null : divRound(part * 1_000_000_000n, whole));

type Key = (c: CostedContract) => Pence | null;
/** Each sort's key and direction; a contract without the figure goes last, ties by name. */
const SORTS: Record<Exclude<CompanyCostsQuery["sort"], "name">, { key: Key; lowestFirst: boolean }> = {
  margin: { key: (c) => (c.margin === null ? null : ratio(c.margin, c.projectedValue)), lowestFirst: true },
  risk: { key: (c) => (c.projectedBudget === null ? null : ratio(c.forecast - c.projectedBudget, c.projectedBudget)), lowestFirst: false },
  value: { key: (c) => c.value, lowestFirst: false },
  forecast: { key: (c) => c.forecast, lowestFirst: false },
  actual: { key: (c) => c.actual, lowestFirst: false },
};

const byName = (a: CostedContract, b: CostedContract) =>
  a.row.name.localeCompare(b.row.name, "en-GB", { sensitivity: "base" }) || a.row.name.localeCompare(b.row.name) || a.id - b.id;

export function sortContracts(contracts: readonly CostedContract[], sort: CompanyCostsQuery["sort"]): CostedContract[] {
  if (sort === "name") return [...contracts].sort(byName);
  const { key, lowestFirst } = SORTS[sort];
  const keyed = contracts.map((c) => ({ c, k: key(c) }));
  keyed.sort((a, b) => {
    if (a.k === null || b.k === null) return a.k === b.k ? byName(a.c, b.c) : a.k === null ? 1 : -1;
    if (a.k !== b.k) return a.k < b.k === lowestFirst ? -1 : 1;
    return byName(a.c, b.c);
  });
  return keyed.map((x) => x.c);
}

// Totals ---------------------------------------------------------------------------------------------

/** Added where any is set, as the heads add up (rules/cost-position.ts `contractTotals`). */
const sumSet = (xs: (Pence | null)[]) => (xs.every((x) => x === null) ? null : xs.reduce<Pence>((a, x) => a + (x ?? 0n), 0n));
const opt = (p: Pence | null) => (p === null ? null : money(p));

/** Contracts added up: each figure the sum of the rows', the margin % that of the summed margin over the summed projected value. */
export function totalsOf(key: string, cs: readonly CostedContract[]) {
  const projectedValue = sumSet(cs.map((c) => c.projectedValue));
  const margin = sumSet(cs.map((c) => c.margin));
  return {
    key,
    contracts: cs.length,
    value: opt(sumSet(cs.map((c) => c.value))),
    projectedValue: opt(projectedValue),
    budget: opt(sumSet(cs.map((c) => c.budget))),
    projectedBudget: opt(sumSet(cs.map((c) => c.projectedBudget))),
    committed: money(cs.reduce((a, c) => a + c.committed, 0n)),
    actual: money(cs.reduce((a, c) => a + c.actual, 0n)),
    forecast: money(cs.reduce((a, c) => a + c.forecast, 0n)),
    margin: opt(margin),
    marginPercent: margin === null ? null : percentOf(margin, projectedValue),
  };
}

/** Totals per value of a contract's field, in the order of the values; "" for contracts with none. */
function totalsBy(cs: readonly CostedContract[], field: "division" | "status") {
  const groups = new Map<string, CostedContract[]>();
  for (const c of cs) {
    const k = c.row[field] ?? "";
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  return [...groups].sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b))).map(([k, group]) => totalsOf(k, group));
}

/** The company view's list, sorted and filtered, one page of it, with the totals of every matching contract. */
export async function listCompanyCosts(db: Db, q: CompanyCostsQuery): Promise<CompanyCosts> {
  const [costed, choices] = await Promise.all([costContracts(db, q, ukToday()), repo.filterChoices(db)]);
  const sorted = sortContracts(costed, q.sort);
  const start = (q.page - 1) * q.pageSize;
  return {
    ...toPage(
      sorted.slice(start, start + q.pageSize).map((c) => c.row),
      sorted.length,
      q,
    ),
    totals: { all: totalsOf("all", costed), byDivision: totalsBy(costed, "division"), byStatus: totalsBy(costed, "status") },
    ...choices,
  };
}
