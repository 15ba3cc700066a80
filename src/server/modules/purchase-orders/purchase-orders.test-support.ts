import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityLogs, suppliers } from "../../db/schema/index";

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
    .values({ name, supplierType: "materials", contactPerson: "Alex Rep", email: "orders@supplier.example", city: "Leeds" })
    .returning();
  return row;
}

export const lastLog = async (db: Db) => (await db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

export const messages = (body: { errors?: { field: string; message: string }[]; message?: string }) => (body.errors ?? []).map((e) => e.message);
