import { hairline, type BrandedPdf } from "./pdf";

/**
 * The one table of the server's PDFs (the carbon report's breakdowns, factors and entries; the diary's
 * labour, site activity and labour summary): a shaded header row repeated on each new page, rows that
 * wrap, a rule under each. Widths are fractions of the text width; `bold` and `muted` style whole rows.
 */

export type Column = { label: string; width: number; align?: "left" | "right" };

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#e5e7eb";
const HEAD = "#f3f4f6";

export function drawTable(
  pdf: BrandedPdf,
  columns: Column[],
  rows: string[][],
  opts: { bold?: (row: number) => boolean; muted?: (row: number) => boolean; size?: number } = {},
) {
  const { doc, left, width } = pdf;
  const size = opts.size ?? 8.5;
  const widths = columns.map((c) => c.width * width);

  const head = () => {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(size - 0.5);
    const h = Math.max(...columns.map((c, i) => doc.heightOfString(c.label, { width: widths[i] - 8 }))) + 8;
    doc.save().rect(left, y, width, h).fill(HEAD).restore();
    let x = left;
    columns.forEach((c, i) => {
      doc.fillColor(MUTED).text(c.label, x + 4, y + 4, { width: widths[i] - 8, align: c.align ?? "left" });
      x += widths[i];
    });
    doc.y = y + h;
  };

  pdf.ensure(40);
  head();
  rows.forEach((cells, r) => {
    doc.font(opts.bold?.(r) ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    const h = Math.max(12, ...cells.map((text, i) => doc.heightOfString(text || "-", { width: widths[i] - 8 }))) + 6;
    if (pdf.remaining() < h) {
      doc.addPage();
      head();
      doc.font(opts.bold?.(r) ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      doc.fillColor(opts.muted?.(r) ? MUTED : INK).text(text || "-", x + 4, y + 3, { width: widths[i] - 8, align: columns[i].align ?? "left" });
      x += widths[i];
    });
    hairline(doc, left, y + h, width, RULE);
    doc.y = y + h;
  });
  doc.x = left;
  doc.moveDown(0.8);
}
