import { and, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { materials } from "../../db/schema/index";
import { badRequest } from "../../platform/errors";
import { orderTotals, parsePence } from "@shared/common/money";
import { orderLineColumns, orderMoneyColumns } from "@shared/purchase-orders/order-amounts";
import { BUDGET_REASON_MESSAGE, MATERIAL_NOT_FOUND_MESSAGE, type PurchaseOrderInput } from "@shared/purchase-orders/purchase-order";
import { needsApproval } from "@shared/rules/purchase-order-status";
import { budgetHead, budgetPosition } from "@shared/rules/purchase-order-budget";
import { getLiveProjectById } from "../projects/project-lookup";
import { approvalThreshold } from "./approval-settings.service";
import { committedSpend } from "./purchase-orders.repository";
import type { NewPoLine } from "./purchase-orders.repository";

type Exec = Db | Tx;

/**
 * Everything the server derives from what a person typed: line totals, subtotal, VAT, total (exact,
 * shared/common/money.ts), whether approval is needed under today's threshold, and the budget check.
 */
export async function deriveOrder(db: Exec, input: PurchaseOrderInput, excludeOrderId?: number) {
  const totals = orderTotals(input.lines, input.vatRate);
  const threshold = await approvalThreshold(db);
  const lines: Omit<NewPoLine, "orderId">[] = orderLineColumns(input.lines, totals).map((row, i) => ({
    ...row,
    materialId: input.lines[i].materialId ?? null,
    notes: input.lines[i].notes,
    costCode: input.lines[i].costCode,
  }));
  await checkMaterials(db, input);
  const budget = input.projectId ? await budgetCheck(db, input.projectId, input.poCategory, totals.subtotal, excludeOrderId) : null;
  if (budget?.over && !input.budgetOverrunReason) throw badRequest(BUDGET_REASON_MESSAGE, "budgetOverrunReason");
  return {
    lines,
    values: {
      ...orderMoneyColumns(totals, input.vatRate),
      approvalThreshold: threshold,
      requiresApproval: needsApproval(totals.total, parsePence(threshold) ?? 0n),
      // The reason is kept only while the order goes over: one that no longer does carries none.
      budgetOverrunReason: budget?.over ? input.budgetOverrunReason : null,
    },
  };
}

async function checkMaterials(db: Exec, input: PurchaseOrderInput) {
  const ids = [...new Set(input.lines.map((l) => l.materialId).filter((id): id is number => typeof id === "number"))];
  if (!ids.length) return;
  const found = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(inArray(materials.id, ids), isNull(materials.deletedAt)));
  const known = new Set(found.map((r) => r.id));
  const missing = input.lines.findIndex((l) => typeof l.materialId === "number" && !known.has(l.materialId));
  if (missing >= 0) throw badRequest(MATERIAL_NOT_FOUND_MESSAGE, `lines.${missing}.materialId`);
}

/**
 * The contract's budget head for the category against what is committed plus this order's subtotal
 * (decision 0030). `over` only when there is a head to go over.
 */
export async function budgetCheck(db: Exec, projectId: number, category: string, thisOrder: bigint, excludeOrderId?: number) {
  const project = await getLiveProjectById(db as Db, projectId);
  const head = budgetHead(project, category);
  const { committed, orders } = await committedSpend(db, projectId, category, excludeOrderId);
  const position = budgetPosition(head, committed, thisOrder);
  return { project, budget: head, committed, orders, over: position?.over ?? false };
}
