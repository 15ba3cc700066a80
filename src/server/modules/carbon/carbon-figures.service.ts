import { eq } from "drizzle-orm";
import type { FigureView, SourceKind } from "@shared/carbon/carbon";
import type { CarbonFigure } from "@shared/rules/carbon";
import { totalKg } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { carbonFigures } from "../../db/schema/index";

/** The record a set of figures belongs to: exactly one of these source columns. */
export type FigureSource =
  | { kind: "plant" | "delivery" | "waste"; carbonEntryId: number }
  | { kind: "energy"; energyId: number }
  | { kind: "scope3"; scope3Id: number }
  | { kind: "visitor"; visitorId: number };

const sourceColumn = (s: FigureSource) =>
  "carbonEntryId" in s ? carbonFigures.carbonEntryId : "energyId" in s ? carbonFigures.energyId : "scope3Id" in s ? carbonFigures.scope3Id : carbonFigures.visitorId;
const sourceId = (s: FigureSource) => ("carbonEntryId" in s ? s.carbonEntryId : "energyId" in s ? s.energyId : "scope3Id" in s ? s.scope3Id : s.visitorId);

/**
 * Replaces a record's figures with freshly computed ones, in the caller's transaction, and returns
 * their total (what the record's own carbon_emitted / travel_carbon column stores).
 * Call it on every create and update; deletes take the figures with them (foreign keys cascade).
 */
export async function replaceFigures(tx: Db | Tx, source: FigureSource, at: { projectId: number; date: string }, figures: CarbonFigure[]): Promise<number> {
  await tx.delete(carbonFigures).where(eq(sourceColumn(source), sourceId(source)));
  if (figures.length) {
    await tx.insert(carbonFigures).values(
      figures.map((f) => ({
        projectId: at.projectId,
        date: at.date,
        carbonEntryId: "carbonEntryId" in source ? source.carbonEntryId : null,
        energyId: "energyId" in source ? source.energyId : null,
        scope3Id: "scope3Id" in source ? source.scope3Id : null,
        visitorId: "visitorId" in source ? source.visitorId : null,
        sourceKind: source.kind satisfies SourceKind,
        scope: f.scope,
        category: f.category,
        ghgCategory: f.ghgCategory,
        description: f.description,
        activityAmount: f.activityAmount.toFixed(3),
        activityUnit: f.activityUnit,
        factorId: f.factor.factorId,
        factorYear: f.factor.year,
        factorUnit: f.factor.unit,
        factorValue: f.factor.value.toFixed(6),
        factorSource: f.factor.source,
        factorName: f.factor.name,
        kgCo2e: f.kgCo2e.toFixed(3),
      })),
    );
  }
  return totalKg(figures);
}

/** A record's figures as the forms and lists show them ("where this number came from"). */
export async function figuresFor(db: Db | Tx, source: FigureSource) {
  const rows = await db.select().from(carbonFigures).where(eq(sourceColumn(source), sourceId(source))).orderBy(carbonFigures.id);
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
