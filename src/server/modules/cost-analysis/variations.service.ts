import type { FastifyRequest } from "fastify";
import { toPage, type Page } from "@shared/common/paging";
import { formatMoney, parsePence } from "@shared/common/money";
import type { MoneyField } from "@shared/projects/budget-fields";
import { costHeadLabel, type CostHead } from "@shared/rules/cvr";
import { variationStatusLabel } from "@shared/rules/cost-forecast";
import { APPROVED_IS_FINAL, variationLocked, variationStatusRefusal } from "@shared/rules/variation-status";
import {
  AGREED_COST_REQUIRED,
  AGREED_VALUE_REQUIRED,
  VARIATION_NOT_FOUND,
  variationNumber,
  type VariationInput,
  type VariationListQuery,
  type VariationStatusInput,
  type VariationUpdate,
  type VariationView,
} from "@shared/cost-analysis/variations";
import type { Wire } from "@shared/common/contract";
import type { Db, Tx } from "../../db/client";
import { contractVariations } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit, contractRecord } from "../../platform/audit";
import { conflict, HttpError, notFound } from "../../platform/errors";
import type { Restorer } from "../../platform/recycle-bin";
import { restoreSoftDeleted, softDeleteToBin } from "../../platform/register/soft-delete";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { moveContractMoney, type MoneyMove } from "../projects/contract-money.service";
import { presentVariation } from "./variations.presenter";
import * as repo from "./variations.repository";

/**
 * A contract's variations register (decision 0081, "Variations"): raised pending and numbered per
 * contract, moved on by the rules of rules/variation-status.ts, and when approved moving the head's
 * budget and the contract value in the same transaction, each change in the contract's budget history.
 */

export type Ctx = { db: Db; request: FastifyRequest };
export const CATEGORY = "cost-analysis";
const RECORD = "contract_variation";

/** Each head's budget on the contract; Other has none (decision 0081, "The heads"). */
const HEAD_BUDGET: Record<CostHead, MoneyField | null> = {
  labour: "budgetLabour",
  plant: "budgetPlant",
  materials: "budgetMaterials",
  waste: "budgetWaste",
  energy: "budgetEnergy",
  other: null,
};

const nameOf = (row: { number: number; title: string }) => `${variationNumber(row.number)} ${row.title}`;

async function found(db: Db | Tx, project: ProjectRow, id: number) {
  const v = await repo.findVariation(db, project.id, id);
  if (!v) throw notFound(VARIATION_NOT_FOUND);
  return presentVariation(v);
}

async function lockLive(tx: Tx, project: ProjectRow, id: number) {
  const row = await repo.lockVariation(tx, project.id, id);
  if (!row) throw notFound(VARIATION_NOT_FOUND);
  return row;
}

export async function listVariations(db: Db, slug: string, q: VariationListQuery): Promise<Page<Wire<VariationView>>> {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listVariations(db, project.id, q);
  return toPage(rows.map(presentVariation), total, q);
}

export async function getVariation(db: Db, slug: string, id: number) {
  return found(db, await getLiveProjectBySlug(db, slug), id);
}

export async function createVariation({ db, request }: Ctx, slug: string, input: VariationInput) {
  const user = requireUser(request);
  const project = await getLiveProjectBySlug(db, slug);
  return db.transaction(async (tx) => {
    const number = await repo.nextVariationNumber(tx, project.id);
    const row = await repo.insertVariation(tx, { ...input, projectId: project.id, number, status: "pending", createdBy: user.id, updatedBy: user.id });
    await audit(tx, request, {
      action: `${RECORD}_created`,
      description: `Raised the variation ${nameOf(row)} on ${project.name} (${costHeadLabel(row.head)})`,
      ...contractRecord(RECORD, CATEGORY, row.id, project, { number: row.number, head: row.head }),
    });
    return found(tx, project, row.id);
  });
}

export async function updateVariation({ db, request }: Ctx, slug: string, id: number, input: VariationUpdate) {
  const user = requireUser(request);
  const project = await getLiveProjectBySlug(db, slug);
  return db.transaction(async (tx) => {
    const current = await lockLive(tx, project, id);
    if (variationLocked(current.status)) throw conflict(APPROVED_IS_FINAL);
    const changed = (Object.keys(input) as (keyof VariationUpdate)[]).filter((k) => input[k] !== undefined && input[k] !== current[k]);
    if (changed.length === 0) return found(tx, project, id);
    const row = await repo.updateVariation(tx, id, { ...Object.fromEntries(changed.map((k) => [k, input[k]])), updatedBy: user.id, updatedAt: new Date() });
    await audit(tx, request, {
      action: `${RECORD}_updated`,
      description: `Updated the variation ${nameOf(row)} on ${project.name}: ${changed.join(", ")}`,
      ...contractRecord(RECORD, CATEGORY, id, project, { changedFields: changed }),
    });
    return found(tx, project, id);
  });
}

/** The agreed figure: what was sent, else the estimate; approval needs both (400 naming the field). */
function agreed(input: VariationStatusInput, current: repo.VariationRow) {
  const value = input.agreedValue ?? current.valueEstimate;
  const cost = input.agreedCost ?? current.costEstimate;
  const errors = [
    ...(value === null ? [{ field: "agreedValue", message: AGREED_VALUE_REQUIRED }] : []),
    ...(cost === null ? [{ field: "agreedCost", message: AGREED_COST_REQUIRED }] : []),
  ];
  if (errors.length > 0) throw new HttpError(400, errors[0].message, { errors });
  return { value: value!, cost: cost! };
}

/**
 * What approving a variation moves, in the caller's transaction: the head's current budget (and the
 * total budget where one is set) by the agreed cost and the contract value by the agreed value, logged
 * as "Variation V003 approved". Other has no budget of its own: its cost moves the total budget only.
 */
export function approveVariationMoney(
  tx: Tx,
  user: { id: number; name: string },
  projectId: number,
  variation: { head: string; number: number },
  agreed: { value: string; cost: string },
) {
  const headField = HEAD_BUDGET[variation.head as CostHead];
  const moves: MoneyMove[] = [
    ...(headField ? [{ field: headField, by: parsePence(agreed.cost)!, whenUnset: "start" as const }] : []),
    { field: "budget", by: parsePence(agreed.cost)!, whenUnset: "skip" },
    { field: "contractValue", by: parsePence(agreed.value)!, whenUnset: "start" },
  ];
  return moveContractMoney(tx, user, projectId, moves, `Variation ${variationNumber(variation.number)} approved`);
}

/**
 * Moves a variation on. Approving fixes the agreed value and cost and, in the same transaction, moves
 * the head's current budget (and the total budget where one is set) by the cost and the contract value
 * by the value, logged as "Variation V003 approved". Other has no budget of its own: its approved
 * cost moves the total budget only.
 */
export async function setVariationStatus({ db, request }: Ctx, slug: string, id: number, input: VariationStatusInput) {
  const user = requireUser(request);
  const project = await getLiveProjectBySlug(db, slug);
  return db.transaction(async (tx) => {
    const current = await lockLive(tx, project, id);
    const refusal = variationStatusRefusal(current.status as VariationStatusInput["status"], input.status);
    if (refusal) throw conflict(refusal);
    const now = new Date();
    const values: Partial<repo.NewVariation> = {
      status: input.status,
      statusNote: input.note,
      statusChangedAt: now,
      statusChangedBy: user.id,
      updatedAt: now,
      updatedBy: user.id,
    };
    let moved: Awaited<ReturnType<typeof moveContractMoney>> = [];
    if (input.status === "approved") {
      const { value, cost } = agreed(input, current);
      Object.assign(values, { agreedValue: value, agreedCost: cost });
      moved = await approveVariationMoney(tx, user, project.id, current, { value, cost });
    }
    const row = await repo.updateVariation(tx, id, values);
    const figures =
      input.status === "approved" ? `: value ${formatMoney(parsePence(row.agreedValue!)!)}, cost ${formatMoney(parsePence(row.agreedCost!)!)}` : "";
    await audit(tx, request, {
      action: `${RECORD}_${input.status}`,
      description: `Variation ${nameOf(row)} on ${project.name}: ${variationStatusLabel(current.status)} → ${variationStatusLabel(input.status)}${figures}`,
      ...contractRecord(RECORD, CATEGORY, id, project, { from: current.status, to: input.status, note: input.note, budgetChanges: moved }),
    });
    return found(tx, project, id);
  });
}

export async function deleteVariation({ db, request }: Ctx, slug: string, id: number): Promise<void> {
  const project = await getLiveProjectBySlug(db, slug);
  await db.transaction(async (tx) => {
    const current = await lockLive(tx, project, id);
    if (variationLocked(current.status)) throw conflict(APPROVED_IS_FINAL);
    const name = nameOf(current);
    await softDeleteToBin(tx, request, {
      table: contractVariations,
      recordType: RECORD,
      tableName: "contract_variations",
      id,
      // The contract's slug beside the row, so the bin can link back to the contract's cost analysis.
      row: { ...current, contractSlug: project.slug },
      recordName: name,
      set: { updatedBy: requireUser(request).id, updatedAt: new Date() },
      binMetadata: { projectId: project.id },
      audit: {
        description: `Deleted the variation ${name} on ${project.name}`,
        entityName: project.name,
        category: CATEGORY,
        metadata: { projectId: project.id },
      },
    });
  });
}

/** Back as it was, with its number (numbers are never given twice, so nothing can have taken it). */
export const variationRestorer: Restorer = {
  table: null,
  category: CATEGORY,
  link: (_id, row) => `/cost-analysis/${String(row.contractSlug ?? "")}`,
  restore: (tx, bin) =>
    restoreSoftDeleted(tx, {
      table: contractVariations,
      id: Number(bin.recordId),
      gone: "This variation has been removed for good",
      set: { updatedAt: new Date() },
    }),
};
