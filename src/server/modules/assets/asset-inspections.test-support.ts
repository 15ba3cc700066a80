import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetDocuments, assetHistory, assets, workers } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { deny } from "../../test/records";
import { signedIn } from "../../test/sessions";
export { lastLog, messages } from "../../test/records";

/**
 * What the inspection and check route tests share. Assets are inserted straight into the table: the
 * register's routes are another part of issue 32, and these tests are about what happens to an item.
 */

export async function insertAsset(db: Db, over: Partial<typeof assets.$inferInsert> = {}) {
  const [row] = await db
    .insert(assets)
    .values({ name: `Asset ${randomBytes(3).toString("hex")}`, type: "plant", qrToken: randomBytes(16).toString("base64url"), ...over })
    .returning();
  return row;
}

export async function insertDocument(db: Db, assetId: number, category = "inspection") {
  const [row] = await db
    .insert(assetDocuments)
    .values({
      assetId,
      category,
      title: "Supplier's LOLER report",
      filename: "report.pdf",
      filepath: "/files/report.pdf",
      fileType: "application/pdf",
      fileSize: 1200,
    })
    .returning();
  return row;
}

export async function insertWorker(db: Db) {
  const [row] = await db
    .insert(workers)
    .values({ workerId: `W-${randomBytes(4).toString("hex")}`, firstName: "Dale", lastName: "Operator" })
    .returning();
  return row;
}

export const assetRow = async (db: Db, id: number) => (await db.select().from(assets).where(eq(assets.id, id)))[0];
export const historyOf = (db: Db, id: number) => db.select().from(assetHistory).where(eq(assetHistory.assetId, id)).orderBy(assetHistory.id);

/**
 * The people these tests sign in: a Site Manager (Assets view, create, edit), a Site Supervisor (Assets
 * view only: site staff who check and report) and a Viewer whose role has had Assets taken away (403).
 */
export async function assetSessions(t: TestApp) {
  await deny(t.db, "Viewer", "Assets");
  const manager = (await signedIn(t, { role: "Site Manager", name: "Mia Manager" })).cookie;
  const supervisor = (await signedIn(t, { role: "Site Supervisor", name: "Sid Supervisor" })).cookie;
  const outsider = (await signedIn(t, { role: "Viewer" })).cookie;
  return { manager, supervisor, outsider };
}
