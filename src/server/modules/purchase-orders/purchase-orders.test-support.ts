import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carbonFactors, materials, suppliers } from "../../db/schema/index";
export { lastLog } from "../../test/records";

/** Helpers shared by the purchase order API tests. */

/** £12,400.00 net: 40 t of cement at £310.00 (total £14,880.00 with VAT at 20 %). */
export const orderBody = (over: Record<string, unknown> = {}) => ({
  supplier: "Hanson Cement",
  orderedBy: "Gemma Lloyd",
  supplierEmail: "orders@hanson.example",
  poCategory: "materials",
  vatRate: "20",
  lines: [{ description: "CEM I 52.5N bulk cement", unit: "t", quantity: "40", unitPrice: "310.00" }],
  ...over,
});

/** A small order below the approval threshold: £1,250.00 net. */
export const smallOrderBody = (over: Record<string, unknown> = {}) =>
  orderBody({ lines: [{ description: "Timber battens 50×25 mm", unit: "m", quantity: "500", unitPrice: "2.50" }], ...over });

export async function buildSupplier(db: Db, name: string) {
  const [row] = await db
    .insert(suppliers)
    .values({ name, supplierType: "builders_merchant", contactPerson: "Alex Rep", email: "orders@supplier.example", city: "Leeds" })
    .returning();
  return row;
}

/** The catalogue's concrete: £120.00 and 1 tonne a unit, with the DESNZ concrete factor, so an order line knows its carbon. */
export async function buildConcrete(db: Db, sku: string) {
  const [factor] = await db.select({ id: carbonFactors.id }).from(carbonFactors).where(eq(carbonFactors.factorId, "19_500_5020_15_1")).limit(1);
  const [row] = await db
    .insert(materials)
    .values({
      itemDescription: "C32/40 ready-mix concrete",
      sku,
      purchaseCost: "120.00",
      unit: "t",
      weight: "1",
      weightUnit: "tonnes",
      carbonFactorId: factor.id,
    })
    .returning();
  return row;
}

export const messages = (body: { errors?: { field: string; message: string }[]; message?: string }) => (body.errors ?? []).map((e) => e.message);
