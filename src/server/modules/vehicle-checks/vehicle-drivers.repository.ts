import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DriverRef } from "@shared/vehicle-checks/licence-checks";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetDrivers, users, workers } from "../../db/schema/index";

/**
 * Who drives which vehicle, read from the register's tables: the main driver (fleet.driver_*) and the
 * secondary drivers (fleet_drivers), each a worker or a user. A deleted worker is no longer a driver.
 */
export type VehicleDriver = DriverRef & { vehicleId: number; role: "main" | "secondary" };

export async function driversOf(db: Db | Tx, vehicleIds: readonly number[]): Promise<VehicleDriver[]> {
  if (vehicleIds.length === 0) return [];
  const main = await db
    .select({ vehicleId: fleet.id, workerId: fleet.driverWorkerId, workerName: workers.fullName, userId: fleet.driverUserId, userName: users.name })
    .from(fleet)
    .leftJoin(workers, and(eq(workers.id, fleet.driverWorkerId), isNull(workers.deletedAt)))
    .leftJoin(users, eq(users.id, fleet.driverUserId))
    .where(and(inArray(fleet.id, [...vehicleIds]), isNull(fleet.deletedAt)));
  const secondary = await db
    .select({
      vehicleId: fleetDrivers.vehicleId,
      workerId: fleetDrivers.workerId,
      workerName: workers.fullName,
      userId: fleetDrivers.userId,
      userName: users.name,
    })
    .from(fleetDrivers)
    .leftJoin(workers, and(eq(workers.id, fleetDrivers.workerId), isNull(workers.deletedAt)))
    .leftJoin(users, eq(users.id, fleetDrivers.userId))
    .where(inArray(fleetDrivers.vehicleId, [...vehicleIds]))
    .orderBy(fleetDrivers.id);
  const out: VehicleDriver[] = [];
  const seen = new Set<string>();
  const add = (role: VehicleDriver["role"], r: (typeof main)[number]) => {
    const driver: DriverRef | null =
      r.workerId !== null && r.workerName !== null
        ? { kind: "worker", id: r.workerId, name: r.workerName }
        : r.userId !== null && r.userName !== null
          ? { kind: "user", id: r.userId, name: r.userName }
          : null;
    const key = driver && `${r.vehicleId}:${driver.kind}:${driver.id}`;
    if (!driver || seen.has(key!)) return;
    seen.add(key!);
    out.push({ ...driver, vehicleId: r.vehicleId, role });
  };
  main.forEach((r) => add("main", r));
  secondary.forEach((r) => add("secondary", r));
  return out;
}

/** A driver named in a body: a live worker or an active user, by id; null when there is none. */
export async function driverById(db: Db | Tx, kind: "worker" | "user", id: number): Promise<DriverRef | null> {
  if (kind === "worker") {
    const [w] = await db
      .select({ id: workers.id, name: workers.fullName })
      .from(workers)
      .where(and(eq(workers.id, id), isNull(workers.deletedAt)));
    return w?.name ? { kind, id: w.id, name: w.name } : null;
  }
  const [u] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, "active")));
  return u ? { kind, id: u.id, name: u.name } : null;
}
