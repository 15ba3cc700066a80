import { count, desc, eq, isNull, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { carbonFactors, materials, suppliers } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";
import { DEMO_MATERIALS } from "./demo-materials-catalogue";
import { F } from "./demo-materials-plan";

/** The performance data set's materials (issue 14): 20,000 rows, enough to page, search and sort at scale. */
export const LARGE_MATERIAL_COUNT = 20_000;

const GRADES = ["Standard", "Premium", "Trade", "Site pack", "Bulk", "Heavy duty", "Fire rated", "Low carbon"];

/**
 * Variations of the demo catalogue (each item in eight grades and many sizes), SKUs PERF-MAT-00001…,
 * spread over the suppliers there are, one in twelve inactive. Bulk inserts in one go; runs once.
 */
export async function seedLargeMaterials(db: Db, { total = LARGE_MATERIAL_COUNT, log = (_: string) => {} } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(materials).where(like(materials.sku, "PERF-MAT-%"));
  if (n > 0) return { created: false, materials: n };
  const supplierIds = (await db.select({ id: suppliers.id }).from(suppliers).where(isNull(suppliers.deletedAt)).limit(200)).map((s) => s.id);
  const factorRows = new Map<string, number>();
  for (const id of Object.values(F)) {
    const [row] = await db
      .select({ id: carbonFactors.id })
      .from(carbonFactors)
      .where(eq(carbonFactors.factorId, id))
      .orderBy(desc(carbonFactors.setYear))
      .limit(1);
    if (row) factorRows.set(id, row.id);
  }
  const rows: (typeof materials.$inferInsert)[] = [];
  for (let i = 1; i <= total; i++) {
    const base = DEMO_MATERIALS[i % DEMO_MATERIALS.length];
    const grade = GRADES[Math.floor(i / DEMO_MATERIALS.length) % GRADES.length];
    const size = 1 + (i % 97);
    // Prices move by whole pence from the catalogue's, so every one stays an exact 2-place decimal.
    const pence = base.pence + ((i * 37) % Math.max(1, Math.floor(base.pence / 4)));
    rows.push({
      itemDescription: `${base.itemDescription} – ${grade} ${size}`,
      sku: `PERF-MAT-${String(i).padStart(5, "0")}`,
      type: base.type ?? "materials",
      purchaseCost: `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`,
      unit: base.unit,
      weight: base.weight ?? null,
      weightUnit: base.weight ? (base.weightUnit ?? "tonnes") : null,
      category: base.category,
      supplierId: supplierIds.length ? supplierIds[i % supplierIds.length] : null,
      active: i % 12 === 0 ? "no" : "yes",
      carbonFactorId: base.factor ? (factorRows.get(F[base.factor]) ?? null) : null,
    });
  }
  await bulkInsert(db, materials, rows);
  log(`materials: ${rows.length}`);
  return { created: true, materials: rows.length };
}
