import type { FastifyReply } from "fastify";
import { assetDocumentCategoryLabel } from "@shared/assets/asset";
import { assetDocumentFileSchema, type AssetDocumentFields } from "@shared/assets/asset-document";
import { ASSET_DOCUMENT_NOT_FOUND, type AssetDetail } from "@shared/assets/asset-register";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { addRecordImages, countOf, removeRecordFile } from "../../platform/register/record-files";
import { sendOwnedCompanyFile, storeCompanyUpload } from "../files/company-files.service";
import type { CheckedUpload } from "../files/files.upload";
import { assetRecord, liveAsset, lockedAsset, type AssetRow, type Ctx } from "./asset-record";
import * as repo from "./assets.repository";
import { getAsset } from "./assets.service";

/**
 * An asset's pictures and documents (data-model.md §3 asset_images, asset_documents): company-level
 * files (decision 0026) in the one store, each the asset's alone, so removing one deletes the file.
 * The first picture is the register's (the spec's `image`) until it is removed. A document carries its
 * category, title, expiry (the one expiry rule) and notes; the store refuses a file over 10 MB with
 * §5's words. Served only through the live asset.
 */

const owner = (a: AssetRow) => `asset ${a.name}${a.serialNumber ? ` (${a.serialNumber})` : ""}`;

export async function addImages(ctx: Ctx, id: number, uploads: CheckedUpload[]): Promise<AssetDetail> {
  const user = requireUser(ctx.request);
  const asset = await liveAsset(ctx.db, id);
  const description = `Picture of ${owner(asset)}`;
  const ids = await addRecordImages(ctx, uploads, {
    store: (tx, upload) => storeCompanyUpload(tx, ctx.request, upload, { description, owner: owner(asset) }),
    link: (tx, fileId) => repo.linkImage(tx, id, fileId, user.id),
    event: (count) => ({ ...assetRecord(asset), action: "asset_images_added", description: `Added ${countOf(count, "picture")} to asset ${asset.name}` }),
  });
  // The register shows one picture: the first, while there is none.
  if (asset.imageFileId === null && ids.length) await repo.updateAsset(ctx.db, id, { imageFileId: ids[0] });
  return getAsset(ctx.db, id);
}

export async function removeImage(ctx: Ctx, id: number, fileId: number): Promise<AssetDetail> {
  const asset = await liveAsset(ctx.db, id);
  await removeRecordFile(ctx, fileId, await repo.findImage(ctx.db, id, fileId), {
    missing: "Picture not found on this asset",
    remove: async (tx) => {
      await repo.deleteFile(tx, fileId);
      // The register's picture was this one: the next picture takes its place, or none.
      const locked = await lockedAsset(tx, id);
      if (locked.imageFileId === null || locked.imageFileId === fileId) {
        const [next] = await repo.imagesOf(tx, id);
        await repo.updateAsset(tx, id, { imageFileId: next?.file.id ?? null });
      }
    },
    event: (file) => ({ ...assetRecord(asset), action: "asset_image_deleted", description: `Deleted picture ${file.originalName} of asset ${asset.name}` }),
  });
  return getAsset(ctx.db, id);
}

export async function addDocument(ctx: Ctx, id: number, fields: AssetDocumentFields, upload: CheckedUpload): Promise<AssetDetail> {
  const user = requireUser(ctx.request);
  const asset = await liveAsset(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await lockedAsset(tx, id);
    const stored = await storeCompanyUpload(tx, ctx.request, upload, { description: `${fields.title} for ${owner(asset)}`, owner: owner(asset) });
    // The stored file's details, checked as §5 states them (the store has refused an empty file or one over 10 MB).
    const file = assetDocumentFileSchema.parse({
      filename: upload.originalName,
      filepath: stored.path,
      fileType: upload.mimetype,
      fileSize: upload.data.length,
    });
    const document = await repo.insertDocument(tx, { assetId: id, ...fields, ...file, fileId: stored.id, uploadedBy: user.id });
    await audit(tx, ctx.request, {
      action: "asset_document_added",
      description: `Added ${assetDocumentCategoryLabel(fields.category).toLowerCase()} document ${fields.title} to asset ${asset.name}`,
      ...assetRecord(asset, { documentId: document.id, category: fields.category, expiryDate: fields.expiryDate }),
    });
  });
  return getAsset(ctx.db, id);
}

async function documentOf(ctx: Ctx, id: number, documentId: number) {
  const found = await repo.findDocument(ctx.db, id, documentId);
  if (!found) throw notFound(ASSET_DOCUMENT_NOT_FOUND);
  return found;
}

export async function updateDocument(ctx: Ctx, id: number, documentId: number, fields: AssetDocumentFields): Promise<AssetDetail> {
  const asset = await liveAsset(ctx.db, id);
  const before = await documentOf(ctx, id, documentId);
  await ctx.db.transaction(async (tx) => {
    await repo.updateDocument(tx, documentId, fields);
    await audit(tx, ctx.request, {
      action: "asset_document_updated",
      description: `Updated document ${fields.title} of asset ${asset.name}`,
      ...assetRecord(asset, { documentId, expiryDate: { from: before.expiryDate, to: fields.expiryDate } }),
    });
  });
  return getAsset(ctx.db, id);
}

export async function removeDocument(ctx: Ctx, id: number, documentId: number): Promise<AssetDetail> {
  const asset = await liveAsset(ctx.db, id);
  await removeRecordFile(ctx, documentId, await repo.findDocument(ctx.db, id, documentId), {
    missing: ASSET_DOCUMENT_NOT_FOUND,
    remove: async (tx, document) => {
      await repo.deleteDocument(tx, document.id);
      if (document.fileId !== null) await repo.deleteFile(tx, document.fileId);
    },
    event: (document) => ({
      ...assetRecord(asset, { documentId: document.id }),
      action: "asset_document_deleted",
      description: `Deleted document ${document.title} of asset ${asset.name}`,
    }),
  });
  return getAsset(ctx.db, id);
}

/** A picture or a document's file, only through the live asset that owns it. */
export async function sendAssetFile(ctx: Ctx, reply: FastifyReply, id: number, fileId: number) {
  await liveAsset(ctx.db, id);
  return sendOwnedCompanyFile(ctx, reply, await repo.findOwnedFile(ctx.db, id, fileId));
}
