import { formatCount } from "@shared/common/numbers";
import { monthsAfter, ukDay } from "@shared/common/uk-dates";
import { serviceKindLabel } from "@shared/fleet/fleet";
import type { VehicleDetail } from "@shared/fleet/fleet-register";
import type { MileageInput, MileageReadingView, OffRoadInput, ServiceRecordView, VehicleDriversInput } from "@shared/fleet/fleet-work";
import type { serviceInput } from "@shared/fleet/fleet-work";
import type { z } from "zod";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { replaceKeyedSet } from "../../platform/register/keyed-set";
import { liveVehicle, lockedVehicle, recordHistory, vehicleLabel, vehicleRecord, type Ctx } from "./fleet-record";
import { recordMileage, setOffRoad } from "./fleet-duties";
import * as repo from "./fleet.repository";
import { presentReading, presentService } from "./fleet.presenter";
import { getVehicle } from "./fleet.service";

/**
 * The work done on a vehicle from its page (issue 33): its drivers, mileage readings, services and
 * taking it off the road. Each write is audited in its transaction.
 */

type Person = { workerId?: number | null; userId?: number | null };
const keyOf = (p: Person) => (p.workerId ? `worker:${p.workerId}` : `user:${p.userId}`);

/** The driver and the secondary drivers, replaced whole: each must be a live worker or a user; the driver is not also a secondary one. */
export async function setDrivers(ctx: Ctx, id: number, input: VehicleDriversInput): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const before = await lockedVehicle(tx, id);
    const names = new Map<string, string>();
    for (const p of [...(input.driver ? [input.driver] : []), ...input.secondary]) {
      const name = await repo.personName(tx, p);
      if (!name) throw badRequest("Driver not found", "driver");
      names.set(keyOf(p), name);
    }
    const driverKey = input.driver ? keyOf(input.driver) : null;
    const secondary = [...new Map(input.secondary.map((p) => [keyOf(p), p])).values()].filter((p) => keyOf(p) !== driverKey);
    const driver = { driverWorkerId: input.driver?.workerId ?? null, driverUserId: input.driver?.userId ?? null };
    const oldName = await repo.personName(tx, { workerId: before.driverWorkerId, userId: before.driverUserId });
    const driverChanged = before.driverWorkerId !== driver.driverWorkerId || before.driverUserId !== driver.driverUserId;
    if (driverChanged) {
      await repo.updateVehicle(tx, id, { ...driver, updatedBy: user.id });
      await recordHistory(tx, { vehicleId: id, field: "driver", from: oldName ?? null, to: driverKey ? names.get(driverKey)! : null, by: user.id });
    }
    // The secondary drivers as a keyed set (platform/register/keyed-set.ts): "worker:12" is the key, its name the log's word.
    const current = await repo.secondaryDriversOf(tx, id);
    const result = await replaceKeyedSet(
      current.map((d) => ({ id: d.id, name: keyOf(d), value: null })),
      secondary.map((p) => ({ name: keyOf(p), value: null })),
      {
        insert: ({ name }) => {
          const [kind, raw] = name.split(":");
          return repo.insertDriver(tx, { vehicleId: id, workerId: kind === "worker" ? Number(raw) : null, userId: kind === "user" ? Number(raw) : null });
        },
        update: () => undefined,
        remove: (ids) => repo.removeDrivers(tx, ids),
      },
    );
    const nameOf = (key: string) => names.get(key) ?? current.find((d) => keyOf(d) === key)?.name ?? key;
    const words = [
      driverChanged && `driver ${driverKey ? names.get(driverKey) : "none"}`,
      result.added.length && `added ${result.added.map(nameOf).join(", ")}`,
      result.removed.length && `removed ${result.removed.map(nameOf).join(", ")}`,
    ].filter(Boolean);
    if (!words.length) return;
    await audit(tx, ctx.request, {
      action: "vehicle_drivers_changed",
      description: `Drivers of ${vehicleLabel(before)}: ${words.join("; ")}`,
      ...vehicleRecord(before, { driver: driverKey, secondary: secondary.map(keyOf) }),
    });
  });
  return getVehicle(ctx.db, id);
}

export async function listMileage(ctx: Ctx, id: number): Promise<MileageReadingView[]> {
  await liveVehicle(ctx.db, id);
  return (await repo.readingsOf(ctx.db, id)).map(presentReading);
}

export async function addMileage(ctx: Ctx, id: number, input: MileageInput): Promise<MileageReadingView> {
  const user = requireUser(ctx.request);
  const saved = await ctx.db.transaction(async (tx) => {
    const vehicle = await liveVehicle(tx, id);
    const reading = await recordMileage(tx, id, { day: input.day, mileage: input.mileage, source: "typed", by: user.id });
    await audit(tx, ctx.request, {
      action: "vehicle_mileage_recorded",
      description: `Recorded ${formatCount(input.mileage)} miles for ${vehicleLabel(vehicle)} on ${ukDay(input.day)}`,
      ...vehicleRecord(vehicle, { readingId: reading.id, day: input.day, mileage: input.mileage }),
    });
    return reading.id;
  });
  const rows = await repo.readingsOf(ctx.db, id);
  return presentReading(rows.find((r) => r.reading.id === saved)!);
}

export async function listServices(ctx: Ctx, id: number): Promise<ServiceRecordView[]> {
  await liveVehicle(ctx.db, id);
  return (await repo.servicesOf(ctx.db, id)).map(presentService);
}

/**
 * A service, repair, MOT test or tyres done. Its mileage is a reading (never lower than the last). A
 * service newer than the last one moves the last service (date and mileage) and the next service date
 * (the garage's, or the last plus the interval in months); an MOT test moves the last MOT date.
 */
export async function addService(ctx: Ctx, id: number, input: z.output<typeof serviceInput>): Promise<ServiceRecordView> {
  const user = requireUser(ctx.request);
  const savedId = await ctx.db.transaction(async (tx) => {
    const before = await lockedVehicle(tx, id);
    if (input.mileage !== null) await recordMileage(tx, id, { day: input.day, mileage: input.mileage, source: "service", by: user.id });
    const { nextServiceDate, ...fields } = input;
    const saved = await repo.insertService(tx, { vehicleId: id, ...fields, recordedBy: user.id });
    if (input.kind === "service" && (!before.lastServiceDate || input.day >= before.lastServiceDate)) {
      const next = nextServiceDate ?? (before.serviceIntervalMonths ? monthsAfter(input.day, before.serviceIntervalMonths) : null);
      await repo.updateVehicle(tx, id, {
        lastServiceDate: input.day,
        lastServiceMileage: input.mileage ?? before.lastServiceMileage,
        nextServiceDate: next,
        ...(input.garage && { garageName: input.garage }),
        ...(input.cost && { serviceCost: input.cost }),
      });
      await recordHistory(tx, {
        vehicleId: id,
        field: "service",
        from: null,
        to: ukDay(input.day),
        note: next ? `Next service ${ukDay(next)}` : null,
        by: user.id,
      });
    }
    if (input.kind === "mot" && (!before.lastMotDate || input.day >= before.lastMotDate)) await repo.updateVehicle(tx, id, { lastMotDate: input.day });
    await audit(tx, ctx.request, {
      action: "vehicle_service_recorded",
      description: `Recorded ${serviceKindLabel(input.kind).toLowerCase()} of ${vehicleLabel(before)} on ${ukDay(input.day)}`,
      ...vehicleRecord(before, { serviceId: saved.id, kind: input.kind, day: input.day, mileage: input.mileage, cost: input.cost }),
    });
    return saved.id;
  });
  const rows = await repo.servicesOf(ctx.db, id);
  return presentService(rows.find((r) => r.service.id === savedId)!);
}

export async function removeService(ctx: Ctx, id: number, serviceId: number): Promise<{ ok: true }> {
  const vehicle = await liveVehicle(ctx.db, id);
  const found = await repo.findService(ctx.db, id, serviceId);
  if (!found) throw notFound("Service record not found");
  await ctx.db.transaction(async (tx) => {
    await repo.deleteService(tx, serviceId);
    await audit(tx, ctx.request, {
      action: "vehicle_service_deleted",
      description: `Deleted the ${serviceKindLabel(found.kind).toLowerCase()} of ${ukDay(found.day)} from ${vehicleLabel(vehicle)}`,
      ...vehicleRecord(vehicle, { serviceId, kind: found.kind, day: found.day }),
    });
  });
  return { ok: true };
}

/** Off the road by hand (a breakdown, an accident) or back on the road, with its history and audit. */
export async function changeOffRoad(ctx: Ctx, id: number, input: OffRoadInput): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  if (input.offRoad && !input.reason) throw badRequest("Say why it is off the road", "reason");
  await ctx.db.transaction(async (tx) => {
    const { changed, vehicle } = await setOffRoad(tx, id, { offRoad: input.offRoad, reason: input.reason, note: input.note, by: user.id });
    if (!changed) return;
    await audit(tx, ctx.request, {
      action: input.offRoad ? "vehicle_off_road" : "vehicle_back_on_road",
      description: input.offRoad ? `Took ${vehicleLabel(vehicle)} off the road: ${input.reason}` : `Put ${vehicleLabel(vehicle)} back on the road`,
      ...vehicleRecord(vehicle, { reason: input.reason, note: input.note }),
      severity: input.offRoad ? "warning" : undefined,
    });
  });
  return getVehicle(ctx.db, id);
}
