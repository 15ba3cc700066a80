import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { pageQuery } from "../common/paging";
import { recordEndpoints } from "../common/record-endpoints";
import { assetParams, createAssetSchema, updateAssetSchema } from "./asset";
import { assetDocumentFieldsSchema } from "./asset-document";
import {
  assetDetailSchema,
  assetDocumentParams,
  assetFileParams,
  assetHistoryPageSchema,
  assetListSchema,
  assetOptionsSchema,
  exportAssetsQuery,
  listAssetsQuery,
  meterReadingInput,
  meterReadingSchema,
} from "./asset-register";
import { z } from "zod";

const asset = recordEndpoints("assets", "Assets", assetParams);

/**
 * The asset register (/assets, issue 32) under the Assets page permission: the list, the asset, its
 * history, meter readings, pictures and documents. Other parts of the area (labels and the scan,
 * inspections and checks, check-out, HAVS) keep tables of their own.
 */
export const assetsEndpoints = {
  list: asset.list(
    "The asset register: searched (name, serial, manufacturer, model, category), filtered (type, status, place, ownership, needs attention), by name, paged; each row's safe-to-use colour and flags",
    listAssetsQuery,
    assetListSchema,
  ),
  options: endpoint({
    method: "GET",
    path: "/api/assets/options",
    access: ["Assets", "view"],
    summary: "The contracts an item may be on and the categories in use, for the filters and the form",
    response: assetOptionsSchema,
  }),
  exportRegister: endpoint({
    method: "GET",
    path: "/api/assets/export",
    access: ["Assets", "view"],
    summary: "The register with the list's filters, as CSV or XLSX (format)",
    query: exportAssetsQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  create: asset.create(
    "Add an asset (its QR token issued, in the yard or on a contract); a meter given is its first reading",
    createAssetSchema,
    assetDetailSchema,
  ),
  get: asset.get("One asset: every field, place and holder, safe to use and why, what is due, pictures, documents, the latest history", assetDetailSchema),
  update: asset.update(
    "Change an asset's fields (checked as a whole record); a status or condition change writes its history, a new meter a reading (never lower than the last)",
    updateAssetSchema,
    assetDetailSchema,
  ),
  remove: asset.remove("Delete an asset to the recycle bin (soft delete: its history, pictures and documents stay with it)", "delete"),
  history: endpoint({
    method: "GET",
    path: "/api/assets/:id/history",
    access: ["Assets", "view"],
    summary: "An asset's history (status, place, holder, condition, use), newest first, paged",
    params: assetParams,
    query: pageQuery,
    response: assetHistoryPageSchema,
  }),
  readings: endpoint({
    method: "GET",
    path: "/api/assets/:id/readings",
    access: ["Assets", "view"],
    summary: "An asset's meter readings (engine hours, miles), newest first",
    params: assetParams,
    response: z.array(meterReadingSchema),
  }),
  addReading: endpoint({
    method: "POST",
    path: "/api/assets/:id/readings",
    access: ["Assets", "edit"],
    summary: "Record a meter reading on a day: never lower than the last one before it, nor higher than one after it",
    params: assetParams,
    body: meterReadingInput,
    response: meterReadingSchema,
    status: 201,
  }),
  addImages: endpoint({
    method: "POST",
    path: "/api/assets/:id/images",
    access: ["Assets", "edit"],
    summary: "Add up to 10 pictures (PNG, JPEG, WebP or GIF, 10 MB each); the first becomes the register's picture",
    params: assetParams,
    body: multipart(10),
    response: assetDetailSchema,
    status: 201,
  }),
  removeImage: endpoint({
    method: "DELETE",
    path: "/api/assets/:id/images/:fileId",
    access: ["Assets", "edit"],
    summary: "Delete an asset's picture",
    params: assetFileParams,
    response: assetDetailSchema,
  }),
  addDocument: endpoint({
    method: "POST",
    path: "/api/assets/:id/documents",
    access: ["Assets", "edit"],
    summary: "Add a document (category, title, expiry, notes) with its file, 10 MB at most",
    params: assetParams,
    body: multipart(1, assetDocumentFieldsSchema),
    response: assetDetailSchema,
    status: 201,
  }),
  updateDocument: endpoint({
    method: "PATCH",
    path: "/api/assets/:id/documents/:documentId",
    access: ["Assets", "edit"],
    summary: "Change a document's category, title, expiry or notes",
    params: assetDocumentParams,
    body: assetDocumentFieldsSchema,
    response: assetDetailSchema,
  }),
  removeDocument: endpoint({
    method: "DELETE",
    path: "/api/assets/:id/documents/:documentId",
    access: ["Assets", "edit"],
    summary: "Delete an asset's document and its file",
    params: assetDocumentParams,
    response: assetDetailSchema,
  }),
  fileContent: endpoint({
    method: "GET",
    path: "/api/assets/:id/files/:fileId",
    access: ["Assets", "view"],
    summary: "The bytes of an asset's picture or document",
    params: assetFileParams,
    response: fileResponse("application/octet-stream"),
  }),
};

/** What a write here changes (decision 0062): every asset read (the register, the asset, its history and readings). */
export const assetsChanges: Changes = [under(assetsEndpoints.list)];
