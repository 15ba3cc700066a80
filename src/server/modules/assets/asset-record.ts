import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { ASSET_NOT_FOUND } from "@shared/assets/asset";
import type { Db, Tx } from "../../db/client";
import { assetHistory, assets } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { notFound } from "../../platform/errors";

/**
 * What every part of the asset area shares (issue 32): the caller's context, a live asset or 404, and
 * the history line each change of status, place, holder, condition or use writes beside the change.
 */
export type Ctx = { db: Db; request: FastifyRequest };
export type AssetRow = typeof assets.$inferSelect;

/** A live asset, or 404: one in the recycle bin is gone from every read and write. */
export async function liveAsset(db: Db | Tx, id: number): Promise<AssetRow> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ASSET_NOT_FOUND);
  return row;
}

/** The same, locked for the rest of the transaction: two check-outs or checks of one item run one after the other. */
export async function lockedAsset(tx: Tx, id: number): Promise<AssetRow> {
  const [row] = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(ASSET_NOT_FOUND);
  return row;
}

/** What changed, as the history shows it; a defect reported that did not take the item out of use is a line too. */
export const HISTORY_FIELDS = ["status", "place", "holder", "condition", "out_of_use", "hire", "defect"] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** One line of an asset's history: the value before and after as shown at the time, who and when. */
export async function recordHistory(
  tx: Db | Tx,
  request: FastifyRequest,
  line: { assetId: number; field: HistoryField; from: string | null; to: string | null; note?: string | null; projectId?: number | null },
) {
  await tx.insert(assetHistory).values({
    assetId: line.assetId,
    field: line.field,
    fromValue: line.from,
    toValue: line.to,
    note: line.note ?? null,
    projectId: line.projectId ?? null,
    changedBy: requireUser(request).id,
  });
}

/** The activity log's reference to an asset (platform/audit.ts). */
export const assetRecord = (asset: { id: number; name: string }, metadata?: Record<string, unknown>) => ({
  entityType: "asset",
  entityId: String(asset.id),
  entityName: asset.name,
  category: "assets",
  ...(metadata ? { metadata } : {}),
});
