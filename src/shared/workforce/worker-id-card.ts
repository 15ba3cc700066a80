import { z } from "zod";
import { endpoint, fileResponse, multipart, noContent } from "../common/contract";
import { idListSchema } from "../common/ids";
import { timestamp } from "../common/wire";
import { workerDetailSchema, workerParams } from "./worker";

/**
 * Workers' QR codes and printable ID cards (issue 30, "QR ID cards"). The QR carries a random token
 * as an address of the app (`/w/<token>`), never the worker's id or personal data; issuing a new one
 * voids the old. The card prints no personal data (decision 0065).
 */

export const QR_NOT_VALID = "This QR code is not valid";
/** An A4 sheet holds 8 cards; 40 workers is five sheets, a large gang. */
export const ID_CARD_SHEET_MAX = 40;
export const ID_CARD_IDS_MESSAGE = `Choose between 1 and ${ID_CARD_SHEET_MAX} workers`;

/** The app's address a worker's QR opens: the token alone. */
export const qrPath = (token: string) => `/w/${token}`;

/** `?token=`: a query, not a path segment, so `/api/workers/by-qr` is never read as a worker's `/:id/…` route. */
export const qrTokenQuery = z.object({ token: z.string({ error: QR_NOT_VALID }).max(100, QR_NOT_VALID) });

/** `?ids=1,2,3`: distinct worker ids, in the order given. */
export const idCardSheetQuery = z.object({ ids: idListSchema(ID_CARD_SHEET_MAX, ID_CARD_IDS_MESSAGE, "Worker ids") });

/** A worker's QR as the worker page shows it. */
export const workerQrSchema = z.object({ path: z.string(), issuedAt: timestamp }).meta({ id: "WorkerQr" });
export type WorkerQr = z.output<typeof workerQrSchema>;

export const qrLookupSchema = z.object({ id: z.number().int() }).meta({ id: "WorkerQrLookup" });

export const ID_CARD_FILENAME = (workerId: string) => `id-card-${workerId.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
export const ID_CARD_SHEET_FILENAME = "id-cards.pdf";

export const workerIdCardEndpoints = {
  issueQr: endpoint({
    method: "POST",
    path: "/api/workers/:id/qr",
    access: ["Workforce", "edit"],
    summary: "Issue a new QR token for a worker: the QR of their ID card opens /w/<token>; the old token stops working",
    params: workerParams,
    response: workerQrSchema,
  }),
  byQr: endpoint({
    method: "GET",
    path: "/api/workers/by-qr",
    access: ["Workforce", "view"],
    summary: "The worker a QR token belongs to (its id, to open the worker); an unknown or voided token is 404",
    query: qrTokenQuery,
    response: qrLookupSchema,
  }),
  addPhoto: endpoint({
    method: "POST",
    path: "/api/workers/:id/photo",
    access: ["Workforce", "edit"],
    summary: "Set a worker's profile photo (one PNG, JPEG, WebP or GIF, 10 MB); it replaces the one before",
    params: workerParams,
    body: multipart(1),
    response: workerDetailSchema,
    status: 201,
  }),
  removePhoto: endpoint({
    method: "DELETE",
    path: "/api/workers/:id/photo",
    access: ["Workforce", "edit"],
    summary: "Remove a worker's profile photo",
    params: workerParams,
    response: noContent,
    status: 204,
  }),
  photo: endpoint({
    method: "GET",
    path: "/api/workers/:id/photo",
    access: ["Workforce", "view"],
    summary: "The bytes of a worker's profile photo",
    params: workerParams,
    response: fileResponse("application/octet-stream"),
  }),
  idCard: endpoint({
    method: "GET",
    path: "/api/workers/:id/id-card.pdf",
    access: ["Workforce", "view"],
    summary: "A worker's ID card (CR80) as PDF: photo, name, employer, trade, cards with expiry, the QR; never personal data",
    params: workerParams,
    response: fileResponse("application/pdf"),
  }),
  idCardSheet: endpoint({
    method: "GET",
    path: "/api/workers/id-cards.pdf",
    access: ["Workforce", "view"],
    summary: `A gang's ID cards on A4 sheets (8 a page, with cut marks), up to ${ID_CARD_SHEET_MAX} workers`,
    query: idCardSheetQuery,
    response: fileResponse("application/pdf"),
  }),
};
