import type { FastifyReply, FastifyRequest } from "fastify";
import { isImageType } from "@shared/files/files";
import { contentDisposition } from "../../platform/file-names";
import type { FileRecord } from "./files.repository";

/** Only pictures and PDFs open in the browser; everything else is always a download. */
const opensInline = (mimetype: string) => isImageType(mimetype) || mimetype === "application/pdf";

/**
 * Sends stored bytes with the type read from them at upload. nosniff and a sandboxing CSP keep the
 * browser from treating anything as a page of our site. A file never changes once stored, so its
 * id-and-size ETag is stable; the browser revalidates each time (a deleted file or a lost permission
 * shows at once) and a 304 never reads the bytes.
 */
export async function sendFileContent(request: FastifyRequest, reply: FastifyReply, file: FileRecord, readBytes: () => Promise<Buffer>) {
  const download = (request.query as { download?: unknown } | undefined)?.download;
  const inline = opensInline(file.mimetype) && !(download === "1" || download === "true");
  const etag = `"file-${file.id}-${file.size}"`;
  reply
    .header("content-type", file.mimetype.startsWith("text/") ? `${file.mimetype}; charset=utf-8` : file.mimetype)
    .header("x-content-type-options", "nosniff")
    // Chromium's PDF viewer still draws a sandboxed PDF (checked), so every file gets the sandbox.
    .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox")
    // The app's own preview frames it; the app-wide DENY would refuse that in older browsers.
    .header("x-frame-options", "SAMEORIGIN")
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", file.originalName))
    .header("etag", etag)
    .header("cache-control", "private, no-cache");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.send(await readBytes());
}
