import PDFDocument from "pdfkit";
import { validColour } from "./pdf";
import { drawQr } from "./pdf-qr";

/**
 * The layout of a contract's A4 posters (the registration poster, the sign-in poster): the company's
 * band, a title and the contract, a large QR to scan from a step back, numbered steps, and the address
 * to type at the foot. Each poster picks its own words; the look stays one.
 */

export type PosterBase = { companyName: string; brandColor: string | null; contractName: string; url: string };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = "#111827";
const MUTED = "#4b5563";
const WIDTH = A4.width - 2 * MARGIN;

export type Poster = { doc: PDFKit.PDFDocument; brand: string; y: number };

/** Opens the poster: band, title, contract and the QR of `url` at `qrSize` points; `y` is where the steps start. */
export function startPoster(input: PosterBase, title: string, qrSize: number): Poster {
  const brand = validColour(input.brandColor);
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: MARGIN, info: { Title: `${title}: ${input.contractName}` } });
  doc.rect(0, 0, A4.width, 90).fill(brand);
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#ffffff").text(input.companyName, MARGIN, 36, { width: WIDTH, lineBreak: false, ellipsis: true });
  doc.font("Helvetica-Bold").fontSize(30).fillColor(INK).text(title, MARGIN, 120, { width: WIDTH, align: "center" });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(18).fillColor(MUTED).text(input.contractName, { width: WIDTH, align: "center" });
  const qrTop = doc.y + 20;
  drawQr(doc, input.url, (A4.width - qrSize) / 2, qrTop, qrSize);
  return { doc, brand, y: qrTop + qrSize + 24 };
}

/** A heading over a group of steps (the sign-in poster has one for visitors, one for workers). */
export function posterHeading(p: Poster, text: string, x = MARGIN, width = WIDTH) {
  p.doc.font("Helvetica-Bold").fontSize(16).fillColor(INK).text(text, x, p.y, { width });
  return p.doc.y + 8;
}

/** Numbered steps from `y` in a column at `x`; answers where the column ends. */
export function posterSteps(p: Poster, steps: readonly string[], y: number, x = MARGIN, width = WIDTH, size = 16) {
  const r = size;
  for (const [i, step] of steps.entries()) {
    p.doc.circle(x + r + 2, y + size * 0.6, r).fill(p.brand);
    p.doc
      .font("Helvetica-Bold")
      .fontSize(size)
      .fillColor("#ffffff")
      .text(String(i + 1), x + 2, y + 2, { width: 2 * r, align: "center", lineBreak: false });
    p.doc
      .font("Helvetica")
      .fontSize(size)
      .fillColor(INK)
      .text(step, x + 2 * r + 14, y + 2, { width: width - 2 * r - 14 });
    y = Math.max(p.doc.y, y + 2 * r) + 12;
  }
  return y;
}

/** The address to type, at the foot, then the document is finished. */
export function endPoster(p: Poster, url: string) {
  p.doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Or type this address: ${url}`, MARGIN, A4.height - MARGIN - 24, { width: WIDTH, align: "center" });
  p.doc.end();
  return p.doc;
}

export const POSTER_COLUMNS = { left: MARGIN, gap: 24, width: (WIDTH - 24) / 2 };
