import PDFDocument from "pdfkit";
import { validColour } from "../../platform/pdf";
import { drawQr } from "../../platform/pdf-qr";

/**
 * Asset labels (issue 32): 99.1 × 38.1 mm each, the size of a label printer's roll and of the common
 * A4 sheet of 14 (2 × 7, as Avery L7163), so the sheet prints onto stock and each label peels off.
 * One label is a page of its own size; a sheet run is A4 pages in that layout. The QR takes the
 * label's full height on the left (the bigger it is, the further off a phone reads it); the text
 * beside it says whose item it is, which item, and what the code is for. Drawn on a PDF worker from
 * plain data (pdf-renderer.ts); the QR is vector squares, sharp at any print size (platform/pdf-qr.ts).
 */

export type AssetLabelItem = { name: string; serial: string | null; qrUrl: string };
export type AssetLabelsInput = { companyName: string; brandColor: string | null; labels: AssetLabelItem[]; sheet: boolean };

const MM = 72 / 25.4;
export const LABEL_WIDTH = 99.1 * MM;
export const LABEL_HEIGHT = 38.1 * MM;
const A4 = { width: 595.28, height: 841.89 };
/** The sheet: 2 across with a 2.5 mm gutter, 7 down with none, inside 4.65 mm and 15.15 mm margins. */
export const SHEET = { columns: 2, rows: 7, left: 4.65 * MM, top: 15.15 * MM, pitchX: 101.6 * MM, pitchY: 38.1 * MM };
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

const PAD = 2.5 * MM;
/** The QR's square, quiet zone included: the label's height less its padding. */
export const QR_SIZE = LABEL_HEIGHT - 2 * PAD;
const INK = "#111827";
const MUTED = "#4b5563";
const BAND = 5.5 * MM;

export function renderAssetLabels(input: AssetLabelsInput) {
  const brand = validColour(input.brandColor);
  const size = input.sheet ? [A4.width, A4.height] : [LABEL_WIDTH, LABEL_HEIGHT];
  const title = input.sheet ? "Asset labels" : `Asset label: ${input.labels[0]?.name ?? ""}`;
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: title } });
  input.labels.forEach((label, i) => {
    if (!input.sheet) {
      doc.addPage();
      drawLabel(doc, label, 0, 0, input.companyName, brand);
      return;
    }
    const at = i % LABELS_PER_SHEET;
    if (at === 0) doc.addPage();
    const x = SHEET.left + (at % SHEET.columns) * SHEET.pitchX;
    const y = SHEET.top + Math.floor(at / SHEET.columns) * SHEET.pitchY;
    drawLabel(doc, label, x, y, input.companyName, brand);
  });
  doc.end();
  return doc;
}

function drawLabel(doc: PDFKit.PDFDocument, label: AssetLabelItem, x: number, y: number, companyName: string, brand: string) {
  drawQr(doc, label.qrUrl, x + PAD, y + PAD, QR_SIZE);
  const textX = x + PAD + QR_SIZE + 1.5 * MM;
  const width = x + LABEL_WIDTH - PAD - textX;
  // The company on its colour: whose item this is, at a glance across a yard.
  doc
    .save()
    .roundedRect(textX, y + PAD, width, BAND, 2)
    .fill(brand)
    .restore();
  doc
    .font("Helvetica-Bold")
    .fontSize(7.5)
    .fillColor("#ffffff")
    .text(companyName, textX + 1.5 * MM, y + PAD + (BAND - 7.5) / 2 + 0.5, { width: width - 3 * MM, lineBreak: false, ellipsis: true });

  // The name on up to two lines, then the serial under it, wherever the name ended.
  const nameTop = y + PAD + BAND + 2 * MM;
  doc.font("Helvetica-Bold").fontSize(10.5).fillColor(INK);
  const nameHeight = Math.min(doc.heightOfString(label.name, { width }), 2 * doc.currentLineHeight(true));
  doc.text(label.name, textX, nameTop, { width, height: nameHeight + 1, ellipsis: true });
  if (label.serial)
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Serial ${label.serial}`, textX, nameTop + nameHeight + 1.5, { width, lineBreak: false, ellipsis: true });

  // What the code is for, on the label's bottom edge beside the QR's.
  const bottom = y + LABEL_HEIGHT - PAD;
  doc
    .font("Helvetica-Bold")
    .fontSize(8.5)
    .fillColor(INK)
    .text("Scan to check before use", textX, bottom - 19, { width, lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(6.5)
    .fillColor(MUTED)
    .text("Point your phone's camera at the code", textX, bottom - 8, { width, lineBreak: false, ellipsis: true });
  // The label's edge, light: where to cut one printed on plain paper; on label stock it falls on the die cut.
  doc.save().roundedRect(x, y, LABEL_WIDTH, LABEL_HEIGHT, 6).lineWidth(0.3).strokeColor("#d1d5db").stroke().restore();
}
