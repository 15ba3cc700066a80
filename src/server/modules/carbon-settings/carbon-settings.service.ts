import type { FastifyRequest } from "fastify";
import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { CarbonSettingsInput, CarbonSettingsView } from "@shared/carbon-settings/carbon-settings";
import type { Db } from "../../db/client";
import { carbonFactors, carbonSettings } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest } from "../../platform/errors";
import { newestFactorYear } from "../carbon/carbon-factors.service";

type Ctx = { db: Db; request: FastifyRequest };

/** The DESNZ set years loaded, newest first. */
async function availableYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: carbonFactors.setYear })
    .from(carbonFactors)
    .where(and(eq(carbonFactors.isCompany, false), isNotNull(carbonFactors.setYear)))
    .orderBy(desc(carbonFactors.setYear));
  return rows.map((r) => r.year as number);
}

export async function getCarbonSettings(db: Db): Promise<CarbonSettingsView> {
  const [[settings], years, [{ n }], newest] = await Promise.all([
    db.select().from(carbonSettings).where(eq(carbonSettings.id, 1)),
    availableYears(db),
    db.select({ n: count() }).from(carbonFactors).where(eq(carbonFactors.isCompany, true)),
    newestFactorYear(db),
  ]);
  const factorYear = settings?.factorYear ?? null;
  return { factorYear, effectiveYear: factorYear ?? newest, availableYears: years, companyFactorCount: n };
}

/**
 * The reporting year: one of the loaded sets, or null for "always the newest". It applies to figures
 * computed from now on; figures already stored keep the factor (and year) they were computed with.
 */
export async function updateCarbonSettings(ctx: Ctx, input: CarbonSettingsInput): Promise<CarbonSettingsView> {
  const user = requireUser(ctx.request);
  const years = await availableYears(ctx.db);
  if (input.factorYear !== null && !years.includes(input.factorYear)) {
    throw badRequest(`Choose one of the DESNZ sets loaded: ${years.join(", ")}`, "factorYear");
  }
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(carbonSettings).where(eq(carbonSettings.id, 1));
    await tx
      .insert(carbonSettings)
      .values({ id: 1, factorYear: input.factorYear, updatedBy: user.id })
      .onConflictDoUpdate({ target: carbonSettings.id, set: { factorYear: input.factorYear, updatedBy: user.id, updatedAt: new Date() } });
    const named = (y: number | null | undefined) => (y ? `the DESNZ ${y} set` : "the newest DESNZ set");
    await audit(tx, ctx.request, {
      action: "carbon_settings_updated",
      description: `Changed the carbon reporting year from ${named(before?.factorYear)} to ${named(input.factorYear)}; figures already stored keep their factor`,
      entityType: "carbon_settings",
      entityId: 1,
      entityName: "Carbon Standards",
      category: "settings",
      metadata: { before: before?.factorYear ?? null, after: input.factorYear },
    });
  });
  return getCarbonSettings(ctx.db);
}
