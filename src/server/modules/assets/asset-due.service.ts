import { sql, type SQL } from "drizzle-orm";
import { ELECTRICAL_TIERS, LOLER_MONTHS, type InspectionKind, type InspectionRule } from "@shared/rules/inspections";
import type { Db, Tx } from "../../db/client";
import { assetDueDays, assets, assetInspections } from "../../db/schema/index";
import type { AssetRow } from "./asset-record";
import { electricalSettings } from "./asset-safety";

/**
 * Each in-service asset's next due day per duty, kept in asset_due_days (decision 0079): the one place
 * the due days are worked out in SQL, by asset-safety.ts's rules (shared/rules/inspections.ts and
 * asset-due.ts, which the asset's page and the scan read in JS). The reminders view and the register's
 * "needs attention" read the table by an index; they never work a due day out for 20,000 items.
 *
 * - LOLER's thorough examination (an item with a lifting use): the scheme's or the use's months after
 *   the last passed one, or the examiner's earlier next day; the arrival day when its safety depends on
 *   installation and it has not been examined since it arrived.
 * - HSG107's three tiers (a portable electrical tool), at the company's intervals; the combined
 *   inspection and test again at a new site.
 * - The record's PUWER inspection and its maintenance (asset-safety.ts recordDue): the interval after
 *   the last, or the set day, the earlier; due now when a meter has reached its due reading, and (PUWER)
 *   when never done. A forecast by hours or miles from average use is left to the item's page.
 * Never done or reached is stored as a null day: due now, whatever day it is.
 *
 * None of it depends on today, so a row only changes when a write changes what it is worked out from:
 * the asset's own fields (DUE_FIELDS), its inspections, and the company's electrical intervals. Each
 * such write calls refreshDueDays in its own transaction.
 */

export const DUE_KINDS = ["thorough_examination", ...ELECTRICAL_TIERS, "puwer_inspection", "maintenance"] as const satisfies readonly (
  InspectionKind | "maintenance"
)[];
export type DueKind = (typeof DUE_KINDS)[number];

/** The asset's fields a due day is worked out from: a write that sets any of them refreshes the rows. */
export const DUE_FIELDS: ReadonlySet<string> = new Set<keyof AssetRow>([
  "status",
  "deletedAt",
  "liftingUse",
  "examinationSchemeMonths",
  "dependsOnInstallation",
  "portableElectrical",
  "arrivedOn",
  "operatingHours",
  "mileage",
  "inspectionInterval",
  "inspectionIntervalHours",
  "inspectionIntervalMiles",
  "lastInspectionDate",
  "lastInspectionHours",
  "lastInspectionMiles",
  "nextInspectionDate",
  "maintenanceInterval",
  "maintenanceIntervalHours",
  "maintenanceIntervalMiles",
  "lastMaintenanceDate",
  "lastMaintenanceHours",
  "lastMaintenanceMiles",
  "nextMaintenanceDate",
]);

export const movesDue = (values: object) => Object.keys(values).some((k) => DUE_FIELDS.has(k));

type Electrical = Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>;

const intervalSql = ({ every, unit }: InspectionRule["interval"]) =>
  unit === "month" ? sql`make_interval(months => ${every}::int)` : sql`make_interval(days => ${unit === "week" ? every * 7 : every}::int)`;

/** A day column (text, yyyy-MM-dd) as a date: month arithmetic keeps the day of the month or the month's last, as intervalAfter does. */
const day = (text: SQL) => sql`(${text})::date`;

/**
 * One row per duty an in-service item (of those `which` selects, over `a`) needs: asset_id, kind and
 * due_day (a date, or null for due now).
 */
export function dueDaysSql(electrical: Electrical, which: SQL): SQL {
  const inService = sql`a.deleted_at is null and a.status = 'active' and ${which}`;
  const lolerMonths = sql`coalesce(a.examination_scheme_months, case a.lifting_use when 'other' then ${LOLER_MONTHS.other}::int else ${LOLER_MONTHS.lifts_people}::int end)`;
  type Kind = { kind: string; when: SQL; interval: SQL; newSite: SQL; earlier: SQL | null };
  const kinds: Kind[] = [
    {
      kind: "thorough_examination",
      when: sql`a.lifting_use is not null`,
      interval: sql`make_interval(months => ${lolerMonths})`,
      newSite: sql`a.depends_on_installation`,
      earlier: day(sql`l.next_due_day`),
    },
    ...ELECTRICAL_TIERS.map((tier) => ({
      kind: tier,
      when: sql`a.portable_electrical`,
      interval: intervalSql(electrical[tier].interval),
      newSite: sql`${electrical[tier].beforeUseAtNewSite}`,
      earlier: null,
    })),
  ];
  const byKind = (value: (k: Kind) => SQL) =>
    sql`case k.kind ${sql.join(
      kinds.map((k) => sql`when ${k.kind} then ${value(k)}`),
      sql` `,
    )} end`;
  const dueDay = ({ interval, newSite, earlier }: Kind) => {
    const next = sql`(${day(sql`l.day`)} + ${interval})::date`;
    return sql`case when ${newSite} and a.arrived_on is not null and (l.day is null or ${day(sql`a.arrived_on`)} > ${day(sql`l.day`)}) then ${day(sql`a.arrived_on`)}
      when l.day is null then null else ${earlier ? sql`least(${next}, ${earlier})` : next} end`;
  };
  // The last passed inspection of the kind, by the (asset, kind, day, id) index: one probe per item and kind.
  const inspections = sql`select a.id as asset_id, k.kind, ${byKind(dueDay)} as due_day
    from ${assets} a cross join (values ${sql.join(
      kinds.map((k) => sql`(${k.kind}::text)`),
      sql`, `,
    )}) k(kind)
    left join lateral (select i.day, i.next_due_day from ${assetInspections} i where i.asset_id = a.id and i.kind = k.kind and i.result <> 'fail'
      order by i.day desc, i.id desc limit 1) l on true
    where ${inService} and ${byKind((k) => k.when)}`;
  return sql`${inspections} union all ${recordDueSql("inspection", inService)} union all ${recordDueSql("maintenance", inService)}`;
}

/**
 * The record's own PUWER inspection or maintenance (asset-safety.ts recordDue) of each scheduled item:
 * by date, the interval after the last or the set day, the earlier; null (due now) when a meter has
 * reached its due reading or a PUWER inspection was never done. Maintenance never done and with no day
 * set is not scheduled yet (recordDue's "none"): no row.
 */
function recordDueSql(work: "inspection" | "maintenance", inService: SQL): SQL {
  const c = (name: string) => sql.raw(`a.${work === "inspection" ? name : name.replace("inspection", "maintenance")}`);
  const byDate = sql`least(case when ${c("last_inspection_date")} is not null and ${c("inspection_interval")} is not null then ${day(sql`${c("last_inspection_date")}`)} + ${c("inspection_interval")} end, ${day(sql`${c("next_inspection_date")}`)})`;
  const reached = (meter: string, last: string, every: string) =>
    sql`(${c(every)} is not null and ${c(last)} is not null and a.${sql.raw(meter)} >= ${c(last)} + ${c(every)})`;
  const metersReached = sql`(${reached("operating_hours", "last_inspection_hours", "inspection_interval_hours")} or ${reached("mileage", "last_inspection_miles", "inspection_interval_miles")})`;
  const scheduled = sql`(${c("inspection_interval")} is not null or ${c("inspection_interval_hours")} is not null or ${c("inspection_interval_miles")} is not null or ${c("next_inspection_date")} is not null)`;
  const kind = work === "inspection" ? "puwer_inspection" : "maintenance";
  // A PUWER inspection never done is needed now; maintenance never done is not scheduled yet.
  const never = work === "inspection" ? sql`true` : sql`false`;
  return sql`select r.asset_id, r.kind, r.due_day from (select a.id as asset_id, ${kind}::text as kind,
      case when ${metersReached} then null else ${byDate} end as due_day, ${metersReached} as reached
    from ${assets} a where ${inService} and ${scheduled}) r
    where r.reached or r.due_day is not null or ${never}`;
}

/**
 * Rewrites the due days of the given assets (ids, or a condition over `a`, the assets row), in the
 * caller's transaction: every write that moves one calls it.
 */
export async function refreshDueDays(tx: Db | Tx, which: readonly number[] | SQL): Promise<void> {
  if (Array.isArray(which) && which.length === 0) return;
  const where = Array.isArray(which)
    ? sql`a.id in (${sql.join(
        which.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : (which as SQL);
  const electrical = await electricalSettings(tx);
  await tx.execute(sql`delete from ${assetDueDays} where ${assetDueDays.assetId} in (select a.id from ${assets} a where ${where})`);
  await tx.execute(sql`insert into ${assetDueDays} (asset_id, kind, due_day) ${dueDaysSql(electrical, where)}`);
}

/**
 * Rewrites every asset's due days in one statement: a seed wrote the register straight into its table.
 * 20,000 items take well under a second.
 */
export const refreshAllDueDays = (tx: Db | Tx) => refreshDueDays(tx, sql`true`);

/** The due days worked out now from the live tables, as the stored rows read: for tests and checks. */
export async function computedDueDays(db: Db | Tx, which: SQL = sql`true`) {
  const electrical = await electricalSettings(db);
  const { rows } = (await db.execute(
    sql`select asset_id, kind, to_char(due_day, 'YYYY-MM-DD') as due_day from (${dueDaysSql(electrical, which)}) d order by asset_id, kind`,
  )) as unknown as { rows: { asset_id: number; kind: DueKind; due_day: string | null }[] };
  return rows;
}
