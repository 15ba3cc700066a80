import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { carbonFigures, carbonMonthTotals, projects } from "../../db/schema/index";

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
      .select({ sourceKind: f.sourceKind, kg, figures: count(), records: sql<number>`count(distinct ${f.sourceId})::int` })
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

/** yyyy-mm of the month after / before `month`. */
const monthAfter = (month: string, by: 1 | -1) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => {
  const d = new Date(`${monthAfter(month, 1)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

/**
 * The figures of a range as rows of (project, scope, kg, figures): the whole months inside it from
 * carbon_month_totals (kept by triggers, migration 0011), the days at its ends that do not fill a
 * month from carbon_figures through its date index. All time is the monthly totals alone.
 */
function figuresByMonth(db: Db, r: Range) {
  const m = carbonMonthTotals;
  const first = r.from ? (r.from.endsWith("-01") ? r.from.slice(0, 7) : monthAfter(r.from.slice(0, 7), 1)) : undefined;
  const last = r.to ? (r.to === lastDayOf(r.to.slice(0, 7)) ? r.to.slice(0, 7) : monthAfter(r.to.slice(0, 7), -1)) : undefined;
  const wholeMonths = !(first && last && first > last);
  // The same shape from both tables, so they can be one union.
  const shape = (projectId: SQL, scope: SQL, kg: SQL, n: SQL) => ({
    projectId: sql<number>`${projectId}`.as("project_id"),
    scope: sql<number>`${scope}`.as("scope"),
    kg: sql<string>`${kg}`.as("kg"),
    n: sql<number>`${n}`.as("n"),
  });
  const months = db
    .select(shape(sql`${m.projectId}`, sql`${m.scope}`, sql`${m.kgCo2e}`, sql`${m.figures}`))
    .from(m)
    .where(and(first ? gte(m.month, first) : undefined, last ? lte(m.month, last) : undefined));
  const edges = and(...rangeOf(r), wholeMonths ? or(first ? lt(f.date, `${first}-01`) : undefined, last ? gt(f.date, `${last}-31`) : undefined) : undefined);
  const days = db
    .select(shape(sql`${f.projectId}`, sql`${f.scope}`, sql`${f.kgCo2e}`, sql`1`))
    .from(f)
    .where(edges);
  if (!wholeMonths) return days;
  return r.from || r.to ? unionAll(months, days) : months;
}

/**
 * Live projects with their totals by scope over the range, largest first. Every live project is
 * listed, even with nothing recorded, so a contract without carbon records stands out.
 * The sums come from monthly totals (figuresByMonth), joined to the live contracts; the company's
 * totals (with its company-level figures) and the number of live contracts are windows over the same rows. Summing every figure
 * took 474 ms at 825,000 figures (issue 13).
 */
export async function companyTotals(db: Db, r: Range & { limit: number; offset: number }) {
  const per = db.$with("per").as(figuresByMonth(db, r));
  const ofScope = (scope: number) => sql`sum(${per.kg}) filter (where ${per.scope} = ${scope})`;
  const grams = (total: SQL) => sql<string>`round(coalesce(${total}, 0), 3)::text`;
  const totalKg = sql`coalesce(sum(${per.kg}), 0)`;
  // Company-level figures (no contract, decision 0063) count in the company's totals and in no contract's row.
  const withCompanyLevel = (contracts: SQL, total: SQL) =>
    sql`coalesce(${contracts}, 0) + coalesce((select ${total} from ${per} where ${per.projectId} is null), 0)`;
  const page = (limit: number, offset: number) =>
    db
      .with(per)
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        code: projects.code,
        status: projects.status,
        scope1: grams(ofScope(1)),
        scope2: grams(ofScope(2)),
        scope3: grams(ofScope(3)),
        kg: grams(sql`sum(${per.kg})`),
        figures: sql<number>`coalesce(sum(${per.n}), 0)::int`,
        company: {
          scope1: grams(withCompanyLevel(sql`sum(${ofScope(1)}) over ()`, ofScope(1))),
          scope2: grams(withCompanyLevel(sql`sum(${ofScope(2)}) over ()`, ofScope(2))),
          scope3: grams(withCompanyLevel(sql`sum(${ofScope(3)}) over ()`, ofScope(3))),
          kg: grams(withCompanyLevel(sql`sum(sum(${per.kg})) over ()`, sql`sum(${per.kg})`)),
          projects: sql<number>`(sum(case when count(${per.projectId}) > 0 then 1 else 0 end) over ())::int`,
        },
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(projects)
      .leftJoin(per, eq(per.projectId, projects.id))
      .where(isNull(projects.deletedAt))
      .groupBy(projects.id)
      .orderBy(desc(totalKg), asc(projects.name), asc(projects.id))
      .limit(limit)
      .offset(offset);
  const rows = await page(r.limit, r.offset);
  // Past the last page there is no row to carry the company's totals: read them from the first.
  const first = rows[0] ?? (r.offset > 0 ? (await page(1, 0))[0] : undefined);
  return {
    rows: rows.map(({ company: _, total: __, ...row }) => row),
    total: first?.total ?? 0,
    company: first?.company,
  };
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
