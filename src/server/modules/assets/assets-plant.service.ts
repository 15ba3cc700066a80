import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { ASSET_BOOKING_MESSAGES, PLANT_FUEL_OF_ASSET, plantOwnershipOf, type PlantAsset } from "@shared/assets/assets-plant";
import { assetStatusLabel, type AssetFuelType, type AssetOwnership, type AssetStatus } from "@shared/assets/asset-lists";
import type { Db, Tx } from "../../db/client";
import { assets } from "../../db/schema/index";
import { badRequest } from "../../platform/errors";
import { searchFilter } from "../../platform/register/paged-list";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { liveAsset } from "./asset-record";

/**
 * What the plant module (a contract's diary) may ask of the register (issue 32): whether an asset can
 * be booked as plant, and the assets its Log Plant form offers. The plant module imports only this
 * file of the assets module (lint's boundaries), and this file imports nothing of the plant module.
 */

/** Retired, sold or lost: on no site, so not booked as plant. */
const OFF_SITE: ReadonlySet<string> = new Set<AssetStatus>(["retired", "sold", "lost"]);

/**
 * The asset a plant entry books, checked: a live asset (404 "Asset not found" for a missing or deleted
 * one) that is still in use (400 on `assetId`). Its hour meter is left alone: diary hours are the day's
 * use, not a reading of the meter.
 */
export async function assetForBooking(db: Db | Tx, id: number): Promise<{ id: number; name: string }> {
  const asset = await liveAsset(db, id);
  if (OFF_SITE.has(asset.status)) throw badRequest(ASSET_BOOKING_MESSAGES.notInUse(assetStatusLabel(asset.status as AssetStatus)), "assetId");
  return { id: asset.id, name: asset.name };
}

/** The picker: the contract's assets (in use), or with a search any live asset in use matching it, the contract's first. */
export async function plantAssets(db: Db, slug: string, q: { q?: string }): Promise<PlantAsset[]> {
  const project = await getLiveProjectBySlug(db, slug);
  const onContract = sql<boolean>`coalesce(${assets.projectId} = ${project.id}, false)`;
  const rows = await db
    .select({
      id: assets.id,
      name: assets.name,
      category: assets.category,
      serialNumber: assets.serialNumber,
      onContract,
      ownership: assets.ownership,
      hireSupplier: assets.hireSupplier,
      fuelType: assets.fuelType,
    })
    .from(assets)
    .where(
      and(
        isNull(assets.deletedAt),
        sql`${assets.status} not in ('retired', 'sold', 'lost')`,
        q.q ? searchFilter(assets.searchText, q.q) : eq(assets.projectId, project.id),
      ),
    )
    .orderBy(desc(onContract), asc(sql`lower(${assets.name})`), asc(assets.id))
    .limit(30);
  return rows.map((r) => {
    const ownership = plantOwnershipOf(r.ownership as AssetOwnership);
    return {
      id: r.id,
      name: r.name,
      category: r.category,
      serialNumber: r.serialNumber,
      onContract: r.onContract,
      ownership,
      hireCompany: ownership === "hired" ? r.hireSupplier : null,
      fuelType: r.fuelType ? PLANT_FUEL_OF_ASSET[r.fuelType as AssetFuelType] : null,
    };
  });
}
