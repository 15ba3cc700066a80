import type { Wire } from "@shared/common/contract";
import type { CvrPeriodDetail } from "@shared/cost-analysis/cvr-periods";
import { cvrMovements, type Movement } from "@shared/rules/cvr-movements";
import { monthLabel, type CvrSnapshot } from "@shared/rules/cvr";
import type { Db, Tx } from "../../db/client";
import { userCan } from "../../platform/permissions";
import * as repo from "./cvr-periods.repository";

/**
 * Reading what closed months keep (decision 0081, "Why it moved"): whether a snapshot is whole, the
 * movements of a month since the one closed before it, and the labour labels a reader may see.
 */

/** A whole snapshot (cost per head, margin, contributions); a month closed before the figures existed keeps its valuation alone. */
export const isWhole = (snapshot: unknown): snapshot is CvrSnapshot =>
  typeof snapshot === "object" && snapshot !== null && Array.isArray((snapshot as { heads?: unknown }).heads);

/** Whether the reader may see labour by named worker: Workforce edit, the role that reads worker rates (decision 0065). */
export const seesWorkerNames = (db: Db, role: string) => userCan(db, role, "Workforce", "edit");

/**
 * The snapshot as a reader without Workforce edit sees it: a labour contribution ("labour:31:2026-10",
 * a worker's month) says "Labour, October 2026" rather than whom. It is done before the movements
 * are worked out, as their texts repeat the label. A snapshot keeps one label a record, with no reader
 * at hand when the daily job closes the month, so the names are taken out on the way out.
 */
export function forReader(snapshot: CvrSnapshot, seesNames: boolean): CvrSnapshot {
  if (seesNames) return snapshot;
  const contributions = snapshot.contributions.map((c) => {
    if (c.kind !== "labour") return c;
    const month = c.key.split(":")[2];
    return { ...c, label: month && /^\d{4}-\d{2}$/.test(month) ? `Labour, ${monthLabel(month)}` : "Labour" };
  });
  return { ...snapshot, contributions };
}

/**
 * Why a closed month's figures moved: from the last whole snapshot closed before it (a month that
 * kept its valuation alone claims no cost to move from), or from nothing for the first. A record is
 * "late" when dated in or before that month (rules/cvr-movements.ts reads it from `prev.month`):
 * before the first whole snapshot no cost was locked, so nothing can have arrived late for it.
 */
export async function movementsOf(db: Db | Tx, projectId: number, snapshot: CvrSnapshot, seesNames: boolean): Promise<Movement[]> {
  const found = (await repo.lastWholeBefore(db, projectId, snapshot.month))?.snapshot;
  const prev = isWhole(found) ? found : null;
  return cvrMovements(prev && forReader(prev, seesNames), forReader(snapshot, seesNames));
}

/** A month's snapshot and movements as its reader sees them: the movements only for a closed month with a whole snapshot. */
export async function readersView(
  db: Db | Tx,
  projectId: number,
  row: Pick<repo.PeriodRow, "status" | "snapshot">,
  seesNames: boolean,
): Promise<Pick<Wire<CvrPeriodDetail>, "snapshot" | "movements">> {
  const snapshot = row.snapshot ?? null;
  if (!isWhole(snapshot)) return { snapshot: snapshot as CvrPeriodDetail["snapshot"], movements: null };
  const shown = forReader(snapshot, seesNames);
  return { snapshot: shown, movements: row.status === "closed" ? await movementsOf(db, projectId, snapshot, seesNames) : null };
}
