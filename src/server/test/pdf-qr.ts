import { inflateSync } from "node:zlib";
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";

/**
 * QR codes read back out of a PDF that platform/pdf-qr.ts drew: its modules are filled squares (`re`
 * operators) in the pages' deflated content streams, in points from the page's top-left (pdfkit's
 * flipped matrix). The squares of a box are painted black on white and read by ZXing, the reader the
 * app's scanner uses, so a test proves the printed code scans, not merely that a string was passed on.
 */

export type Square = { x: number; y: number; w: number; h: number };
export type QrBox = { x: number; y: number; size: number };

/** Each page's small filled squares (a QR's modules; a label's band or edge is far larger), in page order. */
export function pdfSquares(pdf: Buffer | Uint8Array, maxSide = 6): Square[][] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString("latin1");
  const pages: Square[][] = [];
  const stream = /\/Filter \/FlateDecode[^]*?>>\s*stream\r?\n/g;
  for (let m = stream.exec(text); m; m = stream.exec(text)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, text.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue;
    }
    const squares = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)]
      .map((r) => ({ x: +r[1], y: +r[2], w: +r[3], h: +r[4] }))
      .filter((r) => r.w > 0 && r.w <= maxSide && r.h <= maxSide);
    if (squares.length > 0) pages.push(squares);
  }
  return pages;
}

/** The QR drawn in `box` on a page, decoded; by default the one box holding all the page's squares. */
export function decodeQr(squares: Square[], box?: QrBox): string {
  const b = box ?? boundingBox(squares);
  const inside = squares.filter((r) => r.x >= b.x && r.x < b.x + b.size && r.y >= b.y && r.y < b.y + b.size);
  const scale = 8;
  const margin = 40;
  const size = Math.ceil(b.size * scale) + 2 * margin;
  const pixels = new Uint8ClampedArray(size * size).fill(255);
  const px = (v: number, from: number, round: (n: number) => number) => round((v - from) * scale) + margin;
  for (const r of inside) {
    // Each square from the pixel its edge falls in to the one its far edge does: neighbours meet with no seam.
    const [left, right] = [px(r.x, b.x, Math.floor), px(r.x + r.w, b.x, Math.ceil)];
    for (let row = px(r.y, b.y, Math.floor); row < px(r.y + r.h, b.y, Math.ceil); row++) pixels.fill(0, row * size + left, row * size + right);
  }
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size)))).getText();
}

function boundingBox(squares: Square[]): QrBox {
  const x = Math.min(...squares.map((r) => r.x));
  const y = Math.min(...squares.map((r) => r.y));
  const size = Math.max(Math.max(...squares.map((r) => r.x + r.w)) - x, Math.max(...squares.map((r) => r.y + r.h)) - y);
  return { x, y, size: size + 0.01 };
}

/** The first page's one QR code, decoded (a single label, an ID card, a poster). */
export const decodePdfQr = (pdf: Buffer | Uint8Array) => decodeQr(pdfSquares(pdf)[0] ?? []);
