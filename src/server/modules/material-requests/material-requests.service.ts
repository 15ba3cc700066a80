import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { conflict, notFound } from "../../platform/errors";
import { toPage } from "@shared/common/paging";
import {
  urgencyLabel,
  type CreateMaterialRequestInput,
  type ListMaterialRequestsQuery,
  type MaterialRequestList,
  type MaterialRequestView,
  type MrStatus,
} from "@shared/material-requests/material-request";
import { canDeleteRequest, requestStepRefusal } from "@shared/material-requests/workflow";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { draftOrderIn } from "../purchase-orders/purchase-orders.service";
import * as repo from "./material-requests.repository";
import { presentRequest } from "./material-requests.presenter";
import { orderFromRequest } from "./order-from-request";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Material request not found";
const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
const requestName = (row: { id: number; materialDescription: string }) => `#${row.id} ${summary(row.materialDescription)}`;

export async function getRequest(db: Db, id: number): Promise<MaterialRequestView> {
  const row = await repo.findView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentRequest(row);
}

export async function listRequests(db: Db, q: ListMaterialRequestsQuery): Promise<MaterialRequestList> {
  const { rows, total } = await repo.listRequests(db, q);
  return toPage(rows.map(presentRequest), total, q);
}

export async function listForProject(db: Db, slug: string, q: Omit<ListMaterialRequestsQuery, "projectId">) {
  const project = await getLiveProjectBySlug(db, slug);
  return listRequests(db, { ...q, projectId: project.id });
}

export async function createRequest(ctx: Ctx, input: CreateMaterialRequestInput): Promise<MaterialRequestView> {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, { ...input, projectId: project.id, requestedBy: user.id, status: "pending" });
    await audit(tx, ctx.request, {
      action: "material_request_created",
      description: `Requested materials for ${project.name} (${urgencyLabel(row.urgencyLevel).toLowerCase()}, needed ${row.dateNeeded}): ${summary(row.materialDescription)}`,
      entityType: "material_request",
      entityId: row.id,
      entityName: requestName(row),
      category: "purchase_orders",
      metadata: { projectId: project.id, urgencyLevel: row.urgencyLevel, dateNeeded: row.dateNeeded },
    });
    return row.id;
  });
  return getRequest(ctx.db, id);
}

/** Approve or reject a pending request (decision 0036); an illegal step is 409 with the reason. */
export async function decide(ctx: Ctx, id: number, to: Extract<MrStatus, "approved" | "rejected">, reason: string | null = null) {
  const user = requireUser(ctx.request);
  await getRequest(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const refusal = requestStepRefusal(before.status, to);
    if (refusal) throw conflict(refusal);
    const row = await repo.updateRequest(tx, id, { status: to, rejectionReason: reason, decidedBy: user.id, decidedAt: new Date() });
    await audit(tx, ctx.request, {
      action: to === "approved" ? "material_request_approved" : "material_request_rejected",
      description: to === "approved" ? `Approved material request ${requestName(row)}` : `Rejected material request ${requestName(row)}: ${reason}`,
      entityType: "material_request",
      entityId: id,
      entityName: requestName(row),
      category: "purchase_orders",
      metadata: { projectId: row.projectId, fromStatus: before.status, toStatus: to, reason },
    });
  });
  return getRequest(ctx.db, id);
}

/** An approved request becomes a draft order pre-filled from it, linked both ways in one transaction. */
export async function convert(ctx: Ctx, id: number) {
  const user = requireUser(ctx.request);
  await getRequest(ctx.db, id);
  const order = await ctx.db.transaction(async (tx) => {
    const before = await repo.findForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const refusal = requestStepRefusal(before.status, "converted_to_po");
    if (refusal) throw conflict(refusal);
    const project = await getLiveProjectById(tx, before.projectId);
    const po = await draftOrderIn(tx, ctx.request, orderFromRequest(before, project, user.name), { materialRequestId: id });
    const row = await repo.updateRequest(tx, id, { status: "converted_to_po", convertedToPo: po.id });
    await audit(tx, ctx.request, {
      action: "material_request_converted",
      description: `Converted material request ${requestName(row)} to draft purchase order ${po.poNumber}`,
      entityType: "material_request",
      entityId: id,
      entityName: requestName(row),
      category: "purchase_orders",
      metadata: { projectId: row.projectId, purchaseOrderId: po.id, poNumber: po.poNumber },
    });
    return po;
  });
  return { request: await getRequest(ctx.db, id), orderId: order.id, poNumber: order.poNumber };
}

/** DELETE: a pending or rejected request goes to the recycle bin (decision 0008); others stay on record (409). */
export async function deleteRequest(ctx: Ctx, id: number) {
  await getRequest(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (!canDeleteRequest(row.status)) throw conflict("Only a pending or rejected request can be deleted");
    await repo.softDelete(tx, id);
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "material_request",
      tableName: "material_requests",
      recordId: id,
      recordData: row,
      recordName: requestName(row),
      metadata: { projectId: row.projectId },
    });
    await audit(tx, ctx.request, {
      action: "material_request_deleted",
      description: `Deleted material request ${requestName(row)} (${row.status})`,
      entityType: "material_request",
      entityId: id,
      entityName: requestName(row),
      category: "purchase_orders",
      severity: "warning",
      metadata: { projectId: row.projectId, status: row.status, recycleBinId: bin.id },
    });
  });
}
