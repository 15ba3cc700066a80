import type { TemplateElement } from "@shared/pdf-templates/pdf-template";
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
      doc.fillColor(ink).text(c.label, cx + pad, y + 4, { width: widths[i] - pad * 2, align: c.align, lineBreak: false });
      cx += widths[i];
    });
    y += h;
  };

  header();
  const rows = lines.length ? lines.map((l) => LINE_COLUMNS.map((c) => c.cell(l))) : [["", "No lines on this order", "", "", "", ""]];
  for (const cells of rows) {
    doc.font("Helvetica").fontSize(size);
    const h = Math.max(...cells.map((t, i) => doc.heightOfString(t || " ", { width: widths[i] - pad * 2 }))) + 7;
    if (y + h > area.pageBottom) {
      doc.addPage();
      onFirstPage = false;
      y = area.pageTop;
      header();
      doc.font("Helvetica").fontSize(size);
    }
    let cx = x;
    cells.forEach((t, i) => {
      doc.fillColor(ink).text(t, cx + pad, y + 3.5, { width: widths[i] - pad * 2, align: LINE_COLUMNS[i].align });
      cx += widths[i];
    });
    doc
      .save()
      .moveTo(x, y + h)
      .lineTo(x + width, y + h)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke()
      .restore();
    y += h;
  }
  return { y, onFirstPage };
}
