import { and, asc, count, eq, isNotNull, like, ne } from "drizzle-orm";
import { daysAfter, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../db/client";
import { driverLicenceChecks, fleet, fleetDrivers, workers } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";

/**
 * The large fleet's drivers (the fleet benchmark's "needs attention" reads their licence checks): 600
 * workers (PERF-D0001…), one the main driver of each of four vehicles in five (trailers have none) and
 * every tenth vehicle a secondary driver too. Nine drivers in ten have licence checks, two or three each,
 * the latest current for most, lapsed for one in eight; one in twenty holds only B on a lorry. Runs once.
 */
export const LARGE_FLEET_DRIVERS = 600;

export async function seedLargeFleetDrivers(db: Db, { now = new Date() }: { now?: Date } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(workers).where(like(workers.workerId, "PERF-D%"));
  if (n > 0) return { created: false, drivers: n };
  const today = ukToday(now);
  const ids = await bulkInsert(
    db,
    workers,
    Array.from({ length: LARGE_FLEET_DRIVERS }, (_, k) => ({
      workerId: `PERF-D${String(k + 1).padStart(4, "0")}`,
      firstName: "Driver",
      lastName: `Perf ${k + 1}`,
      trade: "Driver",
    })),
    { returning: true },
  );
  const vehicles = await db
    .select({ id: fleet.id })
    .from(fleet)
    .where(and(like(fleet.licensePlate, "PF%"), isNotNull(fleet.licensePlate), ne(fleet.vehicleType, "trailer")))
    .orderBy(asc(fleet.id));
  for (const [i, v] of vehicles.entries()) {
    if (i % 5 === 4) continue;
    await db
      .update(fleet)
      .set({ driverWorkerId: ids[i % ids.length] })
      .where(eq(fleet.id, v.id));
  }
  await bulkInsert(
    db,
    fleetDrivers,
    vehicles.filter((_, i) => i % 10 === 0).map((v, i) => ({ vehicleId: v.id, workerId: ids[(i * 7 + 3) % ids.length] })),
  );
  const checks: (typeof driverLicenceChecks.$inferInsert)[] = [];
  ids.forEach((workerId, k) => {
    if (k % 10 === 9) return;
    for (let c = 0; c < 2 + (k % 2); c++) {
      const checkedOn = daysAfter(today, -30 - c * 365 - (k % 200));
      const lapsed = c === 0 && k % 8 === 0;
      checks.push({
        workerId,
        checkedOn,
        method: "dvla_online",
        categories: k % 20 === 0 ? ["B"] : ["B", "BE", "C1", "C"],
        points: k % 4,
        risk: "low",
        nextCheckDue: lapsed ? daysAfter(today, -5) : daysAfter(checkedOn, 365),
      });
    }
  });
  await bulkInsert(db, driverLicenceChecks, checks);
  return { created: true, drivers: ids.length };
}
