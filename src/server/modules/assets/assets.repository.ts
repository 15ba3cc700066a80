import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@shared/common/paging";
import { YARD, type AssetFilters } from "@shared/assets/asset-register";
import type { ElectricalTier, InspectionRule } from "@shared/rules/inspections";
import type { Db, Tx } from "../../db/client";
import { assetCheckouts, assetDocuments, assetHistory, assetImages, assetMeterReadings, assets, files, projects, users, workers } from "../../db/schema/index";
import { countUpTo } from "../../platform/capped-count";
import { cappedTotal, pageIds, searchFilter } from "../../platform/register/paged-list";
import { countRows, newestFirst } from "../../platform/register/record-history";
import { liveContract, liveContracts, updateRecord, userName } from "../../platform/register/record-rows";
import type { AssetRow } from "./asset-record";
import { flagColumns, needsAttentionSql } from "./asset-flags";
import { movesDue, refreshDueDays } from "./asset-due.service";

/*
 * The register's queries (issue 32). The list is one paged query over `assets` alone for the page's
 * ids (an index walk in name order: assets_name_idx and its status and type twins), then the page's
 * rows joined to their contract, holder and open check-out, and given their flags: the cost of a page
 * does not grow with the register.
 */

type Exec = Db | Tx;
export type NewAsset = typeof assets.$inferInsert;

/** What the list's filters and flags need besides the filters: the day, the idle days, the electrical tiers. */
export type ListContext = { today: string; idleDays: number; electrical: Record<ElectricalTier, InspectionRule> };

const live = isNull(assets.deletedAt);

/** "yard", a contract's id, or its slug. */
function placeWhere(place: string): SQL {
  if (place.toLowerCase() === YARD) return isNull(assets.projectId);
  if (/^\d{1,9}$/.test(place)) return eq(assets.projectId, Number(place));
  return sql`${assets.projectId} = (select ${projects.id} from ${projects} where ${projects.slug} = ${place.toLowerCase()})`;
}

/** The register's filters as one WHERE: live assets only, every filter ANDed. */
export function assetWhere(f: AssetFilters, c: ListContext): SQL {
  const conds: (SQL | undefined)[] = [live, searchFilter(assets.searchText, f.q)];
  if (f.type) conds.push(eq(assets.type, f.type));
  if (f.status) conds.push(eq(assets.status, f.status));
  if (f.ownership) conds.push(eq(assets.ownership, f.ownership));
  if (f.place) conds.push(placeWhere(f.place));
  if (f.attention) conds.push(needsAttentionSql(c.today, c.idleDays, c.electrical));
  return and(...conds)!;
}

/** By name (any case), the id last so pages never overlap: the order of assets_name_idx. */
const assetOrder = (): SQL[] => [asc(sql`lower(${assets.name})`), asc(assets.id)];

export type ListedAsset = {
  asset: AssetRow;
  contract: { id: number; name: string; slug: string } | null;
  holderName: string | null;
  dueBack: string | null;
  flags: { overdueReturn: boolean; idleHire: boolean; noHireEvidence: boolean };
};

/** The rows of `where` (a page of ids, or one asset), joined to what a row shows. */
async function joined(db: Exec, from: { where: SQL; page?: PageQuery }, c: ListContext): Promise<ListedAsset[]> {
  const flags = flagColumns(c.today, c.idleDays);
  const select = {
    asset: assets,
    contractId: projects.id,
    contractName: projects.name,
    contractSlug: projects.slug,
    holderFirst: workers.firstName,
    holderLast: workers.lastName,
    dueBack: assetCheckouts.dueBack,
    ...flags,
  };
  const open = and(eq(assetCheckouts.assetId, assets.id), isNull(assetCheckouts.checkedInAt));
  let rows;
  if (from.page) {
    const page = pageIds(db as Db, assets, from.where, assetOrder(), from.page);
    rows = await db
      .select(select)
      .from(page)
      .innerJoin(assets, eq(assets.id, page.pageId))
      .leftJoin(projects, eq(projects.id, assets.projectId))
      .leftJoin(workers, eq(workers.id, assets.holderWorkerId))
      .leftJoin(assetCheckouts, open)
      .orderBy(...assetOrder());
  } else {
    rows = await db
      .select(select)
      .from(assets)
      .leftJoin(projects, eq(projects.id, assets.projectId))
      .leftJoin(workers, eq(workers.id, assets.holderWorkerId))
      .leftJoin(assetCheckouts, open)
      .where(from.where);
  }
  return rows.map((r) => ({
    asset: r.asset,
    contract:
      r.contractId !== null && r.contractName !== null && r.contractSlug !== null ? { id: r.contractId, name: r.contractName, slug: r.contractSlug } : null,
    holderName: r.holderFirst !== null && r.holderLast !== null ? `${r.holderFirst} ${r.holderLast}` : null,
    dueBack: r.dueBack,
    flags: { overdueReturn: Boolean(r.overdueReturn), idleHire: Boolean(r.idleHire), noHireEvidence: Boolean(r.noHireEvidence) },
  }));
}

export async function listAssets(db: Db, f: AssetFilters & PageQuery, c: ListContext) {
  const where = assetWhere(f, c);
  const rows = await joined(db, { where, page: f }, c);
  return { rows, total: await cappedTotal(db, assets, where, rows, f) };
}

/** One page of the export, at an offset. */
export const pageOfAssets = (db: Db, f: AssetFilters, c: ListContext, limit: number, offset: number) =>
  joined(db, { where: assetWhere(f, c), page: { pageSize: limit, page: offset / limit + 1 } }, c);

export const countAssetsUpTo = (db: Db, f: AssetFilters, c: ListContext, cap: number) =>
  countUpTo(db, assets, assetWhere(f, c), cap).then((n) => (n.capped ? cap + 1 : n.total));

/** One live asset with what its row shows. */
export async function listedAsset(db: Exec, id: number, c: ListContext): Promise<ListedAsset | undefined> {
  const [row] = await joined(db, { where: and(eq(assets.id, id), live)! }, c);
  return row;
}

/** A new asset, with its due days (asset-due.service.ts). */
export async function insertAsset(tx: Exec, values: NewAsset): Promise<AssetRow> {
  const [row] = await tx.insert(assets).values(values).returning();
  await refreshDueDays(tx, [row.id]);
  return row;
}

/** A change to an asset; its due days again when the change moves one (asset-due.service.ts DUE_FIELDS). */
export async function updateAsset(tx: Exec, id: number, values: Partial<NewAsset>): Promise<void> {
  await updateRecord(tx, assets, id, values);
  if (movesDue(values)) await refreshDueDays(tx, [id]);
}

export { liveContract, userName };

/** The live contracts (by name) and the categories in use: the filters' and the form's choices. */
export async function options(db: Db) {
  const contracts = await liveContracts(db);
  const categories = await db
    .selectDistinct({ category: assets.category })
    .from(assets)
    .where(and(live, sql`${assets.category} is not null`))
    .orderBy(asc(assets.category))
    .limit(200);
  return { contracts, categories: categories.map((c) => c.category!) };
}

// History and meter readings ---------------------------------------------------------------------

export function historyOf(db: Exec, assetId: number, limit: number, offset = 0) {
  return db
    .select({ line: assetHistory, contractName: projects.name, contractSlug: projects.slug, changedByName: users.name })
    .from(assetHistory)
    .leftJoin(projects, eq(projects.id, assetHistory.projectId))
    .leftJoin(users, eq(users.id, assetHistory.changedBy))
    .where(eq(assetHistory.assetId, assetId))
    .orderBy(...newestFirst(assetHistory))
    .limit(limit)
    .offset(offset);
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

export const countHistory = (db: Exec, assetId: number) => countRows(db, assetHistory, eq(assetHistory.assetId, assetId));

export function readingsOf(db: Exec, assetId: number, meter?: string, limit = 100) {
  return db
    .select({ reading: assetMeterReadings, recordedByName: users.name })
    .from(assetMeterReadings)
    .leftJoin(users, eq(users.id, assetMeterReadings.recordedBy))
    .where(and(eq(assetMeterReadings.assetId, assetId), meter ? eq(assetMeterReadings.meter, meter) : undefined))
    .orderBy(desc(assetMeterReadings.day), desc(assetMeterReadings.value), desc(assetMeterReadings.id))
    .limit(limit);
}
export type ReadingRow = Awaited<ReturnType<typeof readingsOf>>[number];

/** Every reading of one meter, for the rule that a meter only goes up. */
export const allReadings = (db: Exec, assetId: number, meter: string) =>
  db
    .select({ day: assetMeterReadings.day, value: assetMeterReadings.value })
    .from(assetMeterReadings)
    .where(and(eq(assetMeterReadings.assetId, assetId), eq(assetMeterReadings.meter, meter)));

export async function insertReading(tx: Exec, values: typeof assetMeterReadings.$inferInsert) {
  const [row] = await tx.insert(assetMeterReadings).values(values).returning();
  return row;
}

// Pictures and documents -------------------------------------------------------------------------

export function imagesOf(db: Exec, assetId: number) {
  return db
    .select({ file: files, uploaderName: users.name })
    .from(assetImages)
    .innerJoin(files, eq(files.id, assetImages.fileId))
    .leftJoin(users, eq(users.id, assetImages.uploadedBy))
    .where(eq(assetImages.assetId, assetId))
    .orderBy(asc(assetImages.createdAt), asc(assetImages.id));
}

export const linkImage = (tx: Exec, assetId: number, fileId: number, userId: number) => tx.insert(assetImages).values({ assetId, fileId, uploadedBy: userId });

export async function findImage(db: Exec, assetId: number, fileId: number) {
  const [row] = await db
    .select({ file: files })
    .from(assetImages)
    .innerJoin(files, eq(files.id, assetImages.fileId))
    .where(and(eq(assetImages.assetId, assetId), eq(assetImages.fileId, fileId)));
  return row?.file;
}

/** The file goes with its link (asset_images cascades from files; a document keeps its row only while it lives). */
export const deleteFile = (tx: Exec, fileId: number) => tx.delete(files).where(eq(files.id, fileId));

export function documentsOf(db: Exec, assetId: number) {
  return db
    .select({ document: assetDocuments, uploaderName: users.name })
    .from(assetDocuments)
    .leftJoin(users, eq(users.id, assetDocuments.uploadedBy))
    .where(eq(assetDocuments.assetId, assetId))
    .orderBy(sql`${assetDocuments.expiryDate} asc nulls last`, asc(assetDocuments.id));
}

export async function findDocument(db: Exec, assetId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(assetDocuments)
    .where(and(eq(assetDocuments.assetId, assetId), eq(assetDocuments.id, documentId)));
  return row;
}

export const insertDocument = async (tx: Exec, values: typeof assetDocuments.$inferInsert) => (await tx.insert(assetDocuments).values(values).returning())[0];

export const updateDocument = (tx: Exec, id: number, values: Partial<typeof assetDocuments.$inferInsert>) =>
  tx.update(assetDocuments).set(values).where(eq(assetDocuments.id, id));

export const deleteDocument = (tx: Exec, id: number) => tx.delete(assetDocuments).where(eq(assetDocuments.id, id));

/** A file the asset owns: one of its pictures or a document's file. */
export async function findOwnedFile(db: Exec, assetId: number, fileId: number) {
  const image = await findImage(db, assetId, fileId);
  if (image) return image;
  const [row] = await db
    .select({ file: files })
    .from(assetDocuments)
    .innerJoin(files, eq(files.id, assetDocuments.fileId))
    .where(and(eq(assetDocuments.assetId, assetId), eq(assetDocuments.fileId, fileId)));
  return row?.file;
}
