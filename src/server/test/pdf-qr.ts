import { inflateSync } from "node:zlib";
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";

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
  // Each square is one module (platform/pdf-qr.ts draws it a hair over a cell): put back on the module
  // grid from the top-left module and painted exactly `scale` pixels a side, then read as a pure
  // barcode. Painting points at a scale made modules 10 and 11 pixels by turns, and ZXing's detector
  // (for camera images) misjudged about one code in twelve even when drawn perfectly, so a test passed or
  // failed with the random token it printed.
  const cell = Math.min(...inside.map((r) => r.w)) - 0.01;
  const [ox, oy] = [Math.min(...inside.map((r) => r.x)), Math.min(...inside.map((r) => r.y))];
  const modules = Math.round(Math.max(...inside.map((r) => Math.max(r.x - ox, r.y - oy))) / cell) + 1;
  const scale = 8;
  const margin = 4 * scale;
  const size = modules * scale + 2 * margin;
  const pixels = new Uint8ClampedArray(size * size).fill(255);
  for (const r of inside) {
    const [col, row] = [Math.round((r.x - ox) / cell), Math.round((r.y - oy) / cell)];
    const left = margin + col * scale;
    for (let y = margin + row * scale; y < margin + (row + 1) * scale; y++) pixels.fill(0, y * size + left, y * size + left + scale);
  }
  const pure = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size))), pure).getText();
}

function boundingBox(squares: Square[]): QrBox {
  const x = Math.min(...squares.map((r) => r.x));
  const y = Math.min(...squares.map((r) => r.y));
  const size = Math.max(Math.max(...squares.map((r) => r.x + r.w)) - x, Math.max(...squares.map((r) => r.y + r.h)) - y);
  return { x, y, size: size + 0.01 };
}

/** The first page's one QR code, decoded (a single label, an ID card, a poster). */
export const decodePdfQr = (pdf: Buffer | Uint8Array) => decodeQr(pdfSquares(pdf)[0] ?? []);
