import type { FastifyReply } from "fastify";
import { and, eq } from "drizzle-orm";
import { ukDay } from "@shared/common/uk-dates";
import { SAFETY_MESSAGES, isReportType, type SafetyInspectionView } from "@shared/vehicle-compliance/safety-inspections";
import type { Db, Tx } from "../../db/client";
import { files, fleetSafetyInspections } from "../../db/schema/index";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { inspectionView, type Ctx } from "./safety-inspections.service";
import { liveVehicle } from "./vehicle-access";

/**
 * A safety inspection's report (fleet_safety_inspections.report_file_id): the garage's PDF or a photo
 * of the inspection sheet, the record DVSA asks to see. A company file (decision 0026) the inspection
 * alone holds, served only through its vehicle while that is in the fleet (Fleet Management view).
 * Attached when the inspection is recorded or later (Fleet Management create, as recording it); a new
 * one replaces the old, whose file goes, and the log names both.
 */

/** The inspection of this live vehicle, or 404 (a wrong vehicle, one in the bin, another vehicle's inspection). */
export async function vehicleInspection(db: Db | Tx, vehicleId: number, inspectionId: number) {
  const vehicle = await liveVehicle(db, vehicleId);
  const [row] = await db
    .select()
    .from(fleetSafetyInspections)
    .where(and(eq(fleetSafetyInspections.id, inspectionId), eq(fleetSafetyInspections.vehicleId, vehicleId)));
  if (!row) throw notFound(SAFETY_MESSAGES.notFound);
  return { vehicle, row };
}

export async function attachReport(ctx: Ctx, vehicleId: number, inspectionId: number, upload: CheckedUpload): Promise<SafetyInspectionView> {
  if (!isReportType(upload.mimetype)) throw badRequest(`${upload.originalName}: ${SAFETY_MESSAGES.reportType}`, "file");
  return ctx.db.transaction(async (tx) => {
    const { vehicle, row } = await vehicleInspection(tx, vehicleId, inspectionId);
    // The row locked: two attachments at once replace one after the other, and neither file is left behind.
    const [locked] = await tx
      .select({ reportFileId: fleetSafetyInspections.reportFileId })
      .from(fleetSafetyInspections)
      .where(eq(fleetSafetyInspections.id, row.id))
      .for("update");
    const what = `the safety inspection of ${vehicle.vehicleName} on ${ukDay(row.day)}`;
    const stored = await storeCompanyUpload(tx, ctx.request, upload, { description: `Report of ${what}`, owner: `vehicle ${vehicle.vehicleName}` });
    await tx.update(fleetSafetyInspections).set({ reportFileId: stored.id }).where(eq(fleetSafetyInspections.id, row.id));
    const [old] = locked.reportFileId ? await tx.select({ id: files.id, name: files.originalName }).from(files).where(eq(files.id, locked.reportFileId)) : [];
    if (old) await tx.delete(files).where(eq(files.id, old.id));
    await audit(tx, ctx.request, {
      entityType: "safety_inspection",
      entityId: row.id,
      entityName: vehicle.vehicleName,
      category: "fleet",
      metadata: { vehicleId: vehicle.id, fileId: stored.id, replacedFileId: old?.id ?? null },
      action: old ? "safety_inspection_report_replaced" : "safety_inspection_report_attached",
      description: old ? `Replaced the report of ${what} (${old.name}) with ${upload.originalName}` : `Attached the report ${upload.originalName} to ${what}`,
    });
    return inspectionView(tx, row.id);
  });
}

/** The report's bytes, only through the inspection of a live vehicle. */
export async function sendReport(ctx: Ctx, reply: FastifyReply, vehicleId: number, inspectionId: number) {
  const { row } = await vehicleInspection(ctx.db, vehicleId, inspectionId);
  if (row.reportFileId === null) throw notFound(SAFETY_MESSAGES.noReport);
  const [file] = await ctx.db.select().from(files).where(eq(files.id, row.reportFileId));
  return sendOwnedCompanyFile(ctx, reply, file);
}
