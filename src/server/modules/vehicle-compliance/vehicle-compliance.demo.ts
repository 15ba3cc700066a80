import { and, asc, eq, isNull } from "drizzle-orm";
import { ukToday, daysAfter } from "@shared/common/uk-dates";
import { isoWeekOf, weekMonday, weeksAfter } from "@shared/rules/hgv-inspections";
import type { VehicleFuel } from "@shared/carbon/carbon";
import type { Db } from "../../db/client";
import { carbonFigures, fleet, fleetFuelLogs, fleetSafetyInspections, projects, tachographDownloads } from "../../db/schema/index";
import { replaceFigures } from "../carbon/carbon-figures.service";
import { factorSourceText, fuelFigure } from "./fuel.service";

/**
 * The demo's HGV duties and fuel (issue 33), from the vehicles the fleet register's demo wrote (none:
 * nothing to add). Each HGV on the operator licence: 15 months of safety inspections every 6 weeks,
 * the first due next week; its vehicle unit downloaded every 8 weeks; its drivers' cards every 3
 * weeks but one, overdue. Fuel for the first vans and HGVs over the last three months, some charged
 * to an open contract. Everything dated from `now`.
 */

const INSPECTORS = ["Northern Fleet Services (J. Hargreaves)", "Aire Valley Commercials (S. Patel)"];
const DEMO_CONTRACT = "kirkstall-road-apartments";

export async function seedDemoVehicleCompliance(db: Db, now: Date) {
  const today = ukToday(now);
  const vehicles = await db.select().from(fleet).where(isNull(fleet.deletedAt)).orderBy(asc(fleet.id));
  if (!vehicles.length) return;
  const hgvs = vehicles.filter((v) => v.operatorLicence);
  const thisWeek = isoWeekOf(today);

  for (const [n, v] of hgvs.entries()) {
    const interval = v.safetyInspectionIntervalWeeks ?? 6;
    // The first HGV's next inspection is next week (last one 5 weeks ago); the others' a few weeks later.
    const lastWeek = weeksAfter(thisWeek, -(interval - 1 - n * 2));
    const rows: (typeof fleetSafetyInspections.$inferInsert)[] = [];
    let miles = Math.max(0, (v.currentMileage ?? 120_000) - 1_500);
    for (let w = lastWeek, i = 0; weekMonday(w) >= daysAfter(today, -460); w = weeksAfter(w, -interval), i += 1) {
      const day = daysAfter(weekMonday(w), 1);
      if (day > today) continue;
      const rectified = i === 3;
      rows.push({
        vehicleId: v.id,
        day,
        isoWeek: w,
        inspector: INSPECTORS[i % 2],
        mileage: miles,
        result: rectified ? "pass_with_rectification" : "pass",
        brakeTestPercent: (55 + ((i * 7) % 9)).toFixed(1),
        defects: rectified ? "Nearside rear marker lamp inoperative; replaced at inspection" : null,
      });
      miles = Math.max(0, miles - 4_200);
    }
    if (rows.length) await db.insert(fleetSafetyInspections).values(rows);
    const unitLast = daysAfter(today, -(40 + n * 30));
    await db.insert(tachographDownloads).values([
      { kind: "vehicle_unit", vehicleId: v.id, day: daysAfter(unitLast, -84) },
      { kind: "vehicle_unit", vehicleId: v.id, day: unitLast },
    ]);
    await db
      .update(fleet)
      .set({ safetyInspectionIntervalWeeks: interval, lastSafetyInspectionDate: rows[0]?.day ?? null, lastTachoDownloadDate: unitLast })
      .where(eq(fleet.id, v.id));
  }

  // Driver cards: the HGVs' drivers, each downloaded three weeks ago but the first, five weeks ago (overdue).
  const drivers = hgvs
    .filter((v) => v.driverWorkerId || v.driverUserId)
    .map((v) => ({ workerId: v.driverWorkerId, userId: v.driverWorkerId ? null : v.driverUserId, vehicleId: v.id }));
  for (const [i, d] of drivers.entries()) {
    const last = daysAfter(today, i === 0 ? -35 : -21);
    await db.insert(tachographDownloads).values([
      { kind: "driver_card", ...d, day: daysAfter(last, -27) },
      { kind: "driver_card", ...d, day: last },
    ]);
  }

  const [contract] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, DEMO_CONTRACT), isNull(projects.deletedAt)));
  const fuelled = [...hgvs, ...vehicles.filter((v) => !v.operatorLicence)].slice(0, 5);
  for (const [n, v] of fuelled.entries()) {
    const fuelType: VehicleFuel = v.fuelType === "petrol" ? "petrol" : "diesel";
    const litres = v.operatorLicence ? 310 : 58;
    for (let week = 12; week >= 1; week -= v.operatorLicence ? 1 : 2) {
      const day = daysAfter(today, -(week * 7) + n);
      if (day > today) continue;
      const amount = (litres + ((week * 13 + n * 7) % 40)).toFixed(2);
      const figure = await fuelFigure(db, v, { litres: amount, fuelType });
      const projectId = contract && (v.projectId ?? (n % 2 === 0 ? contract.id : null));
      // Written when it was filled (never after the demo's now), like every demo record.
      const at = new Date(Math.min(now.getTime(), new Date(`${day}T12:00:00Z`).getTime()));
      const [row] = await db
        .insert(fleetFuelLogs)
        .values({
          createdAt: at,
          vehicleId: v.id,
          day,
          litres: amount,
          fuelType,
          cost: (Number(amount) * 1.42).toFixed(2),
          projectId: projectId || null,
          factorKgPerLitre: String(figure.factor.value),
          factorSource: factorSourceText(figure.factor),
          carbonKg: figure.kgCo2e.toFixed(3),
          fuelCard: week % 3 !== 0,
        })
        .returning({ id: fleetFuelLogs.id });
      await replaceFigures(db, { kind: "fleet_fuel", id: row.id }, { projectId: projectId || null, date: day }, [figure]);
      await db
        .update(carbonFigures)
        .set({ createdAt: at })
        .where(and(eq(carbonFigures.sourceKind, "fleet_fuel"), eq(carbonFigures.sourceId, row.id)));
    }
  }
}
