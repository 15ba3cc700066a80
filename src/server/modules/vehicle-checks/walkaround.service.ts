import type { FastifyRequest } from "fastify";
import { and, count, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { toPage, type PageQuery } from "@shared/common/paging";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { personOf } from "@shared/common/wire";
import type { DriverRef } from "@shared/vehicle-checks/licence-checks";
import {
  CLEAR_MESSAGES,
  checklistProblem,
  defectSummary,
  isHgv,
  offRoadReason,
  walkaroundItemsFor,
  WALKAROUND_MESSAGES,
  type ClearDefectInput,
  type DefectPhoto,
  type DriverOption,
  type RecordedWalkaround,
  type WalkaroundCheckInput,
  type WalkaroundCheckView,
  type WalkaroundForm,
} from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetWalkaroundChecks, users } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { driverById, driversOf } from "./vehicle-drivers.repository";
import { photosOf } from "./walkaround-photos.repository";
import { liveVehicle, recordMileage, setOffRoad } from "./vehicle-access";

/**
 * Daily walkaround checks (issue 33). A check is kept whatever it finds (nil-defect too). A defect
 * stays open until an authorised person clears it with what was done; one the driver marks unsafe also
 * takes the vehicle off the road at once and tells everyone who may clear it. The vehicle goes back on
 * the road when its last open unsafe defect is cleared.
 */

type Ctx = { db: Db; request: FastifyRequest };

const clearer = alias(users, "clearer");
const recorder = alias(users, "recorder");
const openDefect = sql<boolean>`(${fleetWalkaroundChecks.hasDefects} and ${fleetWalkaroundChecks.clearedAt} is null)`;

const withNames = (db: Db | Tx) =>
  db
    .select({ row: fleetWalkaroundChecks, vehicleName: fleet.vehicleName, plate: fleet.licensePlate, clearerName: clearer.name, recorderName: recorder.name })
    .from(fleetWalkaroundChecks)
    .innerJoin(fleet, eq(fleet.id, fleetWalkaroundChecks.vehicleId))
    .leftJoin(clearer, eq(clearer.id, fleetWalkaroundChecks.clearedBy))
    .leftJoin(recorder, eq(recorder.id, fleetWalkaroundChecks.recordedBy));

type Named = Awaited<ReturnType<ReturnType<typeof withNames>["where"]>>[number];

const present = ({ row, vehicleName, plate, clearerName, recorderName }: Named, photos?: Map<string, DefectPhoto[]>): WalkaroundCheckView => ({
  id: row.id,
  vehicle: { id: row.vehicleId, name: vehicleName, licensePlate: plate },
  day: row.day,
  createdAt: row.createdAt.toISOString(),
  driverName: row.driverName,
  mileage: row.mileage,
  items: row.items.map((i) => ({ key: i.key, label: i.label, result: i.result, note: i.note ?? null, photos: photos?.get(i.key) ?? [] })),
  hasDefects: row.hasDefects,
  defects: row.hasDefects ? defectSummary(row.items) : null,
  unsafe: row.unsafe,
  notes: row.notes,
  open: row.hasDefects && row.clearedAt === null,
  clearedAt: row.clearedAt?.toISOString() ?? null,
  clearedBy: personOf(row.clearedBy, clearerName),
  clearedNote: row.clearedNote,
  recordedBy: personOf(row.recordedBy, recorderName),
});

/** The activity log's reference to a vehicle. */
const vehicleRecord = (v: { id: number; vehicleName: string }, metadata: Record<string, unknown>) => ({
  entityType: "vehicle",
  entityId: String(v.id),
  entityName: v.vehicleName,
  category: "fleet",
  metadata,
});

/** What the phone's form needs: the items, the drivers to choose from (the signed-in person last), the last mileage. */
export async function walkaroundChecklist(ctx: Ctx, vehicleId: number): Promise<WalkaroundForm> {
  const user = requireUser(ctx.request);
  const v = await liveVehicle(ctx.db, vehicleId);
  const named = await driversOf(ctx.db, [v.id]);
  const drivers: DriverOption[] = named.map((d) => ({ kind: d.kind, id: d.id, name: d.name, role: d.role }));
  if (!drivers.some((d) => d.kind === "user" && d.id === user.id)) drivers.push({ kind: "user", id: user.id, name: user.name, role: "me" });
  return {
    vehicle: { id: v.id, name: v.vehicleName, licensePlate: v.licensePlate, vehicleType: v.vehicleType, offRoad: v.offRoad, offRoadReason: v.offRoadReason },
    items: [...walkaroundItemsFor(v)],
    hgv: isHgv(v),
    lastMileage: v.currentMileage !== null && v.mileageRecordedOn ? { mileage: v.currentMileage, day: v.mileageRecordedOn } : null,
    drivers,
  };
}

async function page(db: Db, where: SQL | undefined, order: SQL[], q: PageQuery) {
  const rows = await withNames(db)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(fleetWalkaroundChecks).innerJoin(fleet, eq(fleet.id, fleetWalkaroundChecks.vehicleId)).where(where);
  const photos = await photosOf(
    db,
    rows.map((r) => r.row.id),
  );
  return toPage(
    rows.map((r) => present(r, photos.get(r.row.id))),
    n,
    q,
  );
}

/** One check as the lists show it, with its defects' photos. */
export async function checkView(db: Db | Tx, checkId: number): Promise<WalkaroundCheckView> {
  const [row] = await withNames(db).where(eq(fleetWalkaroundChecks.id, checkId));
  if (!row) throw notFound("Walkaround check not found");
  return present(row, (await photosOf(db, [checkId])).get(checkId));
}

/** A vehicle's checks, newest first. */
export async function vehicleChecks(db: Db, vehicleId: number, q: PageQuery) {
  await liveVehicle(db, vehicleId);
  return page(db, eq(fleetWalkaroundChecks.vehicleId, vehicleId), [desc(fleetWalkaroundChecks.day), desc(fleetWalkaroundChecks.id)], q);
}

/** The company's checks of live vehicles: open defects first, then the newest. */
export async function recentChecks(db: Db, q: PageQuery & { open?: "true" | "false" }) {
  const where = and(isNull(fleet.deletedAt), q.open === "true" ? openDefect : undefined);
  return page(db, where, [desc(openDefect), desc(fleetWalkaroundChecks.day), desc(fleetWalkaroundChecks.id)], q);
}

/** The driver named, or the person signed in: a name in the body that is not a driver is a 400 on its field. */
async function driverOf(ctx: Ctx, input: WalkaroundCheckInput): Promise<DriverRef> {
  const user = requireUser(ctx.request);
  if (input.driverWorkerId) {
    const found = await driverById(ctx.db, "worker", input.driverWorkerId);
    if (!found) throw badRequest(WALKAROUND_MESSAGES.driver, "driverWorkerId");
    return found;
  }
  if (input.driverUserId && input.driverUserId !== user.id) {
    const found = await driverById(ctx.db, "user", input.driverUserId);
    if (!found) throw badRequest(WALKAROUND_MESSAGES.driver, "driverUserId");
    return found;
  }
  return { kind: "user", id: user.id, name: user.name };
}

export async function recordWalkaround(ctx: Ctx, vehicleId: number, input: WalkaroundCheckInput): Promise<RecordedWalkaround> {
  const user = requireUser(ctx.request);
  const today = ukToday();
  const day = input.day ?? today;
  if (day > today) throw badRequest(WALKAROUND_MESSAGES.dayFuture, "day");
  const vehicle = await liveVehicle(ctx.db, vehicleId);
  const list = walkaroundItemsFor(vehicle);
  const problem = checklistProblem(list, input.answers);
  if (problem) throw badRequest(problem, "answers");
  const driver = await driverOf(ctx, input);
  const byKey = new Map(input.answers.map((a) => [a.key, a]));
  // Kept in the list's order with the words asked, so a later change of the list leaves old checks as they were.
  const items = list.map((i) => ({ key: i.key, label: i.label, result: byKey.get(i.key)!.result, note: byKey.get(i.key)!.note }));
  const hasDefects = items.some((i) => i.result === "defect");
  const summary = defectSummary(items);
  return ctx.db.transaction(async (tx) => {
    if (input.mileage !== null) await recordMileage(tx, vehicleId, { day, mileage: input.mileage, source: "walkaround", by: user.id });
    const [saved] = await tx
      .insert(fleetWalkaroundChecks)
      .values({
        vehicleId,
        day,
        driverWorkerId: driver.kind === "worker" ? driver.id : null,
        driverUserId: driver.kind === "user" ? driver.id : null,
        driverName: driver.name,
        mileage: input.mileage,
        items,
        hasDefects,
        unsafe: input.unsafe,
        notes: input.notes,
        recordedBy: user.id,
      })
      .returning({ id: fleetWalkaroundChecks.id });
    // The register's setOffRoad tells everyone who may clear it (Fleet Management edit), the recorder left out.
    const tookOff =
      input.unsafe && (await setOffRoad(tx, vehicleId, { offRoad: true, reason: offRoadReason(summary), by: user.id, request: ctx.request })).changed;
    await audit(tx, ctx.request, {
      ...vehicleRecord(vehicle, { checkId: saved.id, day, hasDefects, unsafe: input.unsafe, tookOffRoad: tookOff }),
      action: "fleet_walkaround_recorded",
      description: hasDefects
        ? `Walkaround check of ${vehicle.vehicleName} on ${ukDay(day)} by ${driver.name} found ${items.filter((i) => i.result === "defect").length} defect(s): ${summary}${input.unsafe ? "; unsafe to drive, off the road" : ""}`
        : `Walkaround check of ${vehicle.vehicleName} on ${ukDay(day)} by ${driver.name}: no defects`,
      severity: input.unsafe ? "warning" : "info",
    });
    const [row] = await withNames(tx).where(eq(fleetWalkaroundChecks.id, saved.id));
    return { check: present(row), vehicleOffRoad: vehicle.offRoad || input.unsafe };
  });
}

/** An authorised person clears a check's defect with what was done; the last open unsafe defect cleared puts the vehicle back on the road. */
export async function clearDefect(ctx: Ctx, checkId: number, input: ClearDefectInput) {
  const user = requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    // The check's row locked: two clears at once run one after the other, and the second is refused.
    const [check] = await tx.select().from(fleetWalkaroundChecks).where(eq(fleetWalkaroundChecks.id, checkId)).for("update");
    if (!check) throw notFound("Walkaround check not found");
    const vehicle = await liveVehicle(tx, check.vehicleId).catch(() => {
      throw notFound("Walkaround check not found");
    });
    if (!check.hasDefects) throw conflict(CLEAR_MESSAGES.noDefect);
    if (check.clearedAt) throw conflict(CLEAR_MESSAGES.already);
    await tx
      .update(fleetWalkaroundChecks)
      .set({ clearedAt: new Date(), clearedBy: user.id, clearedNote: input.note })
      .where(eq(fleetWalkaroundChecks.id, checkId));
    const [stillUnsafe] = await tx
      .select({ id: fleetWalkaroundChecks.id })
      .from(fleetWalkaroundChecks)
      .where(
        and(eq(fleetWalkaroundChecks.vehicleId, check.vehicleId), ne(fleetWalkaroundChecks.id, checkId), eq(fleetWalkaroundChecks.unsafe, true), openDefect),
      )
      .limit(1);
    const backOn =
      check.unsafe && !stillUnsafe && (await setOffRoad(tx, check.vehicleId, { offRoad: false, reason: null, by: user.id, note: input.note })).changed;
    await audit(tx, ctx.request, {
      ...vehicleRecord(vehicle, { checkId, unsafe: check.unsafe, backOnRoad: backOn }),
      action: "fleet_walkaround_defect_cleared",
      description: `Cleared the walkaround defect of ${vehicle.vehicleName} (${defectSummary(check.items)}): ${input.note}${backOn ? "; back on the road" : ""}`,
      severity: check.unsafe ? "warning" : "info",
    });
    return { check: await checkView(tx, checkId), vehicleOffRoad: vehicle.offRoad && !backOn };
  });
}
