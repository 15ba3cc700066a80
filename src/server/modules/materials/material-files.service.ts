import type { FastifyReply } from "fastify";
import type { QuoteFields } from "@shared/materials/material-quote";
import { requireUser } from "../../platform/access";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { addSupplierQuote, quoteColumns, removeSupplierQuote, type QuoteHolder, type QuoteStore } from "../files/supplier-quotes.service";
import * as repo from "./materials.repository";
import { getLiveMaterial, getMaterial, materialName, type Ctx } from "./materials.service";

/** A material's pictures and its suppliers' quotes: company-level files (decision 0026) in the one store. */

/** How the activity log names the material a picture belongs to. */
const materialRef = (material: repo.MaterialRow) => ({ entityType: "material", entityId: material.id, entityName: material.sku, category: "materials" });

export async function addImages(ctx: Ctx, id: number, uploads: CheckedUpload[]) {
  const user = requireUser(ctx.request);
  const material = await getLiveMaterial(ctx.db, id);
  const description = `Picture of ${materialName(material)}`;
  await addRecordImages(ctx, uploads, {
    store: (tx, upload) => storeCompanyUpload(tx, ctx.request, upload, { description, owner: `material ${material.sku}` }),
    link: (tx, fileId) => repo.linkImage(tx, id, fileId, user.id),
    event: (count) => ({
      ...materialRef(material),
      action: "material_images_added",
      description: `Added ${countOf(count, "picture")} to material ${materialName(material)}`,
    }),
  });
  return getMaterial(ctx.db, id);
}

/** A picture belongs to its material only: deleting it deletes the file. */
export async function removeImage(ctx: Ctx, id: number, fileId: number) {
  const material = await getLiveMaterial(ctx.db, id);
  await removeRecordFile(ctx, fileId, await repo.findImage(ctx.db, id, fileId), {
    missing: "Picture not found on this material",
    remove: (tx) => repo.deleteFile(tx, fileId),
    event: (file) => ({
      ...materialRef(material),
      action: "material_image_deleted",
      description: `Deleted picture ${file.originalName} of material ${materialName(material)}`,
    }),
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
      ...quoteColumns(q),
      // A material's quote keeps its document's name, type and size on the row as well.
      filename: q.file?.filename ?? null,
      originalName: q.file?.originalName ?? null,
      fileType: q.file?.mimetype ?? null,
      fileSize: q.file?.size ?? null,
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
  return sendOwnedCompanyFile(ctx, reply, await repo.findOwnedFile(ctx.db, id, fileId));
}
