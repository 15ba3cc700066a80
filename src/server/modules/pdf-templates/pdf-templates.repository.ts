import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { pdfTemplates, users } from "../../db/schema/index";

type Exec = Db | Tx;
export type TemplateRow = typeof pdfTemplates.$inferSelect;
export type NewTemplate = typeof pdfTemplates.$inferInsert;
export type TemplateWithAuthor = { template: TemplateRow; authorName: string | null };

const live = isNull(pdfTemplates.deletedAt);
const TYPE_ORDER = sql`case ${pdfTemplates.templateType} when 'purchase_order' then 0 when 'report' then 1 else 2 end`;

export async function listTemplates(db: Exec, templateType?: string): Promise<TemplateWithAuthor[]> {
  const conds: SQL[] = [live];
  if (templateType) conds.push(eq(pdfTemplates.templateType, templateType));
  return db
    .select({ template: pdfTemplates, authorName: users.name })
    .from(pdfTemplates)
    .leftJoin(users, eq(users.id, pdfTemplates.userId))
    .where(and(...conds))
    .orderBy(TYPE_ORDER, sql`${pdfTemplates.isDefault} desc`, asc(sql`lower(${pdfTemplates.name})`), asc(pdfTemplates.id));
}

export async function findTemplate(db: Exec, id: number): Promise<TemplateWithAuthor | undefined> {
  const [row] = await db
    .select({ template: pdfTemplates, authorName: users.name })
    .from(pdfTemplates)
    .leftJoin(users, eq(users.id, pdfTemplates.userId))
    .where(and(eq(pdfTemplates.id, id), live));
  return row;
}

/** Locked for the transaction: a save, a default change and a delete of one template go one at a time. */
export async function lockTemplate(tx: Tx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(pdfTemplates)
    .where(and(eq(pdfTemplates.id, id), live))
    .for("update");
  return row;
}

export async function insertTemplate(tx: Exec, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx.insert(pdfTemplates).values(values).returning();
  return row;
}

export async function updateTemplate(tx: Exec, id: number, values: Partial<NewTemplate>) {
  await tx
    .update(pdfTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pdfTemplates.id, id));
}

/** The live default of a type, locked: the one a new default replaces. */
export async function lockDefaultOf(tx: Tx, templateType: string): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(pdfTemplates)
    .where(and(eq(pdfTemplates.templateType, templateType), eq(pdfTemplates.isDefault, true), live))
    .for("update");
  return row;
}

/** Whether any template of the type was ever stored, deleted ones included (the seed's question). */
export async function anyOfType(db: Exec, templateType: string): Promise<boolean> {
  const [row] = await db.select({ id: pdfTemplates.id }).from(pdfTemplates).where(eq(pdfTemplates.templateType, templateType)).limit(1);
  return Boolean(row);
}

/** The seed's insert: a second instance seeding at the same moment meets the one-default index and adds nothing. */
export async function insertSeedTemplate(db: Exec, values: NewTemplate) {
  await db.insert(pdfTemplates).values(values).onConflictDoNothing();
}
