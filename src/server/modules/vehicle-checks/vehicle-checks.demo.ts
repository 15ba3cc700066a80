import { and, asc, inArray, isNull } from "drizzle-orm";
import { daysBefore, monthsAfter, ukToday } from "@shared/common/uk-dates";
import { categoriesFor, nextCheckDue, riskForPoints, type LicenceCategory } from "@shared/vehicle-checks/licence-checks";
import { defectSummary, offRoadReason, walkaroundItemsFor } from "@shared/vehicle-checks/walkaround";
import type { Db } from "../../db/client";
import { driverLicenceChecks, fleet, fleetHistory, fleetWalkaroundChecks } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { workdaysBefore } from "../../seed/demo-calendar";
import { driversOf, type VehicleDriver } from "./vehicle-drivers.repository";

/**
 * The demo's walkaround and licence checks (issue 33), on the vehicles the fleet module's demo made
 * (it runs first; with none, nothing is seeded). Each vehicle on the road has a check each working day
 * of the week before `now`, all nil-defect but one: yesterday the first van's nearside brake light was
 * out, marked unsafe, so that van is off the road until someone clears it. Every driver has a licence
 * check; one is overdue (points, high risk, checked four months ago).
 */

const DEFECT = { key: "lights", note: "Nearside brake light out" };

export async function seedDemoVehicleChecks(db: Db, staff: DemoStaff[], now: Date) {
  const today = ukToday(now);
  const vehicles = await db
    .select()
    .from(fleet)
    .where(and(isNull(fleet.deletedAt), inArray(fleet.status, ["active", "maintenance", "off_road"])))
    .orderBy(asc(fleet.id));
  if (!vehicles.length) return;
  const drivers = await driversOf(
    db,
    vehicles.map((v) => v.id),
  );
  const checker = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  const fallback = staff.find((s) => s.role === "Site Supervisor") ?? checker;
  const van = vehicles.find((v) => v.vehicleType === "van") ?? vehicles[0];
  const days = Array.from({ length: 5 }, (_, i) => workdaysBefore(today, i + 1)).reverse();

  const checks: (typeof fleetWalkaroundChecks.$inferInsert)[] = [];
  for (const v of vehicles.filter((x) => x.vehicleType !== "trailer")) {
    const driver: VehicleDriver | undefined = drivers.find((d) => d.vehicleId === v.id);
    const list = walkaroundItemsFor(v);
    days.forEach((day, i) => {
      const defect = v.id === van.id && i === days.length - 1;
      const items = list.map((item) => ({
        key: item.key,
        label: item.label,
        // No trailer on the demo's HGVs this week.
        result: defect && item.key === DEFECT.key ? ("defect" as const) : item.key === "trailer" || item.key === "coupling" ? ("na" as const) : ("ok" as const),
        note: defect && item.key === DEFECT.key ? DEFECT.note : null,
      }));
      const milesBack = (days.length - i) * (35 + (v.id % 4) * 10);
      checks.push({
        vehicleId: v.id,
        day,
        driverWorkerId: driver?.kind === "worker" ? driver.id : null,
        driverUserId: driver?.kind === "user" ? driver.id : driver ? null : fallback.id,
        driverName: driver?.name ?? fallback.name,
        mileage: v.currentMileage !== null ? Math.max(0, v.currentMileage - milesBack) : null,
        items,
        hasDefects: defect,
        unsafe: defect,
        recordedBy: driver?.kind === "user" ? driver.id : fallback.id,
        createdAt: new Date(`${day}T07:${String(10 + (v.id % 40)).padStart(2, "0")}:00Z`),
      });
    });
  }
  if (checks.length) await db.insert(fleetWalkaroundChecks).values(checks);
  const defectCheck = checks.find((c) => c.hasDefects);
  if (defectCheck && !van.offRoad) {
    const summary = defectSummary(defectCheck.items);
    await db
      .update(fleet)
      .set({ offRoad: true, offRoadReason: offRoadReason(summary), offRoadSince: defectCheck.createdAt, status: "off_road" })
      .where(inArray(fleet.id, [van.id]));
    await db.insert(fleetHistory).values({
      vehicleId: van.id,
      field: "off_road",
      fromValue: "On the road",
      toValue: "Off the road",
      note: summary,
      changedBy: defectCheck.recordedBy,
      changedAt: defectCheck.createdAt,
    });
  }

  // Licence checks: every driver once; the first one's is overdue (7 points, high risk, four months ago).
  const people = [...new Map(drivers.map((d) => [`${d.kind}:${d.id}`, d])).values()];
  const rows = people.map((d, i) => {
    const overdue = i === 0;
    const points = overdue ? 7 : [0, 3, 0, 4, 0, 0][i % 6];
    const risk = riskForPoints(points);
    const checkedOn = overdue ? monthsAfter(today, -4) : daysBefore(today, 20 + ((i * 37) % 150));
    const vehicle = vehicles.find((v) => v.id === d.vehicleId)!;
    const categories: LicenceCategory[] = ["B", "BE", ...((categoriesFor(vehicle) ?? []).includes("B") ? [] : (["C1", "C"] as LicenceCategory[]))];
    const licenceExpiry = monthsAfter(today, 18 + ((i * 11) % 90));
    return {
      workerId: d.kind === "worker" ? d.id : null,
      userId: d.kind === "user" ? d.id : null,
      checkedOn,
      method: ["dvla_online", "checking_service", "photocard"][i % 3],
      licenceNumber: null,
      categories,
      points,
      licenceExpiry,
      risk,
      nextCheckDue: nextCheckDue(checkedOn, risk, licenceExpiry),
      notes: overdue ? "SP30 speeding x2; re-check due" : null,
      checkedBy: checker.id,
    };
  });
  if (rows.length) await db.insert(driverLicenceChecks).values(rows);
}
