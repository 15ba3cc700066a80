import type { FastifyRequest } from "fastify";
import { formatCarbon } from "@shared/carbon/carbon";
import type { DeliveryEntryInput } from "@shared/deliveries/delivery-entry";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { figuresFor, presentFigure, replaceFigures } from "../carbon/carbon-figures.service";
import { deliveryFigures, materialChoices, transportTonnes, type MaterialChoice } from "./deliveries.carbon";
import { presentDelivery } from "./deliveries.presenter";
import * as repo from "./deliveries.repository";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Delivery not found";
const what = (d: { supplier: string | null; deliveryNoteNumber: string | null }) =>
  `delivery from ${d.supplier}${d.deliveryNoteNumber ? ` (note ${d.deliveryNoteNumber})` : ""}`;
const source = (id: number) => ({ kind: "delivery" as const, carbonEntryId: id });

async function getLive(db: Db, id: number) {
  const found = await repo.findDelivery(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const project = await getLiveProjectById(db, found.row.projectId);
  return { found, project };
}

async function view(db: Db, id: number) {
  const found = await repo.findDelivery(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return presentDelivery(found, await figuresFor(db, source(id)));
}

/** The row's columns (data-model.md §3 carbon_entries): the lines as json, the first line's factor as its material category. */
function columns(input: DeliveryEntryInput, choices: MaterialChoice[]) {
  const first = input.lineItems[0];
  const load = transportTonnes(input);
  return {
    date: input.date,
    source: input.supplier,
    category: "delivery",
    supplier: input.supplier,
    poNumber: input.poNumber,
    deliveryNoteNumber: input.deliveryNoteNumber,
    isDelivered: "true",
    lineItems: input.lineItems.map((l, i) => ({
      description: l.description,
      materialFactorId: choices[i].factorId,
      materialFactorName: choices[i].name,
      quantity: l.quantity,
      unit: l.unit,
      weight: l.weight,
      weightUnit: l.weightUnit,
    })),
    materialCategory: choices[0].name,
    materialQuantity: first.quantity.toFixed(3),
    materialUnit: first.unit,
    transportCategory: input.transportCategory,
    transportDistance: input.transportDistance === null ? null : input.transportDistance.toFixed(3),
    transportWeight: load === null ? null : load.toFixed(3),
    notes: input.notes,
    lastModified: new Date(),
  };
}

/** Writes the delivery, its figures (from the factors, never the caller's number) and the total, in one transaction. */
export async function createDelivery(ctx: Ctx, input: DeliveryEntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const choices = await materialChoices(ctx.db, input.lineItems);
  const figures = await deliveryFigures(ctx.db, input, choices);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDelivery(tx, { ...columns(input, choices), projectId: project.id, userId: user.id, createdBy: user.name, updatedBy: user.id });
    const total = await replaceFigures(tx, source(row.id), { projectId: project.id, date: row.date }, figures);
    await repo.updateDelivery(tx, row.id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "delivery_created",
      description: `Logged a ${what(input)} for ${project.name} on ${row.date}: ${input.lineItems.length} ${input.lineItems.length === 1 ? "line" : "lines"}, ${formatCarbon(total)}`,
      entityType: "delivery",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      metadata: {
        projectId: project.id,
        date: row.date,
        supplier: input.supplier,
        lines: input.lineItems.length,
        kgCo2e: total,
        factorIds: figures.map((f) => f.factor.factorId),
      },
    });
    return row.id;
  });
  return view(ctx.db, id);
}

/** Recomputes the figures on every save, in the reporting year as it is now (decision 0009). */
export async function updateDelivery(ctx: Ctx, id: number, input: DeliveryEntryInput) {
  const user = requireUser(ctx.request);
  const { found, project } = await getLive(ctx.db, id);
  if (input.projectId !== found.row.projectId) throw badRequest("A delivery cannot be moved to another project", "projectId");
  const choices = await materialChoices(ctx.db, input.lineItems);
  const figures = await deliveryFigures(ctx.db, input, choices);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findDeliveryForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const next = columns(input, choices);
    const keys = ["date", "supplier", "poNumber", "deliveryNoteNumber", "transportCategory", "transportDistance", "transportWeight", "notes"] as const;
    const changed: string[] = keys.filter((k) => String(before[k] ?? "") !== String(next[k] ?? ""));
    if (JSON.stringify(before.lineItems) !== JSON.stringify(next.lineItems)) changed.push("lineItems");
    await repo.updateDelivery(tx, id, { ...next, updatedBy: user.id });
    const total = await replaceFigures(tx, source(id), { projectId: project.id, date: next.date }, figures, ctx.request);
    await repo.updateDelivery(tx, id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "delivery_updated",
      description: `Updated the ${what(input)} of ${next.date} for ${project.name}: ${formatCarbon(total)}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "delivery",
      entityId: id,
      entityName: project.name,
      category: "carbon",
      metadata: { projectId: project.id, changedFields: changed, kgCo2eBefore: Number(before.carbonEmitted), kgCo2e: total },
    });
  });
  return view(ctx.db, id);
}

export async function getDelivery(db: Db, id: number) {
  await getLive(db, id);
  return view(db, id);
}

/** The delivery goes to the recycle bin with its figures (the delete cascades them), then leaves the diary. */
export async function deleteDelivery(ctx: Ctx, id: number) {
  const { found, project } = await getLive(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.row.userId });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findDeliveryForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const figures = await figuresFor(tx, source(id));
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "delivery",
      tableName: "carbon_entries",
      recordId: row.id,
      recordData: row,
      recordName: `${project.name}: ${what(row)} on ${row.date}`,
      // The row is removed and its figures cascade; they are kept here so a restore can put them back as they were.
      metadata: { projectId: project.id, projectSlug: project.slug, figures },
    });
    await repo.deleteDelivery(tx, id);
    await audit(tx, ctx.request, {
      action: "delivery_deleted",
      description: `Deleted the ${what(row)} of ${row.date} for ${project.name}`,
      entityType: "delivery",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      severity: "warning",
      metadata: { projectId: project.id, date: row.date, kgCo2e: Number(row.carbonEmitted), recycleBinId: bin.id },
    });
  });
}

export async function listProjectDeliveries(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listProjectDeliveries(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
  const figures = await repo.figuresOfEntries(
    db,
    rows.map((r) => r.row.id),
  );
  return toPage(
    rows.map((r) => presentDelivery(r, figures.filter((f) => f.carbonEntryId === r.row.id).map(presentFigure))),
    total,
    q,
  );
}
