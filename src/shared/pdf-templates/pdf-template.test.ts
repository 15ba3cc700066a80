import { describe, expect, it } from "vitest";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "./default-purchase-order-template";
import { elementText, lineHeightOf, linesThatFit, wrapLines } from "./element-text";
import { fitScale, pageDimensions, pdfTopOf, snap, toPagePoint } from "./page";
import { ELEMENT_TYPES, pageLayoutSchema, templateElementSchema, templateInputSchema, type TemplateElement } from "./pdf-template";
import { PURCHASE_ORDER_BINDINGS, bindingValue } from "./purchase-order-document";
import { SAMPLE_PURCHASE_ORDER } from "./sample-purchase-order";
import { shapeParts } from "./shapes";

const errorsOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe("template schema (data-model.md §5)", () => {
  const base = { name: "PO", templateType: "purchase_order", layout: DEFAULT_PURCHASE_ORDER_TEMPLATE.layout, templateElements: [] };

  it("name is 1 to 100 characters, with the spec's messages", () => {
    expect(errorsOf(templateInputSchema.safeParse({ ...base, name: "" }))).toEqual(["Template name is required"]);
    expect(errorsOf(templateInputSchema.safeParse({ ...base, name: "x".repeat(101) }))).toEqual(["Template name must be less than 100 characters"]);
    expect(templateInputSchema.safeParse({ ...base, name: "x".repeat(100) }).success).toBe(true);
  });

  it("templateType is purchase_order, report or certificate", () => {
    for (const t of ["purchase_order", "report", "certificate"]) expect(templateInputSchema.safeParse({ ...base, templateType: t }).success).toBe(true);
    expect(templateInputSchema.safeParse({ ...base, templateType: "invoice" }).success).toBe(false);
  });

  it("layout: A4 or Letter, portrait or landscape, margins 0 to 100 each", () => {
    const ok = { pageSize: "Letter", orientation: "landscape", margins: { top: 0, right: 100, bottom: 50.5, left: 0 } };
    expect(pageLayoutSchema.safeParse(ok).success).toBe(true);
    expect(pageLayoutSchema.safeParse({ ...ok, pageSize: "A5" }).success).toBe(false);
    expect(pageLayoutSchema.safeParse({ ...ok, orientation: "square" }).success).toBe(false);
    expect(errorsOf(pageLayoutSchema.safeParse({ ...ok, margins: { ...ok.margins, left: 100.1 } }))).toEqual(["Margins must be between 0 and 100"]);
  });

  it("elements: an id, one of the 23 types, x and y at least 0, width and height at least 1, an optional binding", () => {
    expect(ELEMENT_TYPES).toHaveLength(23);
    const el = { id: "a", type: "star", position: { x: 0, y: 0, width: 1, height: 1 }, properties: {} };
    expect(templateElementSchema.safeParse(el).success).toBe(true);
    expect(templateElementSchema.safeParse({ ...el, dataBinding: "total" }).success).toBe(true);
    expect(errorsOf(templateElementSchema.safeParse({ ...el, position: { ...el.position, width: 0.9 } }))).toEqual(["Width must be at least 1"]);
    expect(errorsOf(templateElementSchema.safeParse({ ...el, position: { ...el.position, x: -0.1 } }))).toEqual(["x must be 0 or more"]);
    expect(templateElementSchema.safeParse({ ...el, type: "heart" }).success).toBe(false);
  });

  it("the standard purchase order template is valid and binds only known fields", () => {
    expect(templateInputSchema.safeParse(DEFAULT_PURCHASE_ORDER_TEMPLATE).success).toBe(true);
  });
});

describe("coordinate mapping (points from the top-left, as the designer and pdfkit both count)", () => {
  it("page sizes in points, turned for landscape", () => {
    expect(pageDimensions({ pageSize: "A4", orientation: "portrait" })).toEqual({ width: 595.28, height: 841.89 });
    expect(pageDimensions({ pageSize: "A4", orientation: "landscape" })).toEqual({ width: 841.89, height: 595.28 });
    expect(pageDimensions({ pageSize: "Letter", orientation: "portrait" })).toEqual({ width: 612, height: 792 });
  });

  it("screen pixels back to points: scale, clamp to the page, snap to half points", () => {
    const page = { width: 595.28, height: 841.89 };
    const scale = fitScale(297.64, page.width);
    expect(scale).toBeCloseTo(0.5);
    expect(toPagePoint(50, 100, scale, page)).toEqual({ x: 100, y: 200 });
    expect(toPagePoint(-5, 5000, scale, page)).toEqual({ x: 0, y: 841.89 });
    expect(snap(100.26)).toBe(100.5);
    expect(snap(99.74)).toBe(99.5);
  });

  it("a PDF baseline back to the designer's top: top = page height − baseline − ascender", () => {
    // pdfkit places a 12 pt line whose top is at 100 with its baseline at 841.89 − 100 − 8.616.
    expect(pdfTopOf(733.274, 12, 841.89)).toBeCloseTo(100, 3);
  });
});

describe("text layout shared by the canvas and the PDF", () => {
  const measure = (s: string) => s.length * 5; // a 5 pt monospace stand-in
  it("wraps at spaces, cuts a long word, keeps to the lines that fit", () => {
    expect(wrapLines("one two three", 40, measure, 5)).toEqual(["one two", "three"]);
    expect(wrapLines("abcdefghijkl", 30, measure, 5)).toEqual(["abcdef", "ghijkl"]);
    expect(wrapLines("a\nb\nc", 100, measure, 2)).toEqual(["a", "b"]);
  });
  it("line heights are pdfkit's (Helvetica 1.156 em, bold 1.19 em)", () => {
    expect(lineHeightOf({ fontSize: 10, bold: false })).toBeCloseTo(11.56);
    expect(linesThatFit(23.2, { fontSize: 10, bold: false })).toBe(2);
    expect(linesThatFit(3, { fontSize: 10, bold: false })).toBe(1);
  });
  it("a field shows its label and value; empty values show nothing", () => {
    const field = (binding: TemplateElement["dataBinding"], label?: string): TemplateElement => ({
      id: "f",
      type: "field",
      position: { x: 0, y: 0, width: 10, height: 10 },
      properties: { label },
      dataBinding: binding,
    });
    expect(elementText(field("poNumber", "PO:"), SAMPLE_PURCHASE_ORDER)).toBe("PO: PO-2025-0142");
    expect(elementText(field("notes", "Notes:"), { ...SAMPLE_PURCHASE_ORDER, notes: null })).toBe("");
  });
});

describe("purchase order bindings", () => {
  it("every binding gives text for the sample order, formatted the UK way", () => {
    for (const b of PURCHASE_ORDER_BINDINGS) expect(bindingValue(SAMPLE_PURCHASE_ORDER, b.key), b.key).not.toBe("");
    expect(bindingValue(SAMPLE_PURCHASE_ORDER, "orderDate")).toBe("14/03/2025");
    expect(bindingValue(SAMPLE_PURCHASE_ORDER, "total")).toBe("£6,907.50");
    expect(bindingValue(SAMPLE_PURCHASE_ORDER, "vatRate")).toBe("20%");
    expect(bindingValue(SAMPLE_PURCHASE_ORDER, "status")).toBe("Approved");
  });
});

describe("shapes", () => {
  it("every drawn type has a path inside its box; text, field, table and image have none", () => {
    const box = { x: 10, y: 20, width: 100, height: 50 };
    for (const type of ELEMENT_TYPES) {
      const parts = shapeParts(type, box, { icon: "phone" });
      if (["text", "field", "table", "image"].includes(type)) expect(parts, type).toEqual([]);
      else {
        expect(parts.length, type).toBeGreaterThan(0);
        const coords = parts.flatMap((p) =>
          p.d
            .split(" ")
            .filter((t) => /^-?[\d.]+$/.test(t))
            .map(Number),
        );
        expect(coords.length, type).toBeGreaterThan(0);
      }
    }
    expect(shapeParts("box", box, {})[0].d).toBe("M 10 20 L 110 20 L 110 70 L 10 70 Z");
  });
});
