import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { notify, othersThan } from "../../platform/notify";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { materialRequests } from "../../db/schema/index";
import { conflict, forbidden, notFound } from "../../platform/errors";
import { requireRecordRight, userCan } from "../../platform/permissions";
import { toPage } from "@shared/common/paging";
import {
  urgencyLabel,
  type CreateMaterialRequestInput,
  type ListMaterialRequestsQuery,
  type MaterialRequestList,
  type MaterialRequestView,
  type MrStatus,
} from "@shared/material-requests/material-request";
import { canDeleteRequest, requestDecisionRefusal, requestStepRefusal } from "@shared/material-requests/workflow";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { draftOrderIn } from "../purchase-orders/purchase-orders.service";
import * as repo from "./material-requests.repository";
import { presentFor, presentRequest, type RequestAudience } from "./material-requests.presenter";
import { orderFromRequest } from "./order-from-request";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Material request not found";
const CONVERT_NEEDS_CONTRACTS = "Converting a request fills the order from its contract: it needs Contracts view";
const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
const requestName = (row: { id: number; materialDescription: string }) => `#${row.id} ${summary(row.materialDescription)}`;

export async function getRequest(db: Db, id: number): Promise<MaterialRequestView> {
  const row = await repo.findView(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return presentRequest(row);
}

/** Asked once per request: does the reader see the contract's side of a request (decision 0015)? */
async function audienceOf(db: Db, request: FastifyRequest): Promise<RequestAudience> {
  return { contractDetails: await userCan(db, requireUser(request).role, "Contracts", "view") };
}

/** GET /api/material-requests: Purchase Orders view at the door, so the site's paperwork only with Contracts view too. */
export async function listRequests(ctx: Ctx, q: ListMaterialRequestsQuery): Promise<MaterialRequestList> {
  const audience = await audienceOf(ctx.db, ctx.request);
  const { rows, total } = await repo.listRequests(ctx.db, q);
  return toPage(
    rows.map((r) => presentFor(presentRequest(r), audience)),
    total,
    q,
  );
}

/** A contract's own list is a Contracts route: its readers see the whole request. */
export async function listForProject(db: Db, slug: string, q: Omit<ListMaterialRequestsQuery, "projectId">) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listRequests(db, { ...q, projectId: project.id });
  return toPage(rows.map(presentRequest), total, q);
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
    const own = requestDecisionRefusal(before, user);
    if (own) throw forbidden(own);
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
    // The one who asked is told (issue 33); nobody decides their own request, so they are never the actor.
    if (row.requestedBy !== null)
      await notify(
        tx,
        othersThan([row.requestedBy], user.id),
        {
          title: `Material request ${requestName(row)} ${to}`,
          message:
            to === "approved"
              ? `${user.name} approved your request for ${row.materialDescription}. The buyer can now raise the order.`
              : `${user.name} rejected your request for ${row.materialDescription}: ${reason ?? "no reason given"}.`,
          type: to === "approved" ? "material_request_approved" : "material_request_rejected",
          category: "material_requests",
          priority: "medium",
          projectId: row.projectId,
          link: `/purchase-orders?tab=requests&request=${row.id}`,
          metadata: { materialRequestId: row.id },
        },
        ctx.request,
      );
  });
  return getRequest(ctx.db, id);
}

/**
 * An approved request becomes a draft order pre-filled from it, linked both ways in one transaction.
 * The draft carries the contract's address and the request's site details, so converting needs
 * Contracts view as well as Purchase Orders create (decision 0052).
 */
export async function convert(ctx: Ctx, id: number) {
  const user = requireUser(ctx.request);
  await getRequest(ctx.db, id);
  if (!(await audienceOf(ctx.db, ctx.request)).contractDetails) throw forbidden(CONVERT_NEEDS_CONTRACTS);
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

/**
 * DELETE: a pending or rejected request goes to the recycle bin (decision 0008); others stay on record
 * (409). Like every record logged on a contract, someone else's needs Contracts delete (decision 0014).
 */
export async function deleteRequest(ctx: Ctx, id: number) {
  const user = requireUser(ctx.request);
  const view = await getRequest(ctx.db, id);
  await requireRecordRight(ctx.db, user, "delete", { resource: "Contracts", ownerId: view.requestedBy?.id ?? null });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    if (!canDeleteRequest(row.status)) throw conflict("Only a pending or rejected request can be deleted");
    await softDeleteToBin(tx, ctx.request, {
      table: materialRequests,
      recordType: "material_request",
      tableName: "material_requests",
      id,
      row,
      recordName: requestName(row),
      binMetadata: { projectId: row.projectId },
      audit: {
        description: `Deleted material request ${requestName(row)} (${row.status})`,
        entityName: requestName(row),
        category: "purchase_orders",
        metadata: { projectId: row.projectId, status: row.status },
      },
    });
  });
}
