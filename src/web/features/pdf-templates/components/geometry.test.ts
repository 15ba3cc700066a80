import { describe, expect, it } from "vitest";
import { clampBox, resized } from "./geometry";

const page = { width: 595.28, height: 841.89 };

describe("designer geometry (points)", () => {
  it("a handle moves its own edges; the opposite edge stays put", () => {
    const b = { x: 100, y: 100, width: 80, height: 40 };
    expect(resized("se", b, 20, 10)).toEqual({ x: 100, y: 100, width: 100, height: 50 });
    expect(resized("nw", b, 20, 10)).toEqual({ x: 120, y: 110, width: 60, height: 30 });
    expect(resized("e", b, -30, 99)).toEqual({ x: 100, y: 100, width: 50, height: 40 });
    expect(resized("n", b, 0, -15)).toEqual({ x: 100, y: 85, width: 80, height: 55 });
  });

  it("never smaller than 1 × 1 pt (the spec's minimum), even dragged past the other edge", () => {
    expect(resized("w", { x: 10, y: 10, width: 20, height: 20 }, 50, 0)).toEqual({ x: 29, y: 10, width: 1, height: 20 });
  });

  it("kept on the page and snapped to half points", () => {
    expect(clampBox({ x: -12, y: 900, width: 100.26, height: 20 }, page)).toEqual({ x: 0, y: 821.89, width: 100.5, height: 20 });
    expect(clampBox({ x: 550.2, y: 10.74, width: 100, height: 10 }, page)).toEqual({ x: 495.28, y: 10.5, width: 100, height: 10 });
  });
});
