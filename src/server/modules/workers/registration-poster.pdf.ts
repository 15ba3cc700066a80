import PDFDocument from "pdfkit";
import { validColour } from "../../platform/pdf";
import { drawQr } from "../../platform/pdf-qr";

/**
 * A contract's registration poster (issue 30): A4, for the site gate and the welfare cabin. The QR
 * of the link is large, to scan from a step back; the steps are plain, for a first visit on a phone.
 * Drawn on a PDF worker from plain data (pdf-renderer.ts), its QR as vector squares like the ID card's.
 */

export type RegistrationPosterInput = { companyName: string; brandColor: string | null; contractName: string; url: string };

export const POSTER_STEPS = [
  "Scan the code with your phone's camera",
  "Fill in your details and add your cards",
  "Read the site induction and answer the questions",
] as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const QR_SIZE = 300;
const INK = "#111827";
const MUTED = "#4b5563";

export function renderRegistrationPoster(input: RegistrationPosterInput) {
  const brand = validColour(input.brandColor);
  const doc = new PDFDocument({ size: [A4.width, A4.height], margin: MARGIN, info: { Title: `Register before you arrive: ${input.contractName}` } });
  const width = A4.width - 2 * MARGIN;
  doc.rect(0, 0, A4.width, 90).fill(brand);
  doc.font("Helvetica-Bold").fontSize(18).fillColor("#ffffff").text(input.companyName, MARGIN, 36, { width, lineBreak: false, ellipsis: true });

  doc.font("Helvetica-Bold").fontSize(30).fillColor(INK).text("Register before you arrive", MARGIN, 120, { width, align: "center" });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(18).fillColor(MUTED).text(input.contractName, { width, align: "center" });

  const qrTop = doc.y + 24;
  drawQr(doc, input.url, (A4.width - QR_SIZE) / 2, qrTop, QR_SIZE);

  let y = qrTop + QR_SIZE + 28;
  POSTER_STEPS.forEach((step, i) => {
    doc.circle(MARGIN + 18, y + 10, 16).fill(brand);
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .fillColor("#ffffff")
      .text(String(i + 1), MARGIN + 2, y + 2, { width: 32, align: "center", lineBreak: false });
    doc
      .font("Helvetica")
      .fontSize(16)
      .fillColor(INK)
      .text(step, MARGIN + 48, y + 2, { width: width - 48 });
    y += 44;
  });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Or type this address: ${input.url}`, MARGIN, A4.height - MARGIN - 24, { width, align: "center" });
  doc.end();
  return doc;
}
