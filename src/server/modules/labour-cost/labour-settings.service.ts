import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { LabourSettings } from "@shared/rules/labour-cost";
import { DEFAULT_LABOUR_SETTINGS_VIEW, ON_COST_LABELS, type LabourSettingsInput, type LabourSettingsView } from "@shared/cost-analysis/labour-settings";
import { formatNumber } from "@shared/common/numbers";
import type { Db, Tx } from "../../db/client";
import { labourCostSettings } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";

/**
 * The company's labour settings (labour_cost_settings, one row, id 1). Saving a change marks every
 * worker-day stale by the table's trigger (the migration's hand-written block), in the same
 * transaction, so the next read of labour cost folds them in with the new figures.
 */
const SETTINGS_ID = 1;

export async function getLabourSettings(db: Db | Tx): Promise<LabourSettingsView> {
  const [row] = await db.select().from(labourCostSettings).where(eq(labourCostSettings.id, SETTINGS_ID)).limit(1);
  if (!row) return DEFAULT_LABOUR_SETTINGS_VIEW;
  return {
    standardDayHours: row.standardDayHours,
    weekendOvertime: row.weekendOvertime,
    onCosts: { employersNi: row.employersNi, holidayPay: row.holidayPay, pension: row.pension, apprenticeshipLevy: row.apprenticeshipLevy },
    saved: true,
  };
}

/** The settings as `labour-cost.ts` reads them. */
export async function labourSettingsForRules(db: Db | Tx): Promise<LabourSettings> {
  const { standardDayHours, weekendOvertime, onCosts } = await getLabourSettings(db);
  return { standardDayHours, weekendOvertime, onCosts };
}

const percentText = (v: string) => `${formatNumber(v)}%`;

export async function saveLabourSettings(ctx: { db: Db; request: FastifyRequest }, input: LabourSettingsInput): Promise<LabourSettingsView> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const values = {
      standardDayHours: input.standardDayHours,
      weekendOvertime: input.weekendOvertime,
      ...input.onCosts,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(labourCostSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: labourCostSettings.id, set: values });
    const onCosts = (Object.keys(ON_COST_LABELS) as (keyof typeof ON_COST_LABELS)[]).map(
      (k) => `${ON_COST_LABELS[k].toLowerCase()} ${percentText(input.onCosts[k])}`,
    );
    await audit(tx, ctx.request, {
      action: "labour_settings_updated",
      description: `Updated the labour settings: a standard day of ${formatNumber(input.standardDayHours)} h, weekend hours ${input.weekendOvertime ? "are" : "are not"} overtime; on-costs ${onCosts.join(", ")}`,
      entityType: "labour_cost_settings",
      entityName: "Labour settings",
      category: "settings",
      metadata: input,
    });
  });
  return getLabourSettings(ctx.db);
}
