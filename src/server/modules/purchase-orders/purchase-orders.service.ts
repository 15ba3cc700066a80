import type { FastifyRequest } from "fastify";
import { and, asc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { materials, projects, purchaseOrders, suppliers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { searchTextContains } from "../../platform/search-text";
import { audit } from "../../platform/audit";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { toPage } from "@shared/common/paging";
import { formatMoneyText } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import {
  BUDGET_NEEDS_CONTRACTS_MESSAGE,
  SUPPLIER_NOT_FOUND_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  type BudgetSummary,
  type ListPurchaseOrdersQuery,
  type PoDetail,
  type PoList,
  type PoLookups,
  type PurchaseOrderInput,
} from "@shared/purchase-orders/purchase-order";
import { DELETABLE_STATUSES, EDITABLE_STATUSES, changedSinceApproval, poStatusLabel, type PoStatus } from "@shared/rules/purchase-order-status";
import { getLiveProjectById } from "../projects/project-lookup";
import * as repo from "./purchase-orders.repository";
import { presentDetail, presentSummary } from "./purchase-orders.presenter";
import { budgetCheck, deriveOrder } from "./purchase-order-money";
import { deriveExpectedCarbon } from "./purchase-order-carbon";
import { isPurchaseOrderTemplate, purchaseOrderTemplateChoices } from "../pdf-templates/purchase-order-template.service";
import { afterOrderChanged } from "./after-order-changed.service";
import { noticeAwaitingApproval } from "./purchase-order-notices";
import { orderChanges } from "./purchase-order-changes";
import { formatDocumentNumber, nextDocumentNumber } from "./document-numbers.service";

export type Ctx = { db: Db; request: FastifyRequest };

export async function getLiveOrder(db: Db | Tx, id: number): Promise<repo.PoRow> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound("Purchase order not found");
  return row;
}

export async function getOrder(db: Db, id: number): Promise<PoDetail> {
  const row = await getLiveOrder(db, id);
  const [project, createdBy, lines, events] = await Promise.all([
    repo.projectRef(db, row.projectId),
    repo.userName(db, row.createdBy),
    repo.listLines(db, id),
    repo.listEvents(db, id),
  ]);
  return presentDetail(row, { project, createdBy }, lines, events);
}

export async function listOrders(db: Db, q: ListPurchaseOrdersQuery): Promise<PoList> {
  const { rows, total } = await repo.listOrders(db, q);
  return toPage(
    rows.map((r) => presentSummary(r.order, r.projectName)),
    total,
    q,
  );
}

/** The supplier as ordered: a register entry's name and contact details fill what was left empty. */
async function supplierFields(db: Db | Tx, input: PurchaseOrderInput) {
  const typed = {
    supplierId: null as number | null,
    supplier: input.supplier,
    supplierContact: input.supplierContact,
    supplierEmail: input.supplierEmail,
    supplierPhone: input.supplierPhone,
    supplierAddress: input.supplierAddress,
  };
  if (!input.supplierId) return typed;
  const found = await repo.findLiveSupplier(db, input.supplierId);
  if (!found) throw badRequest(SUPPLIER_NOT_FOUND_MESSAGE, "supplierId");
  return {
    supplierId: found.id,
    supplier: found.name,
    supplierContact: input.supplierContact ?? found.contactPerson,
    supplierEmail: input.supplierEmail ?? found.email,
    supplierPhone: input.supplierPhone ?? found.phone,
    supplierAddress: input.supplierAddress ?? ([found.address, found.city, found.postcode].filter(Boolean).join(", ") || null),
  };
}

const typedFields = (input: PurchaseOrderInput) => ({
  projectId: input.projectId ?? null,
  orderedBy: input.orderedBy,
  requiredDate: input.requiredDate,
  poCategory: input.poCategory,
  transportCategory: input.transportCategory,
  transportDistance: input.transportDistance,
  transportWeight: input.transportWeight,
  deliveryAddress: input.deliveryAddress,
  deliveryInstructions: input.deliveryInstructions,
  siteContactName: input.siteContactName,
  siteContactPhone: input.siteContactPhone,
  notes: input.notes,
  terms: input.terms,
  templateId: input.templateId ?? null,
});

/** Everything derived from what was typed: the money (exact) and the carbon the order implies, per line and in total. */
async function derive(tx: Tx, input: PurchaseOrderInput, excludeOrderId?: number) {
  const money = await deriveOrder(tx, input, excludeOrderId);
  const carbon = await deriveExpectedCarbon(tx, input);
  return { values: { ...money.values, ...carbon.values }, lines: money.lines.map((l, i) => ({ ...l, ...carbon.lines[i] })) };
}

/** The chosen PDF template must be a live, active purchase order template (400 otherwise). */
async function checkTemplate(db: Db, input: PurchaseOrderInput) {
  if (input.templateId && !(await isPurchaseOrderTemplate(db, input.templateId))) throw badRequest(TEMPLATE_NOT_FOUND_MESSAGE, "templateId");
}

export async function createOrder(ctx: Ctx, input: PurchaseOrderInput): Promise<PoDetail> {
  if (input.projectId) await getLiveProjectById(ctx.db, input.projectId);
  await checkTemplate(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => (await draftOrderIn(tx, ctx.request, input)).id);
  return getOrder(ctx.db, id);
}

/**
 * Drafts an order inside the caller's transaction (a converted material request links both ways in
 * the same transaction, so neither half can be saved without the other).
 */
export async function draftOrderIn(tx: Tx, request: FastifyRequest, input: PurchaseOrderInput, link: { materialRequestId?: number } = {}) {
  const user = requireUser(request);
  const supplier = await supplierFields(tx, input);
  const derived = await derive(tx, input);
  const year = Number(ukToday().slice(0, 4));
  // The number is taken inside the transaction: an order that fails to save gives its number back.
  const poNumber = formatDocumentNumber("PO", year, await nextDocumentNumber(tx, "PO", year));
  const row = await repo.insertOrder(tx, {
    poNumber,
    status: "draft",
    ...typedFields(input),
    ...supplier,
    ...derived.values,
    materialRequestId: link.materialRequestId ?? null,
    createdBy: user.id,
    updatedBy: user.id,
  });
  await repo.replaceLines(tx, row.id, derived.lines);
  await repo.insertEvent(tx, {
    orderId: row.id,
    action: "created",
    fromStatus: null,
    toStatus: "draft",
    userId: user.id,
    userName: user.name,
    reason: row.budgetOverrunReason,
  });
  await audit(tx, request, {
    action: "purchase_order_created",
    description: `Drafted purchase order ${poNumber} to ${row.supplier} for ${formatMoneyText(row.totalAmount)} (${derived.lines.length} line${derived.lines.length === 1 ? "" : "s"})`,
    entityType: "purchase_order",
    entityId: row.id,
    entityName: poNumber,
    category: "purchase_orders",
    metadata: {
      ...orderFacts(row),
      materialRequestId: row.materialRequestId,
    },
  });
  await afterOrderChanged(tx, row);
  return row;
}

/**
 * PUT /api/purchase-orders/:id: the whole content and lines replaced (lines renumbered) until the
 * order is sent (409 after). A change is recorded in the history with what changed; a change to an
 * order pending approval or approved sends it back to approval (draft when it no longer needs any),
 * and its author may not approve it (decision 0052). A save that changes nothing records nothing.
 */
export async function updateOrder(ctx: Ctx, id: number, input: PurchaseOrderInput): Promise<PoDetail> {
  const user = requireUser(ctx.request);
  await getLiveOrder(ctx.db, id);
  if (input.projectId) await getLiveProjectById(ctx.db, input.projectId);
  await checkTemplate(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findOrderForUpdate(tx, id);
    if (!before) throw notFound("Purchase order not found");
    if (!EDITABLE_STATUSES.includes(before.status as PoStatus))
      throw conflict(`Only an order not yet sent can be changed; this one is ${poStatusLabel(before.status).toLowerCase()}`);
    const linesBefore = await repo.listLines(tx, id);
    const supplier = await supplierFields(tx, input);
    const derived = await derive(tx, input, id);
    let row = await repo.updateOrder(tx, id, { ...typedFields(input), ...supplier, ...derived.values, updatedBy: user.id });
    await repo.replaceLines(tx, id, derived.lines);
    const changes = orderChanges(before, row, linesBefore, await repo.listLines(tx, id));
    if (changes && before.status !== "draft")
      row = await repo.updateOrder(tx, id, { status: row.requiresApproval ? "pending_approval" : "draft", ...APPROVAL_CLEARED });
    if (changes)
      await repo.insertEvent(tx, {
        orderId: id,
        action: "updated",
        fromStatus: before.status,
        toStatus: row.status,
        userId: user.id,
        userName: user.name,
        reason: changes.text,
      });
    await audit(tx, ctx.request, {
      action: "purchase_order_updated",
      description: `Updated purchase order ${row.poNumber}: ${changes ? changes.text : "nothing changed"}${row.status === before.status ? "" : ` (${poStatusLabel(before.status)} → ${poStatusLabel(row.status)})`}`,
      entityType: "purchase_order",
      entityId: id,
      entityName: row.poNumber,
      category: "purchase_orders",
      metadata: {
        ...orderFacts(row),
        changed: changes?.fields ?? [],
        before: {
          supplier: before.supplier,
          supplierId: before.supplierId,
          supplierEmail: before.supplierEmail,
          totalAmount: before.totalAmount,
          status: before.status,
        },
        status: row.status,
      },
    });
    await afterOrderChanged(tx, row, before.supplierId);
    // A change sent it back to approval: its approvers are asked again (not its author, who may not approve it now).
    if (changes && row.status === "pending_approval")
      await noticeAwaitingApproval(tx, ctx.request, row, user, changedSinceApproval(await repo.listEvents(tx, id)));
  });
  return getOrder(ctx.db, id);
}

/** What every audit line about an order's content records of it, as it is after the change. */
const orderFacts = (row: Pick<repo.PoRow, "projectId" | "supplierId" | "totalAmount" | "budgetOverrunReason">) => ({
  projectId: row.projectId,
  supplierId: row.supplierId,
  totalAmount: row.totalAmount,
  budgetOverrunReason: row.budgetOverrunReason,
});

/** An approval given to what the order said before a change no longer stands. */
const APPROVAL_CLEARED = { approvedBy: null, approvedByName: null, approvedAt: null, approvalNotes: null };

/** DELETE: a draft or cancelled order goes to the recycle bin (decision 0008); anything sent stays on record (409). */
export async function deleteOrder(ctx: Ctx, id: number) {
  await getLiveOrder(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.findOrderForUpdate(tx, id);
    if (!order) throw notFound("Purchase order not found");
    if (!DELETABLE_STATUSES.includes(order.status as PoStatus)) throw conflict("Only a draft or cancelled order can be deleted");
    await softDeleteToBin(tx, ctx.request, {
      table: purchaseOrders,
      recordType: "purchase_order",
      tableName: "company_purchase_orders",
      id,
      row: order,
      recordName: `${order.poNumber} ${order.supplier}`,
      binMetadata: { projectId: order.projectId, lines: (await repo.listLines(tx, id)).length },
      audit: {
        description: `Deleted purchase order ${order.poNumber} (${poStatusLabel(order.status).toLowerCase()}) to ${order.supplier}`,
        entityName: order.poNumber,
        category: "purchase_orders",
        metadata: { projectId: order.projectId, status: order.status },
      },
    });
    await afterOrderChanged(tx, order);
  });
}

/** Does the reader see the contracts' own details (budgets, addresses)? Contracts view decides (decision 0015). */
const seesContracts = (ctx: Ctx) => userCan(ctx.db, requireUser(ctx.request).role, "Contracts", "view");

/**
 * A contract's budget head is the contract's, not the orders': a reader without Contracts view is
 * refused it (403) as the project routes refuse them (decisions 0015, 0052). The server still asks
 * for a reason when their order goes over.
 */
export async function budgetSummary(ctx: Ctx, q: { projectId: number; category: string; excludeOrderId?: number }): Promise<BudgetSummary> {
  if (!(await seesContracts(ctx))) throw forbidden(BUDGET_NEEDS_CONTRACTS_MESSAGE);
  const db = ctx.db;
  const b = await budgetCheck(db, q.projectId, q.category, 0n, q.excludeOrderId);
  return { projectId: b.project.id, category: q.category, budget: b.budget, committed: b.committed, committedOrders: b.orders };
}

/**
 * What the form picks from, by name: live suppliers, live contracts and active materials (50 of each).
 * Suppliers and materials are matched on the name's part of their lower-cased search column and
 * listed in the order of their lower(name) indexes, so neither is a sort of every row (20,000
 * materials at scale, issue 14); only the columns the form uses are read.
 */
export async function lookups(ctx: Ctx, q: { q?: string }): Promise<PoLookups> {
  const db = ctx.db;
  // A contract is labelled for a reader without Contracts view: its site address is the contract's.
  const withAddress = await seesContracts(ctx);
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const [supplierRows, projectRows, materialRows, templates] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        contactPerson: suppliers.contactPerson,
        email: suppliers.email,
        phone: suppliers.phone,
        address: suppliers.address,
        city: suppliers.city,
        postcode: suppliers.postcode,
      })
      .from(suppliers)
      .where(and(isNull(suppliers.deletedAt), q.q ? searchTextContains(sql`split_part(${suppliers.searchText}, chr(31), 1)`, q.q) : undefined))
      .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
      .limit(50),
    db
      .select({ id: projects.id, name: projects.name, code: projects.code, address: projects.address })
      .from(projects)
      .where(and(isNull(projects.deletedAt), like ? or(ilike(projects.name, like), ilike(projects.code, like)) : undefined))
      .orderBy(asc(projects.name))
      .limit(50),
    db
      .select({
        id: materials.id,
        itemDescription: materials.itemDescription,
        unit: materials.unit,
        purchaseCost: materials.purchaseCost,
        supplierId: materials.supplierId,
      })
      .from(materials)
      .where(
        and(
          isNull(materials.deletedAt),
          eq(materials.active, "yes"),
          q.q ? searchTextContains(sql`split_part(${materials.searchText}, chr(31), 1)`, q.q) : undefined,
        ),
      )
      .orderBy(sql`lower(${materials.itemDescription})`, asc(materials.id))
      .limit(50),
    purchaseOrderTemplateChoices(db),
  ]);
  return {
    suppliers: supplierRows.map((s) => ({
      id: s.id,
      name: s.name,
      contactPerson: s.contactPerson,
      email: s.email,
      phone: s.phone,
      address: [s.address, s.city, s.postcode].filter(Boolean).join(", ") || null,
    })),
    projects: withAddress ? projectRows : projectRows.map((p) => ({ ...p, address: null })),
    templates,
    materials: materialRows.map((m) => ({ id: m.id, description: m.itemDescription, unit: m.unit, purchaseCost: m.purchaseCost, supplierId: m.supplierId })),
  };
}
