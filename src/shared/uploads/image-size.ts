/**
 * An image's width and height read from its header bytes, without decoding it: a PNG's IHDR, a
 * JPEG's start-of-frame marker. The pixel count is what decoding costs (4 bytes a pixel and more), a
 * file's size is not: an 8000 × 8000 PNG of one colour is 249 KB and 256 MB once drawn.
 */
export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Start-of-frame markers (C0–CF) except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers with no length after them: TEM, RST0–7, SOI, EOI. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd9);

const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];

function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return null;
  if (String.fromCharCode(b[12], b[13], b[14], b[15]) !== "IHDR") return null;
  return { width: u32(b, 16), height: u32(b, 20) };
}

function jpegSize(b: Uint8Array): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) at += 1;
    else if (isStandalone(marker)) at += 2;
    else if (isStartOfFrame(marker)) return at + 8 < b.length ? { height: u16(b, at + 5), width: u16(b, at + 7) } : null;
    else if (at + 3 < b.length) at += 2 + u16(b, at + 2);
    else return null;
  }
  return null;
}

/** Width and height of a PNG or JPEG from its header, or null when the bytes are neither or say nothing usable. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  // A JPEG may put its height in a later DNL marker (0 here): unknown is treated as unreadable.
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** The bytes of a base64 data URL (the designer's uploaded images), or null when it is not one. */
export function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) return null;
  try {
    return Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
