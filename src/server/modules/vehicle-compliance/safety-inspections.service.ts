import type { FastifyRequest } from "fastify";
import { and, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { toPage, type PageQuery } from "@shared/common/paging";
import { personOf } from "@shared/common/wire";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { isoWeekOf, keptUntil, mayDeleteInspection } from "@shared/rules/hgv-inspections";
import { VEHICLE_MESSAGES } from "@shared/vehicle-compliance/vehicle";
import {
  SAFETY_MESSAGES,
  SAFETY_RESULT_LABELS,
  type SafetyInspectionInput,
  type SafetyInspectionList,
  type SafetyInspectionView,
} from "@shared/vehicle-compliance/safety-inspections";
import type { Db, Tx } from "../../db/client";
import { files, fleet, fleetSafetyInspections, users } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import { inspectionStandingOf } from "./hgv-standing";
import { liveVehicle, recordMileage, type VehicleRow } from "./vehicle-access";

/** An HGV's periodic safety inspections (DVSA, Guide to maintaining roadworthiness): recorded, listed, kept 15 months. */

export type Ctx = { db: Db; request: FastifyRequest };
type Row = typeof fleetSafetyInspections.$inferSelect;

/** Results that count as the inspection done: a failed one is followed by the rectified re-inspection that moves the plan (as an asset's PUWER, decision 0074). */
const DONE = ["pass", "pass_with_rectification"];

const recorder = alias(users, "recorder");
const withNames = (db: Db | Tx) =>
  db
    .select({ row: fleetSafetyInspections, recorderName: recorder.name, reportName: files.originalName })
    .from(fleetSafetyInspections)
    .leftJoin(recorder, eq(recorder.id, fleetSafetyInspections.recordedBy))
    .leftJoin(files, eq(files.id, fleetSafetyInspections.reportFileId));

function present({ row, recorderName, reportName }: { row: Row; recorderName: string | null; reportName: string | null }): SafetyInspectionView {
  return {
    id: row.id,
    day: row.day,
    isoWeek: row.isoWeek,
    inspector: row.inspector,
    mileage: row.mileage,
    result: row.result as SafetyInspectionView["result"],
    brakeTestPercent: row.brakeTestPercent,
    defects: row.defects,
    report: row.reportFileId !== null && reportName !== null ? { fileId: row.reportFileId, name: reportName } : null,
    keptUntil: keptUntil(row.day),
    recordedBy: personOf(row.recordedBy, recorderName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One inspection as the list shows it. */
export async function inspectionView(db: Db | Tx, inspectionId: number): Promise<SafetyInspectionView> {
  const [row] = await withNames(db).where(eq(fleetSafetyInspections.id, inspectionId));
  if (!row) throw notFound(SAFETY_MESSAGES.notFound);
  return present(row);
}

/** Safety inspections are for goods vehicles on an operator licence: any other is a clear 400. */
export function requireOperatorLicence(v: VehicleRow) {
  if (!v.operatorLicence) throw badRequest(VEHICLE_MESSAGES.notOperatorLicence);
}

const vehicleRecord = (v: VehicleRow, entityType: string, id: number, metadata: Record<string, unknown>) => ({
  entityType,
  entityId: id,
  entityName: v.vehicleName,
  category: "fleet",
  metadata: { vehicleId: v.id, ...metadata },
});

export async function listInspections(db: Db, vehicleId: number, q: PageQuery): Promise<SafetyInspectionList> {
  const v = await liveVehicle(db, vehicleId);
  const rows = await withNames(db)
    .where(eq(fleetSafetyInspections.vehicleId, vehicleId))
    .orderBy(desc(fleetSafetyInspections.day), desc(fleetSafetyInspections.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(fleetSafetyInspections).where(eq(fleetSafetyInspections.vehicleId, vehicleId));
  return { ...toPage(rows.map(present), n, q), standing: inspectionStandingOf(v, ukToday()) };
}

export async function recordInspection(ctx: Ctx, vehicleId: number, input: SafetyInspectionInput) {
  const user = requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    requireOperatorLicence(v);
    if (input.mileage !== null) await recordMileage(tx, v.id, { day: input.day, mileage: input.mileage, source: "inspection", by: user.id });
    const [saved] = await tx
      .insert(fleetSafetyInspections)
      .values({
        vehicleId: v.id,
        day: input.day,
        isoWeek: isoWeekOf(input.day),
        inspector: input.inspector,
        mileage: input.mileage,
        result: input.result,
        brakeTestPercent: input.brakeTestPercent,
        defects: input.defects,
        recordedBy: user.id,
      })
      .returning({ id: fleetSafetyInspections.id });
    // A back-dated inspection older than the last leaves the plan where it is.
    const moves = DONE.includes(input.result) && (!v.lastSafetyInspectionDate || input.day > v.lastSafetyInspectionDate);
    if (moves) await tx.update(fleet).set({ lastSafetyInspectionDate: input.day, updatedAt: new Date() }).where(eq(fleet.id, v.id));
    await audit(tx, ctx.request, {
      ...vehicleRecord(v, "safety_inspection", saved.id, { day: input.day, isoWeek: isoWeekOf(input.day), result: input.result }),
      action: "safety_inspection_recorded",
      description: `Recorded the safety inspection of ${v.vehicleName} on ${ukDay(input.day)} (${isoWeekOf(input.day)}): ${SAFETY_RESULT_LABELS[input.result].toLowerCase()}`,
      severity: input.result === "fail" ? "warning" : "info",
    });
    const [row] = await withNames(tx).where(eq(fleetSafetyInspections.id, saved.id));
    const after = moves ? { ...v, lastSafetyInspectionDate: input.day } : v;
    return { inspection: present(row), standing: inspectionStandingOf(after, ukToday()) };
  });
}

/** The newest inspection that counts as done, or null: the vehicle's last inspection after a delete or restore. */
async function lastDone(tx: Tx, vehicleId: number) {
  const [r] = await tx
    .select({ day: max(fleetSafetyInspections.day) })
    .from(fleetSafetyInspections)
    .where(and(eq(fleetSafetyInspections.vehicleId, vehicleId), inArray(fleetSafetyInspections.result, DONE)));
  return r?.day ?? null;
}

/** To the recycle bin, but only once kept 15 months: nothing ever purges a younger record. */
export async function removeInspection(ctx: Ctx, vehicleId: number, inspectionId: number) {
  requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    const [row] = await tx
      .select()
      .from(fleetSafetyInspections)
      .where(and(eq(fleetSafetyInspections.id, inspectionId), eq(fleetSafetyInspections.vehicleId, vehicleId)))
      .for("update");
    if (!row) throw notFound(SAFETY_MESSAGES.notFound);
    if (!mayDeleteInspection(row.day, ukToday())) throw conflict(SAFETY_MESSAGES.keep(ukDay(keptUntil(row.day))));
    await tx.delete(fleetSafetyInspections).where(eq(fleetSafetyInspections.id, row.id));
    if (v.lastSafetyInspectionDate === row.day)
      await tx
        .update(fleet)
        .set({ lastSafetyInspectionDate: await lastDone(tx, v.id) })
        .where(eq(fleet.id, v.id));
    const name = `${v.vehicleName}: safety inspection ${ukDay(row.day)}`;
    const bin = await moveToRecycleBin(tx, ctx.request, {
      recordType: "safety_inspection",
      tableName: "fleet_safety_inspections",
      recordId: row.id,
      recordData: row,
      recordName: name,
    });
    await audit(tx, ctx.request, {
      ...vehicleRecord(v, "safety_inspection", row.id, { day: row.day, recycleBinId: bin.id }),
      action: "safety_inspection_deleted",
      description: `Deleted the safety inspection of ${v.vehicleName} on ${ukDay(row.day)}`,
      severity: "warning",
    });
  });
}

/** The report's file, if it is still in the store (nothing deletes it while the record is in the bin, but be sure). */
async function fileStill(tx: Tx, id: unknown): Promise<number | null> {
  if (typeof id !== "number") return null;
  const [found] = await tx.select({ id: files.id }).from(files).where(eq(files.id, id));
  return found?.id ?? null;
}

/** Back as it was (same id), its report with it; the vehicle's last inspection follows if it is now the newest. */
export async function restoreInspection(tx: Tx, row: Record<string, unknown>, id: number) {
  const [exists] = await tx.select({ id: fleetSafetyInspections.id }).from(fleetSafetyInspections).where(eq(fleetSafetyInspections.id, id));
  if (exists) throw conflict("This record is already back where it was");
  const vehicleId = Number(row.vehicleId);
  const [v] = await tx.select({ id: fleet.id }).from(fleet).where(eq(fleet.id, vehicleId));
  if (!v) throw conflict("This vehicle has been removed for good");
  const userId = typeof row.recordedBy === "number" ? row.recordedBy : null;
  const [by] = userId ? await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)) : [];
  await tx.insert(fleetSafetyInspections).values({
    id,
    vehicleId,
    day: String(row.day),
    isoWeek: String(row.isoWeek),
    inspector: String(row.inspector),
    mileage: typeof row.mileage === "number" ? row.mileage : null,
    result: String(row.result),
    brakeTestPercent: (row.brakeTestPercent as string | null) ?? null,
    defects: (row.defects as string | null) ?? null,
    reportFileId: await fileStill(tx, row.reportFileId),
    recordedBy: by?.id ?? null,
    createdAt: typeof row.createdAt === "string" ? new Date(row.createdAt) : new Date(),
  });
  // Only forward: a date the register holds that is later than this one stays.
  if (DONE.includes(String(row.result))) {
    await tx
      .update(fleet)
      .set({ lastSafetyInspectionDate: sql`greatest(${fleet.lastSafetyInspectionDate}, ${String(row.day)})` })
      .where(eq(fleet.id, vehicleId));
  }
}
