import { eq, sql, type SQL } from "drizzle-orm";
import { EXPIRES_SOON_DAYS } from "@shared/common/expiry";
import { daysAfter, daysBefore } from "@shared/common/uk-dates";
import { ELECTRICAL_TIERS, type InspectionRule } from "@shared/rules/inspections";
import type { Db, Tx } from "../../db/client";
import { assetCheckouts, assetDueDays, assetInspections, assetPreUseChecks, assets, assetSettings } from "../../db/schema/index";

/**
 * What makes an asset stand out in the register (issue 32), as SQL over the `assets` row in scope, so
 * one expression both answers a row's flag and filters the list by it (the register's "needs
 * attention"). Other parts of the area (check-out, hire, the scan) read the same rules from here.
 *
 * - Overdue return: an open check-out (asset_checkouts, not checked in) whose due-back day has passed.
 * - Idle hire: hired in and on hire today (on-hire day reached, off-hire day not yet), for at least the
 *   company's idle days (asset_settings.idle_hire_days, 3 when unset), with no pre-use check in those
 *   days: nobody has used it, so someone can call it off hire.
 * - No hire evidence: hired in with no inspection recorded from its supplier (asset_inspections.by_supplier).
 */

/** The company's idle days for hired-in plant (asset_settings), 3 without a setting. */
export const DEFAULT_IDLE_HIRE_DAYS = 3;
export async function idleHireDays(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ days: assetSettings.idleHireDays }).from(assetSettings).where(eq(assetSettings.id, 1)).limit(1);
  return row?.days ?? DEFAULT_IDLE_HIRE_DAYS;
}

/*
 * Each subquery below is written as `id in (…)`, not a correlated EXISTS: inside an OR (the "needs
 * attention" filter) PostgreSQL runs a correlated one per row and prices it so that a 20,000-row count
 * is compiled with JIT (750 ms); an uncorrelated one is read and hashed once.
 */

export const overdueReturnSql = (today: string): SQL =>
  sql`${assets.id} in (select ${assetCheckouts.assetId} from ${assetCheckouts} where ${assetCheckouts.checkedInAt} is null and ${assetCheckouts.dueBack} < ${today})`;

/** On hire today: the on-hire day reached and the off-hire day (the first day off hire) not yet. */
export const onHireSql = (today: string): SQL =>
  sql`(${assets.ownership} = 'hired_in' and ${assets.onHireDate} <= ${today} and (${assets.offHireDate} is null or ${assets.offHireDate} > ${today}))`;

/**
 * Idle for `days`: on hire since at least `days` ago and no check on any of the last `days` days
 * (after the day `days` ago). With 3: on hire since Monday, nothing checked Tuesday to Thursday.
 */
export const idleHireSql = (today: string, days: number): SQL => {
  const since = daysBefore(today, days);
  return sql`(${onHireSql(today)} and ${assets.onHireDate} <= ${since} and ${assets.id} not in (select ${assetPreUseChecks.assetId} from ${assetPreUseChecks} where ${assetPreUseChecks.day} > ${since}))`;
};

export const noHireEvidenceSql = (): SQL =>
  sql`(${assets.ownership} = 'hired_in' and ${assets.id} not in (select ${assetInspections.assetId} from ${assetInspections} where ${assetInspections.bySupplier}))`;

// Red or amber, in SQL ---------------------------------------------------------------------------

/**
 * Red or amber by asset-safety.ts's rules (shared/rules/inspections.ts safeToUse), as SQL for the
 * "needs attention" filter: out of use, not active, or an inspection it needs overdue, never done, due
 * before use at a new site, or due within its warning window. The one part left to the page's own
 * reading (safetyOfAssets) is a PUWER inspection forecast by hours or miles from average use: the
 * filter counts a meter that has reached its due reading, not a forecast one.
 */
export function redOrAmberSql(today: string, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL {
  return sql`(${assets.outOfUse} or ${assets.status} <> 'active' or ${inspectionDueSql(today, electrical)})`;
}

/**
 * An inspection the item needs (LOLER, the electrical tiers, PUWER) due now or within its warning
 * window, read from the due days kept in asset_due_days (asset-due.service.ts, which the reminders view
 * reads too): one subquery over its index, read and hashed once for the whole register. Written as
 * `id in (…)`, as above.
 */
export function inspectionDueSql(today: string, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL {
  const d = assetDueDays;
  const soon = daysAfter(today, EXPIRES_SOON_DAYS);
  const within: [string, string][] = [
    ["thorough_examination", soon],
    ...ELECTRICAL_TIERS.map((tier): [string, string] => [tier, daysAfter(today, electrical[tier].warnDays)]),
    ["puwer_inspection", soon],
  ];
  const due = within.map(([kind, upTo]) => sql`(${d.kind} = ${kind} and (${d.dueDay} is null or ${d.dueDay} <= ${upTo}))`);
  return sql`${assets.id} in (select ${d.assetId} from ${d} where ${sql.join(due, sql` or `)})`;
}

/** The register's "needs attention": out of use, red or amber, an overdue return or idle hire. */
export const needsAttentionSql = (today: string, idleDays: number, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL =>
  sql`(${redOrAmberSql(today, electrical)} or ${overdueReturnSql(today)} or ${idleHireSql(today, idleDays)})`;

/** A row's flags, selected beside it (booleans). */
export const flagColumns = (today: string, idleDays: number) => ({
  overdueReturn: sql<boolean>`${overdueReturnSql(today)}`.mapWith(Boolean),
  idleHire: sql<boolean>`${idleHireSql(today, idleDays)}`.mapWith(Boolean),
  noHireEvidence: sql<boolean>`${noHireEvidenceSql()}`.mapWith(Boolean),
});
