import { memo } from "react";
import { ASCENT, elementText, lineHeightOf, linesThatFit, textStyle, wrapLines } from "@shared/pdf-templates/element-text";
import type { TemplateElement } from "@shared/pdf-templates/pdf-template";
import { LINE_COLUMNS, bindingLabel, type PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import { partColours, shapeParts } from "@shared/pdf-templates/shapes";
import { PREVIEW_FONT, measureText } from "./text-measure";

/**
 * One element drawn in the canvas's SVG, in page points, as the PDF draws it (pdf-template.render.ts):
 * the same shape paths, the same line breaks and baselines, the sample order's values.
 */

function TextLines({
  lines,
  x,
  y,
  width,
  size,
  bold,
  color,
  align,
}: {
  lines: string[];
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  color: string;
  align: "left" | "center" | "right";
}) {
  const lh = lineHeightOf({ fontSize: size, bold });
  const anchor = align === "center" ? "middle" : align === "right" ? "end" : "start";
  const ax = align === "center" ? x + width / 2 : align === "right" ? x + width : x;
  return (
    <text fontFamily={PREVIEW_FONT} fontSize={size} fontWeight={bold ? 700 : 400} fill={color} textAnchor={anchor} style={{ whiteSpace: "pre" }}>
      {lines.map((line, i) => (
        <tspan key={i} x={ax} y={y + ASCENT * size + i * lh}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function TextElement({ el, doc }: { el: TemplateElement; doc: PurchaseOrderDocument }) {
  const s = textStyle(el);
  const { x, y, width, height } = el.position;
  const content = elementText(el, doc);
  if (!content) {
    // Designer only: an empty field says what it shows (the PDF prints nothing for it).
    const hint = el.dataBinding ? `{${bindingLabel(el.dataBinding)}}` : "Choose a field";
    return <TextLines lines={[hint]} x={x} y={y} width={width} size={s.fontSize} bold={false} color="#94a3b8" align={s.align} />;
  }
  const lines = wrapLines(content, width, (t) => measureText(t, s.fontSize, s.bold), linesThatFit(height, s));
  return <TextLines lines={lines} x={x} y={y} width={width} size={s.fontSize} bold={s.bold} color={s.color} align={s.align} />;
}

function TableElement({ el, doc }: { el: TemplateElement; doc: PurchaseOrderDocument }) {
  const { x, y, width } = el.position;
  const p = el.properties;
  const size = p.fontSize ?? 8.5;
  const ink = p.color ?? "#111827";
  const widths = LINE_COLUMNS.map((c) => c.width * width);
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const headH = size * 1.19 + 8;
  const lh = lineHeightOf({ fontSize: size, bold: false });
  let top = y + headH;
  const rows = doc.lines.map((line) => {
    const cells = LINE_COLUMNS.map((c, i) => wrapLines(c.cell(line), widths[i] - 8, (t) => measureText(t, size, false), 20));
    const h = Math.max(...cells.map((c) => c.length)) * lh + 7;
    const row = { cells, top, h };
    top += h;
    return row;
  });
  return (
    <g>
      <rect x={x} y={y} width={width} height={headH} fill={p.fill ?? "#f3f4f6"} />
      {LINE_COLUMNS.map((c, i) => (
        <TextLines key={c.label} lines={[c.label]} x={lefts[i] + 4} y={y + 4} width={widths[i] - 8} size={size} bold color={ink} align={c.align} />
      ))}
      {rows.map((r, ri) => (
        <g key={ri}>
          {r.cells.map((lines, i) => (
            <TextLines
              key={i}
              lines={lines}
              x={lefts[i] + 4}
              y={r.top + 3.5}
              width={widths[i] - 8}
              size={size}
              bold={false}
              color={ink}
              align={LINE_COLUMNS[i].align}
            />
          ))}
          <line x1={x} x2={x + width} y1={r.top + r.h} y2={r.top + r.h} stroke={p.stroke ?? "#e5e7eb"} strokeWidth={0.5} />
        </g>
      ))}
    </g>
  );
}

function ImageElement({ el, logoUrl }: { el: TemplateElement; logoUrl: string | null }) {
  const { x, y, width, height } = el.position;
  const href = el.properties.source === "upload" ? el.properties.imageData : logoUrl;
  if (!href)
    return (
      <g>
        <rect x={x} y={y} width={width} height={height} fill="#f8fafc" stroke="#94a3b8" strokeDasharray="4 3" strokeWidth={0.75} />
        <text x={x + width / 2} y={y + height / 2 + 3} textAnchor="middle" fontSize={9} fill="#64748b" fontFamily={PREVIEW_FONT}>
          {el.properties.source === "upload" ? "Upload an image" : "Company logo"}
        </text>
      </g>
    );
  return <image href={href} x={x} y={y} width={width} height={height} preserveAspectRatio="xMidYMid meet" />;
}

export const ElementView = memo(function ElementView({ el, doc, logoUrl }: { el: TemplateElement; doc: PurchaseOrderDocument; logoUrl: string | null }) {
  if (el.type === "text" || el.type === "field") return <TextElement el={el} doc={doc} />;
  if (el.type === "table") return <TableElement el={el} doc={doc} />;
  if (el.type === "image") return <ImageElement el={el} logoUrl={logoUrl} />;
  return (
    <g>
      {shapeParts(el.type, el.position, el.properties).map((part, i) => {
        const { fill, stroke } = partColours(part, el.properties);
        return (
          <path
            key={i}
            d={part.d}
            fill={fill ?? "none"}
            stroke={stroke ?? "none"}
            strokeWidth={el.properties.strokeWidth ?? 1}
            strokeLinejoin="round"
            strokeDasharray={part.dash?.join(" ")}
          />
        );
      })}
    </g>
  );
});
