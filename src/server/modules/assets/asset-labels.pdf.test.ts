import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodePdfQr, decodeQr, pdfSquares } from "../../test/pdf-qr";
import { LABEL_HEIGHT, LABELS_PER_SHEET, QR_SIZE, SHEET, renderAssetLabels, type AssetLabelsInput } from "./asset-labels.pdf";

/** The label's QR decodes back to the scan address: the PDF's own squares, read by ZXing (test/pdf-qr.ts). */

async function pdfBytes(input: AssetLabelsInput): Promise<Buffer> {
  const doc = renderAssetLabels(input);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("asset label PDF", () => {
  const url = "https://sitebook.example.co.uk/a/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA";
  const base = { companyName: "Northgate Builders Ltd", brandColor: "#0c6d52" };

  it("one label: a page the label's size whose QR reads back as the scan address", async () => {
    const pdf = await pdfBytes({ ...base, sheet: false, labels: [{ name: "Telehandler JCB 535-95", serial: "JCB0535951234", qrUrl: url }] });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // 99.1 × 38.1 mm in points.
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 280\.91\d* 108\]/);
    expect(decodePdfQr(pdf)).toBe(url);
  });

  it("a sheet: 14 a page, each label's QR its own asset's", async () => {
    const labels = Array.from({ length: LABELS_PER_SHEET + 3 }, (_, i) => ({ name: `Breaker ${i + 1}`, serial: null, qrUrl: `${url}${i}` }));
    const pages = pdfSquares(await pdfBytes({ ...base, sheet: true, labels }));
    expect(pages).toHaveLength(2);
    // 2 × 7 from the top-left corner, the QR inside each label's padding.
    const pad = (LABEL_HEIGHT - QR_SIZE) / 2;
    const box = (n: number) => ({ x: SHEET.left + (n % 2) * SHEET.pitchX + pad, y: SHEET.top + Math.floor(n / 2) * SHEET.pitchY + pad, size: QR_SIZE });
    for (const n of [0, 1, 13]) expect(decodeQr(pages[0], box(n))).toBe(`${url}${n}`);
    expect(decodeQr(pages[1], box(2))).toBe(`${url}16`);
  });

  it("reads back whatever the token: 100 random ones, on a single label and on a sheet", async () => {
    const pad = (LABEL_HEIGHT - QR_SIZE) / 2;
    for (let i = 0; i < 100; i++) {
      const qrUrl = `https://sitebook.example.co.uk/a/${randomBytes(24).toString("base64url")}`;
      const sheet = i % 2 === 0;
      const pdf = await pdfBytes({ ...base, sheet, labels: [{ name: "Breaker", serial: null, qrUrl }] });
      expect(sheet ? decodeQr(pdfSquares(pdf)[0], { x: SHEET.left + pad, y: SHEET.top + pad, size: QR_SIZE }) : decodePdfQr(pdf)).toBe(qrUrl);
    }
  });
});
