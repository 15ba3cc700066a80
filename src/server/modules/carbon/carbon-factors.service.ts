import { and, asc, desc, eq, ilike, isNull, max, or, sql, type SQL } from "drizzle-orm";
import type { FactorView } from "@shared/carbon/carbon";
import type { ResolvedFactor } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { carbonFactors, carbonSettings } from "../../db/schema/index";
import { badRequest } from "../../platform/errors";

type Conn = Db | Tx;
export type FactorRow = typeof carbonFactors.$inferSelect;

/** The newest DESNZ set loaded. */
export async function newestFactorYear(db: Conn): Promise<number> {
  const [row] = await db.select({ y: max(carbonFactors.setYear) }).from(carbonFactors);
  return row?.y ?? new Date().getFullYear();
}

/** The DESNZ set the company reports in: its choice on Carbon Standards, else the newest (issue 4). */
export async function reportingYear(db: Conn): Promise<number> {
  const [s] = await db.select().from(carbonSettings).where(eq(carbonSettings.id, 1));
  return s?.factorYear ?? (await newestFactorYear(db));
}

export function toResolved(row: FactorRow): ResolvedFactor {
  return { factorId: row.factorId, year: row.setYear, unit: row.unit, value: Number(row.value), source: row.source, name: row.name };
}

/**
 * A DESNZ factor in the reporting year. A factor the chosen set does not publish (district heat is
 * not in the 2023 condensed set) falls back to the nearest newer, then older, set that does; the
 * figure then records the year it really used.
 */
export async function desnzFactor(db: Conn, factorId: string, year?: number): Promise<ResolvedFactor> {
  const want = year ?? (await reportingYear(db));
  const rows = await db
    .select()
    .from(carbonFactors)
    .where(and(eq(carbonFactors.factorId, factorId), eq(carbonFactors.isCompany, false)))
    .orderBy(sql`abs(${carbonFactors.setYear} - ${want})`, desc(carbonFactors.setYear));
  if (!rows[0]) throw badRequest(`No conversion factor ${factorId} is loaded`);
  return toResolved(rows[0]);
}

/** A factor chosen on a form by its ID: a DESNZ one (in the reporting year) or one of the company's own. */
export async function factorById(db: Conn, factorId: string, year?: number): Promise<ResolvedFactor> {
  const [own] = await db
    .select()
    .from(carbonFactors)
    .where(and(eq(carbonFactors.factorId, factorId), eq(carbonFactors.isCompany, true)));
  return own ? toResolved(own) : desnzFactor(db, factorId, year);
}

/**
 * A factor that may price purchased materials (Scope 3 cat. 1): the company's own, or DESNZ
 * "Material use". Deliveries and Scope 3 entries both refuse any other (a diesel combustion factor
 * is not purchased goods).
 */
export async function findMaterialFactor(db: Conn, factorId: string) {
  const [row] = await db
    .select({ factorId: carbonFactors.factorId, isCompany: carbonFactors.isCompany, name: carbonFactors.name, unit: carbonFactors.unit })
    .from(carbonFactors)
    .where(
      and(
        eq(carbonFactors.factorId, factorId),
        or(eq(carbonFactors.isCompany, true), and(eq(carbonFactors.sheet, "Material use"), eq(carbonFactors.isCompany, false))),
      ),
    )
    .orderBy(desc(carbonFactors.isCompany), desc(carbonFactors.setYear))
    .limit(1);
  return row;
}

/** The Waste disposal factor for a material and route ("Concrete", "Landfill"), or null when DESNZ publishes none. */
export async function wasteFactor(db: Conn, material: string, column: string, year?: number): Promise<ResolvedFactor | null> {
  const want = year ?? (await reportingYear(db));
  const [row] = await db
    .select()
    .from(carbonFactors)
    .where(and(eq(carbonFactors.sheet, "Waste disposal"), eq(carbonFactors.level3, material), eq(carbonFactors.columnText, column)))
    .orderBy(sql`abs(${carbonFactors.setYear} - ${want})`, desc(carbonFactors.setYear))
    .limit(1);
  return row ? toResolved(row) : null;
}

export type FactorQuery = { sheet?: string; q?: string; year?: number; company?: boolean; limit: number; offset: number };

/** The library as the factor pickers and Carbon Standards list it: one set year plus the company's own. */
export async function listFactors(db: Conn, query: FactorQuery) {
  const year = query.year ?? (await reportingYear(db));
  const where: SQL[] = [];
  if (query.company === true) where.push(eq(carbonFactors.isCompany, true));
  else if (query.company === false) where.push(eq(carbonFactors.setYear, year));
  else where.push(or(eq(carbonFactors.setYear, year), isNull(carbonFactors.setYear))!);
  if (query.sheet) where.push(eq(carbonFactors.sheet, query.sheet));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(carbonFactors.name, like), ilike(carbonFactors.factorId, like), ilike(carbonFactors.sheet, like), ilike(carbonFactors.source, like))!);
  }
  const cond = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(carbonFactors)
      .where(cond)
      .orderBy(asc(carbonFactors.isCompany), asc(carbonFactors.sheet), asc(carbonFactors.name), asc(carbonFactors.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(carbonFactors)
      .where(cond),
  ]);
  return { year, items: rows.map(presentFactor), total };
}

export function presentFactor(row: FactorRow): FactorView {
  return {
    id: row.id,
    factorId: row.factorId,
    year: row.setYear,
    source: row.source,
    isCompany: row.isCompany,
    scope: row.scope,
    sheet: row.sheet,
    level2: row.level2,
    level3: row.level3,
    level4: row.level4,
    columnText: row.columnText,
    name: row.name,
    unit: row.unit,
    value: Number(row.value),
  };
}
