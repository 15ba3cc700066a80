import { describe, expect, it } from "vitest";
import { dataUrlBytes, imageSize } from "./image-size";

const png = (width: number, height: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
};
/** A JPEG's start: SOI, an APP0 segment of 16 bytes, a DQT of 4, then a baseline start-of-frame. */
const jpeg = (width: number, height: number, frame = 0xc0) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    16,
    ...new Array(14).fill(0),
    0xff,
    0xdb,
    0,
    4,
    0,
    0,
    0xff,
    frame,
    0,
    17,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
  ]);

describe("imageSize", () => {
  it("reads a PNG's width and height from its IHDR", () => {
    expect(imageSize(png(8000, 6000))).toEqual({ width: 8000, height: 6000 });
  });

  it("reads a JPEG's from its start-of-frame, past the segments before it (baseline and progressive)", () => {
    expect(imageSize(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpeg(640, 480, 0xc2))).toEqual({ width: 640, height: 480 });
  });

  it("is null for anything else, a cut-off header, or a size of 0", () => {
    expect(imageSize(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(imageSize(png(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(jpeg(640, 480).subarray(0, 26))).toBeNull();
    expect(imageSize(jpeg(640, 0))).toBeNull();
  });

  it("reads a data URL's bytes", () => {
    expect(Array.from(dataUrlBytes("data:image/png;base64,AAEC")!)).toEqual([0, 1, 2]);
    expect(dataUrlBytes("not a data url")).toBeNull();
  });
});
