/**
 * The page the designer draws on, in PDF points (1/72 inch) from the top-left corner, exactly as
 * pdfkit draws (docs/decisions/0031-template-designer.md): an element at (x, y) in the designer is at
 * (x, y) on the PDF page, so the preview and the PDF agree by construction. Only PDF files count
 * from the bottom-left; `pdfTopOf` converts for the test that reads them back.
 */

export const PAGE_SIZES = ["A4", "Letter"] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const ORIENTATIONS = ["portrait", "landscape"] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Portrait width and height in points (pdfkit's own figures). */
export const PAGE_POINTS: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

export type PageLayout = {
  pageSize: PageSize;
  orientation: Orientation;
  margins: { top: number; right: number; bottom: number; left: number };
};

/** The page's width and height in points, turned for landscape. */
export function pageDimensions(layout: Pick<PageLayout, "pageSize" | "orientation">) {
  const { width, height } = PAGE_POINTS[layout.pageSize];
  return layout.orientation === "landscape" ? { width: height, height: width } : { width, height };
}

/** Helvetica's ascender (per 1000 em): pdfkit puts a line's baseline this far below the top it is given. */
export const HELVETICA_ASCENDER = 718;

/**
 * Where the top of a line of text drawn at (x, top) in the designer ends up when read back from a PDF,
 * whose y counts up from the bottom edge to the baseline: top = pageHeight − baseline − ascender.
 */
export const pdfTopOf = (baselineY: number, fontSize: number, pageHeight: number) => pageHeight - baselineY - (HELVETICA_ASCENDER / 1000) * fontSize;

/** Screen pixels per point when a page `pageWidth` points wide is shown `available` pixels wide. */
export const fitScale = (available: number, pageWidth: number) => Math.max(0.1, available / pageWidth);

/** A pointer's screen offset back to page points, kept on the page. */
export function toPagePoint(px: number, py: number, scale: number, page: { width: number; height: number }) {
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), max);
  return { x: clamp(px / scale, page.width), y: clamp(py / scale, page.height) };
}

/** Positions snap to half points: the JSON stays short and a drag does not store 15 decimals. */
export const snap = (v: number) => Math.round(v * 2) / 2;
