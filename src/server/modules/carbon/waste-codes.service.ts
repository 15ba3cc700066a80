import { asc, eq } from "drizzle-orm";
import type { WasteCodeView } from "@shared/carbon/carbon";
import { searchWasteCodeList } from "@shared/waste/waste-search";
import type { Db, Tx } from "../../db/client";
import { wasteCodes } from "../../db/schema/index";

/**
 * The List of Waste is reference data (about 840 rows) loaded at start-up and never written while the
 * app runs, so each database's copy is read once and searched in memory with the shared ranking.
 */
const loaded = new WeakMap<Db | Tx, Promise<WasteCodeView[]>>();
function allCodes(db: Db | Tx): Promise<WasteCodeView[]> {
  let codes = loaded.get(db);
  if (!codes) {
    // One read, shared by every search (a Drizzle query would run again at each await).
    codes = (async () => db.select().from(wasteCodes).orderBy(asc(wasteCodes.code)))();
    // A failed read is not kept: the next search tries again.
    codes.catch(() => loaded.delete(db));
    loaded.set(db, codes);
  }
  return codes;
}

/** Searches the List of Waste by code ("17 01", "170101") or words and synonyms ("plasterboard"), chapter 17 first. */
export async function searchWasteCodes(db: Db | Tx, q: { q?: string; chapter?: string; hazardous?: boolean; limit: number }): Promise<WasteCodeView[]> {
  const codes = (await allCodes(db)).filter(
    (c) => (!q.chapter || c.code.startsWith(`${q.chapter} `)) && (q.hazardous === undefined || c.isHazardous === q.hazardous),
  );
  return searchWasteCodeList(codes, q.q ?? "", q.limit);
}

export async function getWasteCode(db: Db | Tx, code: string): Promise<WasteCodeView | null> {
  const [row] = await db.select().from(wasteCodes).where(eq(wasteCodes.code, code));
  return row ?? null;
}
