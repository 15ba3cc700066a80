import { parsePence, toDecimal } from "@shared/common/money";
import { labourByEmployer, type LabourDay } from "@shared/rules/labour-cost";
import type { Db } from "../../db/client";
import { foldStale, type Folded } from "./labour-cost.fold";
import { employerDays, monthSums, sumsOf, workerDays, type LabourSums, type WorkerDayRow } from "./labour-cost.repository";
import { getLabourSettings, labourSettingsForRules } from "./labour-settings.service";

/**
 * Labour cost as the cost-analysis module reads it (docs/decisions/0081-cost-analysis.md, "Labour" and
 * "How labour cost is kept"). Every read folds the stale marks in first, so a figure always equals
 * the sign-ins, the diary, the workers' current rates and the settings. Money is exact decimal text
 * in pounds ("1234.50"); hours are seconds (people read them to one decimal: `hoursOf`).
 */

export { foldStale, getLabourSettings, labourSettingsForRules };
export type { Folded, LabourSums };

/** Labour figures: `LabourSums` with the cost (pay + on-cost). */
export type LabourFigures = LabourSums & { cost: string };

const pence = (v: string) => parsePence(v) ?? 0n;
const withCost = (s: LabourSums): LabourFigures => ({ ...s, cost: toDecimal(pence(s.pay) + pence(s.onCost)) });
const NOTHING: LabourFigures = { standardSeconds: 0, overtimeSeconds: 0, uncostedSeconds: 0, diarySeconds: 0, pay: "0.00", onCost: "0.00", cost: "0.00" };

/** Each contract's labour up to and including `asOf` (a UK day); a contract with none has nothing (all zero). */
export async function labourByContract(db: Db, contractIds: readonly number[], asOf: string): Promise<Map<number, LabourFigures>> {
  await foldStale(db);
  const rows = new Map((await monthSums(db, contractIds, asOf, { byMonth: false })).map((r) => [r.contractId, withCost(sumsOf(r))]));
  return new Map(contractIds.map((id) => [id, rows.get(id) ?? NOTHING]));
}

export type ContractMonthLabour = LabourFigures & { contractId: number; month: string };

/** Each contract's labour by month (yyyy-MM) up to `asOf`'s month, that month cut at `asOf`; months with nothing are left out. */
export async function labourByContractMonth(db: Db, contractIds: readonly number[], asOf: string): Promise<ContractMonthLabour[]> {
  await foldStale(db);
  return (await monthSums(db, contractIds, asOf))
    .map((r) => ({ contractId: r.contractId, month: r.month, ...withCost(sumsOf(r)) }))
    .filter((r) => r.standardSeconds || r.overtimeSeconds || r.diarySeconds || r.pay !== "0.00" || r.onCost !== "0.00");
}

export type WorkerDayLabour = Omit<WorkerDayRow, "rateBasis"> & { rateBasis: "hourly" | "day" | "none"; cost: string };

/**
 * A contract's labour by named worker and day (the drill-down: only for Workforce edit, decision
 * 0065), newest day first, paged. Each row says what priced it and whether overtime was at the standard rate.
 */
export async function contractLabourByWorker(db: Db, contractId: number, { asOf, page, pageSize }: { asOf: string; page: number; pageSize: number }) {
  await foldStale(db);
  const { items, total } = await workerDays(db, contractId, asOf, (page - 1) * pageSize, pageSize);
  return {
    items: items.map((r): WorkerDayLabour => ({
      ...r,
      rateBasis: r.rateBasis as WorkerDayLabour["rateBasis"],
      cost: toDecimal(pence(r.pay) + pence(r.onCost)),
    })),
    total,
  };
}

export type EmployerDayLabour = LabourFigures & { day: string; employer: string };

/** A contract's labour by employer and day, no names (what every Cost Analysis reader sees), newest day first. "" is no employer recorded. */
export async function contractLabourByEmployerDay(db: Db, contractId: number, asOf: string, byDay = true): Promise<EmployerDayLabour[]> {
  await foldStale(db);
  return (await employerDays(db, contractId, asOf, { byDay })).map((r) => ({ day: r.day, employer: r.employer, ...withCost(sumsOf(r)) }));
}

/** One page of `contractLabourByEmployerDay`, cut in SQL, and how many employer-days there are. */
export async function contractLabourByEmployerDayPage(db: Db, contractId: number, { asOf, page, pageSize }: { asOf: string; page: number; pageSize: number }) {
  await foldStale(db);
  const rows = await employerDays(db, contractId, asOf, { page: { offset: (page - 1) * pageSize, limit: pageSize } });
  // A page past the last has no row to carry the count: count them all then (rare: a stale link).
  const total = rows.length > 0 ? Number(rows[0].total) : page > 1 ? (await employerDays(db, contractId, asOf)).length : 0;
  return { items: rows.map((r): EmployerDayLabour => ({ day: r.day, employer: r.employer, ...withCost(sumsOf(r)) })), total };
}

export type EmployerLabourView = { employer: string; costedSeconds: number; uncostedSeconds: number; pay: string; onCost: string; cost: string };

/**
 * A contract's labour by employer up to `asOf`: costed and uncosted seconds (workers with no rate and
 * the diary's typed hours with no sign-in) and cost, employers matched ignoring case and spaces, most
 * cost first (`labourByEmployer` of the rules). `uncostedByEmployer` is its employers with uncosted hours.
 */
export async function contractLabourByEmployer(db: Db, contractId: number, asOf: string): Promise<EmployerLabourView[]> {
  const rows = await contractLabourByEmployerDay(db, contractId, asOf, false);
  // Each employer's sums (grouped in SQL; the rules merge any that differ only in spaces) as the rules'
  // LabourDay (the parts labourByEmployer adds), the diary's seconds beside.
  const days = rows.map((r): LabourDay => ({
    workerId: 0,
    contractId,
    day: r.day,
    employer: r.employer,
    signInIds: [],
    standardSeconds: r.standardSeconds,
    overtimeSeconds: r.overtimeSeconds,
    uncostedSeconds: r.uncostedSeconds,
    overtimeAtStandardRate: false,
    pay: pence(r.pay),
    onCost: pence(r.onCost),
    cost: pence(r.cost),
  }));
  const diary = rows.filter((r) => r.diarySeconds > 0).map((r) => ({ employer: r.employer, seconds: r.diarySeconds }));
  return labourByEmployer(days, diary).map((e) => ({ ...e, pay: toDecimal(e.pay), onCost: toDecimal(e.onCost), cost: toDecimal(e.cost) }));
}

export async function uncostedByEmployer(db: Db, contractId: number, asOf: string): Promise<{ employer: string; uncostedSeconds: number }[]> {
  return (await contractLabourByEmployer(db, contractId, asOf))
    .filter((e) => e.uncostedSeconds > 0)
    .map((e) => ({ employer: e.employer, uncostedSeconds: e.uncostedSeconds }))
    .sort((a, b) => b.uncostedSeconds - a.uncostedSeconds || a.employer.localeCompare(b.employer));
}
