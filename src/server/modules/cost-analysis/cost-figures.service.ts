import type { Wire } from "@shared/common/contract";
import { parsePence } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import type { ContractCosts } from "@shared/cost-analysis/cost-figures";
import type { CashFlowProfile } from "@shared/rules/cost-forecast";
import { contractTotals, forecastMargin } from "@shared/rules/cost-position";
import { contributionCost, margin, money, monthEnd, retentionHeld } from "@shared/rules/cvr";
import { requireUser } from "../../platform/access";
import { userCan } from "../../platform/permissions";
import { labourByContract, uncostedByEmployer } from "../labour-cost/labour-cost.service";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { contractFigures } from "./contract-figures.service";
import { costExceptions, EXCEPTIONS_LISTED } from "./cost-exceptions";
import { cashFlowMonths, costCodes, spendOverTime } from "./cost-figures.presenter";
import * as repo from "./cost-records.repository";
import type { Options } from "./cost-records.service";
import type { Ctx } from "./variations.service";

/**
 * GET /api/projects/by-slug/:slug/costs (decision 0081): a contract's cost figures today. Every
 * figure comes from one read of the contract's records (contract-figures.service.ts), so the heads,
 * totals, cost codes, cash flow and spend over time add up to each other to the penny.
 */

/** Labour by named worker is for Workforce edit, the role that may read worker rates (decision 0065). */
export async function namesVisible({ db, request }: Ctx): Promise<Options> {
  return { namesVisible: await userCan(db, requireUser(request).role, "Workforce", "edit") };
}

const opt = (p: bigint | null) => (p === null ? null : money(p));
const pence = (v: string) => parsePence(v) ?? 0n;

/** Lines grouped by their order, each order's in line order. */
export function linesByOrder(lines: readonly repo.LineRecord[]) {
  const by = new Map<number, repo.LineRecord[]>();
  for (const l of lines) (by.get(l.orderId) ?? by.set(l.orderId, []).get(l.orderId)!).push(l);
  return by;
}

export async function getContractCosts(ctx: Ctx, slug: string, query: { profile: CashFlowProfile }): Promise<Wire<ContractCosts>> {
  const { db } = ctx;
  const contract = await getLiveProjectBySlug(db, slug);
  const options = await namesVisible(ctx);
  const asOf = ukToday();
  const f = await contractFigures(db, contract, asOf, options);
  const { records, positions, contributions } = f;

  const totals = contractTotals(f.sums, positions);
  const remaining = totals.projectedBudget === null ? null : totals.projectedBudget - totals.actual - totals.committed;
  const exceptions = costExceptions(records, asOf, options);
  const terms = {
    retentionPercent: contract.retentionPercent,
    practicalCompletion: contract.practicalCompletionDate,
    defectsMonths: contract.defectsPeriodMonths,
  };
  const certified = await repo.latestCertified(db, contract.id, asOf.slice(0, 7));
  // The value certified for a month is measured against the cost of the same month: a closed month's
  // snapshot, this month's cost today, or an open past month's records dated to its end.
  const costThen =
    certified === null
      ? 0n
      : certified.snapshotCost !== null
        ? pence(certified.snapshotCost)
        : certified.month === asOf.slice(0, 7)
          ? totals.actual
          : contributions.filter((c) => c.dated !== null && c.dated <= monthEnd(certified.month)).reduce((a, c) => a + contributionCost(c), 0n);
  const toDate = certified && margin(pence(certified.certified), costThen);
  const labour = (await labourByContract(db, [contract.id], asOf)).get(contract.id)!;
  const lines = linesByOrder(
    await repo.linesOf(
      db,
      records.orders.map((o) => o.id),
    ),
  );

  return {
    contract: {
      id: contract.id,
      slug: contract.slug,
      name: contract.name,
      status: contract.status,
      division: contract.division,
      startDate: contract.startDate,
      finishDate: contract.finishDate,
      value: opt(f.value),
      projectedValue: opt(f.projectedValue),
      retentionPercent: contract.retentionPercent,
      practicalCompletionDate: contract.practicalCompletionDate,
      defectsPeriodMonths: contract.defectsPeriodMonths,
    },
    asOf,
    heads: positions.map((p) => p.view),
    totals: {
      budget: opt(totals.budget),
      projectedBudget: opt(totals.projectedBudget),
      committed: money(totals.committed),
      invoiced: money(totals.invoiced),
      accrued: money(totals.accrued),
      actual: money(totals.actual),
      remaining: opt(remaining),
      forecast: money(totals.forecast),
    },
    forecastMargin: forecastMargin(f.projectedValue, totals.forecast),
    marginToDate:
      certified && toDate
        ? {
            month: certified.month,
            certified: money(pence(certified.certified)),
            cost: money(costThen),
            margin: money(toDate.margin),
            percent: toDate.percent,
            retention: money(retentionHeld(pence(certified.certified), terms, certified.month).held),
          }
        : null,
    labour: {
      standardSeconds: labour.standardSeconds,
      overtimeSeconds: labour.overtimeSeconds,
      uncostedSeconds: labour.uncostedSeconds,
      diarySeconds: labour.diarySeconds,
      pay: labour.pay,
      onCost: labour.onCost,
      cost: labour.cost,
      uncostedByEmployer: await uncostedByEmployer(db, contract.id, asOf),
      namesVisible: options.namesVisible,
    },
    plant: { ...records.plant, cost: money(records.plant.cost) },
    invoicesAgainstAccruals: records.orders
      .filter((o) => o.cost.comparison !== null)
      .map((o) => ({
        orderId: o.id,
        poNumber: o.poNumber,
        head: o.head,
        text: o.cost.comparison!.text,
        difference: money(o.cost.invoiced - o.cost.received),
      })),
    exceptions: exceptions.slice(0, EXCEPTIONS_LISTED),
    exceptionCount: exceptions.length,
    costCodes: costCodes(records.orders, lines, contributions),
    cashFlow: cashFlowMonths(positions, contributions, asOf, contract.finishDate, query.profile),
    spendOverTime: spendOverTime(positions, contributions, asOf, contract.startDate),
  };
}
