import { createHash } from "node:crypto";
import { PNG } from "pngjs";
import { imageSize } from "@shared/uploads/image-size";
import { MAX_IMAGE_PIXELS } from "@shared/uploads/images";

/**
 * The image a PDF draws in a box, no larger than the box needs. pdfkit decodes a PNG with
 * transparency in full (four bytes a pixel, then a copy per channel): one 8000 × 8000 PNG of 249 KB
 * took a worker from 618 MB to 1.65 GB. So the pixels are counted from the header first (more than
 * MAX_IMAGE_PIXELS: left out; uploads refuse them), and a PNG with more pixels than the box shows is
 * drawn from a copy scaled down to PIXELS_PER_POINT. A JPEG is passed as it is: pdfkit copies its
 * bytes into the PDF without decoding them (docs/decisions/0053-pdf-preview-limits.md).
 */

/** 3 pixels a point is 216 pixels an inch: sharp in print at the size the image is drawn. */
export const PIXELS_PER_POINT = 3;
const CACHE_SIZE = 16;
/** Copies already scaled, by image and size: a company's logo is scaled once per worker, not per PDF. */
const scaled = new Map<string, Buffer>();

export type Box = { width: number; height: number };

/** The pixel size an image of `w` × `h` needs to fill `box` (kept in proportion), never larger than it is. */
export function neededSize(w: number, h: number, box: Box) {
  const scale = Math.min(1, (box.width * PIXELS_PER_POINT) / w, (box.height * PIXELS_PER_POINT) / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/** PNG or JPEG bytes fit to draw in `box`, or null when the image is unreadable or has too many pixels. */
export function imageForBox(bytes: Buffer, box: Box): Buffer | null {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > MAX_IMAGE_PIXELS) return null;
  const isPng = bytes[0] === 0x89;
  const target = neededSize(size.width, size.height, box);
  if (!isPng || (target.width === size.width && target.height === size.height)) return bytes;
  const key = `${createHash("sha1").update(bytes).digest("base64")}:${target.width}x${target.height}`;
  const hit = scaled.get(key);
  if (hit) {
    scaled.delete(key);
    scaled.set(key, hit);
    return hit;
  }
  const copy = scalePng(bytes, target);
  scaled.set(key, copy);
  if (scaled.size > CACHE_SIZE) scaled.delete(scaled.keys().next().value!);
  return copy;
}

/**
 * Scales a PNG down by averaging the source pixels under each target pixel (weighted by their
 * opacity, so transparent edges do not darken). Opaque results are written without an alpha channel,
 * which pdfkit embeds without decoding.
 */
function scalePng(bytes: Buffer, target: Box): Buffer {
  const src = PNG.sync.read(bytes);
  const { width: w, height: h, data } = src;
  const { width: tw, height: th } = target;
  const out = new PNG({ width: tw, height: th });
  const xStart = Array.from({ length: tw + 1 }, (_, i) => Math.min(w, Math.floor((i * w) / tw)));
  let opaque = true;
  for (let ty = 0; ty < th; ty++) {
    const y0 = Math.floor((ty * h) / th);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * h) / th));
    for (let tx = 0; tx < tw; tx++) {
      const x0 = xStart[tx];
      const x1 = Math.max(x0 + 1, xStart[tx + 1]);
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = y0; y < y1; y++) {
        for (let i = (y * w + x0) * 4, end = (y * w + x1) * 4; i < end; i += 4) {
          const alpha = data[i + 3];
          r += data[i] * alpha;
          g += data[i + 1] * alpha;
          b += data[i + 2] * alpha;
          a += alpha;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (ty * tw + tx) * 4;
      out.data[o] = a ? Math.round(r / a) : 0;
      out.data[o + 1] = a ? Math.round(g / a) : 0;
      out.data[o + 2] = a ? Math.round(b / a) : 0;
      out.data[o + 3] = Math.round(a / n);
      if (out.data[o + 3] !== 255) opaque = false;
    }
  }
  return PNG.sync.write(out, { colorType: opaque ? 2 : 6 });
}
