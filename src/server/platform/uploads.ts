import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { imageSize } from "@shared/uploads/image-size";
import { IMAGE_PIXELS_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageType } from "@shared/uploads/images";
import { badRequest } from "./errors";
import { safeFileName } from "./file-names";

export type ImageUpload = { data: Buffer; type: ImageType; filename: string };

/**
 * The image's real type, read from its first bytes: the browser's declared type and the file name
 * are the sender's say-so. SVG is refused on purpose (it can carry script): docs/decisions/0007-no-svg-uploads.md.
 */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  if (data.length >= 12 && data.toString("latin1", 0, 4) === "RIFF" && data.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** The extension a stored image's name ends in, by its sniffed type. */
const IMAGE_EXTENSIONS: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

const isTooLarge = (e: unknown) => (e as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE";

/**
 * Reads the one image file of a multipart request (any field name), refusing a missing file, one
 * over `maxBytes` (400 "The image must be 2 MB or smaller"), anything that is not PNG, JPEG or WebP by content,
 * and a PNG or JPEG whose header claims more than MAX_IMAGE_PIXELS (the company logo is drawn in every PDF,
 * and decoding costs by the pixel, not by the byte). WebP is never decoded on the server, so it is not measured.
 */
export async function readImageUpload(request: FastifyRequest, { maxBytes = MAX_IMAGE_BYTES } = {}): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest("Choose an image to upload", "file");
  let data: Buffer;
  let filename: string;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw badRequest("Choose an image to upload", "file");
    filename = file.filename;
    data = await file.toBuffer();
    if (file.file.truncated) throw badRequest(IMAGE_SIZE_MESSAGE, "file");
  } catch (e) {
    if (isTooLarge(e)) throw badRequest(IMAGE_SIZE_MESSAGE, "file");
    throw e;
  }
  if (data.length === 0) throw badRequest("Choose an image to upload", "file");
  const type = sniffImageType(data);
  if (!type) throw badRequest(IMAGE_TYPE_MESSAGE, "file");
  // A header that says nothing readable is let through: PDFs leave such an image out (pdf-images.ts).
  const size = imageSize(data);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw badRequest(IMAGE_PIXELS_MESSAGE, "file");
  return { data, type, filename: safeFileName(filename, IMAGE_EXTENSIONS[type]) };
}

/**
 * Sends stored image bytes with their checked type. `version` (e.g. the upload time in ms) keys the
 * cache: a request whose ?t= names the current version may be cached for a year, any other is
 * revalidated by ETag, so a replaced image never lingers.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: { data: Buffer; type: string; version: string }) {
  const etag = `"${createHash("sha256").update(image.data).digest("base64url").slice(0, 27)}"`;
  const t = (request.query as { t?: unknown } | undefined)?.t;
  reply
    .header("content-type", image.type)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("content-disposition", "inline")
    .header("etag", etag)
    .header("cache-control", typeof t === "string" && t === image.version ? "private, max-age=31536000, immutable" : "private, no-cache");
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.send(image.data);
}
