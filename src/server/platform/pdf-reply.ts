import type { FastifyReply } from "fastify";
import { contentDisposition } from "./file-names";

/**
 * A drawn PDF as the response: inline (the browser's PDF viewer) for previews and orders, attachment
 * for exports that are kept. Either way it carries the reader's data, so no shared cache keeps it.
 */
export const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }, disposition: "inline" | "attachment") =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", contentDisposition(disposition, filename))
    .header("cache-control", "private, no-store")
    .send(pdf);
