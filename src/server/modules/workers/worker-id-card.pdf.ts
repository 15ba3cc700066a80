import PDFDocument from "pdfkit";
import { imageForBox } from "../../platform/pdf-images";
import { validColour } from "../../platform/pdf";
import { drawQr } from "../../platform/pdf-qr";
import { sniffImageType } from "../../platform/uploads";

/**
 * Workers' ID cards (issue 30): one card on a CR80 page (85.6 × 54 mm, a card printer's size), or a
 * gang's cards on A4 sheets, 8 a page with cut marks. Drawn on a PDF worker from plain data
 * (pdf-renderer.ts). What a card may show is decided by the service (worker-id-card.service.ts):
 * never personal data (decision 0065). The QR is drawn as vector squares, sharp at any print size.
 */

export type IdCardScheme = { scheme: string; number: string; expiry: string | null; expired: boolean };
export type IdCard = {
  name: string;
  initials: string;
  workerId: string;
  employer: string | null;
  trade: string | null;
  photo: Uint8Array | null;
  qrUrl: string;
  cards: IdCardScheme[];
};
export type IdCardsInput = { companyName: string; brandColor: string | null; cards: IdCard[]; sheet: boolean };

const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 54 * MM;
const A4 = { width: 595.28, height: 841.89 };
const COLUMNS = 2;
const ROWS = 4;
/** A card line of the worker's cards: 6.5 pt text and its leading. */
const SCHEME_LINE = 8.5;
/** Between cards on a sheet: room for the cut marks, and for a guillotine's error. */
const GAP = 6 * MM;
const INK = "#111827";
const MUTED = "#4b5563";
const EXPIRED = "#b91c1c";
const PAD = 7;
const BAND = 22;
const PHOTO = { width: 50, height: 62 };
const QR_SIZE = 64;
const SHOWN_SCHEMES = 3;

export function renderIdCards(input: IdCardsInput) {
  const brand = validColour(input.brandColor);
  const size = input.sheet ? [A4.width, A4.height] : [CARD_WIDTH, CARD_HEIGHT];
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: input.sheet ? "ID cards" : `ID card: ${input.cards[0]?.name ?? ""}` } });
  if (!input.sheet) {
    for (const card of input.cards) {
      doc.addPage();
      drawCard(doc, card, 0, 0, input.companyName, brand);
    }
  } else {
    const left = (A4.width - COLUMNS * CARD_WIDTH - (COLUMNS - 1) * GAP) / 2;
    const top = (A4.height - ROWS * CARD_HEIGHT - (ROWS - 1) * GAP) / 2;
    input.cards.forEach((card, i) => {
      const at = i % (COLUMNS * ROWS);
      if (at === 0) doc.addPage();
      const x = left + (at % COLUMNS) * (CARD_WIDTH + GAP);
      const y = top + Math.floor(at / COLUMNS) * (CARD_HEIGHT + GAP);
      drawCard(doc, card, x, y, input.companyName, brand);
      cutMarks(doc, x, y);
    });
  }
  doc.end();
  return doc;
}

/** Short lines just outside each corner, along the card's edges: where to cut, never printed on the card. */
function cutMarks(doc: PDFKit.PDFDocument, x: number, y: number) {
  const len = 2.5 * MM;
  const off = 0.8 * MM;
  doc.save().lineWidth(0.3).strokeColor("#000000");
  for (const cx of [x, x + CARD_WIDTH]) {
    for (const cy of [y, y + CARD_HEIGHT]) {
      const sx = cx === x ? -1 : 1;
      const sy = cy === y ? -1 : 1;
      doc
        .moveTo(cx + sx * off, cy)
        .lineTo(cx + sx * (off + len), cy)
        .stroke();
      doc
        .moveTo(cx, cy + sy * off)
        .lineTo(cx, cy + sy * (off + len))
        .stroke();
    }
  }
  doc.restore();
}

function drawCard(doc: PDFKit.PDFDocument, card: IdCard, x: number, y: number, companyName: string, brand: string) {
  doc.save().roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 8).clip();
  doc.rect(x, y, CARD_WIDTH, CARD_HEIGHT).fill("#ffffff");
  doc.rect(x, y, CARD_WIDTH, BAND).fill(brand);
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor("#ffffff")
    .text(companyName, x + PAD, y + 7, { width: CARD_WIDTH - 2 * PAD, lineBreak: false, ellipsis: true });

  const bodyTop = y + BAND + 6;
  drawPhoto(doc, card, x + PAD, bodyTop);
  drawQr(doc, card.qrUrl, x + CARD_WIDTH - PAD - QR_SIZE, bodyTop, QR_SIZE);

  const textX = x + PAD + PHOTO.width + 7;
  const textWidth = CARD_WIDTH - 2 * PAD - PHOTO.width - QR_SIZE - 12;
  const line = (text: string, font: string, size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, textX, doc.y, { width: textWidth, lineBreak: false, ellipsis: true });
  doc.y = bodyTop;
  line(card.name, "Helvetica-Bold", 10, INK);
  doc.moveDown(0.15);
  if (card.trade) line(card.trade, "Helvetica", 7.5, INK);
  if (card.employer) line(card.employer, "Helvetica", 7.5, MUTED);
  doc.moveDown(0.3);
  line(`Worker ID ${card.workerId}`, "Helvetica-Bold", 7, INK);

  drawSchemes(doc, card.cards, x + PAD, bodyTop + PHOTO.height + 5, CARD_WIDTH - 2 * PAD);
  doc.restore();
  // The card's edge, for a card printed on plain paper; a sheet's cut marks say where to cut.
  doc.save().roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 8).lineWidth(0.4).strokeColor("#d1d5db").stroke().restore();
}

/** The worker's photo in its box (PNG or JPEG: what pdfkit draws), or their initials. */
function drawPhoto(doc: PDFKit.PDFDocument, card: IdCard, x: number, y: number) {
  const bytes = card.photo ? Buffer.from(card.photo) : null;
  const type = bytes ? sniffImageType(bytes) : null;
  const image = bytes && (type === "image/png" || type === "image/jpeg") ? imageForBox(bytes, PHOTO) : null;
  if (image) {
    doc.image(image, x, y, { fit: [PHOTO.width, PHOTO.height], align: "center", valign: "center" });
    return;
  }
  doc.rect(x, y, PHOTO.width, PHOTO.height).fill("#e5e7eb");
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor(MUTED)
    .text(card.initials, x, y + PHOTO.height / 2 - 9, { width: PHOTO.width, align: "center", lineBreak: false });
}

/** The worker's cards, scheme, number and expiry, a line each; an expired one says so in red. */
function drawSchemes(doc: PDFKit.PDFDocument, cards: IdCardScheme[], x: number, y: number, width: number) {
  if (cards.length === 0) {
    doc.font("Helvetica").fontSize(6.5).fillColor(MUTED).text("No cards recorded", x, y, { width, lineBreak: false });
    return;
  }
  // Each line at its own y: text drawn without line breaks leaves pdfkit's cursor where it was.
  const shown = cards.slice(0, SHOWN_SCHEMES);
  shown.forEach((c, i) => {
    const expiry = c.expiry ? `expires ${c.expiry}` : "no expiry date";
    doc
      .font("Helvetica-Bold")
      .fontSize(6.5)
      .fillColor(c.expired ? EXPIRED : INK)
      .text(`${c.scheme} ${c.number}`, x, y + i * SCHEME_LINE, { continued: true, lineBreak: false })
      .font("Helvetica")
      .text(`  ${c.expired ? `EXPIRED ${c.expiry}` : expiry}`, { lineBreak: false });
  });
  if (cards.length > SHOWN_SCHEMES)
    doc
      .font("Helvetica")
      .fontSize(6)
      .fillColor(MUTED)
      .text(`and ${cards.length - SHOWN_SCHEMES} more`, x, y + shown.length * SCHEME_LINE, { lineBreak: false });
}
