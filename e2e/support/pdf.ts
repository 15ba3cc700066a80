import { inflateSync } from "node:zlib";
import { extractText } from "unpdf";

/** A PDF's words on one line (runs of white space as one space), through unpdf as the API tests read them. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");
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

/** A box in the designer's terms: points from the page's top-left. */
export type Box = { x: number; y: number; width: number; height: number };

/**
 * Where each image is drawn on the first page, in points from the top-left as the template designer
 * measures. pdfkit's content streams are deflated: each is inflated and read for `q`, `Q`, `cm` and
 * `Do` (the image drawn into the unit square of the current matrix), as pdf-template.position.test.ts
 * reads uncompressed ones. (unpdf's operator list needs Node 22's ArrayBuffer.transferToFixedLength.)
 */
export function imageBoxes(bytes: Uint8Array | Buffer): Box[] {
  const pdf = Buffer.from(bytes).toString("latin1");
  const pageHeight = Number(/\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+[\d.]+\s+([\d.]+)\s*\]/.exec(pdf)?.[1] ?? 841.89);
  for (const [, body] of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, "latin1")).toString("latin1");
    } catch {
      content = body;
    }
    if (!/\bDo\b/.test(content) || !/\bcm\b/.test(content)) continue;
    const boxes: Box[] = [];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    for (const line of content.split("\n")) {
      const words = line.trim().split(/\s+/);
      const op = words.at(-1);
      if (op === "q") stack.push(ctm);
      else if (op === "Q") ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (op === "cm") ctm = multiply(words.slice(0, 6).map(Number) as Matrix, ctm);
      else if (op === "Do") {
        const corners = [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].map(([u, v]) => ({ x: ctm[0] * u + ctm[2] * v + ctm[4], y: ctm[1] * u + ctm[3] * v + ctm[5] }));
        const xs = corners.map((c) => c.x);
        const ys = corners.map((c) => c.y);
        const top = pageHeight - Math.max(...ys);
        boxes.push({ x: Math.min(...xs), y: top, width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
      }
    }
    return boxes;
  }
  return [];
}

/** A box's centre: an image is fitted and centred in its element, so the two share a centre. */
export const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
