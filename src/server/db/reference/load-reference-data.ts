import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../client";
import { carbonFactors, referenceData, wasteCodes } from "../schema/index";
import { csvObjects } from "@shared/common/csv";

const file = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** The DESNZ set years the shipped file holds (value_2025, value_2024, value_2023). */
export const DESNZ_YEARS = [2025, 2024, 2023] as const;

type Loader = { name: string; load: (tx: Tx, text: string) => Promise<number> };

/**
 * Loads the reference files shipped in this folder (README.md: source and licence) into the database.
 * Each file's checksum is kept in reference_data: a start with the same files does nothing, a changed
 * file is reloaded in one transaction. Runs at every start, before the company is bootstrapped.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  for (const loader of LOADERS) {
    const text = readFileSync(file(loader.name), "utf8");
    const checksum = createHash("sha256").update(text).digest("hex");
    const [current] = await db.select().from(referenceData).where(eq(referenceData.name, loader.name));
    if (current?.checksum === checksum) continue;
    await db.transaction(async (tx) => {
      const rows = await loader.load(tx, text);
      await tx
        .insert(referenceData)
        .values({ name: loader.name, checksum, rows })
        .onConflictDoUpdate({ target: referenceData.name, set: { checksum, rows, loadedAt: new Date() } });
    });
  }
}

/** "HGV (all diesel) · Rigid (>17 tonnes) · Average laden": the levels a person reads, without blanks. */
export function factorName(r: Record<string, string>): string {
  return [r.level2, r.level3, r.level4, r.column_text].filter((v) => v && v !== r.sheet).join(" · ") || r.sheet;
}

const LOADERS: Loader[] = [
  {
    name: "desnz-ghg-conversion-factors.csv",
    async load(tx, text) {
      const rows = csvObjects(text).flatMap((r) =>
        DESNZ_YEARS.filter((y) => r[`value_${y}`] !== "").map((y) => ({
          factorId: r.factor_id,
          setYear: y,
          source: "DESNZ",
          isCompany: false,
          scope: r.scope,
          sheet: r.sheet,
          level2: r.level2 || null,
          level3: r.level3 || null,
          level4: r.level4 || null,
          columnText: r.column_text || null,
          name: factorName(r),
          unit: r.uom,
          // numeric(16,6): the 2023 condensed set publishes up to 16 decimals.
          value: Number(r[`value_${y}`]).toFixed(6),
        })),
      );
      // Company factors (set_year null) are the company's own and are never touched here.
      await tx.delete(carbonFactors).where(and(eq(carbonFactors.isCompany, false), isNotNull(carbonFactors.setYear)));
      for (let i = 0; i < rows.length; i += 500) await tx.insert(carbonFactors).values(rows.slice(i, i + 500));
      return rows.length;
    },
  },
  {
    name: "list-of-waste.csv",
    async load(tx, text) {
      const rows = csvObjects(text).map((r) => ({
        code: r.code,
        isHazardous: r.is_hazardous === "true",
        entryType: r.entry_type,
        chapter: r.chapter,
        subChapter: r.sub_chapter,
        description: r.description,
      }));
      await tx.delete(wasteCodes);
      for (let i = 0; i < rows.length; i += 500) await tx.insert(wasteCodes).values(rows.slice(i, i + 500));
      return rows.length;
    },
  },
];
