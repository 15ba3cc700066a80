import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carbonFactors, files, materialImages, materialQuotes, materials, suppliers, users } from "../../db/schema/index";
import type { ListMaterialsQuery } from "@shared/materials/material";
import { cappedTotal, pageIds, searchFilter } from "../../platform/register/paged-list";

type Exec = Db | Tx;
export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;

const live = isNull(materials.deletedAt);

/** The cheapest quote still valid on `today` (served by material_quotes_material_idx). */
const bestQuote = (today: string) =>
  sql<
    string | null
  >`(select min(q.quoted_price)::text from material_quotes q where q.material_id = ${materials.id} and (q.expiry_date is null or q.expiry_date >= ${today}))`;

const listColumns = (today: string) => ({
  material: materials,
  supplierName: suppliers.name,
  factorId: carbonFactors.factorId,
  imageCount: sql<number>`(select count(*)::int from material_images i where i.material_id = ${materials.id})`.mapWith(Number),
  bestQuote: bestQuote(today),
});
export type MaterialListRow = { material: MaterialRow; supplierName: string | null; factorId: string | null; imageCount: number; bestQuote: string | null };

const ORDER: Record<string, SQL[]> = {
  description: [sql`lower(${materials.itemDescription})`, asc(materials.id)],
  sku: [sql`lower(${materials.sku})`, asc(materials.id)],
  cost_asc: [asc(materials.purchaseCost), asc(materials.id)],
  cost_desc: [desc(materials.purchaseCost), desc(materials.id)],
  newest: [desc(materials.createdAt), desc(materials.id)],
};

/**
 * A page of the list. The page's ids are chosen first from materials alone (an index walk for every
 * sort), and only those rows are joined and given their image count and best quote: joined first,
 * a price sort worked out both sub-selects for all 20,000 materials (400 ms on PGlite, issue 14).
 * The total counts no further than COUNT_CAP (decision 0021), and not at all when the page is short.
 */
export async function listMaterials(db: Db, q: ListMaterialsQuery, today: string) {
  const cond = and(
    live,
    searchFilter(materials.searchText, q.q),
    q.type ? eq(materials.type, q.type) : undefined,
    q.category ? sql`lower(${materials.category}) = lower(${q.category})` : undefined,
    q.supplierId ? eq(materials.supplierId, q.supplierId) : undefined,
    q.active ? eq(materials.active, q.active) : undefined,
  );
  const order = ORDER[q.sort ?? "description"];
  const page = pageIds(db, materials, cond, order, q);
  const rows = await db
    .select(listColumns(today))
    .from(page)
    .innerJoin(materials, eq(materials.id, page.pageId))
    .leftJoin(suppliers, eq(suppliers.id, materials.supplierId))
    .leftJoin(carbonFactors, eq(carbonFactors.id, materials.carbonFactorId))
    .orderBy(...order);
  return { rows: rows as MaterialListRow[], total: await cappedTotal(db, materials, cond, rows, q) };
}

export async function findMaterialRow(db: Exec, id: number, today: string): Promise<(MaterialListRow & { creatorName: string | null }) | undefined> {
  const [row] = await db
    .select({ ...listColumns(today), creatorName: users.name })
    .from(materials)
    .leftJoin(suppliers, eq(suppliers.id, materials.supplierId))
    .leftJoin(carbonFactors, eq(carbonFactors.id, materials.carbonFactorId))
    .leftJoin(users, eq(users.id, materials.createdBy))
    .where(and(eq(materials.id, id), live));
  return row;
}

export async function findLiveMaterial(db: Exec, id: number, lock = false): Promise<MaterialRow | undefined> {
  const query = db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), live));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A live material with this SKU, ignoring case (the rule materials_sku_idx enforces). */
export async function findBySku(db: Exec, sku: string, exceptId?: number) {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(sql`lower(${materials.sku}) = lower(${sku})`, live, exceptId ? sql`${materials.id} <> ${exceptId}` : undefined));
  return row;
}

export async function insertMaterial(tx: Exec, values: NewMaterial): Promise<MaterialRow> {
  const [row] = await tx.insert(materials).values(values).returning();
  return row;
}

export async function updateMaterial(tx: Exec, id: number, values: Partial<NewMaterial>) {
  await tx
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, id));
}

/** A live supplier (the suppliers area soft-deletes too). */
export async function findLiveSupplier(db: Exec, id: number) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, id), isNull(suppliers.deletedAt)));
  return row;
}

export async function listSupplierOptions(db: Db) {
  return db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(isNull(suppliers.deletedAt))
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
    .limit(500);
}

export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: materials.category })
    .from(materials)
    .where(and(live, sql`${materials.category} is not null`))
    .orderBy(materials.category)
    .limit(200);
  return rows.map((r) => r.category!);
}

/** The library row a factor ID names in the company's reporting year (or the company's own): what the FK stores. */
export async function factorRowId(db: Exec, factorId: string, year: number) {
  const [row] = await db
    .select({ id: carbonFactors.id })
    .from(carbonFactors)
    .where(eq(carbonFactors.factorId, factorId))
    .orderBy(desc(carbonFactors.isCompany), sql`abs(coalesce(${carbonFactors.setYear}, ${year}) - ${year})`, desc(carbonFactors.setYear))
    .limit(1);
  return row?.id;
}

// ---- pictures ----

export async function listImages(db: Exec, materialId: number) {
  return db
    .select({ file: files, uploaderName: users.name })
    .from(materialImages)
    .innerJoin(files, eq(files.id, materialImages.fileId))
    .leftJoin(users, eq(users.id, materialImages.uploadedBy))
    .where(eq(materialImages.materialId, materialId))
    .orderBy(asc(materialImages.createdAt), asc(materialImages.id));
}

export async function linkImage(tx: Exec, materialId: number, fileId: number, userId: number) {
  await tx.insert(materialImages).values({ materialId, fileId, uploadedBy: userId });
}

export async function findImage(db: Exec, materialId: number, fileId: number) {
  const [row] = await db
    .select({ file: files })
    .from(materialImages)
    .innerJoin(files, eq(files.id, materialImages.fileId))
    .where(and(eq(materialImages.materialId, materialId), eq(materialImages.fileId, fileId)));
  return row?.file;
}

/** The file goes with its link (material_images cascades from files). */
export async function deleteFile(tx: Exec, fileId: number) {
  await tx.delete(files).where(eq(files.id, fileId));
}

// ---- quotes ----

export type QuoteRow = {
  quote: typeof materialQuotes.$inferSelect;
  supplierName: string | null;
  uploaderName: string | null;
  file: typeof files.$inferSelect | null;
};

export async function listQuotes(db: Exec, materialId: number): Promise<QuoteRow[]> {
  return db
    .select({ quote: materialQuotes, supplierName: suppliers.name, uploaderName: users.name, file: files })
    .from(materialQuotes)
    .leftJoin(suppliers, eq(suppliers.id, materialQuotes.supplierId))
    .leftJoin(users, eq(users.id, materialQuotes.uploadedBy))
    .leftJoin(files, eq(files.id, materialQuotes.fileId))
    .where(eq(materialQuotes.materialId, materialId));
}

export async function insertQuote(tx: Exec, values: typeof materialQuotes.$inferInsert) {
  const [row] = await tx.insert(materialQuotes).values(values).returning();
  return row;
}

export async function findQuote(db: Exec, materialId: number, quoteId: number) {
  const [row] = await db
    .select({ quote: materialQuotes, supplierName: suppliers.name })
    .from(materialQuotes)
    .leftJoin(suppliers, eq(suppliers.id, materialQuotes.supplierId))
    .where(and(eq(materialQuotes.id, quoteId), eq(materialQuotes.materialId, materialId)));
  return row;
}

export async function deleteQuote(tx: Exec, quoteId: number) {
  await tx.delete(materialQuotes).where(eq(materialQuotes.id, quoteId));
}

/** A file the material owns: one of its pictures or a quote's document. */
export async function findOwnedFile(db: Exec, materialId: number, fileId: number) {
  const image = await findImage(db, materialId, fileId);
  if (image) return image;
  const [row] = await db
    .select({ file: files })
    .from(materialQuotes)
    .innerJoin(files, eq(files.id, materialQuotes.fileId))
    .where(and(eq(materialQuotes.materialId, materialId), eq(materialQuotes.fileId, fileId)));
  return row?.file;
}
