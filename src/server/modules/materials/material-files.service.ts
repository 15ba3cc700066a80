import type { FastifyReply } from "fastify";
import { PHOTO_TYPE_MESSAGE, isImageType } from "@shared/files/files";
import { formatCurrency } from "@shared/common/numbers";
import { QUOTE_FILE_TYPE_MESSAGE, type QuoteFields } from "@shared/materials/material-quote";
import { SUPPLIER_MESSAGE } from "@shared/materials/material";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { sendCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
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

export async function addQuote(ctx: Ctx, id: number, fields: QuoteFields, upload: CheckedUpload | undefined) {
  const user = requireUser(ctx.request);
  const material = await getLiveMaterial(ctx.db, id);
  if (upload && !isImageType(upload.mimetype) && upload.mimetype !== "application/pdf") throw badRequest(QUOTE_FILE_TYPE_MESSAGE, "file");
  await ctx.db.transaction(async (tx) => {
    const supplier = await repo.findLiveSupplier(tx, fields.supplierId!);
    if (!supplier) throw badRequest(SUPPLIER_MESSAGE, "supplierId");
    const file = upload
      ? await storeCompanyUpload(tx, ctx.request, upload, {
          description: `Quote from ${supplier.name} for ${materialName(material)}`,
          owner: `material ${material.sku}`,
        })
      : null;
    const quote = await repo.insertQuote(tx, {
      materialId: id,
      supplierId: supplier.id,
      quoteReference: fields.quoteReference,
      fileId: file?.id ?? null,
      filename: file?.filename ?? null,
      originalName: file?.originalName ?? null,
      fileType: file?.mimetype ?? null,
      fileSize: file?.size ?? null,
      quoteDate: fields.quoteDate ?? null,
      expiryDate: fields.expiryDate,
      quotedPrice: fields.quotedPrice,
      notes: fields.notes,
      uploadedBy: user.id,
    });
    await audit(tx, ctx.request, {
      action: "material_quote_added",
      description: `Added ${supplier.name}'s quote${fields.quoteReference ? ` ${fields.quoteReference}` : ""} of ${formatCurrency(fields.quotedPrice)} for material ${materialName(material)}`,
      entityType: "material",
      entityId: id,
      entityName: material.sku,
      category: "materials",
      metadata: { quoteId: quote.id, supplierId: supplier.id, quotedPrice: fields.quotedPrice, expiryDate: fields.expiryDate },
    });
  });
  return getMaterial(ctx.db, id);
}

export async function removeQuote(ctx: Ctx, id: number, quoteId: number) {
  const material = await getLiveMaterial(ctx.db, id);
  const found = await repo.findQuote(ctx.db, id, quoteId);
  if (!found) throw notFound("Quote not found");
  await ctx.db.transaction(async (tx) => {
    await repo.deleteQuote(tx, quoteId);
    if (found.quote.fileId) await repo.deleteFile(tx, found.quote.fileId);
    await audit(tx, ctx.request, {
      action: "material_quote_deleted",
      description: `Deleted ${found.supplierName ?? "a supplier"}'s quote of ${formatCurrency(found.quote.quotedPrice)} for material ${materialName(material)}`,
      entityType: "material",
      entityId: id,
      entityName: material.sku,
      category: "materials",
      severity: "warning",
      metadata: { quoteId, supplierId: found.quote.supplierId, quotedPrice: found.quote.quotedPrice },
    });
  });
  return getMaterial(ctx.db, id);
}

/** A picture or a quote's document, only through the live material that owns it. */
export async function sendMaterialFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await getLiveMaterial(ctx.db, id);
  const file = await repo.findOwnedFile(ctx.db, id, fileId);
  if (!file) throw notFound("File not found");
  return sendCompanyFile(ctx.db, ctx.request, reply, file);
}
