import { useCallback, useState } from "react";
import type { PageLayout } from "@shared/pdf-templates/page";
import { pageDimensions } from "@shared/pdf-templates/page";
import { clampBox, type Box } from "./geometry";
import type { ElementType, TemplateDetail, TemplateElement, TemplateType } from "@shared/pdf-templates/pdf-template";

/** What the designer edits: the template's body as Save sends it (templateInputSchema). */
export type Draft = {
  name: string;
  description: string | null;
  templateType: TemplateType;
  layout: PageLayout;
  templateElements: TemplateElement[];
  isActive: boolean;
};

export const draftOf = (t: TemplateDetail): Draft => ({
  name: t.name,
  description: t.description,
  templateType: t.templateType,
  layout: t.layout,
  templateElements: t.templateElements,
  isActive: t.isActive,
});

export const blankDraft = (): Draft => ({
  name: "",
  description: null,
  templateType: "purchase_order",
  layout: { pageSize: "A4", orientation: "portrait", margins: { top: 40, right: 40, bottom: 40, left: 40 } },
  templateElements: [],
  isActive: true,
});

/** Each palette item's size and look when it lands on the page (points). */
const NEW_ELEMENT: Record<
  ElementType,
  { width: number; height: number; properties: TemplateElement["properties"]; dataBinding?: TemplateElement["dataBinding"] }
> = {
  text: { width: 200, height: 16, properties: { text: "New text", fontSize: 10, color: "#111827" } },
  field: { width: 200, height: 14, properties: { fontSize: 10, color: "#111827" }, dataBinding: "poNumber" },
  table: { width: 515, height: 160, properties: { fontSize: 8.5, color: "#111827", stroke: "#cbd5e1", fill: "#f1f5f9" }, dataBinding: "lines" },
  image: { width: 120, height: 50, properties: { source: "logo" } },
  line: { width: 200, height: 4, properties: { stroke: "#111827", strokeWidth: 1 } },
  box: { width: 160, height: 80, properties: { stroke: "#111827", strokeWidth: 1 } },
  arrow: { width: 100, height: 12, properties: { stroke: "#111827", strokeWidth: 1.5 } },
  triangle: { width: 60, height: 52, properties: { stroke: "#111827", strokeWidth: 1 } },
  circle: { width: 60, height: 60, properties: { stroke: "#111827", strokeWidth: 1 } },
  star: { width: 60, height: 60, properties: { stroke: "#111827", strokeWidth: 1, fill: "#fde68a" } },
  crescent: { width: 40, height: 60, properties: { stroke: "#111827", strokeWidth: 1 } },
  "callout-ellipse": { width: 140, height: 70, properties: { stroke: "#111827", strokeWidth: 1 } },
  icon: { width: 18, height: 18, properties: { stroke: "#111827", strokeWidth: 1.5, icon: "phone" } },
  "wavy-line": { width: 200, height: 8, properties: { stroke: "#111827", strokeWidth: 1 } },
  "zigzag-line": { width: 200, height: 8, properties: { stroke: "#111827", strokeWidth: 1 } },
  "dotted-line": { width: 200, height: 4, properties: { stroke: "#111827", strokeWidth: 1 } },
  "dashed-line": { width: 200, height: 4, properties: { stroke: "#111827", strokeWidth: 1 } },
  "double-line": { width: 200, height: 6, properties: { stroke: "#111827", strokeWidth: 0.75 } },
  "underline-flourish": { width: 160, height: 14, properties: { stroke: "#111827", strokeWidth: 1.25 } },
  "bullet-circle": { width: 6, height: 6, properties: { stroke: "#111827" } },
  "bullet-square": { width: 6, height: 6, properties: { stroke: "#111827" } },
  "bullet-arrow": { width: 6, height: 6, properties: { stroke: "#111827" } },
  "decorative-border": { width: 515, height: 760, properties: { stroke: "#1e3a8a", strokeWidth: 1.5 } },
};

let counter = 0;
const newId = (type: string) => `${type}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function useDesigner(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  const change = useCallback((fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setDirty(true);
  }, []);

  const page = pageDimensions(draft.layout);

  return {
    draft,
    dirty,
    page,
    selectedId,
    selected: draft.templateElements.find((e) => e.id === selectedId) ?? null,
    select: setSelectedId,
    reset: (next: Draft) => {
      setDraft(next);
      setDirty(false);
      setSelectedId(null);
    },
    markSaved: () => setDirty(false),
    setMeta: (patch: Partial<Pick<Draft, "name" | "description" | "templateType" | "isActive">>) => change((d) => ({ ...d, ...patch })),
    setLayout: (layout: PageLayout) => change((d) => ({ ...d, layout })),
    add: (type: ElementType) => {
      const spec = NEW_ELEMENT[type];
      const id = newId(type);
      change((d) => {
        const p = pageDimensions(d.layout);
        const offset = (d.templateElements.length % 8) * 12;
        const position = clampBox({ x: d.layout.margins.left + offset, y: d.layout.margins.top + offset, width: spec.width, height: spec.height }, p);
        return { ...d, templateElements: [...d.templateElements, { id, type, position, properties: { ...spec.properties }, dataBinding: spec.dataBinding }] };
      });
      setSelectedId(id);
    },
    update: (id: string, patch: Partial<Omit<TemplateElement, "id" | "type">>) =>
      change((d) => ({ ...d, templateElements: d.templateElements.map((e) => (e.id === id ? { ...e, ...patch } : e)) })),
    move: (id: string, box: Box) =>
      change((d) => ({
        ...d,
        templateElements: d.templateElements.map((e) => (e.id === id ? { ...e, position: clampBox(box, pageDimensions(d.layout)) } : e)),
      })),
    remove: (id: string) => {
      change((d) => ({ ...d, templateElements: d.templateElements.filter((e) => e.id !== id) }));
      setSelectedId(null);
    },
  };
}
export type Designer = ReturnType<typeof useDesigner>;
