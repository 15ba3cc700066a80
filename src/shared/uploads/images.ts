import { z } from "zod";

/** The image rules of every upload (company logo, profile picture): docs/decisions/0007-no-svg-uploads.md. */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = "Upload a PNG, JPEG or WebP image";
export const IMAGE_SIZE_MESSAGE = "The image must be 2 MB or smaller";
/**
 * Pixels an image may have, checked from its header before anything decodes it (image-size.ts):
 * a 24-megapixel camera photo fits, and decoded it is 100 MB; a page needs far fewer (an A4 page at
 * 3 pixels a point is 4.5 megapixels), so PDFs draw a smaller copy (server/platform/pdf-images.ts).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const IMAGE_PIXELS_MESSAGE = "The image must be 25 megapixels or smaller";
/** For <input type="file" accept>. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/**
 * The browser's quick check before sending (by declared type and size); the server checks the bytes.
 * Returns the message to show, or null when the file may be sent.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/**
 * The query of a stored image's address (company logo, profile picture): `t` names the version the
 * page expects, so the browser may cache that version for good and a replaced image is fetched anew.
 */
export const imageVersionQuery = z.object({ t: z.string().optional() });
