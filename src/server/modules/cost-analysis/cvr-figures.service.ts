import type { Pence } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { money, monthEnd, retentionHeld, type HeadSnapshot } from "@shared/rules/cvr";
import type { Tx } from "../../db/client";
import type { ProjectRow } from "../projects/project-lookup";
import { contractFigures } from "./contract-figures.service";
import type { Options } from "./cost-records.service";
import type { CvrFigures } from "./cvr-periods.service";

/**
 * The figures a closed month's snapshot keeps (decision 0081, "The monthly CVR"), as
 * cvr-periods.service.ts `CvrFigures` asks for them: the contract's figures at the month's last day
 * (or today, when the month is closed early), each head as the snapshot stores it with the method
 * that gave its forecast, the contributions behind them, and the retention held on the value certified.
 *
 * Labour labels name workers only for a reader who may see names. Called as a plain `CvrFigures`
 * (the daily job: nobody is reading) it names none, the safe default; closing by hand passes the
 * closer's right (cost-figures.routes.ts).
 */
export const cvrFigures = async (
  tx: Tx,
  contract: ProjectRow,
  month: string,
  certified: Pence,
  options: Options = { namesVisible: false },
): ReturnType<CvrFigures> => {
  const end = monthEnd(month);
  const today = ukToday();
  const asOf = end < today ? end : today;
  const f = await contractFigures(tx, contract, asOf, options);
  const heads = f.positions.map((p): HeadSnapshot => ({
    head: p.head,
    budget: p.view.budget,
    projectedBudget: p.view.projectedBudget,
    invoiced: money(p.invoiced),
    accrued: money(p.accrued),
    committed: money(p.committed),
    actual: money(p.actual),
    forecast: money(p.forecast),
    method: p.view.methodUsed,
  }));
  const retention = retentionHeld(
    certified,
    { retentionPercent: contract.retentionPercent, practicalCompletion: contract.practicalCompletionDate, defectsMonths: contract.defectsPeriodMonths },
    month,
  ).held;
  return { retention, heads, contributions: f.contributions };
};

// A compile-time check that it is a CvrFigures for the daily job as it is.
const asDependency: CvrFigures = cvrFigures;
void asDependency;
