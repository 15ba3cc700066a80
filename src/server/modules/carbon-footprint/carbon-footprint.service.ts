import { FIGURE_CATEGORIES, GHG_CATEGORIES, type SourceKind } from "@shared/carbon/carbon";
import type {
  CompanyFootprint,
  CompanyFootprintQuery,
  FiguresQuery,
  FootprintQuery,
  LedgerPage,
  ProjectFootprint,
} from "@shared/carbon-footprint/carbon-footprint";
import type { Db } from "../../db/client";
import type { carbonFigures } from "../../db/schema/index";
import { presentFigure } from "../carbon/carbon-figures.service";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { overviewProject, projectLabel, type CarbonAudience } from "./carbon-audience";
import * as repo from "./carbon-footprint.repository";

/** The exact SQL sum, as a number with at most 3 decimals (what the API returns). */
const n = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 1000) / 1000;

export function ledgerFigure(row: typeof carbonFigures.$inferSelect) {
  return { ...presentFigure(row), sourceId: row.sourceId };
}

export async function projectFootprint(db: Db, project: ProjectRow, q: FootprintQuery): Promise<ProjectFootprint> {
  const t = await repo.footprintTotals(db, project.id, q);
  const byScope = ([1, 2, 3] as const).map((scope) => ({ scope, kgCo2e: n(t.scopes.find((s) => s.scope === scope)?.kg) }));
  const figureCount = t.scopes.reduce((sum, s) => sum + s.figures, 0);
  const totalKg = n(t.scopes.reduce((sum, s) => sum + Math.round(Number(s.kg) * 1000), 0) / 1000);
  return {
    project: projectLabel(project),
    from: q.from ?? null,
    to: q.to ?? null,
    totalKg,
    figureCount,
    byScope,
    byCategory: t.categories
      .map((c) => ({
        category: c.category,
        label: FIGURE_CATEGORIES[c.category as keyof typeof FIGURE_CATEGORIES] ?? c.category,
        scope: c.scope,
        kgCo2e: n(c.kg),
        figures: c.figures,
      }))
      .sort((a, b) => b.kgCo2e - a.kgCo2e || a.scope - b.scope || a.label.localeCompare(b.label)),
    byGhgCategory: t.ghg
      .filter((g) => g.ghgCategory !== null)
      .map((g) => ({
        ghgCategory: g.ghgCategory as number,
        label: GHG_CATEGORIES[g.ghgCategory as number] ?? `Category ${g.ghgCategory}`,
        kgCo2e: n(g.kg),
        figures: g.figures,
      })),
    byMonth: t.months.map((m) => ({ month: m.month, scope1: n(m.scope1), scope2: n(m.scope2), scope3: n(m.scope3), totalKg: n(m.kg) })),
    bySource: t.sources
      .map((s) => ({ sourceKind: s.sourceKind as SourceKind, records: s.records, figures: s.figures, kgCo2e: n(s.kg) }))
      .sort((a, b) => b.kgCo2e - a.kgCo2e),
    factors: t.factors.map((x) => ({
      factorId: x.factorId,
      name: x.name,
      year: x.year,
      unit: x.unit,
      value: Number(x.value),
      source: x.source,
      figures: x.figures,
      kgCo2e: n(x.kg),
    })),
    setYears: [...new Set(t.factors.filter((x) => x.year !== null && x.source === "DESNZ").map((x) => x.year as number))].sort((a, b) => a - b),
  };
}

export async function getProjectFootprint(db: Db, slug: string, q: FootprintQuery) {
  return projectFootprint(db, await getLiveProjectBySlug(db, slug), q);
}

export async function getProjectFigures(db: Db, slug: string, q: FiguresQuery): Promise<LedgerPage> {
  const project = await getLiveProjectBySlug(db, slug);
  const { page, pageSize, ...filter } = q;
  const { rows, total, kg } = await repo.pageFigures(db, project.id, { ...filter, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(ledgerFigure), page, pageSize, total, pageCount: Math.max(1, Math.ceil(total / pageSize)), totalKg: n(kg) };
}

export async function getCompanyFootprint(db: Db, q: CompanyFootprintQuery, audience: CarbonAudience): Promise<CompanyFootprint> {
  const { page, pageSize, from, to } = q;
  const { rows, total, company } = await repo.companyTotals(db, { from, to, limit: pageSize, offset: (page - 1) * pageSize });
  return {
    items: rows.map((r) => ({
      project: overviewProject(r, audience),
      scope1: n(r.scope1),
      scope2: n(r.scope2),
      scope3: n(r.scope3),
      totalKg: n(r.kg),
      figures: r.figures,
    })),
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    from: from ?? null,
    to: to ?? null,
    company: { scope1: n(company?.scope1), scope2: n(company?.scope2), scope3: n(company?.scope3), totalKg: n(company?.kg), projects: company?.projects ?? 0 },
  };
}
