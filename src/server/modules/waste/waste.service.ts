import type { FastifyRequest } from "fastify";
import { DISPOSAL_ROUTES } from "@shared/carbon/carbon";
import { formatCarbon, formatQuantity } from "@shared/common/numbers";
import { wasteMaterialMismatch } from "@shared/waste/waste-material";
import { CONSIGNMENT_NOTE_MESSAGE, WASTE_CODE_MESSAGE, weightToTonnes, type WasteEntryInput } from "@shared/waste/waste-entry";
import { toPage, type PageQuery } from "@shared/common/paging";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { requireRecordRight } from "../../platform/permissions";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { figuresFor, presentFigure, replaceFigures } from "../carbon/carbon-figures.service";
import { getWasteCode } from "../carbon/waste-codes.service";
import { wasteFigures } from "./waste.carbon";
import { presentWaste } from "./waste.presenter";
import * as repo from "./waste.repository";

export type Ctx = { db: Db; request: FastifyRequest };

const NOT_FOUND = "Waste entry not found";
const what = (w: { wasteCode: string | null; weightTonnes?: string | null }) =>
  `waste ${w.wasteCode}${w.weightTonnes ? ` (${formatQuantity(w.weightTonnes, "t")})` : ""}`;
const source = (id: number) => ({ kind: "waste" as const, carbonEntryId: id });

async function getLive(db: Db, id: number) {
  const found = await repo.findWaste(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const project = await getLiveProjectById(db, found.row.projectId);
  return { found, project };
}

async function view(db: Db, id: number) {
  const found = await repo.findWaste(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return presentWaste(found, await figuresFor(db, source(id)));
}

/** The code as the List of Waste has it; its hazard marking, not the client's, decides the consignment note rule. */
async function checkedCode(db: Db, input: WasteEntryInput) {
  const code = await getWasteCode(db, input.wasteCode);
  if (!code) throw badRequest(WASTE_CODE_MESSAGE, "wasteCode");
  if (code.isHazardous && !input.wasteTransferNote) throw badRequest(CONSIGNMENT_NOTE_MESSAGE, "wasteTransferNote");
  return code;
}

async function prepare(db: Db, input: WasteEntryInput) {
  const code = await checkedCode(db, input);
  const figures = await wasteFigures(db, input);
  const columns = {
    date: input.date,
    source: input.description,
    category: "waste",
    quantity: input.quantity === undefined ? null : input.quantity.toFixed(3),
    unit: input.quantity === undefined ? null : input.unit,
    wasteCode: code.code,
    wasteCodeDescription: code.description,
    wasteCodeCategory: `${code.chapter}: ${code.subChapter}`,
    isHazardousWaste: code.isHazardous,
    wasteMaterial: input.wasteMaterial,
    // The schema refused a mismatch left unconfirmed; a tick on a matching material means nothing and is not kept.
    wasteMaterialConfirmed: input.wasteMaterialConfirmed && wasteMaterialMismatch(code.code, input.wasteMaterial) !== null,
    disposalRoute: input.disposalRoute,
    weightTonnes: weightToTonnes(input.weight, input.weightUnit).toFixed(3),
    carrier: input.carrier,
    wasteTransferNote: input.wasteTransferNote,
    notes: input.notes,
    lastModified: new Date(),
  };
  return { figures, columns };
}

/** Writes the waste movement, its figure (from the DESNZ factor, never the caller's number) and the total, in one transaction. */
export async function createWaste(ctx: Ctx, input: WasteEntryInput) {
  const user = requireUser(ctx.request);
  const project = await getLiveProjectById(ctx.db, input.projectId);
  const { figures, columns } = await prepare(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertWaste(tx, { ...columns, projectId: project.id, userId: user.id, createdBy: user.name, updatedBy: user.id });
    const total = await replaceFigures(tx, source(row.id), { projectId: project.id, date: row.date }, figures);
    await repo.updateWaste(tx, row.id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "waste_entry_created",
      description: `Logged ${what(columns)} to ${DISPOSAL_ROUTES[input.disposalRoute].label.toLowerCase()} for ${project.name} on ${row.date}: ${formatCarbon(total)}`,
      entityType: "waste_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      metadata: {
        projectId: project.id,
        date: row.date,
        wasteCode: columns.wasteCode,
        hazardous: columns.isHazardousWaste,
        kgCo2e: total,
        factorIds: figures.map((f) => f.factor.factorId),
      },
    });
    return row.id;
  });
  return view(ctx.db, id);
}

/** Recomputes the figure on every save, in the reporting year as it is now (decision 0009). */
export async function updateWaste(ctx: Ctx, id: number, input: WasteEntryInput) {
  const user = requireUser(ctx.request);
  const { found, project } = await getLive(ctx.db, id);
  if (input.projectId !== found.row.projectId) throw badRequest("A waste entry cannot be moved to another project", "projectId");
  const { figures, columns } = await prepare(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findWasteForUpdate(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    const keys = [
      "date",
      "source",
      "quantity",
      "unit",
      "wasteCode",
      "wasteMaterial",
      "wasteMaterialConfirmed",
      "disposalRoute",
      "weightTonnes",
      "carrier",
      "wasteTransferNote",
      "notes",
    ] as const;
    const changed = keys.filter((k) => String(before[k] ?? "") !== String(columns[k] ?? ""));
    await repo.updateWaste(tx, id, { ...columns, updatedBy: user.id });
    const total = await replaceFigures(tx, source(id), { projectId: project.id, date: columns.date }, figures, ctx.request);
    await repo.updateWaste(tx, id, { carbonEmitted: total.toFixed(3) });
    await audit(tx, ctx.request, {
      action: "waste_entry_updated",
      description: `Updated the ${what(columns)} of ${columns.date} for ${project.name}: ${formatCarbon(total)}${changed.length ? ` (${changed.join(", ")})` : ""}`,
      entityType: "waste_entry",
      entityId: id,
      entityName: project.name,
      category: "carbon",
      metadata: { projectId: project.id, changedFields: changed, kgCo2eBefore: Number(before.carbonEmitted), kgCo2e: total },
    });
  });
  return view(ctx.db, id);
}

export async function getWaste(db: Db, id: number) {
  await getLive(db, id);
  return view(db, id);
}

/** The entry goes to the recycle bin with its figure (the delete cascades it), then leaves the diary. */
export async function deleteWaste(ctx: Ctx, id: number) {
  const { found, project } = await getLive(ctx.db, id);
  await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: "Contracts", ownerId: found.row.userId });
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findWasteForUpdate(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    const figures = await figuresFor(tx, source(id));
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "waste_entry",
      tableName: "carbon_entries",
      recordId: row.id,
      recordData: row,
      recordName: `${project.name}: ${what(row)} on ${row.date}`,
      // The row is removed and its figures cascade; they are kept here so a restore can put them back as they were.
      metadata: { projectId: project.id, projectSlug: project.slug, figures },
    });
    await repo.deleteWaste(tx, id);
    await audit(tx, ctx.request, {
      action: "waste_entry_deleted",
      description: `Deleted the ${what(row)} of ${row.date} for ${project.name}`,
      entityType: "waste_entry",
      entityId: row.id,
      entityName: project.name,
      category: "carbon",
      severity: "warning",
      metadata: { projectId: project.id, date: row.date, kgCo2e: Number(row.carbonEmitted), recycleBinId: bin.id },
    });
  });
}

export async function listProjectWaste(db: Db, slug: string, q: PageQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const { rows, total } = await repo.listProjectWaste(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
  const figures = await repo.figuresOfEntries(
    db,
    rows.map((r) => r.row.id),
  );
  return toPage(
    rows.map((r) => presentWaste(r, figures.filter((f) => f.carbonEntryId === r.row.id).map(presentFigure))),
    total,
    q,
  );
}
