import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carbonFigures, projects } from "../../db/schema/index";

/**
 * Totals of the carbon_figures ledger, summed in SQL numeric so that no float error creeps in
 * (each answer rounded to the gram, as the figures are stored). A project's figures are read
 * through carbon_figures_project_date_idx.
 */

export type Range = { from?: string; to?: string };
export type FigureFilter = Range & { scope?: number; category?: string; month?: string };

const f = carbonFigures;
/** numeric → text in SQL; the service turns it into a number only after the exact sum. */
const kg = sql<string>`round(coalesce(sum(${f.kgCo2e}), 0), 3)::text`;
const kgOfScope = (scope: number) => sql<string>`round(coalesce(sum(${f.kgCo2e}) filter (where ${f.scope} = ${scope}), 0), 3)::text`;
const month = sql<string>`substr(${f.date}, 1, 7)`;
const sourceId = sql<number>`coalesce(${f.carbonEntryId}, ${f.energyId}, ${f.scope3Id}, ${f.visitorId})`;

function rangeOf(r: Range): (SQL | undefined)[] {
  return [r.from ? gte(f.date, r.from) : undefined, r.to ? lte(f.date, r.to) : undefined];
}

/** The ledger's filters over every project. */
function figureFilter(q: FigureFilter): SQL | undefined {
  return and(
    ...rangeOf(q),
    q.scope ? eq(f.scope, q.scope) : undefined,
    q.category ? eq(f.category, q.category) : undefined,
    q.month ? sql`${month} = ${q.month}` : undefined,
  );
}

function projectFilter(projectId: number, q: FigureFilter): SQL | undefined {
  return and(eq(f.projectId, projectId), figureFilter(q));
}

/** Every total the footprint shows, each its own small grouped query over the project's range. */
export async function footprintTotals(db: Db, projectId: number, r: Range) {
  const where = projectFilter(projectId, r);
  const [scopes, categories, ghg, months, sources, factors] = await Promise.all([
    db.select({ scope: f.scope, kg, figures: count() }).from(f).where(where).groupBy(f.scope),
    db.select({ category: f.category, scope: f.scope, kg, figures: count() }).from(f).where(where).groupBy(f.category, f.scope),
    db
      .select({ ghgCategory: f.ghgCategory, kg, figures: count() })
      .from(f)
      .where(and(where, eq(f.scope, 3)))
      .groupBy(f.ghgCategory)
      .orderBy(asc(f.ghgCategory)),
    db
      .select({ month, scope1: kgOfScope(1), scope2: kgOfScope(2), scope3: kgOfScope(3), kg })
      .from(f)
      .where(where)
      .groupBy(month)
      .orderBy(asc(month)),
    db
      .select({ sourceKind: f.sourceKind, kg, figures: count(), records: sql<number>`count(distinct ${sourceId})::int` })
      .from(f)
      .where(where)
      .groupBy(f.sourceKind),
    db
      .select({
        factorId: f.factorId,
        year: f.factorYear,
        unit: f.factorUnit,
        value: f.factorValue,
        source: f.factorSource,
        name: f.factorName,
        kg,
        figures: count(),
      })
      .from(f)
      .where(where)
      .groupBy(f.factorId, f.factorYear, f.factorUnit, f.factorValue, f.factorSource, f.factorName)
      .orderBy(desc(sql`sum(${f.kgCo2e})`), asc(f.factorName)),
  ]);
  return { scopes, categories, ghg, months, sources, factors };
}

/** The ledger rows behind the totals, newest day first, with the filtered set's count and sum. */
export async function pageFigures(db: Db, projectId: number, q: FigureFilter & { limit: number; offset: number }) {
  const where = projectFilter(projectId, q);
  const [rows, [sum]] = await Promise.all([
    db.select().from(f).where(where).orderBy(desc(f.date), desc(f.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count(), kg }).from(f).where(where),
  ]);
  return { rows, total: sum.total, kg: sum.kg };
}

/** Every figure of the range, oldest first (the PDF's entries list), at most `limit`. */
export function figuresInRange(db: Db, projectId: number, r: Range, limit: number) {
  return db.select().from(f).where(projectFilter(projectId, r)).orderBy(asc(f.date), asc(f.id)).limit(limit);
}

/**
 * Live projects with their totals by scope over the range, largest first. Every live project is
 * listed, even with nothing recorded, so a contract without carbon records stands out.
 */
export async function companyTotals(db: Db, r: Range & { limit: number; offset: number }) {
  const join = and(eq(f.projectId, projects.id), ...rangeOf(r));
  const live = isNull(projects.deletedAt);
  const totalKg = sql`coalesce(sum(${f.kgCo2e}), 0)`;
  const [rows, [counted], [company]] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        code: projects.code,
        status: projects.status,
        scope1: kgOfScope(1),
        scope2: kgOfScope(2),
        scope3: kgOfScope(3),
        kg,
        figures: sql<number>`count(${f.id})::int`,
      })
      .from(projects)
      .leftJoin(f, join)
      .where(live)
      .groupBy(projects.id)
      .orderBy(desc(totalKg), asc(projects.name), asc(projects.id))
      .limit(r.limit)
      .offset(r.offset),
    db.select({ total: count() }).from(projects).where(live),
    db
      .select({ scope1: kgOfScope(1), scope2: kgOfScope(2), scope3: kgOfScope(3), kg, projects: sql<number>`count(distinct ${f.projectId})::int` })
      .from(f)
      .innerJoin(projects, eq(projects.id, f.projectId))
      .where(and(live, ...rangeOf(r))),
  ]);
  return { rows, total: counted.total, company };
}

/** Where a keyset page starts: after this (date, id), oldest first. */
export type After = { date: string; id: number } | null;
const after = (a: After) => (a ? sql`(${f.date}, ${f.id}) > (${a.date}, ${a.id})` : undefined);
const liveProject = and(eq(projects.id, f.projectId), isNull(projects.deletedAt));
const projectColumns = { name: projects.name, code: projects.code };

/** How many figures a filter selects, counting no further than `atMost`. */
export async function countFiguresUpTo(db: Db, filter: { projectId?: number } & FigureFilter, atMost: number) {
  const where = filter.projectId ? projectFilter(filter.projectId, filter) : figureFilter(filter);
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(f)
    .innerJoin(projects, liveProject)
    .where(where)
    .limit(atMost)
    .as("capped");
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return n;
}

/** The next page of figures with their project's name and code, oldest first (keyset over the (project, date) or date index). */
export function figuresPageAfter(db: Db, filter: { projectId?: number } & FigureFilter, from: After, limit: number) {
  const where = filter.projectId ? projectFilter(filter.projectId, filter) : figureFilter(filter);
  return db
    .select({ figure: f, project: projectColumns })
    .from(f)
    .innerJoin(projects, liveProject)
    .where(and(where, after(from)))
    .orderBy(asc(f.date), asc(f.id))
    .limit(limit);
}
