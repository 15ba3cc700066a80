import type { ElementProperties, ElementType, IconName } from "./pdf-template";

/**
 * The drawn elements' geometry, once, as SVG path data in page points: the designer's canvas draws
 * these paths in an SVG whose viewBox is the page, and the server hands the same strings to pdfkit's
 * `path`, so a shape is where the designer shows it (decision 0031). Only absolute M, L, Q, C, A and Z.
 *
 *   outline  a closed shape: filled with `fill` when set, stroked with `stroke` (or ink when it has no fill)
 *   solid    filled with the stroke colour (arrow heads, bullets, border corners)
 *   line     stroked only, optionally dashed
 */
export type ShapePart = { d: string; paint: "outline" | "solid" | "line"; dash?: [number, number] };
type Box = { x: number; y: number; width: number; height: number };

export const DEFAULT_INK = "#111827";
const n = (v: number) => (Math.round(v * 100) / 100).toString();
const pt = (x: number, y: number) => `${n(x)} ${n(y)}`;
const poly = (points: [number, number][]) => `M ${points.map(([x, y]) => pt(x, y)).join(" L ")} Z`;

/** An ellipse as four cubic Béziers (the usual kappa), which pdfkit and browsers both draw. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number) {
  const k = 0.5522847498;
  const ox = rx * k;
  const oy = ry * k;
  return [
    `M ${pt(cx - rx, cy)}`,
    `C ${pt(cx - rx, cy - oy)} ${pt(cx - ox, cy - ry)} ${pt(cx, cy - ry)}`,
    `C ${pt(cx + ox, cy - ry)} ${pt(cx + rx, cy - oy)} ${pt(cx + rx, cy)}`,
    `C ${pt(cx + rx, cy + oy)} ${pt(cx + ox, cy + ry)} ${pt(cx, cy + ry)}`,
    `C ${pt(cx - ox, cy + ry)} ${pt(cx - rx, cy + oy)} ${pt(cx - rx, cy)} Z`,
  ].join(" ");
}

/** Icons drawn on a 24-unit grid (outline style), scaled into the element's square. */
const ICONS: Record<IconName, string> = {
  phone: "M 5 3 L 9 3 L 11 8 L 8.5 9.5 C 9.5 11.8 12.2 14.5 14.5 15.5 L 16 13 L 21 15 L 21 19 C 21 20.1 20.1 21 19 21 C 10.7 21 3 13.3 3 5 C 3 3.9 3.9 3 5 3 Z",
  mail: "M 3 6 L 21 6 L 21 18 L 3 18 Z M 3 6 L 12 13 L 21 6",
  location: `M 12 22 C 12 22 5 14.5 5 9.5 C 5 5.4 8.1 2.5 12 2.5 C 15.9 2.5 19 5.4 19 9.5 C 19 14.5 12 22 12 22 Z ${ellipsePath(12, 9.5, 2.5, 2.5)}`,
  calendar: "M 3 5 L 21 5 L 21 21 L 3 21 Z M 3 10 L 21 10 M 8 3 L 8 7 M 16 3 L 16 7",
  check: "M 4 12 L 9 17 L 20 6",
  truck: `M 1 6 L 15 6 L 15 17 L 1 17 Z M 15 10 L 19 10 L 23 14 L 23 17 L 15 17 ${ellipsePath(6, 18.5, 2, 2)} ${ellipsePath(18, 18.5, 2, 2)}`,
  user: `${ellipsePath(12, 8, 4, 4)} M 4 21 C 4 16.6 7.6 14 12 14 C 16.4 14 20 16.6 20 21`,
  warning: "M 12 3 L 22 20 L 2 20 Z M 12 9 L 12 14 M 12 16.8 L 12 17.4",
};

/** An icon's grid path moved into the box: every coordinate pair is absolute, so each is mapped. */
function iconPath(name: IconName, b: Box) {
  const side = Math.min(b.width, b.height);
  const s = side / 24;
  const ox = b.x + (b.width - side) / 2;
  const oy = b.y + (b.height - side) / 2;
  const nums = ICONS[name].split(" ");
  let axis = 0;
  return nums
    .map((tok) => {
      if (/^[A-Z]$/.test(tok)) {
        axis = 0;
        return tok;
      }
      const v = Number(tok);
      const out = axis % 2 === 0 ? ox + v * s : oy + v * s;
      axis += 1;
      return n(out);
    })
    .join(" ");
}

function starPoints(b: Box): [number, number][] {
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 1 : 0.4;
    points.push([cx + Math.cos(angle) * r * (b.width / 2), cy + Math.sin(angle) * r * (b.height / 2)]);
  }
  return points;
}

/** A wave or zigzag along the box's middle: one period per `period` points, amplitude within the box. */
function wave(b: Box, sw: number, zig: boolean) {
  const cy = b.y + b.height / 2;
  const a = Math.max(0.5, b.height / 2 - sw);
  const period = Math.max(6, Math.min(24, b.height * 2.5));
  const steps = Math.max(1, Math.round(b.width / period));
  const p = b.width / steps;
  const parts = [`M ${pt(b.x, cy)}`];
  for (let i = 0; i < steps; i += 1) {
    const x0 = b.x + i * p;
    if (zig) parts.push(`L ${pt(x0 + p / 4, cy - a)} L ${pt(x0 + (3 * p) / 4, cy + a)} L ${pt(x0 + p, cy)}`);
    else parts.push(`Q ${pt(x0 + p / 4, cy - a * 2)} ${pt(x0 + p / 2, cy)} Q ${pt(x0 + (3 * p) / 4, cy + a * 2)} ${pt(x0 + p, cy)}`);
  }
  return parts.join(" ");
}

/** The paths of a drawn element (text, field, table and image are not shapes: they return none). */
export function shapeParts(type: ElementType, b: Box, props: ElementProperties): ShapePart[] {
  const sw = props.strokeWidth ?? 1;
  const { x, y, width: w, height: h } = b;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const side = Math.min(w, h);
  const sq = { x: cx - side / 2, y: cy - side / 2 };
  const hline = (yy: number) => `M ${pt(x, yy)} L ${pt(x + w, yy)}`;
  switch (type) {
    case "line":
      return [{ d: hline(cy), paint: "line" }];
    case "dotted-line":
      return [{ d: hline(cy), paint: "line", dash: [Math.max(1, sw), Math.max(2, sw * 2)] }];
    case "dashed-line":
      return [{ d: hline(cy), paint: "line", dash: [Math.max(4, sw * 5), Math.max(3, sw * 3)] }];
    case "double-line": {
      const gap = Math.max(sw, Math.min(h / 2 - sw / 2, 3));
      return [{ d: `${hline(cy - gap)} ${hline(cy + gap)}`, paint: "line" }];
    }
    case "wavy-line":
      return [{ d: wave(b, sw, false), paint: "line" }];
    case "zigzag-line":
      return [{ d: wave(b, sw, true), paint: "line" }];
    case "underline-flourish":
      return [
        {
          d: `M ${pt(x, y + h * 0.7)} C ${pt(x + w * 0.3, y + h)} ${pt(x + w * 0.6, y + h * 0.15)} ${pt(x + w, y + h * 0.35)} M ${pt(x + w * 0.78, y + h * 0.2)} C ${pt(x + w * 0.86, y)} ${pt(x + w * 0.95, y + h * 0.1)} ${pt(x + w, y + h * 0.35)}`,
          paint: "line",
        },
      ];
    case "arrow": {
      const head = Math.min(Math.max(h, sw * 4), w / 3);
      return [
        { d: `M ${pt(x, cy)} L ${pt(x + w - head * 0.8, cy)}`, paint: "line" },
        {
          d: poly([
            [x + w - head, cy - head / 2],
            [x + w, cy],
            [x + w - head, cy + head / 2],
          ]),
          paint: "solid",
        },
      ];
    }
    case "box":
      return [
        {
          d: poly([
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
          ]),
          paint: "outline",
        },
      ];
    case "triangle":
      return [
        {
          d: poly([
            [cx, y],
            [x + w, y + h],
            [x, y + h],
          ]),
          paint: "outline",
        },
      ];
    case "circle":
      return [{ d: ellipsePath(cx, cy, w / 2, h / 2), paint: "outline" }];
    case "star":
      return [{ d: poly(starPoints(b)), paint: "outline" }];
    case "crescent": {
      const rx = w / 2;
      const ry = h / 2;
      return [{ d: `M ${pt(cx, y)} A ${n(rx)} ${n(ry)} 0 0 0 ${pt(cx, y + h)} A ${n(rx * 0.45)} ${n(ry)} 0 0 1 ${pt(cx, y)} Z`, paint: "outline" }];
    }
    case "callout-ellipse": {
      const rx = w / 2;
      const ry = h * 0.4;
      const ey = y + ry;
      const at = (deg: number) => pt(cx + rx * Math.cos((deg * Math.PI) / 180), ey + ry * Math.sin((deg * Math.PI) / 180));
      return [{ d: `M ${at(105)} A ${n(rx)} ${n(ry)} 0 1 0 ${at(130)} L ${pt(x + w * 0.12, y + h)} Z`, paint: "outline" }];
    }
    case "icon":
      return [{ d: iconPath(props.icon ?? "check", b), paint: "line" }];
    case "bullet-circle":
      return [{ d: ellipsePath(cx, cy, side / 2, side / 2), paint: "solid" }];
    case "bullet-square":
      return [
        {
          d: poly([
            [sq.x, sq.y],
            [sq.x + side, sq.y],
            [sq.x + side, sq.y + side],
            [sq.x, sq.y + side],
          ]),
          paint: "solid",
        },
      ];
    case "bullet-arrow":
      return [
        {
          d: poly([
            [sq.x, sq.y],
            [sq.x + side, cy],
            [sq.x, sq.y + side],
          ]),
          paint: "solid",
        },
      ];
    case "decorative-border": {
      const inset = Math.min(6, side / 6);
      const c = Math.min(8, side / 5);
      const corner = (px: number, py: number) =>
        poly([
          [px, py - c / 2],
          [px + c / 2, py],
          [px, py + c / 2],
          [px - c / 2, py],
        ]);
      return [
        {
          d: poly([
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
          ]),
          paint: "outline",
        },
        {
          d: poly([
            [x + inset, y + inset],
            [x + w - inset, y + inset],
            [x + w - inset, y + h - inset],
            [x + inset, y + h - inset],
          ]),
          paint: "line",
        },
        { d: [corner(x, y), corner(x + w, y), corner(x + w, y + h), corner(x, y + h)].join(" "), paint: "solid" },
      ];
    }
    default:
      return [];
  }
}

/** What each paint means for this element's colours: [fill, stroke], null for none. */
export function partColours(part: ShapePart, props: ElementProperties): { fill: string | null; stroke: string | null } {
  const stroke = props.stroke ?? DEFAULT_INK;
  if (part.paint === "solid") return { fill: stroke, stroke: null };
  if (part.paint === "line") return { fill: null, stroke };
  return { fill: props.fill ?? null, stroke: props.stroke ?? (props.fill ? null : DEFAULT_INK) };
}
