import { describe, expect, it } from "vitest";
import { pageDimensions, pdfTopOf, type PageLayout } from "@shared/pdf-templates/page";
import { ELEMENT_TYPES, templateElementSchema, type TemplateElement } from "@shared/pdf-templates/pdf-template";
import { SAMPLE_PURCHASE_ORDER } from "@shared/pdf-templates/sample-purchase-order";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import { renderTemplatePdf, type TemplatePdfInput } from "./pdf-template.render";

/**
 * Issue 14: "The preview and the PDF agree (each element's position in the PDF within 1 pt of the
 * designer's)". The designer stores points from the page's top-left; the PDF is read back here from its
 * uncompressed content streams, whose coordinates count from the bottom-left.
 */

async function pdfBytes(input: TemplatePdfInput) {
  const doc = renderTemplatePdf({ ...input, compress: false });
  const chunks: Buffer[] = [];
  for await (const c of doc) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("latin1");
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => ({ x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] });

type Drawn = { text: string; x: number; baseline: number; size: number };
type Moved = { x: number; y: number };

/**
 * A small content-stream reader: follows `cm`, `q` and `Q`, and reports each text run (where `Tm`
 * put it, in page space, with its font size and its WinAnsi hex strings decoded) and each path's first `m`.
 */
function readPages(pdf: string) {
  const pages: { texts: Drawn[]; moves: Moved[] }[] = [];
  const streams = pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g);
  for (const [, body] of streams) {
    if (!/\b(BT|m|re)\b/.test(body)) continue;
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    const texts: Drawn[] = [];
    const moves: Moved[] = [];
    let at = { x: 0, y: 0 };
    let size = 0;
    for (const line of body.split("\n")) {
      const nums = line.split(" ").slice(0, -1).map(Number);
      if (line === "q") stack.push(ctm);
      else if (line === "Q") ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (line.endsWith(" cm")) ctm = multiply(nums as Matrix, ctm);
      else if (line.endsWith(" Tm")) at = apply(ctm, nums[4], nums[5]);
      else if (line.endsWith(" Tf")) size = Number(line.split(" ")[1]);
      else if (line.endsWith(" TJ")) {
        const text = [...line.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex, "hex").toString("latin1")).join("");
        texts.push({ text, x: at.x, baseline: at.y, size });
      } else if (line.endsWith(" m")) moves.push(apply(ctm, nums[0], nums[1]));
    }
    pages.push({ texts, moves });
  }
  return pages;
}

const layout = (over: Partial<PageLayout> = {}): PageLayout => ({
  pageSize: "A4",
  orientation: "portrait",
  margins: { top: 36, right: 36, bottom: 36, left: 36 },
  ...over,
});
const textAt = (id: string, x: number, y: number, text: string, fontSize = 10, fontWeight: "normal" | "bold" = "normal"): TemplateElement => ({
  id,
  type: "text",
  position: { x, y, width: 220, height: 40 },
  properties: { text, fontSize, fontWeight },
});

describe("each element's position in the PDF is within 1 pt of the designer's", () => {
  for (const l of [layout(), layout({ pageSize: "Letter", orientation: "landscape" })]) {
    it(`text elements on ${l.pageSize} ${l.orientation}`, async () => {
      const elements = [
        textAt("a", 36, 36, "Top left corner"),
        textAt("b", 300.5, 120.25, "Middle of the page", 14, "bold"),
        textAt("c", 48, 500, "Lower down", 8),
        textAt("d", 400, 12.5, "Up in the margin", 22),
      ];
      const page = pageDimensions(l);
      const [first] = readPages(await pdfBytes({ template: { name: "t", layout: l, templateElements: elements }, document: SAMPLE_PURCHASE_ORDER }));
      for (const el of elements) {
        const run = first.texts.find((t) => t.text === el.properties.text);
        expect(run, el.id).toBeDefined();
        expect(run!.size).toBe(el.properties.fontSize);
        expect(Math.abs(run!.x - el.position.x), `${el.id} x`).toBeLessThanOrEqual(1);
        expect(Math.abs(pdfTopOf(run!.baseline, run!.size, page.height) - el.position.y), `${el.id} y`).toBeLessThanOrEqual(1);
      }
    });
  }

  it("a bound field draws its label and value where it stands", async () => {
    const field: TemplateElement = {
      id: "po",
      type: "field",
      position: { x: 350, y: 64, width: 200, height: 16 },
      properties: { label: "PO", fontSize: 11 },
      dataBinding: "poNumber",
    };
    const [first] = readPages(await pdfBytes({ template: { name: "t", layout: layout(), templateElements: [field] }, document: SAMPLE_PURCHASE_ORDER }));
    const run = first.texts.find((t) => t.text === "PO PO-2025-0142")!;
    expect(Math.abs(run.x - 350)).toBeLessThanOrEqual(1);
    expect(Math.abs(pdfTopOf(run.baseline, 11, 841.89) - 64)).toBeLessThanOrEqual(1);
  });

  it("shapes start at their corner: a box's outline begins at its top-left", async () => {
    const box: TemplateElement = { id: "b", type: "box", position: { x: 120, y: 300, width: 80, height: 40 }, properties: { stroke: "#000000" } };
    const [first] = readPages(await pdfBytes({ template: { name: "t", layout: layout(), templateElements: [box] }, document: SAMPLE_PURCHASE_ORDER }));
    expect(first.moves[0].x).toBeCloseTo(120, 1);
    expect(841.89 - first.moves[0].y).toBeCloseTo(300, 1);
  });

  it("the standard PO template: every text above the lines table is where the designer has it", async () => {
    const t = DEFAULT_PURCHASE_ORDER_TEMPLATE;
    const [first] = readPages(await pdfBytes({ template: t, document: { ...SAMPLE_PURCHASE_ORDER, company: { ...SAMPLE_PURCHASE_ORDER.company } } }));
    const title = t.templateElements.find((e) => e.id === "supplier-heading")!;
    const run = first.texts.find((r) => r.text === "SUPPLIER")!;
    expect(Math.abs(run.x - title.position.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(pdfTopOf(run.baseline, run.size, 841.89) - title.position.y)).toBeLessThanOrEqual(1);
  });
});

describe("the renderer", () => {
  it("draws all 23 element types", async () => {
    const elements = ELEMENT_TYPES.map((type, i) =>
      templateElementSchema.parse({
        id: type,
        type,
        position: { x: 20 + (i % 5) * 110, y: 20 + Math.floor(i / 5) * 90, width: 90, height: 60 },
        properties: { text: type, icon: "truck", fill: "#dbeafe" },
        dataBinding: type === "field" ? "supplier.name" : undefined,
      }),
    );
    const pdf = await pdfBytes({ template: { name: "all", layout: layout(), templateElements: elements }, document: SAMPLE_PURCHASE_ORDER });
    const [first] = readPages(pdf);
    // 19 shapes draw paths (an image without a logo draws nothing); text, field and the table draw text.
    expect(first.moves.length).toBeGreaterThanOrEqual(19);
    // (The table is 90 pt wide here, so its words break into pieces; the field's value wraps.)
    expect(first.texts.map((t) => t.text)).toEqual(expect.arrayContaining(["text", "Northern Builders ", "Descri"]));
  });

  it("breaks a long table over pages, repeats its header, moves the totals after it and repeats the footer", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...SAMPLE_PURCHASE_ORDER.lines[i % 5], lineNumber: i + 1 }));
    const pages = readPages(await pdfBytes({ template: DEFAULT_PURCHASE_ORDER_TEMPLATE, document: { ...SAMPLE_PURCHASE_ORDER, lines } }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[1].texts.some((t) => t.text === "Description")).toBe(true);
    for (const p of pages) {
      expect(p.texts.some((t) => t.text.startsWith("VAT No."))).toBe(true);
    }
    const pageOf = (text: string) => pages.findIndex((p) => p.texts.some((t) => t.text === text));
    expect(pageOf("60")).toBeGreaterThanOrEqual(1);
    expect(pageOf("£6,907.50")).toBeGreaterThanOrEqual(pageOf("60"));
  });
});
