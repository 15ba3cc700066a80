import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";
import { LABEL_HEIGHT, LABELS_PER_SHEET, QR_SIZE, renderAssetLabels, type AssetLabelsInput } from "./asset-labels.pdf";

/**
 * The label's QR decodes back to the scan address: the PDF's own squares (its content streams'
 * `re` operators), painted onto a bitmap and read by ZXing, the reader the app's scanner uses.
 */

async function pdfBytes(input: AssetLabelsInput): Promise<Buffer> {
  const doc = renderAssetLabels(input);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every page's content stream, inflated (pdfkit writes one Flate-encoded stream a page). */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString("latin1");
  const streams: string[] = [];
  const re = /\/Filter \/FlateDecode[^]*?>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endstream", start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a content stream (a font, an image): nothing to read here.
    }
  }
  return streams.filter((s) => / re\b/.test(s));
}

type Rect = { x: number; y: number; w: number; h: number };
const rects = (stream: string): Rect[] =>
  [...stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => ({ x: +m[1], y: +m[2], w: +m[3], h: +m[4] }));

/** The QR's modules (the small squares inside its box at x0, y0) painted black on white, 8 px a point, and decoded. */
function decodeQr(cells: Rect[], x0: number, y0: number): string {
  const scale = 8;
  const margin = 40;
  const size = Math.ceil(QR_SIZE * scale) + 2 * margin;
  const pixels = new Uint8ClampedArray(size * size).fill(255);
  const px = (v: number, from: number, round: (n: number) => number) => round((v - from) * scale) + margin;
  for (const r of cells) {
    // Each square from the pixel its edge falls in to the one its far edge does: neighbours meet with no seam.
    const [left, right] = [px(r.x, x0, Math.floor), px(r.x + r.w, x0, Math.ceil)];
    for (let row = px(r.y, y0, Math.floor); row < px(r.y + r.h, y0, Math.ceil); row++) pixels.fill(0, row * size + left, row * size + right);
  }
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size)))).getText();
}

const cellsIn = (all: Rect[], x0: number, y0: number) => all.filter((r) => r.w < 5 && r.x >= x0 && r.x < x0 + QR_SIZE && r.y >= y0 && r.y < y0 + QR_SIZE);

describe("asset label PDF", () => {
  const url = "https://sitebook.example.co.uk/a/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA";
  const base = { companyName: "Northgate Builders Ltd", brandColor: "#0c6d52" };

  it("one label: a page the label's size whose QR reads back as the scan address", async () => {
    const pdf = await pdfBytes({ ...base, sheet: false, labels: [{ name: "Telehandler JCB 535-95", serial: "JCB0535951234", qrUrl: url }] });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // 99.1 × 38.1 mm in points.
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 280\.91\d* 108\]/);
    const [page] = contentStreams(pdf);
    const pad = (LABEL_HEIGHT - QR_SIZE) / 2;
    expect(decodeQr(cellsIn(rects(page), pad, pad), pad, pad)).toBe(url);
  });

  it("a sheet: 14 a page, each label's QR its own asset's", async () => {
    const labels = Array.from({ length: LABELS_PER_SHEET + 3 }, (_, i) => ({ name: `Breaker ${i + 1}`, serial: null, qrUrl: `${url}${i}` }));
    const pdf = await pdfBytes({ ...base, sheet: true, labels });
    const pages = contentStreams(pdf);
    expect(pages).toHaveLength(2);
    // The sheet's layout: 2 × 7 from the top-left corner (SHEET in asset-labels.pdf.ts).
    const mm = 72 / 25.4;
    const pad = (LABEL_HEIGHT - QR_SIZE) / 2;
    const at = (n: number) => ({ x: 4.65 * mm + (n % 2) * 101.6 * mm + pad, y: 15.15 * mm + Math.floor(n / 2) * 38.1 * mm + pad });
    for (const n of [0, 1, 13]) {
      const { x, y } = at(n);
      expect(decodeQr(cellsIn(rects(pages[0]), x, y), x, y)).toBe(`${url}${n}`);
    }
    const { x, y } = at(2);
    expect(decodeQr(cellsIn(rects(pages[1]), x, y), x, y)).toBe(`${url}16`);
  });
});
