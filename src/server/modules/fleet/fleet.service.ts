import { toPage, type PageQuery } from "@shared/common/paging";
import { ukToday } from "@shared/common/uk-dates";
import { FLEET_MESSAGES, fleetSchema, fleetShape, vehicleStatusLabel, type UpdateVehicleInput, type VehicleInput } from "@shared/fleet/fleet";
import type { FleetList, ListFleetQuery, VehicleDetail } from "@shared/fleet/fleet-register";
import { formatPlate } from "@shared/rules/uk-plates";
import type { VehicleFlag } from "@shared/rules/vehicle-due";
import type { Db, Tx } from "../../db/client";
import { fleet } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { HttpError, badRequest, conflict } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { softDeleteToBin } from "../../platform/register/soft-delete";
import { liveVehicle, lockedVehicle, recordHistory, vehicleLabel, vehicleRecord, type Ctx, type VehicleRow } from "./fleet-record";
import { recordMileage, setOffRoad } from "./fleet-duties";
import * as files from "./fleet-files.repository";
import * as repo from "./fleet.repository";
import { licenceFlags, operatorLicenceFlags } from "./fleet-extra-flags";
import { presentDetail, presentHistory, presentSummary } from "./fleet.presenter";

/**
 * The fleet register (issue 33): the list with each vehicle's due flags, and a vehicle's create, read,
 * change and delete. A change of status or driver writes the history, a new mileage a reading (never
 * lower than the last). Other parts of the fleet (walkaround checks, licence checks, HGV inspections,
 * tachograph, fuel, public vehicle data) use the functions exported here and nothing else:
 *
 * - `liveVehicle(db, id)`: the vehicle's row, or 404 "Vehicle not found" (deleted ones too);
 * - `recordMileage(tx, vehicleId, { day, mileage, source, by })`: a reading, never lower than the last (400);
 * - `setOffRoad(tx, vehicleId, { offRoad, reason, by, note })`: off the road or back, with status and history;
 * - `vehicleLabel(row)`: "Transit Custom - Site Van 3 (AB12 CDE)".
 */
export { liveVehicle, recordMileage, setOffRoad, vehicleLabel };
export type { Ctx, VehicleRow };
export type { MileageReading, OffRoadChange } from "./fleet-duties";

/**
 * Flags other parts of the fleet work out for a page of vehicles (a driver with no current licence
 * check): a function given the vehicles' rows and today, answering each vehicle's extra flags by id.
 * They are in fleet-extra-flags.ts: drivers' licence checks, an operator-licence vehicle's inspection and download.
 */
export type ExtraFlags = (db: Db | Tx, vehicles: readonly VehicleRow[], today: string) => Promise<Map<number, VehicleFlag[]>>;
export const EXTRA_FLAGS: ExtraFlags[] = [licenceFlags, operatorLicenceFlags];

async function extraFlags(db: Db | Tx, vehicles: readonly VehicleRow[], today: string): Promise<Map<number, VehicleFlag[]>> {
  const all = new Map<number, VehicleFlag[]>();
  for (const found of await Promise.all(EXTRA_FLAGS.map((f) => f(db, vehicles, today))))
    for (const [id, flags] of found) all.set(id, [...(all.get(id) ?? []), ...flags]);
  return all;
}

/** The page's rows with their flags, the extra ones read once for the page. */
export async function presentListedVehicles(db: Db | Tx, rows: repo.ListedVehicle[], today: string) {
  const extra = await extraFlags(
    db,
    rows.map((r) => r.vehicle),
    today,
  );
  return rows.map((r) => presentSummary(r, today, extra.get(r.vehicle.id)));
}

export async function listFleet(db: Db, q: ListFleetQuery): Promise<FleetList> {
  const today = ukToday();
  const { rows, total } = await repo.listFleet(db, q, today);
  return toPage(await presentListedVehicles(db, rows, today), total, q);
}

export const listOptions = async (db: Db) => ({ contracts: await repo.contracts(db) });
export const listDriverOptions = (db: Db, q: string | undefined) => repo.driverOptions(db, q);

export async function getVehicle(db: Db | Tx, id: number): Promise<VehicleDetail> {
  const today = ukToday();
  const row = await repo.listedVehicle(db, id);
  if (!row) await liveVehicle(db, id); // 404 with the area's words
  const r = row!;
  const [secondary, contract, images, documents, createdByName, extra] = await Promise.all([
    repo.secondaryDriversOf(db, id),
    r.vehicle.projectId ? repo.liveContract(db, r.vehicle.projectId) : Promise.resolve(undefined),
    files.imagesOf(db, id),
    files.documentsOf(db, id),
    repo.userName(db, r.vehicle.createdBy),
    extraFlags(db, [r.vehicle], today),
  ]);
  return presentDetail(r, { secondary, contract: contract ?? null, images, documents, createdByName, extraFlags: extra.get(id) }, today);
}

/** 409 when another live vehicle holds the plate (the unique index would refuse it less kindly). */
async function refuseTakenPlate(db: Db | Tx, plate: string | null, except?: number) {
  if (!plate) return;
  const holder = await repo.plateHolder(db, plate, except);
  if (holder) throw conflict(FLEET_MESSAGES.plateTaken(formatPlate(plate), holder.vehicleName));
}

/** The driver named must be a live worker or a user. */
async function checkPeople(tx: Tx, v: Pick<VehicleInput, "driverWorkerId" | "driverUserId" | "projectId">) {
  if ((v.driverWorkerId || v.driverUserId) && !(await repo.personName(tx, { workerId: v.driverWorkerId, userId: v.driverUserId })))
    throw badRequest("Driver not found", v.driverWorkerId ? "driverWorkerId" : "driverUserId");
  if (v.projectId && !(await repo.liveContract(tx, v.projectId))) throw badRequest(FLEET_MESSAGES.contract, "projectId");
}

const driverName = (tx: Tx, v: { driverWorkerId: number | null; driverUserId: number | null }) =>
  repo.personName(tx, { workerId: v.driverWorkerId, userId: v.driverUserId }).then((n) => n ?? null);

export async function createVehicle(ctx: Ctx, input: VehicleInput): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  const id = await ctx.db.transaction(async (tx) => {
    await refuseTakenPlate(tx, input.licensePlate);
    await checkPeople(tx, input);
    const { currentMileage, ...fields } = input;
    const saved = await repo.insertVehicle(tx, { ...fields, createdBy: user.id, updatedBy: user.id });
    // The odometer it arrives with is its first reading, so the next one is judged against it.
    if (currentMileage !== null) await recordMileage(tx, saved.id, { day: today, mileage: currentMileage, source: "typed", by: user.id });
    await recordHistory(tx, { vehicleId: saved.id, field: "added", from: null, to: vehicleStatusLabel(saved.status), note: "Added to the fleet", by: user.id });
    const driver = await driverName(tx, saved);
    if (driver) await recordHistory(tx, { vehicleId: saved.id, field: "driver", from: null, to: driver, by: user.id });
    await audit(tx, ctx.request, {
      action: "vehicle_created",
      description: `Added vehicle ${vehicleLabel(saved)}`,
      ...vehicleRecord(saved, { vehicleType: saved.vehicleType, ownership: saved.ownership }),
    });
    return saved.id;
  });
  return getVehicle(ctx.db, id);
}

/** The stored record as the form would send it, so a partial change is checked as a whole record. */
const asInput = (v: VehicleRow): Record<string, unknown> => Object.fromEntries(Object.keys(fleetShape).map((k) => [k, v[k as keyof VehicleRow]]));

function mergedOrRefused(before: VehicleRow, input: UpdateVehicleInput): VehicleInput {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const merged = fleetSchema.safeParse({ ...asInput(before), ...given });
  if (merged.success) return merged.data;
  const errors = merged.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  throw new HttpError(400, errors[0].message, { errors });
}

export async function updateVehicle(ctx: Ctx, id: number, input: UpdateVehicleInput): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  await ctx.db.transaction(async (tx) => {
    const before = await lockedVehicle(tx, id);
    const next = mergedOrRefused(before, input);
    const old = asInput(before);
    // The odometer is never cleared: a blank box leaves the last reading as it is.
    if (next.currentMileage === null) next.currentMileage = before.currentMileage;
    const changed = (Object.keys(next) as (keyof VehicleInput)[]).filter((k) => JSON.stringify(old[k] ?? null) !== JSON.stringify(next[k] ?? null));
    if (!changed.length) return;
    if (changed.includes("licensePlate")) await refuseTakenPlate(tx, next.licensePlate, id);
    if (changed.some((k) => k === "driverWorkerId" || k === "driverUserId" || k === "projectId")) await checkPeople(tx, next);
    if (changed.includes("currentMileage")) await recordMileage(tx, id, { day: today, mileage: next.currentMileage!, source: "typed", by: user.id });
    const fields = changed.filter((k) => k !== "currentMileage");
    await repo.updateVehicle(tx, id, { ...Object.fromEntries(fields.map((k) => [k, next[k]])), updatedBy: user.id });
    if (changed.includes("status"))
      await recordHistory(tx, { vehicleId: id, field: "status", from: vehicleStatusLabel(before.status), to: vehicleStatusLabel(next.status), by: user.id });
    if (changed.includes("driverWorkerId") || changed.includes("driverUserId"))
      await recordHistory(tx, { vehicleId: id, field: "driver", from: await driverName(tx, before), to: await driverName(tx, next), by: user.id });
    await audit(tx, ctx.request, {
      action: "vehicle_updated",
      description: `Updated vehicle ${vehicleLabel({ vehicleName: next.vehicleName, licensePlate: next.licensePlate })} (${changed.join(", ")})`,
      ...vehicleRecord({ id, vehicleName: next.vehicleName, licensePlate: next.licensePlate }, { changedFields: changed }),
    });
  });
  return getVehicle(ctx.db, id);
}

/** Soft delete into the recycle bin: the row keeps its history, readings, pictures and documents, so a restore only clears `deleted_at`. */
export async function deleteVehicle(ctx: Ctx, id: number): Promise<void> {
  requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const row = await lockedVehicle(tx, id);
    await softDeleteToBin(tx, ctx.request, {
      table: fleet,
      recordType: "vehicle",
      tableName: "fleet",
      id,
      row: Object.fromEntries(Object.entries(row).filter(([k]) => k !== "searchText")),
      recordName: vehicleLabel(row),
      set: { updatedAt: new Date() },
      audit: {
        description: `Deleted vehicle ${vehicleLabel(row)}`,
        entityName: vehicleLabel(row),
        category: "fleet",
        metadata: { vehicleType: row.vehicleType },
      },
    });
  });
}

/** A vehicle's history, newest first, a page at a time. */
export async function listHistory(ctx: Ctx, id: number, q: PageQuery) {
  await liveVehicle(ctx.db, id);
  const [rows, total] = await Promise.all([repo.historyOf(ctx.db, id, q.pageSize, pageOffset(q)), repo.countHistory(ctx.db, id)]);
  return toPage(rows.map(presentHistory), total, q);
}
