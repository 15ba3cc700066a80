import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companyProfiles } from "../../db/schema/index";

export type CompanyProfileRow = typeof companyProfiles.$inferSelect;
export type CompanyProfileValues = Partial<typeof companyProfiles.$inferInsert>;

/** The installation has one company; the oldest row is it. */
export async function findCompanyProfile(db: Db | Tx): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).orderBy(asc(companyProfiles.id)).limit(1);
  return row;
}

/** Locks the row for the transaction so two saves cannot interleave their change lists. */
export async function findCompanyProfileForUpdate(tx: Tx): Promise<CompanyProfileRow | undefined> {
  const [row] = await tx.select().from(companyProfiles).orderBy(asc(companyProfiles.id)).limit(1).for("update");
  return row;
}

export async function insertCompanyProfile(tx: Tx, values: typeof companyProfiles.$inferInsert): Promise<CompanyProfileRow> {
  const [row] = await tx.insert(companyProfiles).values(values).returning();
  return row;
}

export async function updateCompanyProfile(db: Db | Tx, id: number, values: CompanyProfileValues): Promise<CompanyProfileRow> {
  const [row] = await db.update(companyProfiles).set(values).where(eq(companyProfiles.id, id)).returning();
  return row;
}
