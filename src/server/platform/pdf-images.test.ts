import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { imageSize } from "@shared/uploads/image-size";
import { pngBytes, pngHeader } from "../test/png";
import { imageForBox, neededSize } from "./pdf-images";

/** A real PNG with transparency: the left half clear, the right half opaque red. */
function halfClearPng(width: number, height: number) {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set(i % width < width / 2 ? [0, 0, 0, 0] : [255, 0, 0, 255], i * 4);
  return PNG.sync.write(png);
}

describe("imageForBox", () => {
  it("needs 3 pixels a point of the box, in proportion, never more than the image has", () => {
    expect(neededSize(4000, 2000, { width: 200, height: 100 })).toEqual({ width: 600, height: 300 });
    expect(neededSize(4000, 1000, { width: 200, height: 200 })).toEqual({ width: 600, height: 150 });
    expect(neededSize(300, 100, { width: 200, height: 100 })).toEqual({ width: 300, height: 100 });
  });

  it("draws a PNG larger than its box from a copy the box's size; opaque copies carry no alpha", () => {
    const copy = imageForBox(pngBytes(1200, 600), { width: 100, height: 50 })!;
    expect(imageSize(copy)).toEqual({ width: 300, height: 150 });
    expect(copy[25]).toBe(2); // colour type: RGB, which pdfkit embeds without decoding
  });

  it("keeps transparency, averaging only what is visible", () => {
    const copy = PNG.sync.read(imageForBox(halfClearPng(400, 40), { width: 40, height: 4 })!);
    expect([copy.width, copy.height]).toEqual([120, 12]);
    expect(Array.from(copy.data.subarray(0, 4))).toEqual([0, 0, 0, 0]);
    const right = (copy.width - 1) * 4;
    expect(Array.from(copy.data.subarray(right, right + 4))).toEqual([255, 0, 0, 255]);
  });

  it("passes small images and JPEGs as they are, and leaves out what is over 25 megapixels or unreadable", () => {
    const small = pngBytes(40, 20);
    expect(imageForBox(small, { width: 100, height: 50 })).toBe(small);
    // pdfkit copies a JPEG's bytes into the PDF without decoding it: a 4000 × 3000 one costs its file size.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x0b, 0xb8, 0x0f, 0xa0, 3]);
    expect(imageForBox(jpeg, { width: 100, height: 50 })).toBe(jpeg);
    expect(imageForBox(pngHeader(8000, 8000), { width: 100, height: 50 })).toBeNull();
    expect(imageForBox(Buffer.from("not an image"), { width: 100, height: 50 })).toBeNull();
  });
});
