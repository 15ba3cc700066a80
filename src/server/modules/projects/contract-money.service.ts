import { MONEY_FIELD_INFO, type MoneyField } from "@shared/projects/budget-fields";
import { parsePence, toDecimal, type Pence } from "@shared/common/money";
import type { Tx } from "../../db/client";
import { notFound } from "../../platform/errors";
import { findLiveProjectForUpdate, insertBudgetChangeLogs, updateProject, type ProjectRow } from "./projects.repository";

/**
 * A contract's money moved by another area's decision (an approved variation, decision 0081): each
 * field moves by an amount, in the caller's transaction, with the contract row locked so two moves at
 * once add up, and each change written to budget_change_logs with the caller's reason. A field's
 * original is never touched: what moves it later is not what the contract began with.
 */
export type MoneyMove = {
  field: MoneyField;
  /** Signed pence. */
  by: Pence;
  /** A field not set yet: start it from nothing ("start"), or leave it unset ("skip", for a total nobody entered). */
  whenUnset: "start" | "skip";
};

export type MovedMoney = { field: MoneyField; from: string | null; to: string };

export async function moveContractMoney(
  tx: Tx,
  user: { id: number; name: string },
  projectId: number,
  moves: readonly MoneyMove[],
  reason: string,
): Promise<MovedMoney[]> {
  const current = await findLiveProjectForUpdate(tx, projectId);
  if (!current) throw notFound("Project not found");
  const moved: MovedMoney[] = [];
  for (const move of moves) {
    const from = current[move.field as keyof ProjectRow] as string | null;
    if (move.by === 0n || (from === null && move.whenUnset === "skip")) continue;
    moved.push({ field: move.field, from, to: toDecimal((from === null ? 0n : (parsePence(from) ?? 0n)) + move.by) });
  }
  if (moved.length === 0) return moved;
  await updateProject(tx, projectId, { ...Object.fromEntries(moved.map((m) => [m.field, m.to])), updatedAt: new Date(), updatedBy: user.id });
  await insertBudgetChangeLogs(
    tx,
    moved.map((m) => ({
      projectId,
      userId: user.id,
      fieldName: MONEY_FIELD_INFO[m.field].logName,
      // The log's old value is never blank (data-model.md §5): a field not set yet stood at nothing.
      oldValue: m.from ?? "0.00",
      newValue: m.to,
      reason,
      createdBy: user.name,
    })),
  );
  return moved;
}
