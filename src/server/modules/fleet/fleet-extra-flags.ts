import { ukDay } from "@shared/common/uk-dates";
import { inspectionDueDay, inspectionState, nextDueWeek, weekLabel } from "@shared/rules/hgv-inspections";
import { downloadState, nextDownloadDue } from "@shared/rules/tachograph";
import type { VehicleFlag } from "@shared/rules/vehicle-due";
import { NO_CURRENT_CHECK, NOT_COVERED } from "@shared/vehicle-checks/licence-checks";
import type { Db, Tx } from "../../db/client";
import { driversWithoutCurrentCheck } from "../vehicle-checks/licence-checks.service";
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
    const unit = downloadState("vehicle_unit", v.lastTachoDownloadDate, today);
    if (unit === "expiring" || unit === "expired") {
      const due = nextDownloadDue("vehicle_unit", v.lastTachoDownloadDate);
      add(flags, v.id, {
        key: "tachograph",
        label: "Tachograph download",
        state: unit,
        due,
        text: due ? `Tachograph download ${unit === "expired" ? "overdue" : "due"} ${ukDay(due)}` : "Tachograph never downloaded",
      });
    }
  }
  return flags;
}
