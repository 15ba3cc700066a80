import type { FastifyRequest } from "fastify";
import { inArray } from "drizzle-orm";
import { formatCarbon } from "@shared/carbon/carbon";
import { SCOPE3_CATEGORY_LABELS, type Scope3Category, type Scope3EntryInput } from "@shared/scope3/scope3-entry";
import { toPage, type PageQuery } from "@shared/common/paging";
import { wasteMaterialMismatch } from "@shared/waste/waste-material";
import type { Db } from "../../db/client";
import { carbonFigures } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { figuresFor, presentFigure, replaceFigures } from "../carbon/carbon-figures.service";
import { storedFactor } from "../energy/energy.carbon";
import { scope3Figures } from "./scope3.carbon";
import { presentScope3 } from "./scope3.presenter";
import * as repo from "./scope3.repository";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Scope 3 entry not found";
const label = (category: string) => SCOPE3_CATEGORY_LABELS[category as Scope3Category] ?? category;
const summary = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

async function getLive(db: Db, id: number) {
  const found = await repo.findScope3(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const project = await getLiveProjectById(db, found.row.projectId);
  return { found, project };
}

async function view(db: Db, id: number) {
  const found = await repo.findScope3(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return presentScope3(found, await figuresFor(db, { kind: "scope3", scope3Id: id }));
}

/** The columns as stored: waste fields only on waste, so a re-categorised entry leaves nothing stale behind. */
const columns = (input: Scope3EntryInput) => ({
  date: input.date,
  category: input.category,
  subcategory: input.subcategory,
  description: input.description,
  quantity: input.quantity.toFixed(3),
  unit: input.unit,
  supplier: input.supplier,
  wasteCode: input.category === "waste" ? input.wasteCode : null,
  wasteDisposalMethod: input.category === "waste" ? (input.wasteDisposalMethod ?? null) : null,
  // Kept only where it meant something: a waste entry whose code names another material.
  wasteMaterialConfirmed:
    input.category === "waste" &&
    input.calculationMethod === "factor" &&
    input.wasteMaterialConfirmed &&
    wasteMaterialMismatch(input.wasteCode ?? "", input.subcategory ?? "") !== null,
  invoiceReference: input.invoiceReference,
  calculationMethod: input.calculationMethod,
  notes: input.notes,
});

export async function createScope3(ctx: Ctx, input: Scope3EntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const figures = await scope3Figures(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertScope3(tx, {
      ...columns(input),
      projectId: project.id,
      emissionFactor: storedFactor(figures),
      createdBy: user.id,
      updatedBy: user.id,
    });
    const total = await replaceFigures(tx, { kind: "scope3", scope3Id: row.id }, { projectId: project.id, date: row.date }, figures);
    await repo.updateScope3(tx, row.id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "scope3_entry_created",
      description: `Logged Scope 3 ${label(input.category).toLowerCase()} for ${project.name} on ${row.date}: ${summary(input.description)} (${formatCarbon(total)})`,
      entityType: "scope3_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      metadata: {
        projectId: project.id,
        date: row.date,
        category: input.category,
        method: input.calculationMethod,
        kgCo2e: total,
        factorIds: figures.map((f) => f.factor.factorId),
      },
    });
    return row.id;
  });
  return view(ctx.db, id);
}

export async function updateScope3(ctx: Ctx, id: number, input: Scope3EntryInput) {
  const user = requireUser(ctx.request);
  const { found, project } = await getLive(ctx.db, id);
  if (input.projectId !== found.row.projectId) throw badRequest("A Scope 3 entry cannot be moved to another project", "projectId");
  const figures = await scope3Figures(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findScope3ForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const next = columns(input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => String(before[k] ?? "") !== String(next[k] ?? ""));
    await repo.updateScope3(tx, id, { ...next, updatedBy: user.id });
    const total = await replaceFigures(tx, { kind: "scope3", scope3Id: id }, { projectId: project.id, date: next.date }, figures, ctx.request);
    await repo.updateScope3(tx, id, { carbonEmitted: total.toFixed(3), emissionFactor: storedFactor(await figuresFor(tx, { kind: "scope3", scope3Id: id })) });
    await audit(tx, ctx.request, {
      action: "scope3_entry_updated",
      description: `Updated the Scope 3 ${label(input.category).toLowerCase()} entry of ${next.date} for ${project.name}: ${formatCarbon(total)}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "scope3_entry",
      entityId: id,
      entityName: project.name,
      category: "carbon",
      metadata: { projectId: project.id, changedFields: changed, kgCo2eBefore: Number(before.carbonEmitted), kgCo2e: total },
    });
  });
  return view(ctx.db, id);
}

export async function getScope3(db: Db, id: number) {
  await getLive(db, id);
  return view(db, id);
}

/** The entry goes to the recycle bin with a copy of its figures (the delete cascades them). */
export async function deleteScope3(ctx: Ctx, id: number) {
  const { found, project } = await getLive(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Carbon Tracking", ownerId: found.row.createdBy });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findScope3ForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const figures = await figuresFor(tx, { kind: "scope3", scope3Id: id });
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "scope3_entry",
      tableName: "scope3_additional",
      recordId: row.id,
      recordData: row,
      recordName: `${project.name}: ${summary(row.description)} on ${row.date}`,
      metadata: { projectId: project.id, projectSlug: project.slug, figures },
    });
    await repo.deleteScope3(tx, id);
    await audit(tx, ctx.request, {
      action: "scope3_entry_deleted",
      description: `Deleted the Scope 3 ${label(row.category).toLowerCase()} entry of ${row.date} for ${project.name}: ${summary(row.description)}`,
      entityType: "scope3_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      severity: "warning",
      metadata: { projectId: project.id, date: row.date, kgCo2e: Number(row.carbonEmitted), recycleBinId: bin.id },
    });
  });
}

export async function listProjectScope3(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listProjectScope3(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
  const ids = rows.map((r) => r.row.id);
  const figures = ids.length ? await db.select().from(carbonFigures).where(inArray(carbonFigures.scope3Id, ids)).orderBy(carbonFigures.id) : [];
  return toPage(
    rows.map((r) => presentScope3(r, figures.filter((f) => f.scope3Id === r.row.id).map(presentFigure))),
    total,
    q,
  );
}
