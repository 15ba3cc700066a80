import type { FastifyReply, FastifyRequest } from "fastify";
import { and, count, eq } from "drizzle-orm";
import { CLEAR_MESSAGES, DEFECT_PHOTO_MESSAGES, MAX_DEFECT_PHOTOS } from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { files, fleetWalkaroundChecks, fleetWalkaroundPhotos } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { liveVehicle } from "./vehicle-access";

/**
 * Photos of a walkaround check's defects (fleet_walkaround_photos): each belongs to one defect item of
 * the check, since a check may find several and whoever puts one right needs its own picture. Taken on
 * the driver's phone and sent just after the check is recorded (the form holds them until then); a
 * company file (decision 0026) the check alone holds, served only through the check of a vehicle still
 * in the fleet, under Fleet Management view. Added while the defect is open (Fleet Management create,
 * as recording the check); one taken by mistake is deleted by an authorised person (edit).
 */

type Ctx = { db: Db; request: FastifyRequest };
type Check = typeof fleetWalkaroundChecks.$inferSelect;

/** The check and its vehicle, or 404: a check of a vehicle in the recycle bin is gone with it. */
export async function liveCheck(db: Db | Tx, checkId: number) {
  const [check] = await db.select().from(fleetWalkaroundChecks).where(eq(fleetWalkaroundChecks.id, checkId));
  if (!check) throw notFound("Walkaround check not found");
  const vehicle = await liveVehicle(db, check.vehicleId).catch(() => {
    throw notFound("Walkaround check not found");
  });
  return { check, vehicle };
}

/** The defect item of the check a photo goes with: 404 for no such item, 400 for one not a defect, 409 once cleared. */
export function defectItem(check: Check, key: string) {
  const item = check.items.find((i) => i.key === key);
  if (!item) throw notFound(DEFECT_PHOTO_MESSAGES.item);
  if (item.result !== "defect") throw badRequest(DEFECT_PHOTO_MESSAGES.notDefect, "key");
  if (check.clearedAt) throw conflict(CLEAR_MESSAGES.already);
  return item;
}

const logRef = (vehicle: { id: number; vehicleName: string }, checkId: number) => ({
  entityType: "vehicle",
  entityId: String(vehicle.id),
  entityName: vehicle.vehicleName,
  category: "fleet",
  metadata: { checkId },
});

export async function addDefectPhotos(ctx: Ctx, checkId: number, key: string, uploads: CheckedUpload[]) {
  const user = requireUser(ctx.request);
  const { check, vehicle } = await liveCheck(ctx.db, checkId);
  const item = defectItem(check, key);
  const owner = `the walkaround defect of ${vehicle.vehicleName} (${item.label})`;
  await addRecordImages(ctx, uploads, {
    store: (tx, upload) => storeCompanyUpload(tx, ctx.request, upload, { description: `Photo of ${owner}`, owner }),
    link: async (tx, fileId) => {
      // The check locked: two uploads at once are counted one after the other against the limit.
      await tx.select({ id: fleetWalkaroundChecks.id }).from(fleetWalkaroundChecks).where(eq(fleetWalkaroundChecks.id, checkId)).for("update");
      await tx.insert(fleetWalkaroundPhotos).values({ checkId, itemKey: key, fileId, uploadedBy: user.id });
      const [{ n }] = await tx
        .select({ n: count() })
        .from(fleetWalkaroundPhotos)
        .where(and(eq(fleetWalkaroundPhotos.checkId, checkId), eq(fleetWalkaroundPhotos.itemKey, key)));
      if (n > MAX_DEFECT_PHOTOS) throw conflict(DEFECT_PHOTO_MESSAGES.tooMany);
    },
    event: (n) => ({
      ...logRef(vehicle, checkId),
      metadata: { checkId, item: key },
      action: "fleet_walkaround_photos_added",
      description: `Added ${countOf(n, "photo")} to ${owner}: ${item.note ?? ""}`,
    }),
  });
}

async function findPhoto(db: Db, checkId: number, key: string, fileId: number) {
  const [row] = await db
    .select({ file: files, key: fleetWalkaroundPhotos.itemKey })
    .from(fleetWalkaroundPhotos)
    .innerJoin(files, eq(files.id, fleetWalkaroundPhotos.fileId))
    .where(and(eq(fleetWalkaroundPhotos.checkId, checkId), eq(fleetWalkaroundPhotos.itemKey, key), eq(fleetWalkaroundPhotos.fileId, fileId)));
  return row;
}

/** A defect's photo, only through its check of a live vehicle. */
export async function sendDefectPhoto(ctx: Ctx, reply: FastifyReply, checkId: number, key: string, fileId: number) {
  await liveCheck(ctx.db, checkId);
  const found = await findPhoto(ctx.db, checkId, key, fileId);
  if (!found) throw notFound(DEFECT_PHOTO_MESSAGES.notFound);
  return sendOwnedCompanyFile(ctx, reply, found.file);
}

/** Deletes a photo taken by mistake: the file is the check's alone, so it goes (its link cascades). */
export async function removeDefectPhoto(ctx: Ctx, checkId: number, key: string, fileId: number) {
  const { check, vehicle } = await liveCheck(ctx.db, checkId);
  await removeRecordFile(ctx, fileId, await findPhoto(ctx.db, checkId, key, fileId), {
    missing: DEFECT_PHOTO_MESSAGES.notFound,
    remove: (tx) => tx.delete(files).where(eq(files.id, fileId)),
    event: ({ file, key }) => ({
      ...logRef(vehicle, checkId),
      action: "fleet_walkaround_photo_deleted",
      description: `Deleted photo ${file.originalName} of the walkaround defect of ${vehicle.vehicleName} (${check.items.find((i) => i.key === key)?.label ?? key})`,
    }),
  });
}
