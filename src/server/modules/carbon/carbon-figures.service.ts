import { eq } from "drizzle-orm";
import { formatCarbon, type FigureView, type SourceKind } from "@shared/carbon/carbon";
import type { CarbonFigure } from "@shared/rules/carbon";
import { totalKg } from "@shared/rules/carbon";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { carbonFigures } from "../../db/schema/index";

/** The record a set of figures belongs to: exactly one of these source columns. */
export type FigureSource =
  | { kind: "plant" | "delivery" | "waste"; carbonEntryId: number }
  | { kind: "energy"; energyId: number }
  | { kind: "scope3"; scope3Id: number }
  | { kind: "visitor"; visitorId: number };

const sourceColumn = (s: FigureSource) =>
  "carbonEntryId" in s
    ? carbonFigures.carbonEntryId
    : "energyId" in s
      ? carbonFigures.energyId
      : "scope3Id" in s
        ? carbonFigures.scope3Id
        : carbonFigures.visitorId;
const sourceId = (s: FigureSource) => ("carbonEntryId" in s ? s.carbonEntryId : "energyId" in s ? s.energyId : "scope3Id" in s ? s.scope3Id : s.visitorId);

/** What a figure was priced from: its quantity and the factor chosen. Notes, names and dates are not. */
const pricedFrom = (f: { scope: number; category: string; ghgCategory: number | null; activityAmount: string; activityUnit: string; factorId: string }) =>
  JSON.stringify([f.scope, f.category, f.ghgCategory, Number(f.activityAmount), f.activityUnit, f.factorId]);

/** A computed figure's own columns, as every stored figure keeps them (the seeds use it too). */
export const figureColumns = (f: CarbonFigure) => ({
  scope: f.scope,
  category: f.category,
  ghgCategory: f.ghgCategory,
  description: f.description,
  activityAmount: f.activityAmount.toFixed(3),
  activityUnit: f.activityUnit,
  factorId: f.factor.factorId,
  factorYear: f.factor.year,
  factorUnit: f.factor.unit,
  // The factor exactly as published or imported: no rounding (issue 11 §13).
  factorValue: String(f.factor.value),
  factorSource: f.factor.source,
  factorName: f.factor.name,
  kgCo2e: f.kgCo2e.toFixed(3),
});

const stored = (source: FigureSource, at: { projectId: number; date: string }, f: CarbonFigure) => ({
  projectId: at.projectId,
  date: at.date,
  carbonEntryId: "carbonEntryId" in source ? source.carbonEntryId : null,
  energyId: "energyId" in source ? source.energyId : null,
  scope3Id: "scope3Id" in source ? source.scope3Id : null,
  visitorId: "visitorId" in source ? source.visitorId : null,
  sourceKind: source.kind satisfies SourceKind,
  ...figureColumns(f),
});

/**
 * Saves a record's figures in the caller's transaction and returns their total (what the record's
 * own carbon_emitted / travel_carbon column stores). Call it on every create and update; deletes take
 * the figures with them (foreign keys cascade).
 *
 * A stored figure stays put (issue 11 §11): when an edit leaves every quantity and factor choice as
 * it was (notes, names, times), the figures keep the factor, year and kg they were priced with, even
 * if the reporting year has moved since; only their descriptions and date follow the record. When a
 * quantity or factor choice changes, the record is re-priced with the factors given, and with a
 * request the re-pricing is written to the activity log.
 */
export async function replaceFigures(
  tx: Db | Tx,
  source: FigureSource,
  at: { projectId: number; date: string },
  figures: CarbonFigure[],
  request?: FastifyRequest,
): Promise<number> {
  const before = await tx
    .select()
    .from(carbonFigures)
    .where(eq(sourceColumn(source), sourceId(source)))
    .orderBy(carbonFigures.id);
  const next = figures.map((f) => stored(source, at, f));
  if (before.length > 0 && before.length === next.length && before.every((b, i) => pricedFrom(b) === pricedFrom(next[i]))) {
    for (const [i, b] of before.entries()) {
      await tx.update(carbonFigures).set({ projectId: at.projectId, date: at.date, description: next[i].description }).where(eq(carbonFigures.id, b.id));
    }
    return totalKg(before.map((b) => ({ kgCo2e: Number(b.kgCo2e) })));
  }
  await tx.delete(carbonFigures).where(eq(sourceColumn(source), sourceId(source)));
  if (next.length) await tx.insert(carbonFigures).values(next);
  const total = totalKg(figures);
  if (request && before.length > 0) {
    const was = totalKg(before.map((b) => ({ kgCo2e: Number(b.kgCo2e) })));
    const factors = (rows: { factorId: string; factorYear: number | null }[]) =>
      [...new Set(rows.map((r) => (r.factorYear ? `${r.factorId} (${r.factorYear})` : r.factorId)))].join(", ") || "none";
    await audit(tx, request, {
      action: "carbon_repriced",
      description: `Re-priced the carbon of ${before[0].description}: ${formatCarbon(was)} became ${formatCarbon(total)} (factors ${factors(before)} now ${factors(next)})`,
      entityType: `${source.kind}_figures`,
      entityId: sourceId(source),
      category: "carbon",
      metadata: {
        projectId: at.projectId,
        kgCo2eBefore: was,
        kgCo2e: total,
        before: before.map((b) => ({
          factorId: b.factorId,
          year: b.factorYear,
          value: Number(b.factorValue),
          activityAmount: Number(b.activityAmount),
          kgCo2e: Number(b.kgCo2e),
        })),
        after: next.map((n) => ({
          factorId: n.factorId,
          year: n.factorYear,
          value: Number(n.factorValue),
          activityAmount: Number(n.activityAmount),
          kgCo2e: Number(n.kgCo2e),
        })),
      },
    });
  }
  return total;
}

/** A record's figures as the forms and lists show them ("where this number came from"). */
export async function figuresFor(db: Db | Tx, source: FigureSource) {
  const rows = await db
    .select()
    .from(carbonFigures)
    .where(eq(sourceColumn(source), sourceId(source)))
    .orderBy(carbonFigures.id);
  return rows.map(presentFigure);
}

export function presentFigure(r: typeof carbonFigures.$inferSelect): FigureView {
  return {
    id: r.id,
    date: r.date,
    sourceKind: r.sourceKind as SourceKind,
    scope: r.scope,
    category: r.category,
    ghgCategory: r.ghgCategory,
    description: r.description,
    activityAmount: Number(r.activityAmount),
    activityUnit: r.activityUnit,
    factor: { factorId: r.factorId, year: r.factorYear, unit: r.factorUnit, value: Number(r.factorValue), source: r.factorSource, name: r.factorName },
    kgCo2e: Number(r.kgCo2e),
  };
}
