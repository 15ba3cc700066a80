import { parsePence, type Pence } from "@shared/common/money";
import { DEFAULT_FORECAST_METHOD, FORECAST_METHODS, PROJECTED_VARIATION_STATUSES, type ForecastMethod, type QsFigure } from "@shared/rules/cost-forecast";
import { emptySums, headOfCategory, headPosition, type HeadPosition, type HeadSums } from "@shared/rules/cost-position";
import { COST_HEADS, contributionCost, type Contribution, type CostHead } from "@shared/rules/cvr";
import { daysAfter, ukMidnight } from "@shared/common/uk-dates";
import { moneyFieldByLogName } from "@shared/projects/budget-fields";
import type { ProjectRow } from "../projects/project-lookup";
import * as repo from "./cost-records.repository";
import { contractRecords, variationCost, variationValue, type ContractRecords, type Options } from "./cost-records.service";

/**
 * A contract's heads at a day (decision 0081, "The heads"): the sums of its records per head, and
 * each head's position through rules/cost-position.ts `headPosition` with its forecast choice and QS
 * figure. Nothing here works out a forecast or a flag: the sums go in, the position comes out, as
 * the company view and the snapshot have it. The page, the drill-downs' totals and the CVR snapshot
 * all start here.
 */

export type ContractFigures = {
  contract: ProjectRow;
  asOf: string;
  records: ContractRecords;
  sums: HeadSums[];
  positions: HeadPosition[];
  contributions: Contribution[];
  /** Contract value now; and with the pending and unagreed variations' value estimates. */
  value: Pence | null;
  projectedValue: Pence | null;
};

const BUDGET: Record<Exclude<CostHead, "other">, [keyof ProjectRow, keyof ProjectRow]> = {
  labour: ["originalBudgetLabour", "budgetLabour"],
  plant: ["originalBudgetPlant", "budgetPlant"],
  materials: ["originalBudgetMaterials", "budgetMaterials"],
  waste: ["originalBudgetWaste", "budgetWaste"],
  energy: ["originalBudgetEnergy", "budgetEnergy"],
};

const pence = (v: unknown): Pence | null => (typeof v === "string" && v.trim() !== "" ? parsePence(v) : null);
const pending = (status: string) => (PROJECTED_VARIATION_STATUSES as readonly string[]).includes(status);

/** Each head's sums from the contract's budgets and its records' contributions. */
export function headSums(contract: ProjectRow, records: ContractRecords): HeadSums[] {
  const sums = new Map(COST_HEADS.map((h) => [h, emptySums(h)]));
  for (const h of COST_HEADS) {
    if (h === "other") continue;
    const s = sums.get(h)!;
    s.originalBudget = pence(contract[BUDGET[h][0]]);
    s.budget = pence(contract[BUDGET[h][1]]);
  }
  for (const o of records.orders) {
    const s = sums.get(o.head)!;
    s.invoiced += o.cost.invoiced;
    s.accrued += o.cost.accrued;
    s.committed += o.cost.committed;
    s.ordersPlaced = true;
  }
  for (const c of records.contributions) if (c.kind !== "order" && c.kind !== "variation") sums.get(c.head)!.recordCosts += contributionCost(c);
  const other = sums.get("other")!;
  for (const v of records.variations) {
    const s = sums.get(headOfCategory(v.head))!;
    if (pending(v.status)) {
      s.pendingVariations += variationCost(v);
      s.hasPendingVariations = true;
    }
    // Other has no budget column: its approved variations' cost is its budget (decision 0081, "Variations").
    if (v.status === "approved" && s === other) other.budget = (other.budget ?? 0n) + variationCost(v);
  }
  return COST_HEADS.map((h) => sums.get(h)!);
}

export type ForecastChoice = { method: ForecastMethod; qs: QsFigure | null };

export async function forecastChoices(db: repo.Exec, contractId: number): Promise<Map<CostHead, ForecastChoice>> {
  const rows = await repo.forecastChoicesOf(db, contractId);
  return new Map(
    rows.map((r) => [
      headOfCategory(r.head),
      {
        method: (FORECAST_METHODS as readonly string[]).includes(r.method) ? (r.method as ForecastMethod) : DEFAULT_FORECAST_METHOD,
        qs: r.qsAmount === null ? null : { amount: r.qsAmount, note: r.qsNote ?? "" },
      },
    ]),
  );
}

/**
 * The contract's budgets and value as they stood at the end of `asOf`: a field changed since reads the
 * old value of its first later change (budget_change_logs). A month closed late (by hand, weeks on)
 * then holds its own month's budgets, as the daily job closing it on the 1st would have, and not a
 * variation approved since, whose record is not in the month either.
 */
async function asItStood(db: repo.Exec, contract: ProjectRow, asOf: string): Promise<ProjectRow> {
  const after = ukMidnight(daysAfter(asOf, 1));
  if (after.getTime() > Date.now()) return contract;
  const stood: Record<string, unknown> = { ...contract };
  for (const change of await repo.firstChangesSince(db, contract.id, after)) {
    const field = moneyFieldByLogName(change.fieldName);
    if (field) stood[field] = change.oldValue;
  }
  return stood as ProjectRow;
}

/** The contract's figures at `asOf`: its records, each head's sums and position, and the contributions behind them. */
export async function contractFigures(db: repo.Exec, current: ProjectRow, asOf: string, options: Options): Promise<ContractFigures> {
  const contract = await asItStood(db, current, asOf);
  const records = await contractRecords(db, contract, asOf, options);
  const choices = await forecastChoices(db, contract.id);
  const sums = headSums(contract, records);
  const dates = { startDate: contract.startDate, finishDate: contract.finishDate };
  const positions = sums.map((s) => {
    const choice = choices.get(s.head);
    return headPosition(s, dates, choice?.qs ?? null, choice?.method ?? DEFAULT_FORECAST_METHOD, asOf);
  });
  const value = pence(contract.contractValue);
  const open = records.variations.filter((v) => pending(v.status));
  const projectedValue = value === null && open.length === 0 ? null : open.reduce((a, v) => a + variationValue(v), value ?? 0n);
  return { contract, asOf, records, sums, positions, contributions: records.contributions, value, projectedValue };
}
