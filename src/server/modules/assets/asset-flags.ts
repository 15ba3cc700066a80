import { eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { EXPIRES_SOON_DAYS } from "@shared/common/expiry";
import { daysAfter, daysBefore } from "@shared/common/uk-dates";
import { ELECTRICAL_TIERS, LOLER_MONTHS, type InspectionRule } from "@shared/rules/inspections";
import type { Db, Tx } from "../../db/client";
import { assetCheckouts, assetInspections, assetPreUseChecks, assets, assetSettings } from "../../db/schema/index";

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

const dayText = (date: SQL) => sql`to_char(${date}, 'YYYY-MM-DD')`;
/**
 * A day (text, yyyy-MM-dd) compared byte by byte: the same order as the database's collation for ISO
 * days, without a locale comparison per row, which at 20,000 items was most of the reminders view's time.
 */
const cDay = (day: SQL) => sql`(${day} collate "C")`;
const intervalSql = ({ every, unit }: InspectionRule["interval"]) =>
  unit === "month" ? sql`make_interval(months => ${every}::int)` : sql`make_interval(days => ${unit === "week" ? every * 7 : every}::int)`;

/** The same table again, for an inspection's asset inside a subquery that must not refer to the outer row. */
const g = alias(assets, "green_asset");

/**
 * The assets with a passed inspection of `kind` that keeps them green: due after the warning window,
 * and not before a new site. One subquery for the whole table (PostgreSQL hashes it once), never one
 * per row: a correlated one is cheap to run but priced so high that the planner compiles it with JIT,
 * as above.
 */
function greenBy(kind: string, due: (day: SQL, asset: typeof g) => SQL, soon: string, newSite: (asset: typeof g) => SQL | boolean): SQL {
  const i = assetInspections;
  const site = newSite(g);
  const siteSql = site === false ? sql`false` : site === true ? sql`true` : site;
  return sql`${assets.id} in (select ${i.assetId} from ${i} inner join ${assets} as "green_asset" on ${g.id} = ${i.assetId}
    where ${i.kind} = ${kind} and ${i.result} <> 'fail'
    and ${due(sql`${i.day}`, g)} > ${soon} and coalesce(${i.nextDueDay} > ${soon}, true)
    and not (${siteSql} and ${g.arrivedOn} is not null and ${g.arrivedOn} > ${i.day}))`;
}

/**
 * Red or amber by asset-safety.ts's rules (shared/rules/inspections.ts safeToUse), as SQL for the
 * "needs attention" filter: out of use, not active, or an inspection it needs overdue, never done,
 * due before use at a new site, or due within its warning window. The one part left to the page's own
 * reading (safetyOfAssets) is a PUWER inspection forecast by hours or miles from average use: the
 * filter counts a meter that has reached its due reading, not a forecast one.
 */
export function redOrAmberSql(today: string, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL {
  return sql`(${assets.outOfUse} or ${assets.status} <> 'active' or ${inspectionDueSql(today, electrical)})`;
}

/**
 * An inspection the item needs (LOLER, the electrical tiers, PUWER) overdue, never done, due before
 * use at a new site or within its warning window: the part of red or amber that is a duty to do, which
 * the reminders view reads too (assets.reminders.ts), each found item then judged by asset-safety.ts.
 */
export function inspectionDueSql(today: string, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL {
  const soon = daysAfter(today, EXPIRES_SOON_DAYS);
  const lolerMonths = (x: typeof g) =>
    sql`coalesce(${x.examinationSchemeMonths}, case ${x.liftingUse} when 'other' then ${LOLER_MONTHS.other}::int else ${LOLER_MONTHS.lifts_people}::int end)`;
  const loler = sql`(${assets.liftingUse} is not null and not ${greenBy(
    "thorough_examination",
    (day, x) => dayText(sql`${day}::date + make_interval(months => ${lolerMonths(x)})`),
    soon,
    (x) => sql`${x.dependsOnInstallation}`,
  )})`;
  const tiers = ELECTRICAL_TIERS.map((tier) => {
    const rule = electrical[tier];
    return sql`not ${greenBy(
      tier,
      (day) => dayText(sql`${day}::date + ${intervalSql(rule.interval)}`),
      daysAfter(today, rule.warnDays),
      () => rule.beforeUseAtNewSite,
    )}`;
  });
  const electricalSql = sql`(${assets.portableElectrical} and (${sql.join(tiers, sql` or `)}))`;
  return sql`(${loler} or ${electricalSql} or ${recordDueSql("inspection", soon)})`;
}

/**
 * The record's own maintenance or PUWER inspection (asset-safety.ts recordDue) due by `soon`: by date
 * (the interval after the last, or the set next day, the earlier), never done while scheduled, or a
 * meter that has reached its due reading. A forecast by hours or miles is left to recordDue on the
 * rows found (a filter counts a reached reading, not a forecast one).
 */
export function recordDueSql(work: "inspection" | "maintenance", soon: string): SQL {
  const a = assets;
  const f =
    work === "inspection"
      ? {
          every: a.inspectionInterval,
          hours: a.inspectionIntervalHours,
          miles: a.inspectionIntervalMiles,
          next: a.nextInspectionDate,
          last: a.lastInspectionDate,
          lastHours: a.lastInspectionHours,
          lastMiles: a.lastInspectionMiles,
        }
      : {
          every: a.maintenanceInterval,
          hours: a.maintenanceIntervalHours,
          miles: a.maintenanceIntervalMiles,
          next: a.nextMaintenanceDate,
          last: a.lastMaintenanceDate,
          lastHours: a.lastMaintenanceHours,
          lastMiles: a.lastMaintenanceMiles,
        };
  const scheduled = sql`(${f.every} is not null or ${f.hours} is not null or ${f.miles} is not null or ${f.next} is not null)`;
  const byDate = sql`least(case when ${f.last} is not null and ${f.every} is not null then ${dayText(sql`${f.last}::date + ${f.every}`)} end, ${f.next})`;
  const reached = (meter: SQL, last: SQL, every: SQL) => sql`(${every} is not null and ${last} is not null and ${meter} >= ${last} + ${every})`;
  return sql`(${scheduled} and (coalesce(${byDate} <= ${soon}, ${f.last} is null)
    or ${reached(sql`${a.operatingHours}`, sql`${f.lastHours}`, sql`${f.hours}`)}
    or ${reached(sql`${a.mileage}`, sql`${f.lastMiles}`, sql`${f.miles}`)}))`;
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

// Each inspection's due day, in SQL ----------------------------------------------------------------

/**
 * Every inspection an in-service item needs, one row each (id: the asset, kind, due, overdue), by
 * asset-safety.ts's rules as the colour above reads them: LOLER's thorough examination (the scheme's or
 * the use's months after the last passed one, or the examiner's earlier next day; before use at a new
 * site when its safety depends on installation), HSG107's three tiers at the company's intervals, and
 * the record's PUWER inspection by date or a reached meter. Never done is due now (overdue), as is one
 * due before use at a new site it has reached. For the reminders view, which pages 20,000 items by due
 * day and so cannot judge each row in JS; a PUWER forecast by hours or miles is not counted here.
 * `until` bounds each kind by its own warning window.
 */
export function inspectionDueRowsSql(today: string, electrical: Record<(typeof ELECTRICAL_TIERS)[number], InspectionRule>): SQL {
  const i = assetInspections;
  // Each item's last passed inspection of each kind (its day, and the examiner's next day for LOLER),
  // read once for the whole table and joined by hash, and the register read once with a row per kind
  // it needs: at 20,000 items a subquery per item and kind (run again for each bound on the due day)
  // and a scan per kind took the view to 300 ms.
  const latest = sql`select distinct on (${i.assetId}, ${i.kind}) ${i.assetId} as asset_id, ${i.kind} as kind, ${i.day} as day, ${i.nextDueDay} as next_due_day
    from ${i} where ${i.result} <> 'fail' order by ${i.assetId}, ${i.kind}, ${i.day} desc, ${i.id} desc`;
  const lolerMonths = sql`coalesce(a.examination_scheme_months, case a.lifting_use when 'other' then ${LOLER_MONTHS.other}::int else ${LOLER_MONTHS.lifts_people}::int end)`;
  const soon = daysAfter(today, EXPIRES_SOON_DAYS);
  type Kind = { kind: string; when: SQL; warnUntil: string; interval: SQL; newSite: SQL; earlier: SQL | null };
  const kinds: Kind[] = [
    {
      kind: "thorough_examination",
      when: sql`a.lifting_use is not null`,
      warnUntil: soon,
      interval: sql`make_interval(months => ${lolerMonths})`,
      newSite: sql`a.depends_on_installation`,
      earlier: sql`l.next_due_day`,
    },
    ...ELECTRICAL_TIERS.map((tier) => ({
      kind: tier,
      when: sql`a.portable_electrical`,
      warnUntil: daysAfter(today, electrical[tier].warnDays),
      interval: intervalSql(electrical[tier].interval),
      newSite: sql`${electrical[tier].beforeUseAtNewSite}`,
      earlier: null,
    })),
  ];
  const dueDay = ({ interval, newSite, earlier }: Kind) => {
    const next = cDay(dayText(sql`l.day::date + ${interval}`));
    return sql`case when ${newSite} and a.arrived_on is not null and (l.day is null or ${cDay(sql`a.arrived_on`)} > l.day) then ${cDay(sql`a.arrived_on`)}
      when l.day is null then null else ${earlier ? sql`least(${next}, ${earlier})` : next} end`;
  };
  const byKind = (value: (k: Kind) => SQL) =>
    sql`case k.kind ${sql.join(
      kinds.map((k) => sql`when ${k.kind} then ${value(k)}`),
      sql` `,
    )} end`;
  const needed = sql`select a.id, k.kind, a.name, a.serial_number, a.project_id, k.warn_until, ${byKind(dueDay)} as due_day
    from ${assets} a cross join (values ${sql.join(
      kinds.map((k) => sql`(${k.kind}::text, ${k.warnUntil}::text)`),
      sql`, `,
    )}) k(kind, warn_until) left join latest l on l.asset_id = a.id and l.kind = k.kind
    where a.deleted_at is null and a.status = 'active' and (${sql.join([...new Set(kinds.map((k) => k.when))], sql` or `)}) and ${byKind((k) => k.when)}`;
  return sql`with latest as materialized (${latest})
    select id, kind, name, serial_number, project_id, ${cDay(sql`coalesce(due_day, ${today})`)} as due, due_day is null as overdue, warn_until
    from (${needed} union all select id, kind, name, serial_number, project_id, warn_until, due_day from (${recordDueRowsSql("inspection", soon)}) puwer) due_rows`;
}

/**
 * The record's own PUWER inspection or maintenance (asset-safety.ts recordDue) as one row per scheduled
 * in-service item: due by date (the interval after the last, or the set day, the earlier), or null
 * (due now) when a meter has reached its due reading or a PUWER inspection was never done. A forecast
 * by hours or miles is left to the item's page.
 */
export function recordDueRowsSql(work: "inspection" | "maintenance", warnUntil: string): SQL {
  const c = (name: string) => sql.raw(`a.${work === "inspection" ? name : name.replace("inspection", "maintenance")}`);
  const byDate = sql`least(case when ${c("last_inspection_date")} is not null and ${c("inspection_interval")} is not null then ${cDay(dayText(sql`${c("last_inspection_date")}::date + ${c("inspection_interval")}`))} end, ${c("next_inspection_date")})`;
  const reached = (meter: string, last: string, every: string) =>
    sql`(${c(every)} is not null and ${c(last)} is not null and a.${sql.raw(meter)} >= ${c(last)} + ${c(every)})`;
  const metersReached = sql`${reached("operating_hours", "last_inspection_hours", "inspection_interval_hours")} or ${reached("mileage", "last_inspection_miles", "inspection_interval_miles")}`;
  // Maintenance never done and with no day set is not scheduled yet (recordDue's "none"); a PUWER inspection never done is needed now.
  const never = work === "inspection" ? sql`true` : sql`false`;
  return sql`select * from (select a.id, ${work === "inspection" ? "puwer_inspection" : "maintenance"}::text as kind, a.name, a.serial_number, a.project_id, ${warnUntil}::text as warn_until,
      case when ${metersReached} then null else ${byDate} end as due_day, ${metersReached} as reached
    from ${assets} a where a.deleted_at is null and a.status = 'active'
      and (${c("inspection_interval")} is not null or ${c("inspection_interval_hours")} is not null or ${c("inspection_interval_miles")} is not null or ${c("next_inspection_date")} is not null)) r
    where r.reached or r.due_day is not null or ${never}`;
}
