import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { suppliers } from "../../db/schema/index";
import { deny } from "../../test/records";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the materials API tests. */

/** DESNZ Material use › Construction › Concrete (per tonne). */
export const CONCRETE = "19_500_5020_15_1";

export const materialBody = (over: Record<string, unknown> = {}) => ({
  itemDescription: "Ready-mix concrete C32/40",
  sku: `RMX-C3240-${randomBytes(3).toString("hex")}`,
  type: "materials",
  purchaseCost: "118.50",
  unit: "m³",
  weight: "2.4",
  weightUnit: "tonnes",
  category: "Concrete",
  supplierId: null,
  active: "yes",
  notes: "Delivered by truck mixer, 6 m³ loads.",
  carbonFactorId: CONCRETE,
  ...over,
});

export async function buildSupplier(db: Db, name: string, over: Partial<typeof suppliers.$inferInsert> = {}) {
  const [row] = await db
    .insert(suppliers)
    .values({ name, supplierType: "builders_merchant", ...over })
    .returning();
  return row;
}

/** A role that may not even view Materials: the 403 of the read routes. */
export const denyMaterials = (db: Db, role: string) => deny(db, role, "Materials");

/** A multipart body of text fields and, optionally, one file part. */
export function multipartForm(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----sitebook${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
