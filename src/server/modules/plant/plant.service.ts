import type { FastifyRequest } from "fastify";
import { PLANT_FUELS } from "@shared/carbon/carbon";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { fuelCombustion, type CarbonFigure } from "@shared/rules/carbon";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { PlantEntryInput } from "@shared/plant/plant-entry";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { badRequest, notFound } from "../../platform/errors";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { desnzFactor } from "../carbon/carbon-factors.service";
import { figuresFor, replaceFigures } from "../carbon/carbon-figures.service";
import { ukToday as ukDay } from "@shared/common/uk-dates";
import * as repo from "./plant.repository";
import { presentPlant, presentPlantItem } from "./plant.presenter";

export type Ctx = { db: Db; request: FastifyRequest };

/** A plant entry of a live project, or 404 (a delivery or waste row is not a plant entry). */
export async function getLivePlant(db: Db, id: number) {
  const entry = await repo.findPlant(db, id);
  if (!entry) throw notFound("Plant entry not found");
  const project = await getLiveProjectById(db, entry.projectId);
  return { entry, project };
}

/** The entry's figures, from the calculator with the reporting year's DESNZ factor: none when it burns no fuel. */
async function plantFigures(tx: Tx, input: PlantEntryInput): Promise<CarbonFigure[]> {
  const fuel = PLANT_FUELS[input.fuelType];
  if (fuel.factorId === null || !input.fuelLitres) return [];
  const factor = await desnzFactor(tx, fuel.factorId);
  return [fuelCombustion(input.fuelLitres, factor, `${input.plantItem}: ${formatQuantity(input.fuelLitres, "litres")} of ${fuel.label.toLowerCase()}`)];
}

/** The row's columns from the form. carbon_entries' general columns are filled too, so the timeline and carbon tab read plant like any entry. */
function columns(input: PlantEntryInput) {
  const hired = input.ownership === "hired";
  const litres = input.fuelType === "none" ? null : input.fuelLitres;
  return {
    date: input.date,
    plantItem: input.plantItem,
    source: input.plantItem,
    category: "plant",
    ownership: input.ownership,
    hireCompany: hired ? input.hireCompany : null,
    supplier: hired ? input.hireCompany : null,
    assetName: hired ? null : input.assetName,
    hours: input.hours === null ? null : input.hours.toFixed(1),
    fuelType: input.fuelType,
    fuelLitres: litres === null ? null : litres.toFixed(3),
    quantity: litres === null ? null : litres.toFixed(3),
    unit: "litres",
    notes: input.notes,
  };
}

async function withDetails(db: Db | Tx, row: repo.PlantRow) {
  const [figures, summaries] = await Promise.all([figuresFor(db, { kind: "plant", carbonEntryId: row.id }), repo.certificateSummaries(db, [row.id], ukDay())]);
  return presentPlant(row, figures, repo.summaryOf(summaries, row.id));
}

const kg = formatCarbon;

export async function createPlant(ctx: Ctx, input: PlantEntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertPlant(tx, {
      projectId: project.id,
      kind: "plant",
      ...columns(input),
      userId: user.id,
      createdBy: user.name,
      updatedBy: user.id,
    });
    const total = await replaceFigures(
      tx,
      { kind: "plant", carbonEntryId: inserted.id },
      { projectId: project.id, date: input.date },
      await plantFigures(tx, input),
    );
    const saved = await repo.updatePlant(tx, inserted.id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "plant_entry_created",
      description: `Logged ${input.plantItem} on ${project.name} for ${input.date} (${kg(total)})`,
      entityType: "plant_entry",
      entityId: saved.id,
      entityName: input.plantItem,
      category: "diary",
      metadata: { projectId: project.id, date: input.date, fuelType: input.fuelType, fuelLitres: input.fuelLitres, carbonEmitted: total },
    });
    return saved;
  });
  return withDetails(ctx.db, row);
}

const COMPARED = ["date", "plantItem", "ownership", "hireCompany", "assetName", "hours", "fuelType", "fuelLitres", "notes"] as const;
/** numeric columns come back as "7.50": compare them as numbers. */
const NUMERIC = new Set<string>(["hours", "fuelLitres"]);
const same = (k: string, a: string | null, b: string | null) => (NUMERIC.has(k) && a !== null && b !== null ? Number(a) === Number(b) : a === b);

export async function updatePlant(ctx: Ctx, id: number, input: PlantEntryInput) {
  const user = requireUser(ctx.request);
  const { entry, project } = await getLivePlant(ctx.db, id);
  if (input.projectId !== entry.projectId) throw badRequest("A plant entry cannot be moved to another project", "projectId");
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findPlantForUpdate(tx, id);
    if (!before) throw notFound("Plant entry not found");
    const next = columns(input);
    const changed = COMPARED.filter((k) => !same(k, before[k] ?? null, next[k] ?? null));
    const total = await replaceFigures(
      tx,
      { kind: "plant", carbonEntryId: id },
      { projectId: project.id, date: input.date },
      await plantFigures(tx, input),
      ctx.request,
    );
    const saved = await repo.updatePlant(tx, id, { ...next, carbonEmitted: total.toFixed(3), updatedBy: user.id });
    await audit(tx, ctx.request, {
      action: "plant_entry_updated",
      description: `Updated ${input.plantItem} on ${project.name} for ${input.date}${changed.length ? ` (${changed.join(", ")})` : ""}: ${kg(total)}`,
      entityType: "plant_entry",
      entityId: id,
      entityName: input.plantItem,
      category: "diary",
      metadata: { projectId: project.id, changedFields: changed, carbonEmitted: total, previousCarbon: Number(before.carbonEmitted) },
    });
    return saved;
  });
  return withDetails(ctx.db, row);
}

export async function getPlant(db: Db, id: number) {
  return withDetails(db, (await getLivePlant(db, id)).entry);
}

/** The entry goes to the recycle bin with its certificates' records; its figures and certificate links go with the row. */
export async function deletePlant(ctx: Ctx, id: number) {
  const { entry: found, project } = await getLivePlant(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.userId });
  await ctx.db.transaction(async (tx) => {
    const entry = await repo.findPlantForUpdate(tx, id);
    if (!entry) throw notFound("Plant entry not found");
    const certificates = await repo.certificateRowsOf(tx, id);
    // The figures cascade with the row: kept here so a restore puts them back with their factors.
    const figures = await figuresFor(tx, { kind: "plant", carbonEntryId: id });
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "plant_entry",
      tableName: "carbon_entries",
      recordId: entry.id,
      recordData: entry,
      recordName: `${project.name}: ${entry.plantItem ?? "Plant"} (${entry.date})`,
      // The certificate files stay in the project's Files; their records come back with a restore.
      metadata: { projectId: project.id, projectSlug: project.slug, hseCertificates: certificates, figures },
    });
    await repo.deletePlant(tx, id);
    await audit(tx, ctx.request, {
      action: "plant_entry_deleted",
      description: `Deleted ${entry.plantItem ?? "a plant entry"} of ${entry.date} from ${project.name}`,
      entityType: "plant_entry",
      entityId: entry.id,
      entityName: entry.plantItem ?? undefined,
      category: "diary",
      severity: "warning",
      metadata: {
        projectId: project.id,
        date: entry.date,
        carbonEmitted: Number(entry.carbonEmitted),
        certificates: certificates.length,
        recycleBinId: bin.id,
      },
    });
  });
}

export async function listProjectPlant(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listPlant(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
  const summaries = await repo.certificateSummaries(
    db,
    rows.map((r) => r.id),
    ukDay(),
  );
  return toPage(
    rows.map((r) => presentPlantItem(r, repo.summaryOf(summaries, r.id))),
    total,
    q,
  );
}
