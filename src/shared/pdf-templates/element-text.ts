import type { TemplateElement } from "./pdf-template";
import { bindingValue, type PurchaseOrderDocument } from "./purchase-order-document";

/**
 * The words a text or field element shows, and how: shared by the PDF and the designer's canvas so
 * both print the same string in the same font. A field shows its label, then its bound value; a field
 * whose value is empty shows nothing (an order without notes prints no "Notes:").
 */
export function elementText(el: TemplateElement, doc: PurchaseOrderDocument): string {
  const p = el.properties;
  if (el.type === "text") return p.text ?? "";
  if (el.type !== "field") return "";
  const value = el.dataBinding ? bindingValue(doc, el.dataBinding) : "";
  if (!value) return el.dataBinding ? "" : (p.label ?? "");
  return p.label ? `${p.label} ${value}` : value;
}

export const DEFAULT_FONT_SIZE = 10;
export const DEFAULT_TEXT_COLOUR = "#111827";

export type TextStyle = { fontSize: number; bold: boolean; color: string; align: "left" | "center" | "right" };
export function textStyle(el: TemplateElement): TextStyle {
  const p = el.properties;
  return {
    fontSize: p.fontSize ?? DEFAULT_FONT_SIZE,
    bold: p.fontWeight === "bold",
    color: p.color ?? DEFAULT_TEXT_COLOUR,
    align: p.align ?? "left",
  };
}

/**
 * Helvetica's line height as pdfkit spaces lines: (ascender + line gap − descender) / 1000 em, from
 * the fonts' AFM figures (Helvetica 718/231/−207, bold 718/265/−207). The baseline of the first line
 * is the ascender (718) below the element's top.
 */
export const lineHeightOf = (s: Pick<TextStyle, "fontSize" | "bold">) => ((s.bold ? 1190 : 1156) / 1000) * s.fontSize;
export const ASCENT = 0.718;

/**
 * Lines as pdfkit breaks them: paragraphs at "\n", words at spaces, a word wider than the line cut
 * into pieces; `measure` gives a string's width in points (the browser measures Arial, metric-compatible
 * with Helvetica). At most `maxLines`.
 */
export function wrapLines(text: string, width: number, measure: (s: string) => number, maxLines: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next) <= width || !line) {
        line = next;
      } else {
        out.push(line);
        line = word;
      }
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut -= 1;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line);
    if (out.length >= maxLines) break;
  }
  return out.slice(0, Math.max(1, maxLines));
}

/** How many lines fit in an element `height` tall (at least one, as pdfkit always draws the first). */
export const linesThatFit = (height: number, s: Pick<TextStyle, "fontSize" | "bold">) => Math.max(1, Math.floor(height / lineHeightOf(s) + 1e-6));
