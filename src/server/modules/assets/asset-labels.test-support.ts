import type { Db } from "../../db/client";
import { assetInspections, assets } from "../../db/schema/index";
import { newToken } from "../../platform/tokens";

/**
 * Assets for the label and scan tests, written straight to the table (the register's create route
 * issues the token the same way): a name, a serial, a token, and whatever the test sets.
 */
export async function insertAsset(db: Db, over: Partial<typeof assets.$inferInsert> = {}) {
  const token = newToken();
  const [row] = await db
    .insert(assets)
    .values({ name: "Telehandler JCB 535-95", type: "plant", serialNumber: "JCB0535951234", qrToken: token, ...over })
    .returning();
  return row;
}

/** A passed inspection of the asset on a day (the latest of its kind counts). */
export async function insertInspection(db: Db, assetId: number, kind: string, day: string, over: Partial<typeof assetInspections.$inferInsert> = {}) {
  await db.insert(assetInspections).values({ assetId, kind, day, result: "pass", examinerName: "Dale Whitaker", ...over });
}
