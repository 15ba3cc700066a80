import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carbonEntries, hseCertificates, users } from "../../db/schema/index";
import { carbonEntryStore } from "../../platform/site-record-store";
import { expiresSoonUntil } from "@shared/common/expiry";
import { NO_CERTIFICATES, EXPIRING_WITHIN_DAYS, type CertificateSummary } from "@shared/plant/hse-certificate";

type Exec = Db | Tx;
export type PlantRow = typeof carbonEntries.$inferSelect;
export type CertificateRow = typeof hseCertificates.$inferSelect;
export type CertificateWithUploader = { certificate: CertificateRow; uploader: { id: number; name: string } | null };

/** Plant on site (carbon_entries, kind 'plant'): the site record store, newest day first (carbon_entries_project_kind_date_idx). */
export const plantStore = carbonEntryStore("plant");

/** Each entry's certificates counted in SQL: how many, how many expired or expiring, and the soonest expiry. */
export async function certificateSummaries(db: Exec, entryIds: number[], today: string): Promise<Map<number, CertificateSummary>> {
  const out = new Map<number, CertificateSummary>();
  if (entryIds.length === 0) return out;
  const soon = expiresSoonUntil(today, EXPIRING_WITHIN_DAYS);
  const c = hseCertificates;
  const rows = await db
    .select({
      entryId: c.plantHireEntryId,
      count: sql<number>`count(*)::int`,
      expired: sql<number>`(count(*) filter (where ${c.expiryDate} < ${today}))::int`,
      expiring: sql<number>`(count(*) filter (where ${c.expiryDate} >= ${today} and ${c.expiryDate} <= ${soon}))::int`,
      soonest: sql<string | null>`min(${c.expiryDate})`,
    })
    .from(c)
    .where(inArray(c.plantHireEntryId, entryIds))
    .groupBy(c.plantHireEntryId);
  for (const r of rows) {
    if (r.entryId !== null) out.set(r.entryId, { count: r.count, expiredCount: r.expired, expiringCount: r.expiring, soonestExpiry: r.soonest });
  }
  return out;
}

export const summaryOf = (map: Map<number, CertificateSummary>, id: number) => map.get(id) ?? NO_CERTIFICATES;

const withUploader = { certificate: hseCertificates, uploader: { id: users.id, name: users.name } };

export async function listCertificates(db: Exec, entryId: number): Promise<CertificateWithUploader[]> {
  return db
    .select(withUploader)
    .from(hseCertificates)
    .leftJoin(users, eq(users.id, hseCertificates.uploadedBy))
    .where(eq(hseCertificates.plantHireEntryId, entryId))
    .orderBy(sql`${hseCertificates.expiryDate} asc nulls last`, asc(hseCertificates.id)) as Promise<CertificateWithUploader[]>;
}

export async function findCertificate(db: Exec, id: number): Promise<CertificateWithUploader | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [row] = (await db
    .select(withUploader)
    .from(hseCertificates)
    .leftJoin(users, eq(users.id, hseCertificates.uploadedBy))
    .where(eq(hseCertificates.id, id))) as CertificateWithUploader[];
  return row;
}

export async function insertCertificate(tx: Exec, values: typeof hseCertificates.$inferInsert): Promise<CertificateRow> {
  const [row] = await tx.insert(hseCertificates).values(values).returning();
  return row;
}

export async function updateCertificate(tx: Exec, id: number, values: Partial<typeof hseCertificates.$inferInsert>) {
  await tx
    .update(hseCertificates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hseCertificates.id, id));
}

export async function deleteCertificate(tx: Exec, id: number) {
  await tx.delete(hseCertificates).where(eq(hseCertificates.id, id));
}

export async function certificateRowsOf(tx: Exec, entryId: number): Promise<CertificateRow[]> {
  return tx.select().from(hseCertificates).where(eq(hseCertificates.plantHireEntryId, entryId));
}
