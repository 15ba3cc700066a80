import { snap } from "@shared/pdf-templates/page";
import type { TemplateElement } from "@shared/pdf-templates/pdf-template";

/** The designer's box arithmetic, in page points (decision 0031). */
export type Box = TemplateElement["position"];
export type Handle = "nw" | "n" | "ne" | "e" | "se" | "s" | "sw" | "w";
export const HANDLES: Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

/** A box kept on the page: at least 1 × 1 pt, never past an edge. */
export function clampBox(b: Box, page: { width: number; height: number }): Box {
  const width = Math.max(1, Math.min(snap(b.width), page.width));
  const height = Math.max(1, Math.min(snap(b.height), page.height));
  return {
    x: Math.min(Math.max(0, snap(b.x)), Math.max(0, page.width - width)),
    y: Math.min(Math.max(0, snap(b.y)), Math.max(0, page.height - height)),
    width,
    height,
  };
}

/** The box after a drag of (dx, dy) points on a handle: the opposite edge stays put. */
export function resized(kind: Handle, b: Box, dx: number, dy: number): Box {
  let { x, y, width, height } = b;
  if (kind.includes("e")) width = Math.max(1, b.width + dx);
  if (kind.includes("s")) height = Math.max(1, b.height + dy);
  if (kind.includes("w")) {
    width = Math.max(1, b.width - dx);
    x = b.x + b.width - width;
  }
  if (kind.startsWith("n")) {
    height = Math.max(1, b.height - dy);
    y = b.y + b.height - height;
  }
  return { x, y, width, height };
}
