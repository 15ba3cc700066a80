import { sql, type SQL } from "drizzle-orm";
import { daysAfter, ukDay } from "@shared/common/uk-dates";
import { inspectionDueDay, inspectionState, isoWeekOf, nextDueWeek, weekLabel, weekMonday } from "@shared/rules/hgv-inspections";
import { downloadState, nextDownloadDue, TACHO_DUE_SOON_DAYS, TACHO_INTERVAL_DAYS } from "@shared/rules/tachograph";
import type { VehicleFlag } from "@shared/rules/vehicle-due";
import { NO_CURRENT_CHECK, NOT_COVERED } from "@shared/vehicle-checks/licence-checks";
import type { Db, Tx } from "../../db/client";
import { fleet } from "../../db/schema/index";
import { driversWithoutCurrentCheck, licenceFlaggedSql } from "../vehicle-checks/licence-checks.service";
import type { VehicleRow } from "./fleet-record";

/*
 * The flags other parts of the fleet add to a vehicle in the register (fleet.service.ts EXTRA_FLAGS):
 * a driver without a current licence check or whose licence does not cover it (vehicle-checks), and an
 * operator-licence vehicle's safety inspection and vehicle-unit download due (the shared HGV rules).
 */

type Flags = Map<number, VehicleFlag[]>;
const add = (flags: Flags, id: number, flag: VehicleFlag) => flags.set(id, [...(flags.get(id) ?? []), flag]);

export async function licenceFlags(db: Db | Tx, vehicles: readonly VehicleRow[]): Promise<Flags> {
  const flags: Flags = new Map();
  for (const f of await driversWithoutCurrentCheck(
    db,
    vehicles.map((v) => v.id),
  )) {
    if (f.withoutCurrentCheck.length)
      add(flags, f.vehicleId, {
        key: "licence_check",
        label: "Licence check",
        state: "expired",
        due: null,
        text: `${NO_CURRENT_CHECK}: ${f.withoutCurrentCheck.join(", ")}`,
      });
    if (f.notCovered.length)
      add(flags, f.vehicleId, { key: "licence_cover", label: "Licence", state: "expired", due: null, text: `${NOT_COVERED}: ${f.notCovered.join(", ")}` });
  }
  return flags;
}

export async function operatorLicenceFlags(_db: Db | Tx, vehicles: readonly VehicleRow[], today: string): Promise<Flags> {
  const flags: Flags = new Map();
  for (const v of vehicles) {
    if (!v.operatorLicence) continue;
    if (v.safetyInspectionIntervalWeeks) {
      const week = nextDueWeek(v.lastSafetyInspectionDate, v.safetyInspectionIntervalWeeks, today);
      const state = inspectionState(week, today);
      if (state === "expiring" || state === "expired")
        add(flags, v.id, {
          key: "safety_inspection",
          label: "Safety inspection",
          state,
          due: inspectionDueDay(week),
          text: `Safety inspection ${state === "expired" ? "overdue" : "due"} ${weekLabel(week)}`,
        });
    }
    // Never downloaded is due now, as the reminders view has it (fleet.reminders.ts): nothing shows the
    // unit's data is safe until a first download is on record.
    const unit = downloadState("vehicle_unit", v.lastTachoDownloadDate, today);
    if (unit === "expiring" || unit === "expired" || unit === "none") {
      const due = nextDownloadDue("vehicle_unit", v.lastTachoDownloadDate);
      add(flags, v.id, {
        key: "tachograph",
        label: "Tachograph download",
        state: unit === "none" ? "expiring" : unit,
        due: due ?? today,
        text: due ? `Tachograph download ${unit === "expired" ? "overdue" : "due"} ${ukDay(due)}` : "Tachograph never downloaded",
      });
    }
  }
  return flags;
}

/*
 * The same flags in SQL over a `fleet` row, for the register's "needs attention" filter
 * (fleet.repository.ts needsAttentionSql), so the filter finds exactly the rows that show one.
 */

/**
 * operatorLicenceFlags in SQL. The inspection: with an interval, due when the due week (the last one's
 * ISO week plus the interval, or this week with none) starts on or before next week's Monday, which is
 * inspectionState's "due this week or next, or overdue". The vehicle unit: its due day (last download
 * plus 90 days) within the 7-day warning, i.e. the last download on or before today less 83 days, or
 * never downloaded (due now).
 */
export function operatorLicenceFlaggedSql(today: string): SQL {
  const nextMonday = daysAfter(weekMonday(isoWeekOf(today)), 7);
  const last = sql`${fleet.lastSafetyInspectionDate}::date`;
  const lastMonday = sql`(${last} - extract(isodow from ${last})::int + 1)`;
  const interval = fleet.safetyInspectionIntervalWeeks;
  const inspection = sql`(${interval} is not null and ${interval} <> 0 and (${fleet.lastSafetyInspectionDate} is null or ${lastMonday} + ${interval} * 7 <= ${nextMonday}::date))`;
  const unitBy = daysAfter(today, TACHO_DUE_SOON_DAYS - TACHO_INTERVAL_DAYS.vehicle_unit);
  const unit = sql`(${fleet.lastTachoDownloadDate} is null or ${fleet.lastTachoDownloadDate} <= ${unitBy})`;
  return sql`(${fleet.operatorLicence} and (${inspection} or ${unit}))`;
}

/** Every extra flag's condition, ORed into "needs attention" beside the vehicle's own dates. */
export const extraFlagsSql = (today: string): SQL[] => [licenceFlaggedSql(today), operatorLicenceFlaggedSql(today)];
