import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { WasteCodeView } from "@shared/carbon/carbon";
import type { Db, Tx } from "../../db/client";
import { wasteCodes } from "../../db/schema/index";

/** Searches the List of Waste by code ("17 01", "170101") or words in its description. */
export async function searchWasteCodes(db: Db | Tx, q: { q?: string; chapter?: string; hazardous?: boolean; limit: number }): Promise<WasteCodeView[]> {
  const where: SQL[] = [];
  if (q.chapter) where.push(ilike(wasteCodes.code, `${q.chapter} %`));
  if (q.hazardous !== undefined) where.push(eq(wasteCodes.isHazardous, q.hazardous));
  if (q.q) {
    const text = q.q.trim();
    const digits = text.replace(/[\s*]/g, "");
    const conds: SQL[] = [ilike(wasteCodes.description, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), ilike(wasteCodes.subChapter, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
    if (/^\d{1,6}$/.test(digits)) conds.push(ilike(wasteCodes.code, `${digits.replace(/(\d{2})(?=\d)/g, "$1 ")}%`));
    where.push(or(...conds)!);
  }
  return db
    .select()
    .from(wasteCodes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(wasteCodes.code))
    .limit(q.limit);
}

export async function getWasteCode(db: Db | Tx, code: string): Promise<WasteCodeView | null> {
  const [row] = await db.select().from(wasteCodes).where(eq(wasteCodes.code, code));
  return row ?? null;
}
