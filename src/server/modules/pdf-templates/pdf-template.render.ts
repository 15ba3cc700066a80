import PDFDocument from "pdfkit";
import { elementText, lineHeightOf, textStyle } from "@shared/pdf-templates/element-text";
import { pageDimensions } from "@shared/pdf-templates/page";
import type { PageLayout } from "@shared/pdf-templates/page";
import type { TemplateElement } from "@shared/pdf-templates/pdf-template";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import { partColours, shapeParts } from "@shared/pdf-templates/shapes";
import { imageForBox } from "../../platform/pdf-images";
import { sniffImageType } from "../../platform/uploads";
import { drawLinesTable } from "./pdf-template.table";

/**
 * A PDF template drawn with a purchase order (docs/decisions/0031-template-designer.md). The designer
 * works in points from the page's top-left, as pdfkit does, so each element is drawn where it stands
 * in the designer. The page's margins matter in two places only:
 *   - the lines table flows: rows past the bottom margin continue on a new page below the top margin,
 *     and the elements under the table move down with it (the totals follow the lines);
 *   - elements in the bottom margin are the footer, drawn on every page.
 * Runs on a PDF worker (pdf-documents.ts): the input is plain data.
 */
export type TemplatePdfInput = {
  template: { name: string; layout: PageLayout; templateElements: TemplateElement[] };
  document: PurchaseOrderDocument;
  /** Tests read the content stream: they turn compression off. */
  compress?: boolean;
};

/** A PNG or JPEG data URL's bytes, or null (anything else is left out rather than failing the PDF). */
export function imageBytes(dataUrl: string | null | undefined): Buffer | null {
  const m = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl ?? "");
  if (!m) return null;
  const bytes = Buffer.from(m[2], "base64");
  const type = sniffImageType(bytes);
  return type === "image/png" || type === "image/jpeg" ? bytes : null;
}

function drawText(doc: PDFKit.PDFDocument, el: TemplateElement, content: string, dy = 0) {
  if (!content) return;
  const s = textStyle(el);
  const { x, y, width, height } = el.position;
  doc
    .font(s.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(s.fontSize)
    .fillColor(s.color)
    .text(content, x, y + dy, { width, height: Math.max(height, lineHeightOf(s)), align: s.align, lineBreak: true });
}

function drawShape(doc: PDFKit.PDFDocument, el: TemplateElement, dy: number) {
  const box = { ...el.position, y: el.position.y + dy };
  for (const part of shapeParts(el.type, box, el.properties)) {
    const { fill, stroke } = partColours(part, el.properties);
    doc.save();
    doc.path(part.d);
    doc.lineWidth(el.properties.strokeWidth ?? 1).lineJoin("round");
    if (part.dash) doc.dash(part.dash[0], { space: part.dash[1] });
    if (fill && stroke) doc.fillAndStroke(fill, stroke);
    else if (fill) doc.fill(fill);
    else if (stroke) doc.stroke(stroke);
    doc.restore();
  }
}

function drawImage(doc: PDFKit.PDFDocument, el: TemplateElement, po: PurchaseOrderDocument, dy: number) {
  const { x, y, width, height } = el.position;
  const found = imageBytes(el.properties.source === "upload" ? el.properties.imageData : po.company.logo);
  const bytes = found && imageForBox(found, { width, height });
  if (!bytes) return;
  try {
    doc.image(bytes, x, y + dy, { fit: [width, height], align: "center", valign: "center" });
  } catch {
    /* a damaged image: the document goes on without it */
  }
}

/** One element at its place, `dy` points lower when it follows the lines table. */
function drawElement(doc: PDFKit.PDFDocument, el: TemplateElement, po: PurchaseOrderDocument, dy = 0) {
  if (el.type === "text" || el.type === "field") drawText(doc, el, elementText(el, po), dy);
  else if (el.type === "image") drawImage(doc, el, po, dy);
  else if (el.type === "table") drawLinesTable(doc, el, po.lines, { top: el.position.y + dy, pageTop: el.position.y + dy, pageBottom: Infinity });
  else drawShape(doc, el, dy);
}

export function renderTemplatePdf(input: TemplatePdfInput): PDFKit.PDFDocument {
  const { layout, templateElements: elements, name } = input.template;
  const po = input.document;
  const page = pageDimensions(layout);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    // Elements are placed absolutely: pdfkit's own margins stay 0 so text never starts a page by itself.
    margins: { top: 0, right: 0, bottom: 0, left: 0 },
    bufferPages: true,
    compress: input.compress ?? true,
    info: { Title: `${name}: ${po.poNumber}`, Author: po.company.name, Creator: "Sitebook" },
  });
  const bodyBottom = page.height - layout.margins.bottom;
  const footer = elements.filter((e) => e.position.y >= bodyBottom);
  const body = elements.filter((e) => e.position.y < bodyBottom);
  const table = body.find((e) => e.type === "table");

  if (!table) {
    for (const el of body) drawElement(doc, el, po);
  } else {
    const tableBottom = table.position.y + table.position.height;
    const after = body.filter((e) => e !== table && e.position.y >= tableBottom);
    for (const el of body) if (el !== table && !after.includes(el)) drawElement(doc, el, po);
    const end = drawLinesTable(doc, table, po.lines, { top: table.position.y, pageTop: layout.margins.top, pageBottom: bodyBottom });
    // What stood under the table keeps its distance from the table's end; if it no longer fits on
    // the page it starts the next one, below the top margin.
    let dy = end.onFirstPage ? Math.max(0, end.y - tableBottom) : end.y - tableBottom;
    const lowest = Math.max(tableBottom, ...after.map((e) => e.position.y + e.position.height));
    if (after.length && lowest + dy > bodyBottom) {
      doc.addPage();
      dy = layout.margins.top - Math.min(...after.map((e) => e.position.y));
    }
    for (const el of after) drawElement(doc, el, po, dy);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    for (const el of footer) drawElement(doc, el, po);
  }
  doc.end();
  return doc;
}
