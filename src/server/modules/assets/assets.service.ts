import { toPage, type PageQuery } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import {
  assetConditionLabel,
  assetSchema,
  assetShape,
  assetStatusLabel,
  ASSET_MESSAGES,
  type AssetInput,
  type CreateAssetInput,
  type UpdateAssetInput,
} from "@shared/assets/asset";
import { assetScanPath, YARD, type AssetDetail, type AssetList, type ListAssetsQuery } from "@shared/assets/asset-register";
import type { Meter } from "@shared/rules/asset-due";
import type { Db, Tx } from "../../db/client";
import { assets } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { HttpError, badRequest } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { newToken } from "../../platform/tokens";
import { assetRecord, liveAsset, lockedAsset, recordHistory, type AssetRow, type Ctx } from "./asset-record";
import { electricalSettings, meterReadings, recordDue, safetyOfAssets } from "./asset-safety";
import { idleHireDays } from "./asset-flags";
import { refreshDueDays } from "./asset-due.service";
import { recordReading } from "./asset-readings.service";
import * as repo from "./assets.repository";
import { presentDetail, presentHistory, presentSummary } from "./assets.presenter";

/**
 * The asset register (issue 32): the list with each row's safe-to-use colour, flags and maintenance
 * due, and the asset's create, read, change and delete. Where an item is and who has it change by a
 * move or a check-out (other parts of the area); here a change of status or condition writes the
 * history, and a new meter figure a reading, never lower than the last.
 */

export { liveAsset };
export type { Ctx };

/** What the list's flags and filters need today: the idle days and the electrical tiers, read once. */
export async function listContext(db: Db | Tx, today = ukToday()): Promise<repo.ListContext> {
  const [idleDays, electrical] = await Promise.all([idleHireDays(db), electricalSettings(db)]);
  return { today, idleDays, electrical };
}

/** The colour of each listed asset and its maintenance due: a few queries for the whole page. */
async function summaries(db: Db | Tx, rows: repo.ListedAsset[], today: string) {
  const assetRows = rows.map((r) => r.asset);
  const metered = assetRows.filter((a) => a.maintenanceIntervalHours || a.maintenanceIntervalMiles).map((a) => a.id);
  const [safety, readings] = await Promise.all([safetyOfAssets(db, assetRows, today), meterReadings(db, metered)]);
  return rows.map((r) => presentSummary(r, safety.get(r.asset.id)!, recordDue(r.asset, "maintenance", readings.get(r.asset.id) ?? {}, today), today));
}
export { summaries as presentListedAssets };

export async function listAssets(db: Db, q: ListAssetsQuery): Promise<AssetList> {
  const c = await listContext(db);
  const { rows, total } = await repo.listAssets(db, q, c);
  return toPage(await summaries(db, rows, c.today), total, q);
}

export const listOptions = (db: Db) => repo.options(db);

export async function getAsset(db: Db | Tx, id: number): Promise<AssetDetail> {
  const c = await listContext(db);
  const row = await repo.listedAsset(db, id, c);
  if (!row) await liveAsset(db, id); // 404 with the area's words
  const r = row!;
  const [safety, readings, images, documents, history, createdByName] = await Promise.all([
    safetyOfAssets(db, [r.asset], c.today),
    meterReadings(db, [id]),
    repo.imagesOf(db, id),
    repo.documentsOf(db, id),
    repo.historyOf(db, id, 50),
    repo.userName(db, r.asset.createdBy),
  ]);
  const meters = readings.get(id) ?? {};
  return presentDetail(
    r,
    {
      safety: safety.get(id)!,
      maintenance: recordDue(r.asset, "maintenance", meters, c.today),
      inspection: recordDue(r.asset, "inspection", meters, c.today),
      images,
      documents,
      history,
      createdByName,
    },
    c.today,
  );
}

/** The place as the history says it: the contract's name, or the yard. */
const placeText = (contract: { name: string } | null | undefined) => contract?.name ?? "Yard";

/** The spec's qrCodeData: the scan's address, absolute when the app knows its public origin. */
const scanAddress = (token: string, publicOrigin: string | undefined) => `${publicOrigin ?? ""}${assetScanPath(token)}`;

const METER_FIELD: Record<Meter, "operatingHours" | "mileage"> = { hours: "operatingHours", miles: "mileage" };

export async function createAsset(ctx: Ctx, input: CreateAssetInput, publicOrigin: string | undefined): Promise<AssetDetail> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  const { projectId, ...fields } = input;
  const id = await ctx.db.transaction(async (tx) => {
    const contract = projectId ? await repo.liveContract(tx, projectId) : null;
    if (projectId && !contract) throw badRequest(ASSET_MESSAGES.contract, "projectId");
    const token = newToken();
    const saved = await repo.insertAsset(tx, {
      ...fields,
      projectId: contract?.id ?? null,
      arrivedOn: today,
      qrToken: token,
      qrCodeData: scanAddress(token, publicOrigin),
      createdBy: user.id,
      updatedBy: user.id,
    });
    // The meters it arrives with are its first readings, so the next one is judged against them.
    for (const meter of ["hours", "miles"] as const) {
      const value = fields[METER_FIELD[meter]];
      if (value !== null) await repo.insertReading(tx, { assetId: saved.id, meter, day: today, value, recordedBy: user.id });
    }
    await recordHistory(tx, ctx.request, {
      assetId: saved.id,
      field: "place",
      from: null,
      to: placeText(contract),
      note: "Added to the register",
      projectId: contract?.id ?? null,
    });
    await audit(tx, ctx.request, {
      action: "asset_created",
      description: `Added asset ${saved.name}${contract ? ` on ${contract.name}` : ` in the ${YARD}`}`,
      ...assetRecord(saved, { type: saved.type, ownership: saved.ownership, projectId: saved.projectId }),
    });
    return saved.id;
  });
  return getAsset(ctx.db, id);
}

/** The stored record as the form would send it, so a partial change is checked as a whole record. */
function asInput(a: AssetRow): Record<string, unknown> {
  return Object.fromEntries(Object.keys(assetShape).map((k) => [k, a[k as keyof AssetRow]]));
}

function mergedOrRefused(before: AssetRow, input: UpdateAssetInput): AssetInput {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const merged = assetSchema.safeParse({ ...asInput(before), ...given });
  if (merged.success) return merged.data;
  const errors = merged.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  throw new HttpError(400, errors[0].message, { errors });
}

export async function updateAsset(ctx: Ctx, id: number, input: UpdateAssetInput): Promise<AssetDetail> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedAsset(tx, id);
    const next = mergedOrRefused(before, input);
    const old = asInput(before);
    // A meter is never cleared: its readings stay, and a blank box leaves the last figure as it is.
    for (const meter of ["hours", "miles"] as const) if (next[METER_FIELD[meter]] === null) next[METER_FIELD[meter]] = before[METER_FIELD[meter]];
    const changed = (Object.keys(next) as (keyof AssetInput)[]).filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(next[k] ?? null));
    if (!changed.length) return;
    for (const meter of ["hours", "miles"] as const) {
      const field = METER_FIELD[meter];
      if (changed.includes(field)) await recordReading(ctx, tx, before, { meter, day: today, value: String(next[field]) }, { field, setCurrent: false });
    }
    await repo.updateAsset(tx, id, { ...Object.fromEntries(changed.map((k) => [k, next[k]])), updatedBy: user.id });
    if (changed.includes("status"))
      await recordHistory(tx, ctx.request, { assetId: id, field: "status", from: assetStatusLabel(before.status), to: assetStatusLabel(next.status) });
    if (changed.includes("condition")) {
      const label = (c: string | null) => (c ? assetConditionLabel(c) : null);
      await recordHistory(tx, ctx.request, { assetId: id, field: "condition", from: label(before.condition), to: label(next.condition) });
    }
    await audit(tx, ctx.request, {
      action: "asset_updated",
      description: `Updated asset ${next.name} (${changed.join(", ")})`,
      ...assetRecord({ id, name: next.name }, { changedFields: changed }),
    });
  });
  return getAsset(ctx.db, id);
}

/** Soft delete into the recycle bin (decision 0008): the row keeps its history, pictures and documents, so a restore only clears `deleted_at`. */
export async function deleteAsset(ctx: Ctx, id: number): Promise<void> {
  requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const row = await lockedAsset(tx, id);
    await softDeleteToBin(tx, ctx.request, {
      table: assets,
      recordType: "asset",
      tableName: "assets",
      id,
      // The bin's copy leaves out the label's token: a restored asset's label works again, a binned one's is no one's to read.
      row: Object.fromEntries(Object.entries(row).filter(([k]) => k !== "qrToken" && k !== "qrCodeData")),
      recordName: row.serialNumber ? `${row.name} (${row.serialNumber})` : row.name,
      set: { updatedAt: new Date() },
      audit: { description: `Deleted asset ${row.name}`, entityName: row.name, category: "assets", metadata: { type: row.type } },
    });
    // Binned, it is in no one's reminders (restored, assets.module.ts writes its due days again).
    await refreshDueDays(tx, [id]);
  });
}

/** An asset's history, newest first, a page at a time. */
export async function listHistory(ctx: Ctx, id: number, q: PageQuery) {
  await liveAsset(ctx.db, id);
  const [rows, total] = await Promise.all([repo.historyOf(ctx.db, id, q.pageSize, pageOffset(q)), repo.countHistory(ctx.db, id)]);
  return toPage(rows.map(presentHistory), total, q);
}
