import type { TemplateElement } from "@shared/pdf-templates/pdf-template";
import { hairline } from "../../platform/pdf";
import { LINE_COLUMNS, type PurchaseOrderLine } from "@shared/pdf-templates/purchase-order-document";

/**
 * The order lines in a table element: a shaded header, rows that wrap, a rule under each. Rows that
 * would cross `pageBottom` go on a new page, under a repeated header at `pageTop`. Returns where the
 * table ended and whether that is still the page it started on.
 */
export function drawLinesTable(
  doc: PDFKit.PDFDocument,
  el: TemplateElement,
  lines: PurchaseOrderLine[],
  area: { top: number; pageTop: number; pageBottom: number },
): { y: number; onFirstPage: boolean } {
  const { x, width } = el.position;
  const p = el.properties;
  const size = p.fontSize ?? 8.5;
  const ink = p.color ?? "#111827";
  const rule = p.stroke ?? "#e5e7eb";
  const head = p.fill ?? "#f3f4f6";
  const widths = LINE_COLUMNS.map((c) => c.width * width);
  const pad = 4;
  let y = area.top;
  let onFirstPage = true;

  const header = () => {
    doc.font("Helvetica-Bold").fontSize(size);
    const h = size * 1.19 + 8;
    doc.save().rect(x, y, width, h).fill(head).restore();
    let cx = x;
    LINE_COLUMNS.forEach((c, i) => {
      doc.fillColor(ink);
      const inner = widths[i] - pad * 2;
      const labelWidth = (t: string) => doc.widthOfString(t);
      if (fitsOneLine(c.label, labelWidth, inner)) drawOneLine(doc, c.label, labelWidth, cx + pad, y + 4, inner, c.align);
      else doc.text(c.label, cx + pad, y + 4, { width: inner, align: c.align, lineBreak: false });
      cx += widths[i];
    });
    y += h;
  };

  header();
  const rows = lines.length ? lines.map((l) => LINE_COLUMNS.map((c) => c.cell(l))) : [["", "No lines on this order", "", "", "", ""]];
  doc.font("Helvetica").fontSize(size);
  const oneLine = doc.heightOfString(" ");
  // Cells repeat (units, prices, quantities): each text is measured once in the body's font.
  const measured = new Map<string, number>();
  const widthOf = (t: string) => {
    let w = measured.get(t);
    if (w === undefined) measured.set(t, (w = doc.widthOfString(t)));
    return w;
  };
  for (const cells of rows) {
    doc.font("Helvetica").fontSize(size);
    // Most cells fit on one line: their height is known without wrapping them, and they are drawn
    // without pdfkit's line wrapper, which measured each cell word by word twice (issue 14).
    const fits = cells.map((t, i) => fitsOneLine(t, widthOf, widths[i] - pad * 2));
    const h = Math.max(...cells.map((t, i) => (fits[i] ? oneLine : doc.heightOfString(t, { width: widths[i] - pad * 2 })))) + 7;
    if (y + h > area.pageBottom) {
      doc.addPage();
      onFirstPage = false;
      y = area.pageTop;
      header();
      doc.font("Helvetica").fontSize(size);
    }
    let cx = x;
    cells.forEach((t, i) => {
      doc.fillColor(ink);
      const inner = widths[i] - pad * 2;
      if (fits[i]) drawOneLine(doc, t, widthOf, cx + pad, y + 3.5, inner, LINE_COLUMNS[i].align);
      else doc.text(t, cx + pad, y + 3.5, { width: inner, align: LINE_COLUMNS[i].align });
      cx += widths[i];
    });
    hairline(doc, x, y + h, width, rule);
    y += h;
  }
  return { y, onFirstPage };
}

type WidthOf = (text: string) => number;

/** Whether pdfkit would lay `text` out on one line `width` wide (no break, and no wider than the cell). */
function fitsOneLine(text: string, widthOf: WidthOf, width: number) {
  return !/[\n\r\u2028\u2029]/.test(text) && widthOf(text) <= width;
}

/**
 * One line of text placed as pdfkit's wrapper places it (left, or right-aligned on its width
 * without trailing spaces), without the wrapper: drawn at the same point, for a fraction of the work.
 */
function drawOneLine(doc: PDFKit.PDFDocument, text: string, widthOf: WidthOf, x: number, y: number, width: number, align: "left" | "right") {
  const dx = align === "right" ? width - widthOf(text.replace(/\s+$/, "")) : 0;
  doc.text(text, x + dx, y, { lineBreak: false });
}
