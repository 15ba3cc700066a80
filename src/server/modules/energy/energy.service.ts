import type { FastifyRequest } from "fastify";
import { inArray } from "drizzle-orm";
import type { EnergyEntryInput } from "@shared/energy/energy-entry";
import { ENERGY_TYPE_LABELS } from "@shared/energy/energy-entry";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Db } from "../../db/client";
import { carbonFigures } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { figuresFor, presentFigure, replaceFigures } from "../carbon/carbon-figures.service";
import { energyFigures, storedFactor } from "./energy.carbon";
import { presentEnergy } from "./energy.presenter";
import * as repo from "./energy.repository";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Energy entry not found";
const what = (e: { energyType: string; consumption: number | string; unit: string }) =>
  `${ENERGY_TYPE_LABELS[e.energyType as keyof typeof ENERGY_TYPE_LABELS] ?? e.energyType} ${formatQuantity(e.consumption, e.unit)}`;

async function getLive(db: Db, id: number) {
  const found = await repo.findEnergy(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const project = await getLiveProjectById(db, found.row.projectId);
  return { found, project };
}

async function view(db: Db, id: number) {
  const found = await repo.findEnergy(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return presentEnergy(found, await figuresFor(db, { kind: "energy", energyId: id }));
}

const columns = (input: EnergyEntryInput) => ({
  date: input.date,
  energyType: input.energyType,
  consumption: input.consumption.toFixed(3),
  unit: input.unit,
  siteName: input.siteName,
  meterReading: input.meterReading,
  supplier: input.supplier,
  invoiceReference: input.invoiceReference,
  notes: input.notes,
});

/** Writes the reading, its figures (from the DESNZ factor, never the caller's number) and the total, in one transaction. */
export async function createEnergy(ctx: Ctx, input: EnergyEntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const figures = await energyFigures(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertEnergy(tx, {
      ...columns(input),
      projectId: project.id,
      emissionFactor: storedFactor(figures),
      createdBy: user.id,
      updatedBy: user.id,
    });
    const total = await replaceFigures(tx, { kind: "energy", energyId: row.id }, { projectId: project.id, date: row.date }, figures);
    await repo.updateEnergy(tx, row.id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "energy_entry_created",
      description: `Logged ${what(input)} for ${project.name} on ${row.date}: ${formatCarbon(total)}`,
      entityType: "energy_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      metadata: { projectId: project.id, date: row.date, energyType: input.energyType, kgCo2e: total, factorIds: figures.map((f) => f.factor.factorId) },
    });
    return row.id;
  });
  return view(ctx.db, id);
}

/** Recomputes the figures on every save, in the reporting year as it is now (decision 0009). */
export async function updateEnergy(ctx: Ctx, id: number, input: EnergyEntryInput) {
  const user = requireUser(ctx.request);
  const { found, project } = await getLive(ctx.db, id);
  if (input.projectId !== found.row.projectId) throw badRequest("An energy entry cannot be moved to another project", "projectId");
  const figures = await energyFigures(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findEnergyForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const next = columns(input);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => String(before[k] ?? "") !== String(next[k] ?? ""));
    await repo.updateEnergy(tx, id, { ...next, updatedBy: user.id });
    const total = await replaceFigures(tx, { kind: "energy", energyId: id }, { projectId: project.id, date: next.date }, figures, ctx.request);
    await repo.updateEnergy(tx, id, { carbonEmitted: total.toFixed(3), emissionFactor: storedFactor(await figuresFor(tx, { kind: "energy", energyId: id })) });
    await audit(tx, ctx.request, {
      action: "energy_entry_updated",
      description: `Updated the ${what(input)} reading of ${next.date} for ${project.name}: ${formatCarbon(total)}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "energy_entry",
      entityId: id,
      entityName: project.name,
      category: "carbon",
      metadata: { projectId: project.id, changedFields: changed, kgCo2eBefore: Number(before.carbonEmitted), kgCo2e: total },
    });
  });
  return view(ctx.db, id);
}

export async function getEnergy(db: Db, id: number) {
  await getLive(db, id);
  return view(db, id);
}

/** The reading goes to the recycle bin with its figures (the delete cascades them), then leaves the diary. */
export async function deleteEnergy(ctx: Ctx, id: number) {
  const { found, project } = await getLive(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.row.createdBy });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findEnergyForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const figures = await figuresFor(tx, { kind: "energy", energyId: id });
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "energy_entry",
      tableName: "scope2_energy",
      recordId: row.id,
      recordData: row,
      recordName: `${project.name}: ${what(row)} on ${row.date}`,
      // The row is removed and its figures cascade; they are kept here so a restore can put them back as they were.
      metadata: { projectId: project.id, projectSlug: project.slug, figures },
    });
    await repo.deleteEnergy(tx, id);
    await audit(tx, ctx.request, {
      action: "energy_entry_deleted",
      description: `Deleted the ${what(row)} reading of ${row.date} for ${project.name}`,
      entityType: "energy_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      severity: "warning",
      metadata: { projectId: project.id, date: row.date, kgCo2e: Number(row.carbonEmitted), recycleBinId: bin.id },
    });
  });
}

export async function listProjectEnergy(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listProjectEnergy(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
  const ids = rows.map((r) => r.row.id);
  const figures = ids.length ? await db.select().from(carbonFigures).where(inArray(carbonFigures.energyId, ids)).orderBy(carbonFigures.id) : [];
  return toPage(
    rows.map((r) => presentEnergy(r, figures.filter((f) => f.energyId === r.row.id).map(presentFigure))),
    total,
    q,
  );
}
