import { and, desc, eq, inArray, isNotNull, isNull, max, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { personOf } from "@shared/common/wire";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { TACHO_KIND_LABELS } from "@shared/rules/tachograph";
import { TACHO_MESSAGES, type TachoDownloadInput, type TachoDownloadView, type VehicleTachograph } from "@shared/vehicle-compliance/tachograph";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetDrivers, tachographDownloads, users, workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { tachoDueOf, type Driver } from "./hgv-standing";
import { requireOperatorLicence, type Ctx } from "./safety-inspections.service";
import { liveVehicle } from "./vehicle-access";

/**
 * Tachograph downloads (rules/tachograph.ts): a vehicle's unit every 90 days at most, each driver's
 * card every 28 days at most. A driver is a worker or a user: the vehicle's driver or a secondary one.
 */

const recorder = alias(users, "recorder");
const driverUser = alias(users, "driver_user");
const workerName = workers.fullName;

const withNames = (db: Db | Tx) =>
  db
    .select({ row: tachographDownloads, recorderName: recorder.name, workerName, userName: driverUser.name })
    .from(tachographDownloads)
    .leftJoin(recorder, eq(recorder.id, tachographDownloads.recordedBy))
    .leftJoin(workers, eq(workers.id, tachographDownloads.workerId))
    .leftJoin(driverUser, eq(driverUser.id, tachographDownloads.userId));

type Named = { row: typeof tachographDownloads.$inferSelect; recorderName: string | null; workerName: string | null; userName: string | null };

function present({ row, recorderName, workerName: wName, userName }: Named): TachoDownloadView {
  const driver: Driver | null =
    row.workerId !== null && wName !== null
      ? { kind: "worker", id: row.workerId, name: wName }
      : row.userId !== null && userName !== null
        ? { kind: "user", id: row.userId, name: userName }
        : null;
  return {
    id: row.id,
    kind: row.kind as TachoDownloadView["kind"],
    day: row.day,
    driver,
    notes: row.notes,
    recordedBy: personOf(row.recordedBy, recorderName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The drivers of the given vehicles (main and secondary), each once, with the vehicles they drive. */
export async function driversOf(db: Db | Tx, vehicleIds: number[]): Promise<(Driver & { vehicleIds: number[] })[]> {
  if (!vehicleIds.length) return [];
  const main = await db
    .select({ vehicleId: fleet.id, workerId: fleet.driverWorkerId, userId: fleet.driverUserId })
    .from(fleet)
    .where(and(inArray(fleet.id, vehicleIds), or(isNotNull(fleet.driverWorkerId), isNotNull(fleet.driverUserId))));
  const secondary = await db
    .select({ vehicleId: fleetDrivers.vehicleId, workerId: fleetDrivers.workerId, userId: fleetDrivers.userId })
    .from(fleetDrivers)
    .where(inArray(fleetDrivers.vehicleId, vehicleIds));
  const links = [...main, ...secondary];
  const workerIds = [...new Set(links.flatMap((l) => (l.workerId ? [l.workerId] : [])))];
  const userIds = [...new Set(links.flatMap((l) => (l.userId ? [l.userId] : [])))];
  const wNames = workerIds.length
    ? await db
        .select({ id: workers.id, name: workerName })
        .from(workers)
        .where(and(inArray(workers.id, workerIds), isNull(workers.deletedAt)))
    : [];
  const uNames = userIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [];
  const out = new Map<string, Driver & { vehicleIds: number[] }>();
  for (const l of links) {
    const found = l.workerId ? wNames.find((w) => w.id === l.workerId) : uNames.find((u) => u.id === l.userId);
    if (!found?.name) continue;
    const key = l.workerId ? `w${l.workerId}` : `u${l.userId}`;
    const d = out.get(key) ?? { kind: l.workerId ? "worker" : "user", id: found.id, name: found.name, vehicleIds: [] };
    if (!d.vehicleIds.includes(l.vehicleId)) d.vehicleIds.push(l.vehicleId);
    out.set(key, d);
  }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Each driver's last card download, by "w12" / "u3". */
export async function lastCardDownloads(db: Db | Tx, drivers: Driver[]): Promise<Map<string, string>> {
  const workerIds = drivers.filter((d) => d.kind === "worker").map((d) => d.id);
  const userIds = drivers.filter((d) => d.kind === "user").map((d) => d.id);
  const out = new Map<string, string>();
  const card = eq(tachographDownloads.kind, "driver_card");
  if (workerIds.length) {
    const rows = await db
      .select({ id: tachographDownloads.workerId, day: max(tachographDownloads.day) })
      .from(tachographDownloads)
      .where(and(card, inArray(tachographDownloads.workerId, workerIds)))
      .groupBy(tachographDownloads.workerId);
    for (const r of rows) if (r.id && r.day) out.set(`w${r.id}`, r.day);
  }
  if (userIds.length) {
    const rows = await db
      .select({ id: tachographDownloads.userId, day: max(tachographDownloads.day) })
      .from(tachographDownloads)
      .where(and(card, inArray(tachographDownloads.userId, userIds)))
      .groupBy(tachographDownloads.userId);
    for (const r of rows) if (r.id && r.day) out.set(`u${r.id}`, r.day);
  }
  return out;
}

export const driverKey = (d: Driver) => `${d.kind === "worker" ? "w" : "u"}${d.id}`;

export async function vehicleTachograph(db: Db, vehicleId: number): Promise<VehicleTachograph> {
  const v = await liveVehicle(db, vehicleId);
  const today = ukToday();
  const drivers = v.operatorLicence ? await driversOf(db, [v.id]) : [];
  const last = await lastCardDownloads(db, drivers);
  const due = v.operatorLicence
    ? [
        tachoDueOf("vehicle_unit", null, v.lastTachoDownloadDate, today),
        ...drivers.map(({ vehicleIds: _, ...d }) => tachoDueOf("driver_card", d, last.get(driverKey(d)) ?? null, today)),
      ]
    : [];
  const rows = await withNames(db)
    .where(eq(tachographDownloads.vehicleId, v.id))
    .orderBy(desc(tachographDownloads.day), desc(tachographDownloads.id))
    .limit(50);
  return { due, downloads: rows.map(present) };
}

async function driverName(tx: Tx, input: TachoDownloadInput): Promise<string> {
  if (input.workerId) {
    const [w] = await tx
      .select({ name: workerName })
      .from(workers)
      .where(and(eq(workers.id, input.workerId), isNull(workers.deletedAt)));
    if (!w?.name) throw notFound(TACHO_MESSAGES.workerNotFound);
    return w.name;
  }
  const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.userId!));
  if (!u) throw notFound(TACHO_MESSAGES.userNotFound);
  return u.name;
}

export async function recordDownload(ctx: Ctx, vehicleId: number, input: TachoDownloadInput): Promise<TachoDownloadView> {
  const user = requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    requireOperatorLicence(v);
    const who = input.kind === "driver_card" ? await driverName(tx, input) : null;
    const [saved] = await tx
      .insert(tachographDownloads)
      .values({ kind: input.kind, vehicleId: v.id, workerId: input.workerId, userId: input.userId, day: input.day, notes: input.notes, recordedBy: user.id })
      .returning({ id: tachographDownloads.id });
    if (input.kind === "vehicle_unit" && (!v.lastTachoDownloadDate || input.day > v.lastTachoDownloadDate)) {
      await tx.update(fleet).set({ lastTachoDownloadDate: input.day, updatedAt: new Date() }).where(eq(fleet.id, v.id));
    }
    await audit(tx, ctx.request, {
      entityType: "tachograph_download",
      entityId: saved.id,
      entityName: v.vehicleName,
      category: "fleet",
      metadata: { vehicleId: v.id, kind: input.kind, day: input.day, workerId: input.workerId, userId: input.userId },
      action: "tachograph_download_recorded",
      description: `Recorded the ${TACHO_KIND_LABELS[input.kind].toLowerCase()} download${who ? ` of ${who}'s card` : ""} for ${v.vehicleName} on ${ukDay(input.day)}`,
    });
    const [row] = await withNames(tx).where(eq(tachographDownloads.id, saved.id));
    return present(row);
  });
}
