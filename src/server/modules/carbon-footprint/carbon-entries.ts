import { and, count, desc, eq, gte, isNotNull, lte, notInArray, type SQL } from "drizzle-orm";
import { DISPOSAL_ROUTES, PLANT_FUELS, type FigureView } from "@shared/carbon/carbon";
import { ENTRY_KINDS, type CarbonEntriesQuery, type CarbonEntryView, type CarbonProjectLabel, type EntryKind } from "@shared/carbon-footprint/carbon-footprint";
import { COUNT_CAP, toPage } from "@shared/common/paging";
import { countUpTo } from "../../platform/capped-count";
import type { Db } from "../../db/client";
import { carbonEntries, projects } from "../../db/schema/index";
import { figuresBySource } from "../carbon/carbon-figures.service";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { entryFor, projectLabel, type CarbonAudience } from "./carbon-audience";
import { pageIds } from "../../platform/register/paged-list";

/**
 * GET /api/carbon-entries (product.md §7 background prefetch) and a project's own list: plant,
 * deliveries and waste of live projects, newest day first, each with the figures behind its carbon.
 * As in All Entries, deleted projects are excluded by id so the (date, id) index serves the order.
 */

type EntryRow = typeof carbonEntries.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

function describe(e: EntryRow): string {
  if (e.kind === "plant") {
    const fuel = e.fuelType ? PLANT_FUELS[e.fuelType as keyof typeof PLANT_FUELS]?.label : null;
    return [e.plantItem ?? e.source ?? "Plant", fuel].filter(Boolean).join(" · ");
  }
  if (e.kind === "waste") {
    const route = e.disposalRoute ? DISPOSAL_ROUTES[e.disposalRoute as keyof typeof DISPOSAL_ROUTES]?.label : null;
    return [e.wasteMaterial ?? e.wasteCodeDescription ?? e.source ?? "Waste", e.wasteCode, route].filter(Boolean).join(" · ");
  }
  return [e.materialCategory ?? e.category ?? e.source ?? "Delivery", e.supplier].filter(Boolean).join(" · ");
}

export function presentEntry(e: EntryRow, project: CarbonProjectLabel, figures: FigureView[]): CarbonEntryView {
  return {
    id: e.id,
    projectId: e.projectId,
    project,
    kind: e.kind as EntryKind,
    date: e.date,
    description: describe(e),
    supplier: e.supplier,
    category: e.category,
    quantity: num(e.quantity),
    unit: e.unit,
    notes: e.notes,
    createdBy: e.createdBy,
    plantItem: e.plantItem,
    hours: num(e.hours),
    fuelType: e.fuelType,
    fuelLitres: num(e.fuelLitres),
    deliveryNoteNumber: e.deliveryNoteNumber,
    poNumber: e.poNumber,
    transportCategory: e.transportCategory,
    transportWeight: num(e.transportWeight),
    transportDistance: num(e.transportDistance),
    wasteCode: e.wasteCode,
    wasteCodeDescription: e.wasteCodeDescription,
    isHazardousWaste: e.isHazardousWaste,
    wasteMaterial: e.wasteMaterial,
    disposalRoute: e.disposalRoute,
    weightTonnes: num(e.weightTonnes),
    carrier: e.carrier,
    wasteTransferNote: e.wasteTransferNote,
    carbonEmitted: Number(e.carbonEmitted),
    figures,
    createdAt: e.createdAt.toISOString(),
  };
}

/** `countCap`: the total is counted no further (platform/capped-count.ts); a contract's own list counts exactly. */
async function listEntries(db: Db, q: CarbonEntriesQuery, audience: CarbonAudience, countCap = Infinity) {
  const deleted = (await db.select({ id: projects.id }).from(projects).where(isNotNull(projects.deletedAt))).map((r) => r.id);
  const where = and(
    ...([
      deleted.length ? notInArray(carbonEntries.projectId, deleted) : undefined,
      q.projectId ? eq(carbonEntries.projectId, q.projectId) : undefined,
      q.kind ? eq(carbonEntries.kind, q.kind) : undefined,
      q.from ? gte(carbonEntries.date, q.from) : undefined,
      q.to ? lte(carbonEntries.date, q.to) : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  // The page's ids from the index alone, then joined for their projects (the join would sort every row).
  const order = [desc(carbonEntries.date), desc(carbonEntries.id)];
  const page = pageIds(db, carbonEntries, where, order, q);
  const [rows, total] = await Promise.all([
    db
      .select({ entry: carbonEntries, project: { id: projects.id, name: projects.name, code: projects.code, slug: projects.slug } })
      .from(page)
      .innerJoin(carbonEntries, eq(carbonEntries.id, page.pageId))
      .innerJoin(projects, eq(projects.id, carbonEntries.projectId))
      .orderBy(...order),
    countCap === Infinity
      ? db
          .select({ total: count() })
          .from(carbonEntries)
          .where(where)
          .then(([c]) => c.total)
      : countUpTo(db, carbonEntries, where, countCap),
  ]);
  const ids = rows.map((r) => r.entry.id);
  const byEntry = await figuresBySource(db, ENTRY_KINDS, ids);
  return toPage(
    rows.map((r) => entryFor(presentEntry(r.entry, projectLabel(r.project), byEntry.get(r.entry.id) ?? []), audience)),
    total,
    q,
  );
}

export const listCarbonEntries = (db: Db, q: CarbonEntriesQuery, audience: CarbonAudience, countCap = COUNT_CAP) => listEntries(db, q, audience, countCap);

export async function listProjectCarbonEntries(db: Db, slug: string, q: CarbonEntriesQuery, audience: CarbonAudience) {
  const project = await getLiveProjectBySlug(db, slug);
  return listEntries(db, { ...q, projectId: project.id }, audience);
}
