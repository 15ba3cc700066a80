import type { ElementType } from "@shared/pdf-templates/pdf-template";
import { ELEMENT_TYPES } from "@shared/pdf-templates/pdf-template";
import { shapeParts, partColours } from "@shared/pdf-templates/shapes";

export const ELEMENT_LABELS: Record<ElementType, string> = {
  text: "Text",
  field: "Field",
  table: "Lines table",
  image: "Image",
  line: "Line",
  box: "Box",
  arrow: "Arrow",
  triangle: "Triangle",
  circle: "Circle",
  star: "Star",
  crescent: "Crescent",
  "callout-ellipse": "Callout",
  icon: "Icon",
  "wavy-line": "Wavy line",
  "zigzag-line": "Zigzag line",
  "dotted-line": "Dotted line",
  "dashed-line": "Dashed line",
  "double-line": "Double line",
  "underline-flourish": "Flourish",
  "bullet-circle": "Round bullet",
  "bullet-square": "Square bullet",
  "bullet-arrow": "Arrow bullet",
  "decorative-border": "Border",
};

const GLYPH: Partial<Record<ElementType, string>> = { text: "T", field: "{ }", table: "▤", image: "▣" };
const thin = (t: ElementType) => t.endsWith("line") || t === "arrow" || t === "underline-flourish";

/** A small picture of the element: the real shape path in a 24 pt box. */
function Swatch({ type }: { type: ElementType }) {
  if (GLYPH[type]) return <span className="text-xs font-semibold text-slate-600">{GLYPH[type]}</span>;
  const box = thin(type)
    ? { x: 2, y: 8, width: 20, height: 8 }
    : type.startsWith("bullet")
      ? { x: 8, y: 8, width: 8, height: 8 }
      : { x: 3, y: 3, width: 18, height: 18 };
  const props = { stroke: "#334155", strokeWidth: 1.25, icon: "phone" as const };
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      {shapeParts(type, box, props).map((p, i) => {
        const c = partColours(p, props);
        return <path key={i} d={p.d} fill={c.fill ?? "none"} stroke={c.stroke ?? "none"} strokeWidth={1.25} strokeDasharray={p.dash?.join(" ")} />;
      })}
    </svg>
  );
}

/** The 23 element types as buttons: a tap adds one near the page's top-left margin, selected. */
export function Palette({ onAdd, disabled }: { onAdd: (type: ElementType) => void; disabled: boolean }) {
  return (
    <div role="group" aria-label="Add an element" className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 lg:grid-cols-3">
      {ELEMENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          disabled={disabled}
          onClick={() => onAdd(type)}
          className="flex min-h-14 flex-col items-center justify-center gap-1 rounded-md border border-slate-200 bg-white px-1 py-1.5 text-[11px] leading-tight text-slate-700 hover:border-brand hover:bg-slate-50 disabled:opacity-50"
        >
          <Swatch type={type} />
          {ELEMENT_LABELS[type]}
        </button>
      ))}
    </div>
  );
}
