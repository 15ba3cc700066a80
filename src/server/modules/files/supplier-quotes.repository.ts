import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { suppliers } from "../../db/schema/index";

/** A live supplier (the register soft-deletes), by id: who a quote is from. */
export async function findLiveSupplierName(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), isNull(suppliers.deletedAt)));
  return row;
}
