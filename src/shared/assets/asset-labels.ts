import { z } from "zod";
import { idListSchema } from "../common/ids";
import { timestamp } from "../common/wire";

/**
 * Asset labels (issue 32): one label as a PDF (99.1 × 38.1 mm, a label printer's or one of a sheet's),
 * or A4 sheets of them, 14 a page in the common 2 × 7 layout of 99.1 × 38.1 mm labels. A label shows
 * the company, the item's name and serial, the QR code and "Scan to check before use".
 */

/** 200 labels is 15 sheets: a yard's delivery of tools at once, and a PDF a worker draws in seconds. */
export const ASSET_LABEL_SHEET_MAX = 200;
export const ASSET_LABEL_IDS_MESSAGE = `Choose between 1 and ${ASSET_LABEL_SHEET_MAX} assets`;

/** `?ids=1,2,3`: distinct asset ids, in the order given (the labels print in that order). */
export const assetLabelSheetQuery = z.object({ ids: idListSchema(ASSET_LABEL_SHEET_MAX, ASSET_LABEL_IDS_MESSAGE, "Asset ids") });

/** An asset's label as its page shows it: the address its QR opens (`/a/<token>`), and since when. */
export const assetLabelSchema = z.object({ path: z.string(), issuedAt: timestamp }).meta({ id: "AssetLabel" });
export type AssetLabel = z.output<typeof assetLabelSchema>;

export const ASSET_LABEL_FILENAME = (id: number) => `asset-label-${id}.pdf`;
export const ASSET_LABEL_SHEET_FILENAME = "asset-labels.pdf";
