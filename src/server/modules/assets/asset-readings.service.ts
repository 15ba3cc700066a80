import { readingProblem, readingText, type Meter } from "@shared/rules/asset-due";
import type { MeterReadingInput, MeterReadingView } from "@shared/assets/asset-register";
import type { Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest } from "../../platform/errors";
import { assetRecord, liveAsset, lockedAsset, type AssetRow, type Ctx } from "./asset-record";
import * as repo from "./assets.repository";
import { presentReading } from "./assets.presenter";

/**
 * An asset's meter readings (issue 32): engine hours and miles over time, each typed with its day.
 * A meter only goes up (rules/asset-due.ts readingProblem), so a reading lower than the last one on or
 * before its day, or higher than one after it, is refused with the reading it contradicts. The
 * asset's own figure is the latest reading's, which maintenance and inspections count from.
 */

const CURRENT: Record<Meter, "operatingHours" | "mileage"> = { hours: "operatingHours", miles: "mileage" };

/**
 * Checks and records one reading in the caller's transaction (the asset locked); `field` names the
 * box a refusal is shown on. With `setCurrent`, the asset's figure becomes the latest reading's.
 */
export async function recordReading(
  ctx: Ctx,
  tx: Tx,
  asset: AssetRow,
  reading: { meter: Meter; day: string; value: string },
  how: { field: string; setCurrent: boolean; source?: string },
) {
  const user = requireUser(ctx.request);
  const readings = await repo.allReadings(tx, asset.id, reading.meter);
  const problem = readingProblem(reading.meter, reading, readings);
  if (problem) throw badRequest(problem, how.field);
  const saved = await repo.insertReading(tx, {
    assetId: asset.id,
    meter: reading.meter,
    day: reading.day,
    value: reading.value,
    source: how.source ?? "typed",
    recordedBy: user.id,
  });
  if (how.setCurrent) {
    const [latest] = await repo.readingsOf(tx, asset.id, reading.meter, 1);
    await repo.updateAsset(tx, asset.id, { [CURRENT[reading.meter]]: latest.reading.value, updatedBy: user.id });
  }
  return saved;
}

export async function listReadings(ctx: Ctx, id: number): Promise<MeterReadingView[]> {
  await liveAsset(ctx.db, id);
  return (await repo.readingsOf(ctx.db, id)).map(presentReading);
}

export async function addReading(ctx: Ctx, id: number, input: MeterReadingInput): Promise<MeterReadingView> {
  const saved = await ctx.db.transaction(async (tx) => {
    const asset = await lockedAsset(tx, id);
    const row = await recordReading(ctx, tx, asset, input, { field: "value", setCurrent: true });
    await audit(tx, ctx.request, {
      action: "asset_reading_added",
      description: `Recorded ${readingText(input.meter, input.value)} on ${input.day} for asset ${asset.name}`,
      ...assetRecord(asset, { meter: input.meter, day: input.day, value: row.value }),
    });
    return row;
  });
  const [row] = (await repo.readingsOf(ctx.db, id, input.meter, 100)).filter((r) => r.reading.id === saved.id);
  return presentReading(row);
}
