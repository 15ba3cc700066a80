import { and, eq, inArray } from "drizzle-orm";
import { formatCarbon, type FigureView, type SourceKind } from "@shared/carbon/carbon";
import type { CarbonFigure } from "@shared/rules/carbon";
import { totalKg } from "@shared/rules/carbon";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { audit } from "../../platform/audit";
import { carbonFigures } from "../../db/schema/index";

/**
 * The record a set of figures belongs to: its kind and its id in its own table (decision 0063). A new
 * kind of source is a new SourceKind, never a new column.
 */
export type FigureSource = { kind: SourceKind; id: number };

/** The figures a record owns, as a where clause (tests and seeds read them by it too). */
export const ownedBy = (s: FigureSource) => and(eq(carbonFigures.sourceKind, s.kind), eq(carbonFigures.sourceId, s.id));

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

/** Where a record's figures count: its contract (null for a company-level record) and its day. */
export type FigureAt = { projectId: number | null; date: string };

const stored = (source: FigureSource, at: FigureAt, f: CarbonFigure) => ({
  projectId: at.projectId,
  date: at.date,
  sourceKind: source.kind,
  sourceId: source.id,
  ...figureColumns(f),
});

/**
 * Saves a record's figures in the caller's transaction and returns their total (what the record's
 * own carbon_emitted / travel_carbon column stores). Call it on every create and update, and
 * removeFigures on every delete (no foreign key cascades them).
 *
 * A stored figure stays put (issue 11 §11): when an edit leaves every quantity and factor choice as
 * it was (notes, names, times), the figures keep the factor, year and kg they were priced with, even
 * if the reporting year has moved since; only their descriptions and date follow the record. When a
 * quantity or factor choice changes, the record is re-priced with the factors given, and with a
 * request the re-pricing is written to the activity log.
 */
export async function replaceFigures(tx: Db | Tx, source: FigureSource, at: FigureAt, figures: CarbonFigure[], request?: FastifyRequest): Promise<number> {
  const before = await tx.select().from(carbonFigures).where(ownedBy(source)).orderBy(carbonFigures.id);
  const next = figures.map((f) => stored(source, at, f));
  if (before.length > 0 && before.length === next.length && before.every((b, i) => pricedFrom(b) === pricedFrom(next[i]))) {
    for (const [i, b] of before.entries()) {
      await tx.update(carbonFigures).set({ projectId: at.projectId, date: at.date, description: next[i].description }).where(eq(carbonFigures.id, b.id));
    }
    return totalKg(before.map((b) => ({ kgCo2e: Number(b.kgCo2e) })));
  }
  await removeFigures(tx, source);
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
      entityId: source.id,
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

/**
 * A deleted record's figures go with it, in the delete's transaction, as the foreign keys' cascade
 * took them before decision 0063 (carbon_month_totals follow by trigger). A delete that goes to the
 * recycle bin keeps them there first (figuresFor), and the restore puts them back.
 */
export async function removeFigures(tx: Db | Tx, source: FigureSource) {
  await tx.delete(carbonFigures).where(ownedBy(source));
}

/** A record's figures as the forms and lists show them ("where this number came from"). */
export async function figuresFor(db: Db | Tx, source: FigureSource) {
  const rows = await db.select().from(carbonFigures).where(ownedBy(source)).orderBy(carbonFigures.id);
  return rows.map(presentFigure);
}

/**
 * The figures of a page of records, by record id, in one query. `kinds` are the kinds those ids may
 * have (plant, deliveries and waste share carbon_entries' ids, so a mixed page names all three).
 */
export async function figuresBySource(db: Db | Tx, kinds: readonly SourceKind[], ids: number[]): Promise<Map<number, FigureView[]>> {
  const byId = new Map<number, FigureView[]>();
  if (!ids.length) return byId;
  const rows = await db
    .select()
    .from(carbonFigures)
    .where(and(inArray(carbonFigures.sourceKind, [...kinds]), inArray(carbonFigures.sourceId, ids)))
    .orderBy(carbonFigures.id);
  for (const r of rows) byId.set(r.sourceId, [...(byId.get(r.sourceId) ?? []), presentFigure(r)]);
  return byId;
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
