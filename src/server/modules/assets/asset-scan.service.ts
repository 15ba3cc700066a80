import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { ASSET_LABEL_NOT_VALID, ASSET_SCAN_TOO_MANY, type AssetScan } from "@shared/assets/asset-scan";
import { ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { assets } from "../../db/schema/index";
import { notFound } from "../../platform/errors";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import type { AssetRow } from "./asset-record";
import { safetyOfAsset } from "./asset-safety";
import { scanAnswer } from "./asset-scan.presenter";

/**
 * A label's scan (issue 32). Anyone holding the label may ask whether the item is safe to use; the
 * answer is asset-scan.presenter.ts's and nothing more. Signed in with Assets view, the same token
 * finds the asset's id so the page can open it.
 */

/**
 * Scans are counted per address before the token is looked at, so guessing tokens costs tries too.
 * A site's shared connection carries a whole crew's phones, and someone walking the yard may check
 * a hundred items in an hour: 300 an hour per address is generous for that and useless for scraping.
 */
export const SCAN_LIMIT: RateLimit = { max: 300, windowMs: 60 * 60 * 1000, message: (ms) => ASSET_SCAN_TOO_MANY(timeLeft(ms)) };
export const scanKey = (ip: string) => `asset-scan:ip:${ip}`;

/** The live asset a label's token belongs to; a replaced or unknown token, or one of a deleted asset, is not valid. */
async function assetOfToken(db: Db, token: string): Promise<AssetRow> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.qrToken, token), isNull(assets.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ASSET_LABEL_NOT_VALID);
  return row;
}

export async function scan(db: Db, request: FastifyRequest, token: string): Promise<AssetScan> {
  await spend(db, scanKey(request.ip), SCAN_LIMIT);
  const asset = await assetOfToken(db, token);
  const today = ukToday();
  return scanAnswer(await safetyOfAsset(db, asset, today), asset, today);
}

export async function byToken(db: Db, token: string) {
  return { id: (await assetOfToken(db, token)).id };
}
