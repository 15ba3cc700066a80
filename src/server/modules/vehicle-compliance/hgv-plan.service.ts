import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import type { HgvPlan } from "@shared/vehicle-compliance/hgv-plan";
import type { Db } from "../../db/client";
import { fleet } from "../../db/schema/index";
import { emptyCounts, inspectionStandingOf, tachoDueOf } from "./hgv-standing";
import { driverKey, driversOf, lastCardDownloads } from "./tachograph.service";

/**
 * The company's HGV plan: every live vehicle on the operator licence (a few dozen at most for a
 * contractor: one query, no paging), its inspections' standing with the next few weeks, its vehicle
 * unit's download, and its drivers' cards.
 */
export async function hgvPlan(db: Db): Promise<HgvPlan> {
  const today = ukToday();
  const rows = await db
    .select()
    .from(fleet)
    .where(and(eq(fleet.operatorLicence, true), isNull(fleet.deletedAt)))
    .orderBy(asc(sql`lower(${fleet.vehicleName})`), asc(fleet.id));
  const counts = emptyCounts();
  const vehicles = rows.map((v) => {
    const inspections = inspectionStandingOf(v, today, 4);
    counts[inspections.state] += 1;
    return {
      id: v.id,
      vehicleName: v.vehicleName,
      licensePlate: v.licensePlate,
      inspections,
      vehicleUnit: tachoDueOf("vehicle_unit", null, v.lastTachoDownloadDate, today),
    };
  });
  const drivers = await driversOf(
    db,
    rows.map((r) => r.id),
  );
  const last = await lastCardDownloads(db, drivers);
  const names = new Map(rows.map((r) => [r.id, r.vehicleName]));
  const driverCards = drivers.map(({ vehicleIds, ...d }) => ({
    ...tachoDueOf("driver_card", d, last.get(driverKey(d)) ?? null, today),
    vehicles: vehicleIds.map((id) => names.get(id) ?? ""),
  }));
  return { today, vehicles, driverCards, counts };
}
