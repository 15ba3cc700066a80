import { endpoint, fileResponse } from "../common/contract";
import { assetParams } from "./asset";
import { ASSET_LABEL_SHEET_MAX, assetLabelSchema, assetLabelSheetQuery } from "./asset-labels";
import { assetByTokenSchema, assetScanSchema, assetTokenParams, assetTokenQuery } from "./asset-scan";

/**
 * Asset labels and the scan (issue 32): the label's QR and PDFs (Assets view), a new label that voids
 * the old one (Assets edit), the signed-in lookup of a scanned label, and the public scan, which
 * answers only whether the item is safe to use (no account; limited per address).
 */
export const assetLabelEndpoints = {
  label: endpoint({
    method: "GET",
    path: "/api/assets/:id/label",
    access: ["Assets", "view"],
    summary: "The asset's label: the address its QR code opens (/a/<token>) and when it was issued",
    params: assetParams,
    response: assetLabelSchema,
  }),
  reissueLabel: endpoint({
    method: "POST",
    path: "/api/assets/:id/label",
    access: ["Assets", "edit"],
    summary: "Issue the asset a new label: a new token, and the old label's scan then says it is no longer valid",
    params: assetParams,
    response: assetLabelSchema,
  }),
  labelPdf: endpoint({
    method: "GET",
    path: "/api/assets/:id/label.pdf",
    access: ["Assets", "view"],
    summary: "The asset's label as a PDF (99.1 × 38.1 mm): the company, the name, the serial and the QR code",
    params: assetParams,
    response: fileResponse("application/pdf"),
  }),
  labelSheet: endpoint({
    method: "GET",
    path: "/api/assets/labels.pdf",
    access: ["Assets", "view"],
    summary: `Labels of chosen assets on A4 sheets (14 a page, 2 × 7 of 99.1 × 38.1 mm), up to ${ASSET_LABEL_SHEET_MAX} assets`,
    query: assetLabelSheetQuery,
    response: fileResponse("application/pdf"),
  }),
  byToken: endpoint({
    method: "GET",
    path: "/api/assets/by-token",
    access: ["Assets", "view"],
    summary: "The asset a scanned label belongs to (its id, to open it); an unknown or replaced label is 404",
    query: assetTokenQuery,
    response: assetByTokenSchema,
  }),
  scan: endpoint({
    method: "GET",
    path: "/api/public/assets/:token",
    access: "public",
    summary:
      "A label's public scan (no account, limited per address): whether the item is safe to use (green, amber or red, in words, with the reasons), " +
      "the last and next day of each inspection it needs, and whether it is out of use; nothing else about the item",
    params: assetTokenParams,
    response: assetScanSchema,
  }),
};

/** What a new label changes: its label read (the register's own reads show no token). */
export const assetLabelChanges = [assetLabelEndpoints.label];
