import { eq, sql } from "drizzle-orm";
import { ELECTRICAL_TIERS, inspectionKindLabel, intervalText } from "@shared/rules/inspections";
import { DEFAULT_IDLE_HIRE_DAYS, type AssetSettingsInput, type AssetSettingsView } from "@shared/assets/asset-inspections";
import type { Db } from "../../db/client";
import { assetSettings } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { electricalSettings } from "./asset-safety";
import { refreshDueDays } from "./asset-due.service";
import type { Ctx } from "./asset-record";

/**
 * The company's inspection settings (asset_settings, one row, id 1; decision 0074): HSG107's tiers at its
 * own intervals, and the idle-hire days. asset-safety.ts reads the same `electrical` JSON
 * ({ tier: { every, unit, warnDays } }); a tier not saved falls back to HSG107's suggestion.
 */

const SETTINGS_ID = 1;

export async function getAssetSettings(db: Db): Promise<AssetSettingsView> {
  const [row] = await db.select().from(assetSettings).where(eq(assetSettings.id, SETTINGS_ID)).limit(1);
  const rules = await electricalSettings(db);
  const electrical = Object.fromEntries(
    ELECTRICAL_TIERS.map((tier) => [tier, { every: rules[tier].interval.every, unit: rules[tier].interval.unit, warnDays: rules[tier].warnDays }]),
  ) as AssetSettingsView["electrical"];
  return { electrical, idleHireDays: row?.idleHireDays ?? DEFAULT_IDLE_HIRE_DAYS, saved: !!row };
}

export async function saveAssetSettings(ctx: Ctx, input: AssetSettingsInput): Promise<AssetSettingsView> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const values = { electrical: input.electrical, idleHireDays: input.idleHireDays, updatedBy: user.id, updatedAt: new Date() };
    await tx
      .insert(assetSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: assetSettings.id, set: values });
    // The tiers' intervals move every portable electrical tool's due days: all of them, in one statement.
    await refreshDueDays(tx, sql`a.portable_electrical`);
    const tiers = ELECTRICAL_TIERS.map((t) => `${inspectionKindLabel(t).toLowerCase()} ${intervalText(input.electrical[t])}`).join(", ");
    await audit(tx, ctx.request, {
      action: "asset_settings_updated",
      description: `Updated the asset inspection settings: ${tiers}; hired-in plant idle after ${input.idleHireDays} day(s) without a pre-use check`,
      entityType: "asset_settings",
      entityName: "Asset inspection settings",
      category: "assets",
      metadata: input,
    });
  });
  return getAssetSettings(ctx.db);
}
