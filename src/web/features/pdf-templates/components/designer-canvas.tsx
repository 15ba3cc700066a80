import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fitScale } from "@shared/pdf-templates/page";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import type { Designer } from "./designer-state";
import { HANDLES, resized, type Box, type Handle } from "./geometry";
import { ElementView } from "./element-view";

/**
 * The page at its proportions, scaled to the space it has, drawn in an SVG whose units are PDF points
 * (decision 0031): a pointer's movement divided by the scale is the element's movement in points.
 * Pointer events serve mouse, pen and touch alike; the pointer is captured so a drag that leaves the
 * page keeps going. Arrow keys nudge the selection (Shift: 10 pt), Delete removes it.
 */

type Gesture = { id: string; kind: "move" | Handle; startX: number; startY: number; from: Box };

function handlePoint(h: Handle, b: Box) {
  const x = h.includes("w") ? b.x : h.includes("e") ? b.x + b.width : b.x + b.width / 2;
  const y = h.startsWith("n") ? b.y : h.startsWith("s") ? b.y + b.height : b.y + b.height / 2;
  return { x, y };
}

export function DesignerCanvas({
  designer,
  doc,
  logoUrl,
  editable,
  zoom,
}: {
  designer: Designer;
  doc: PurchaseOrderDocument;
  logoUrl: string | null;
  editable: boolean;
  zoom: "fit" | "actual";
}) {
  const { draft, page, selected } = designer;
  const frame = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(600);
  const gesture = useRef<Gesture | null>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = zoom === "actual" ? 1 : Math.min(1.5, fitScale(available - 2, page.width));
  const m = draft.layout.margins;

  const start = (e: PointerEvent, id: string, kind: Gesture["kind"]) => {
    e.stopPropagation();
    designer.select(id);
    const el = draft.templateElements.find((x) => x.id === id);
    if (!editable || !el) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    gesture.current = { id, kind, startX: e.clientX, startY: e.clientY, from: el.position };
  };
  const drag = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const dx = (e.clientX - g.startX) / scale;
    const dy = (e.clientY - g.startY) / scale;
    designer.move(g.id, g.kind === "move" ? { ...g.from, x: g.from.x + dx, y: g.from.y + dy } : resized(g.kind, g.from, dx, dy));
  };
  const end = () => {
    gesture.current = null;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!selected || !editable) return;
    const step = e.shiftKey ? 10 : 1;
    const nudge: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (nudge[e.key]) {
      e.preventDefault();
      const [dx, dy] = nudge[e.key];
      designer.move(selected.id, { ...selected.position, x: selected.position.x + dx, y: selected.position.y + dy });
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      designer.remove(selected.id);
    } else if (e.key === "Escape") designer.select(null);
  };

  const handle = 5 / scale;
  return (
    <div ref={frame} className="w-full overflow-auto rounded-lg bg-slate-200 p-px" data-testid="canvas-frame">
      <div className="mx-auto bg-white shadow-md" style={{ width: page.width * scale, height: page.height * scale }}>
        <svg
          role="application"
          aria-label={`${draft.layout.pageSize} ${draft.layout.orientation} page`}
          tabIndex={0}
          data-testid="designer-canvas"
          data-scale={scale}
          width={page.width * scale}
          height={page.height * scale}
          viewBox={`0 0 ${page.width} ${page.height}`}
          className="block outline-none focus-visible:ring-2 focus-visible:ring-brand"
          style={{ touchAction: editable && zoom === "fit" ? "none" : "auto" }}
          onPointerDown={() => designer.select(null)}
          onPointerMove={drag}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={onKeyDown}
        >
          <rect
            x={m.left}
            y={m.top}
            width={Math.max(0, page.width - m.left - m.right)}
            height={Math.max(0, page.height - m.top - m.bottom)}
            fill="none"
            stroke="#cbd5e1"
            strokeDasharray="3 3"
            strokeWidth={0.5 / scale}
          />
          {draft.templateElements.map((el) => (
            <g
              key={el.id}
              data-element-id={el.id}
              data-type={el.type}
              onPointerDown={(e) => start(e, el.id, "move")}
              onPointerMove={drag}
              onPointerUp={end}
              style={{ cursor: editable ? "move" : "pointer" }}
            >
              <ElementView el={el} doc={doc} logoUrl={logoUrl} />
              {/* A transparent hit area: thin lines and text can be grabbed anywhere in their box. */}
              <rect x={el.position.x} y={el.position.y} width={el.position.width} height={el.position.height} fill="transparent" />
            </g>
          ))}
          {selected && (
            <g data-testid="selection">
              <rect
                x={selected.position.x}
                y={selected.position.y}
                width={selected.position.width}
                height={selected.position.height}
                fill="none"
                stroke="#2563eb"
                strokeWidth={1 / scale}
                pointerEvents="none"
              />
              {editable &&
                HANDLES.map((h) => {
                  const p = handlePoint(h, selected.position);
                  return (
                    <rect
                      key={h}
                      data-handle={h}
                      x={p.x - handle}
                      y={p.y - handle}
                      width={handle * 2}
                      height={handle * 2}
                      fill="#ffffff"
                      stroke="#2563eb"
                      strokeWidth={1 / scale}
                      style={{ cursor: `${h}-resize` }}
                      onPointerDown={(e) => start(e, selected.id, h)}
                      onPointerMove={drag}
                      onPointerUp={end}
                    />
                  );
                })}
            </g>
          )}
        </svg>
      </div>
    </div>
  );
}
