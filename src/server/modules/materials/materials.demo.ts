import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carbonFactors, materialQuotes, materials, suppliers } from "../../db/schema/index";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { DEMO_MATERIALS } from "../../seed/demo-materials-catalogue";
import { DEMO_SUPPLIERS, F, type DemoSupplier } from "../../seed/demo-materials-plan";

const money = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;

/**
 * The suppliers the demo materials name: found by name, ignoring case (the suppliers area seeds its
 * own demo suppliers, perhaps first), else added. Running twice adds nothing.
 */
async function demoSupplierIds(db: Db, createdBy: number | null): Promise<Map<DemoSupplier, number>> {
  const ids = new Map<DemoSupplier, number>();
  for (const s of DEMO_SUPPLIERS) {
    const [found] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(sql`lower(${suppliers.name}) = lower(${s.name})`, isNull(suppliers.deletedAt)))
      .limit(1);
    const id = found?.id ?? (await db.insert(suppliers).values({ name: s.name, supplierType: s.supplierType, city: s.city, createdBy }).returning())[0].id;
    ids.set(s.name, id);
  }
  return ids;
}

/** The library row of a DESNZ factor in its newest set (what materials.carbon_factor_id points at). */
async function factorRow(db: Db, factorId: string) {
  const [row] = await db
    .select({ id: carbonFactors.id })
    .from(carbonFactors)
    .where(eq(carbonFactors.factorId, factorId))
    .orderBy(desc(carbonFactors.setYear))
    .limit(1);
  return row?.id ?? null;
}

/**
 * About 25 materials and services with their factors and weights, each with 1–3 suppliers' quotes
 * dated before `now`; of two or more, the last expired a fortnight ago. A SKU already there is left
 * as it is, so the seed can run again.
 */
export async function seedDemoMaterials(db: Db, { buyerId, now }: { buyerId: number | null; now: Date }) {
  const today = ukToday(now);
  const supplierIds = await demoSupplierIds(db, buyerId);
  const factorIds = new Map<string, number | null>();
  for (const id of Object.values(F)) factorIds.set(id, await factorRow(db, id));
  let added = 0;
  for (const [i, m] of DEMO_MATERIALS.entries()) {
    const [exists] = await db
      .select({ id: materials.id })
      .from(materials)
      .where(and(sql`lower(${materials.sku}) = lower(${m.sku})`, isNull(materials.deletedAt)));
    if (exists) continue;
    const [row] = await db
      .insert(materials)
      .values({
        itemDescription: m.itemDescription,
        sku: m.sku,
        type: m.type ?? "materials",
        purchaseCost: money(m.pence),
        unit: m.unit,
        weight: m.weight ?? null,
        weightUnit: m.weight ? (m.weightUnit ?? "tonnes") : null,
        category: m.category,
        supplierId: supplierIds.get(m.supplier) ?? null,
        active: m.active ?? "yes",
        notes: m.notes ?? null,
        carbonFactorId: m.factor ? (factorIds.get(F[m.factor]) ?? null) : null,
        createdBy: buyerId,
        updatedBy: buyerId,
        createdAt: new Date(now.getTime() - (90 - i) * 86_400_000),
      })
      .returning();
    const quotes = m.quotes.map(([supplier, pence], q) => {
      const expired = m.quotes.length > 1 && q === m.quotes.length - 1;
      const quoteDate = daysBefore(today, expired ? 120 + i : 10 + i + q * 3);
      return {
        materialId: row.id,
        supplierId: supplierIds.get(supplier) ?? null,
        quoteReference: `${supplier.replace(/[^A-Z]/g, "").slice(0, 3) || "Q"}-${2400 + i * 7 + q}`,
        quoteDate,
        expiryDate: expired ? daysBefore(today, 14) : daysBefore(today, -(60 + i)),
        quotedPrice: money(pence),
        notes: expired ? "Superseded price list" : q === 0 ? "Delivered to site, Leeds area" : null,
        uploadedBy: buyerId,
      };
    });
    await db.insert(materialQuotes).values(quotes);
    added++;
  }
  return { added };
}
