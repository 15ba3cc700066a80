import type { FastifyRequest } from "fastify";
import type { Wire } from "@shared/common/contract";
import { formatMoney, parsePence, type Pence } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import {
  MONTH_CLOSED,
  MONTH_NOT_STARTED,
  PERIOD_NOT_FOUND,
  type CvrPeriodDetail,
  type CvrPeriodView,
  type ValuationInput,
  type ValuationSnapshot,
} from "@shared/cost-analysis/cvr-periods";
import { buildSnapshot as snapshotOf, money, monthLabel, type Contribution, type CvrSnapshot, type HeadSnapshot } from "@shared/rules/cvr";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit, auditJob, contractRecord } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import * as repo from "./cvr-periods.repository";
import { readersView, seesWorkerNames } from "./cvr-snapshots";
import { CATEGORY, type Ctx } from "./variations.service";

/**
 * A contract's months (decision 0081, "The monthly CVR"): the valuation entered each month (value
 * applied for, value certified, cumulative), open until closed, read-only once closed. Closing locks
 * the month's snapshot, built by `buildSnapshot` from the figures it is given.
 */

/**
 * What the figures service works out for a contract's month as the snapshot needs it: the retention
 * held on the value certified (the contract's retention terms), each head's figures with its forecast
 * and method, and every record behind them (rules/cvr.ts `Contribution`). It is the next step of
 * issue 34, handed to closing as a dependency; until it exists closing is given none (`null`).
 */
export type CvrFigures = (
  tx: Tx,
  contract: ProjectRow,
  month: string,
  certified: Pence,
) => Promise<{ retention: Pence; heads: HeadSnapshot[]; contributions: Contribution[] }>;

/**
 * The snapshot a month keeps when it closes. With the figures, the whole `CvrSnapshot` (cost, margin
 * and forecast worked out by the rules from the heads); without them, the valuation alone, as it was
 * when the month closed: no cost, margin or retention is made up for it.
 */
export async function buildSnapshot(
  tx: Tx,
  contract: ProjectRow,
  period: Pick<repo.PeriodRow, "month" | "valueApplied" | "valueCertified">,
  figures: CvrFigures | null,
): Promise<CvrSnapshot | ValuationSnapshot> {
  const applied = parsePence(period.valueApplied ?? "0") ?? 0n;
  const certified = parsePence(period.valueCertified ?? "0") ?? 0n;
  if (!figures) return { month: period.month, value: { applied: money(applied), certified: money(certified) } };
  const f = await figures(tx, contract, period.month, certified);
  return snapshotOf(period.month, { applied: money(applied), certified: money(certified), retention: money(f.retention) }, f.heads, f.contributions);
}

function present({ row, closedBy, updatedBy }: repo.PeriodWithPeople): Wire<CvrPeriodView> {
  return {
    month: row.month,
    valueApplied: row.valueApplied,
    valueCertified: row.valueCertified,
    status: row.status === "closed" ? "closed" : "open",
    closedAt: row.closedAt,
    closedBy,
    updatedAt: row.updatedAt,
    updatedBy,
  };
}
/** A month with what it keeps, as its reader sees it (labour by name only with Workforce edit). */
async function presentDetail(db: Db | Tx, seesNames: boolean, p: repo.PeriodWithPeople): Promise<Wire<CvrPeriodDetail>> {
  return { ...present(p), ...(await readersView(db, p.row.projectId, p.row, seesNames)) };
}

export async function listPeriods(db: Db, slug: string) {
  const project = await getLiveProjectBySlug(db, slug);
  return { months: (await repo.listPeriods(db, project.id)).map(present) };
}

export async function getPeriod({ db, request }: Ctx, slug: string, month: string) {
  const project = await getLiveProjectBySlug(db, slug);
  const found = await repo.findPeriod(db, project.id, month);
  if (!found) throw notFound(PERIOD_NOT_FOUND);
  return presentDetail(db, await seesWorkerNames(db, requireUser(request).role), found);
}

/** A month still to come has no valuation, cannot close and has no report (400). */
export function notAhead(month: string) {
  if (month > ukToday().slice(0, 7)) throw badRequest(MONTH_NOT_STARTED, "month");
}

/**
 * The month's row under the contract's lock, made open if it has none. A month on or before the last
 * closed one counts as closed even with no row: its figures are locked in that snapshot, and what is
 * dated there lands in the open month (decision 0081, "A closed month is read-only").
 */
async function openMonth(tx: Tx, project: ProjectRow, month: string, userId: number | null) {
  await repo.lockContractMonths(tx, project.id);
  const months = await repo.monthsOf(tx, project.id);
  const lastClosed = months.filter((m) => m.status === "closed").at(-1)?.month ?? null;
  if (lastClosed !== null && month <= lastClosed) throw conflict(MONTH_CLOSED);
  const row = months.find((m) => m.month === month) ?? (await repo.insertPeriod(tx, { projectId: project.id, month, updatedBy: userId }));
  return { row, months };
}

const amount = (v: string | null) => (v === null ? "none" : formatMoney(parsePence(v)!));
const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : parsePence(a) === parsePence(b));

export async function putValuation({ db, request }: Ctx, slug: string, month: string, input: ValuationInput) {
  const user = requireUser(request);
  notAhead(month);
  const project = await getLiveProjectBySlug(db, slug);
  const seesNames = await seesWorkerNames(db, user.role);
  return db.transaction(async (tx) => {
    const { row } = await openMonth(tx, project, month, user.id);
    if (!same(row.valueApplied, input.valueApplied) || !same(row.valueCertified, input.valueCertified)) {
      await repo.updatePeriod(tx, row.id, { ...input, updatedBy: user.id, updatedAt: new Date() });
      await audit(tx, request, {
        action: "cvr_valuation_saved",
        description: `Valuation for ${monthLabel(month)} on ${project.name}: applied ${amount(input.valueApplied)}, certified ${amount(input.valueCertified)}`,
        ...contractRecord("cvr_period", CATEGORY, row.id, project, {
          month,
          from: { valueApplied: row.valueApplied, valueCertified: row.valueCertified },
          to: input,
        }),
      });
    }
    return presentDetail(tx, seesNames, (await repo.findPeriod(tx, project.id, month))!);
  });
}

/** Who closes a month: a QS by hand (the request: its user and the audit line's address), or the daily job. */
export type Closer = { request: FastifyRequest } | "daily job";

/**
 * Closes one month of a contract and locks its snapshot: the one closing both the route and the
 * daily job use, in the caller's transaction under the contract's lock. Months close in order: an
 * earlier month still open is closed first (409 "Close September 2026 first"), so each snapshot's
 * movements are measured from the one before it; a month on or before the last closed one is 409
 * "This month is closed", which is how a rerun of the job finds its work done.
 */
export async function closeMonth(tx: Tx, project: ProjectRow, month: string, figures: CvrFigures | null, by: Closer) {
  const userId = by === "daily job" ? null : requireUser(by.request).id;
  const { row, months } = await openMonth(tx, project, month, userId);
  const earlier = months.find((m) => m.month < month && m.status !== "closed");
  if (earlier) throw conflict(`Close ${monthLabel(earlier.month)} first`);
  const snapshot = await buildSnapshot(tx, project, row, figures);
  const now = new Date();
  await repo.updatePeriod(tx, row.id, { status: "closed", snapshot, closedAt: now, closedBy: userId, updatedAt: now, updatedBy: userId });
  const line = {
    action: "cvr_period_closed",
    description: `${by === "daily job" ? "The daily job closed" : "Closed"} ${monthLabel(month)} on ${project.name}`,
    ...contractRecord("cvr_period", CATEGORY, row.id, project, {
      month,
      valueCertified: row.valueCertified,
      figures: figures !== null,
      by: by === "daily job" ? "daily job" : "hand",
    }),
  };
  if (by === "daily job") await auditJob(tx, line);
  else await audit(tx, by.request, line);
}

/**
 * Closes a month by hand, ahead of the daily job (the current month may close early).
 */
export async function closePeriod({ db, request }: Ctx, slug: string, month: string, figures: CvrFigures | null) {
  notAhead(month);
  const project = await getLiveProjectBySlug(db, slug);
  const seesNames = await seesWorkerNames(db, requireUser(request).role);
  return db.transaction(async (tx) => {
    await closeMonth(tx, project, month, figures, { request });
    return presentDetail(tx, seesNames, (await repo.findPeriod(tx, project.id, month))!);
  });
}
