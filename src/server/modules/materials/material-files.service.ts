import type { FastifyReply } from "fastify";
import { PHOTO_TYPE_MESSAGE, isImageType } from "@shared/files/files";
import type { QuoteFields } from "@shared/materials/material-quote";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { sendCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { addSupplierQuote, removeSupplierQuote, type QuoteHolder, type QuoteStore } from "../files/supplier-quotes.service";
import * as repo from "./materials.repository";
import { getLiveMaterial, getMaterial, materialName, type Ctx } from "./materials.service";

/** A material's pictures and its suppliers' quotes: company-level files (decision 0026) in the one store. */

export async function addImages(ctx: Ctx, id: number, uploads: CheckedUpload[]) {
  const user = requireUser(ctx.request);
  const material = await getLiveMaterial(ctx.db, id);
  const refused = uploads.find((u) => !isImageType(u.mimetype));
  if (refused) throw badRequest(`${refused.originalName}: ${PHOTO_TYPE_MESSAGE}`, "file");
  await ctx.db.transaction(async (tx) => {
    for (const upload of uploads) {
      const file = await storeCompanyUpload(tx, ctx.request, upload, {
        description: `Picture of ${materialName(material)}`,
        owner: `material ${material.sku}`,
      });
      await repo.linkImage(tx, id, file.id, user.id);
    }
    await audit(tx, ctx.request, {
      action: "material_images_added",
      description: `Added ${uploads.length} ${uploads.length === 1 ? "picture" : "pictures"} to material ${materialName(material)}`,
      entityType: "material",
      entityId: id,
      entityName: material.sku,
      category: "materials",
      metadata: { count: uploads.length },
    });
  });
  return getMaterial(ctx.db, id);
}

/** A picture belongs to its material only: deleting it deletes the file. */
export async function removeImage(ctx: Ctx, id: number, fileId: number) {
  const material = await getLiveMaterial(ctx.db, id);
  const file = await repo.findImage(ctx.db, id, fileId);
  if (!file) throw notFound("Picture not found on this material");
  await ctx.db.transaction(async (tx) => {
    await repo.deleteFile(tx, fileId);
    await audit(tx, ctx.request, {
      action: "material_image_deleted",
      description: `Deleted picture ${file.originalName} of material ${materialName(material)}`,
      entityType: "material",
      entityId: id,
      entityName: material.sku,
      category: "materials",
      metadata: { fileId },
    });
  });
  return getMaterial(ctx.db, id);
}

/** Who a material's quotes belong to, for the shared quote service (files/supplier-quotes.service.ts). */
const holderOf = (material: repo.MaterialRow): QuoteHolder => ({
  id: material.id,
  entityType: "material",
  entityName: material.sku,
  category: "materials",
  name: `material ${materialName(material)}`,
  fileName: materialName(material),
  fileOwner: `material ${material.sku}`,
  addedTo: "for",
  removedFrom: "for",
});

const quotesOf = (materialId: number): QuoteStore => ({
  insert: (tx, q) =>
    repo.insertQuote(tx, {
      materialId,
      supplierId: q.supplierId,
      quoteReference: q.quoteReference,
      fileId: q.file?.id ?? null,
      filename: q.file?.filename ?? null,
      originalName: q.file?.originalName ?? null,
      fileType: q.file?.mimetype ?? null,
      fileSize: q.file?.size ?? null,
      quoteDate: q.quoteDate,
      expiryDate: q.expiryDate,
      quotedPrice: q.quotedPrice,
      notes: q.notes,
      uploadedBy: q.uploadedBy,
    }),
  find: async (db, quoteId) => {
    const found = await repo.findQuote(db, materialId, quoteId);
    return found && { ...found.quote, supplierName: found.supplierName };
  },
  remove: async (tx, quote) => {
    await repo.deleteQuote(tx, quote.id);
    if (quote.fileId) await repo.deleteFile(tx, quote.fileId);
  },
});

export async function addQuote(ctx: Ctx, id: number, fields: QuoteFields, upload: CheckedUpload | undefined) {
  const material = await getLiveMaterial(ctx.db, id);
  await addSupplierQuote(ctx, holderOf(material), quotesOf(id), fields, upload);
  return getMaterial(ctx.db, id);
}

export async function removeQuote(ctx: Ctx, id: number, quoteId: number) {
  const material = await getLiveMaterial(ctx.db, id);
  await removeSupplierQuote(ctx, holderOf(material), quotesOf(id), quoteId);
  return getMaterial(ctx.db, id);
}

/** A picture or a quote's document, only through the live material that owns it. */
export async function sendMaterialFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await getLiveMaterial(ctx.db, id);
  const file = await repo.findOwnedFile(ctx.db, id, fileId);
  if (!file) throw notFound("File not found");
  return sendCompanyFile(ctx.db, ctx.request, reply, file);
}
