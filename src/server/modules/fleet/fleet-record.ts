import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { VEHICLE_NOT_FOUND, type FleetHistoryField } from "@shared/fleet/fleet";
import { formatPlate } from "@shared/rules/uk-plates";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetHistory } from "../../db/schema/index";
import { notFound } from "../../platform/errors";

/**
 * What every part of the fleet shares (issue 33): the caller's context, a live vehicle or 404, how a
 * vehicle is named, and the history line a change of status, driver or off road writes beside it.
 */
export type Ctx = { db: Db; request: FastifyRequest };
export type VehicleRow = typeof fleet.$inferSelect;

/** A live vehicle, or 404 "Vehicle not found": one in the recycle bin is gone from every read and write. */
export async function liveVehicle(db: Db | Tx, id: number): Promise<VehicleRow> {
  const [row] = await db
    .select()
    .from(fleet)
    .where(and(eq(fleet.id, id), isNull(fleet.deletedAt)))
    .limit(1);
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return row;
}

/** The same, locked for the rest of the transaction: two readings or changes of one vehicle run one after the other. */
export async function lockedVehicle(tx: Tx, id: number): Promise<VehicleRow> {
  const [row] = await tx
    .select()
    .from(fleet)
    .where(and(eq(fleet.id, id), isNull(fleet.deletedAt)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  return row;
}

/** How a vehicle is named in lists, the log, notices and emails: "Transit Custom - Site Van 3 (AB12 CDE)". */
export const vehicleLabel = (row: { vehicleName: string; licensePlate: string | null }) =>
  row.licensePlate ? `${row.vehicleName} (${formatPlate(row.licensePlate)})` : row.vehicleName;

/** One line of a vehicle's history: before and after as shown at the time, who (null: the system) and when. */
export async function recordHistory(
  tx: Db | Tx,
  line: { vehicleId: number; field: FleetHistoryField | (string & {}); from: string | null; to: string | null; note?: string | null; by: number | null },
) {
  await tx.insert(fleetHistory).values({
    vehicleId: line.vehicleId,
    field: line.field,
    fromValue: line.from,
    toValue: line.to,
    note: line.note ?? null,
    changedBy: line.by,
  });
}

/** The activity log's reference to a vehicle (platform/audit.ts). */
export const vehicleRecord = (v: { id: number; vehicleName: string; licensePlate: string | null }, metadata?: Record<string, unknown>) => ({
  entityType: "vehicle",
  entityId: String(v.id),
  entityName: vehicleLabel(v),
  category: "fleet",
  ...(metadata ? { metadata } : {}),
});
