import { describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { DEFAULT_PURCHASE_ORDER_TEMPLATE } from "@shared/pdf-templates/default-purchase-order-template";
import { SAMPLE_PURCHASE_ORDER } from "@shared/pdf-templates/sample-purchase-order";
import { renderTemplatePdf } from "./pdf-template.render";

/**
 * Issue 28 item 1: the order the supplier receives states each quantity with the digits the order
 * holds (3 decimals at most), as the order page does; it once printed 0.333 as 0.33.
 */
async function pdfText(lines: typeof SAMPLE_PURCHASE_ORDER.lines) {
  const doc = renderTemplatePdf({ template: DEFAULT_PURCHASE_ORDER_TEMPLATE, document: { ...SAMPLE_PURCHASE_ORDER, lines } });
  const chunks: Buffer[] = [];
  for await (const c of doc) chunks.push(c as Buffer);
  return (await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: true })).text.replace(/\s+/g, " ");
}

describe("the purchase order PDF's lines", () => {
  it("print each quantity to 3 decimals with thousands separators, never rounded to 2", async () => {
    const line = (lineNumber: number, quantity: string, lineTotal: string) => ({
      lineNumber,
      description: `Item ${lineNumber}`,
      quantity,
      unit: "each",
      unitPrice: "1.00",
      lineTotal,
    });
    const text = await pdfText([line(1, "0.333", "0.33"), line(2, "1.005", "1.01"), line(3, "1234.567", "1234.57"), line(4, "40.000", "40.00")]);
    expect(text).toMatch(/Item 1 0\.333 each/);
    expect(text).toMatch(/Item 2 1\.005 each/);
    expect(text).toMatch(/Item 3 1,234\.567 each/);
    expect(text).toMatch(/Item 4 40 each/);
  });
});
