import type { FastifyReply } from "fastify";
import { fleetDocumentCategoryLabel } from "@shared/fleet/fleet";
import { FLEET_DOCUMENT_NOT_FOUND, type FleetDocumentFields, type VehicleDetail } from "@shared/fleet/fleet-register";
import { assetDocumentFileSchema } from "@shared/assets/asset-document";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { liveVehicle, lockedVehicle, vehicleLabel, vehicleRecord, type Ctx } from "./fleet-record";
import * as files from "./fleet-files.repository";
import * as repo from "./fleet.repository";
import { getVehicle } from "./fleet.service";

/**
 * A vehicle's pictures and documents (data-model.md §3 fleet_images; the spec's document paths): company
 * files (decision 0026) in the one store, each the vehicle's alone, so removing one deletes the file.
 * The first picture is the register's until it is removed. A document carries its category (V5C,
 * insurance, MOT certificate, service record, finance), title, expiry (the one expiry rule) and notes;
 * the store refuses a file over 10 MB with §5's words. Served only through the live vehicle.
 */

const owner = (v: { vehicleName: string; licensePlate: string | null }) => `vehicle ${vehicleLabel(v)}`;

export async function addImages(ctx: Ctx, id: number, uploads: CheckedUpload[]): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  const vehicle = await liveVehicle(ctx.db, id);
  const ids = await addRecordImages(ctx, uploads, {
    store: (tx, upload) => storeCompanyUpload(tx, ctx.request, upload, { description: `Picture of ${owner(vehicle)}`, owner: owner(vehicle) }),
    link: (tx, fileId) => files.linkImage(tx, id, fileId, user.id),
    event: (count) => ({ ...vehicleRecord(vehicle), action: "vehicle_images_added", description: `Added ${countOf(count, "picture")} to ${owner(vehicle)}` }),
  });
  if (vehicle.imageFileId === null && ids.length) await repo.updateVehicle(ctx.db, id, { imageFileId: ids[0] });
  return getVehicle(ctx.db, id);
}

export async function removeImage(ctx: Ctx, id: number, fileId: number): Promise<VehicleDetail> {
  const vehicle = await liveVehicle(ctx.db, id);
  await removeRecordFile(ctx, fileId, await files.findImage(ctx.db, id, fileId), {
    missing: "Picture not found on this vehicle",
    remove: async (tx) => {
      await files.deleteFile(tx, fileId);
      // The register's picture was this one: the next picture takes its place, or none.
      const locked = await lockedVehicle(tx, id);
      if (locked.imageFileId === null || locked.imageFileId === fileId) {
        const [next] = await files.imagesOf(tx, id);
        await repo.updateVehicle(tx, id, { imageFileId: next?.file.id ?? null });
      }
    },
    event: (file) => ({ ...vehicleRecord(vehicle), action: "vehicle_image_deleted", description: `Deleted picture ${file.originalName} of ${owner(vehicle)}` }),
  });
  return getVehicle(ctx.db, id);
}

export async function addDocument(ctx: Ctx, id: number, fields: FleetDocumentFields, upload: CheckedUpload): Promise<VehicleDetail> {
  const user = requireUser(ctx.request);
  const vehicle = await liveVehicle(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await lockedVehicle(tx, id);
    const stored = await storeCompanyUpload(tx, ctx.request, upload, { description: `${fields.title} for ${owner(vehicle)}`, owner: owner(vehicle) });
    // The stored file's details, checked as §5 states a document's (filename, path and type required; 1 byte to 10MB).
    const file = assetDocumentFileSchema.parse({
      filename: upload.originalName,
      filepath: stored.path,
      fileType: upload.mimetype,
      fileSize: upload.data.length,
    });
    const document = await files.insertDocument(tx, { vehicleId: id, ...fields, ...file, fileId: stored.id, uploadedBy: user.id });
    await audit(tx, ctx.request, {
      action: "vehicle_document_added",
      description: `Added ${fleetDocumentCategoryLabel(fields.category).toLowerCase()} document ${fields.title} to ${owner(vehicle)}`,
      ...vehicleRecord(vehicle, { documentId: document.id, category: fields.category, expiryDate: fields.expiryDate }),
    });
  });
  return getVehicle(ctx.db, id);
}

export async function updateDocument(ctx: Ctx, id: number, documentId: number, fields: FleetDocumentFields): Promise<VehicleDetail> {
  const vehicle = await liveVehicle(ctx.db, id);
  const before = await files.findDocument(ctx.db, id, documentId);
  if (!before) throw notFound(FLEET_DOCUMENT_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await files.updateDocument(tx, documentId, fields);
    await audit(tx, ctx.request, {
      action: "vehicle_document_updated",
      description: `Updated document ${fields.title} of ${owner(vehicle)}`,
      ...vehicleRecord(vehicle, { documentId, expiryDate: { from: before.expiryDate, to: fields.expiryDate } }),
    });
  });
  return getVehicle(ctx.db, id);
}

export async function removeDocument(ctx: Ctx, id: number, documentId: number): Promise<VehicleDetail> {
  const vehicle = await liveVehicle(ctx.db, id);
  await removeRecordFile(ctx, documentId, await files.findDocument(ctx.db, id, documentId), {
    missing: FLEET_DOCUMENT_NOT_FOUND,
    remove: async (tx, document) => {
      await files.deleteDocument(tx, document.id);
      if (document.fileId !== null) await files.deleteFile(tx, document.fileId);
    },
    event: (document) => ({
      ...vehicleRecord(vehicle, { documentId: document.id }),
      action: "vehicle_document_deleted",
      description: `Deleted document ${document.title} of ${owner(vehicle)}`,
    }),
  });
  return getVehicle(ctx.db, id);
}

/** A picture or a document's file, only through the live vehicle that owns it. */
export async function sendVehicleFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await liveVehicle(ctx.db, id);
  return sendOwnedCompanyFile(ctx, reply, await files.findOwnedFile(ctx.db, id, fileId));
}
