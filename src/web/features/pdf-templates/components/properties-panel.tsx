import { Trash2 } from "lucide-react";
import { ICON_NAMES, IMAGE_KIND, IMAGE_TOO_LARGE, MAX_IMAGE_DATA_URL, type TemplateElement } from "@shared/pdf-templates/pdf-template";
import { PURCHASE_ORDER_BINDINGS } from "@shared/pdf-templates/purchase-order-document";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import type { Designer } from "./designer-state";
import { ChoiceSelect, ColourField, NumberField, Section } from "./inputs";
import { ELEMENT_LABELS } from "./palette";

const TEXTUAL = new Set(["text", "field", "table"]);
const NO_STROKE = new Set(["text", "field", "image"]);
const CLOSED = new Set(["box", "triangle", "circle", "star", "crescent", "callout-ellipse", "decorative-border", "table"]);

const bindingOptions = PURCHASE_ORDER_BINDINGS.filter((b) => b.key !== "lines").map((b) => ({ value: b.key, label: `${b.group}: ${b.label}` }));

function readImage(file: File, done: (dataUrl: string) => void) {
  if (file.type !== "image/png" && file.type !== "image/jpeg") return toast({ title: IMAGE_KIND, variant: "destructive" });
  const reader = new FileReader();
  reader.onload = () => {
    const url = String(reader.result);
    if (url.length > MAX_IMAGE_DATA_URL) toast({ title: IMAGE_TOO_LARGE, variant: "destructive" });
    else done(url);
  };
  reader.readAsDataURL(file);
}

const IMAGE_SOURCES = [
  { value: "logo", label: "Company logo" },
  { value: "upload", label: "Uploaded image" },
] as const;

/** The selected element's position, words, binding and look. Disabled for a reader who may not edit. */
export function PropertiesPanel({ designer, el, editable }: { designer: Designer; el: TemplateElement; editable: boolean }) {
  const p = el.properties;
  const set = (patch: Partial<TemplateElement["properties"]>) => designer.update(el.id, { properties: { ...p, ...patch } });
  const pos = (patch: Partial<TemplateElement["position"]>) => designer.move(el.id, { ...el.position, ...patch });
  const off = !editable;
  const id = (name: string) => `el-${name}`;

  return (
    <div className="grid gap-4" data-testid="properties-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{ELEMENT_LABELS[el.type]}</h2>
        {editable && (
          <Button variant="destructive" size="sm" onClick={() => designer.remove(el.id)}>
            <Trash2 /> Delete element
          </Button>
        )}
      </div>

      <Section title="Position (pt)">
        <div className="grid grid-cols-2 gap-2">
          <NumberField id={id("x")} label="X" value={el.position.x} min={0} disabled={off} onChange={(x) => pos({ x })} />
          <NumberField id={id("y")} label="Y" value={el.position.y} min={0} disabled={off} onChange={(y) => pos({ y })} />
          <NumberField id={id("w")} label="Width" value={el.position.width} min={1} disabled={off} onChange={(width) => pos({ width })} />
          <NumberField id={id("h")} label="Height" value={el.position.height} min={1} disabled={off} onChange={(height) => pos({ height })} />
        </div>
      </Section>

      {el.type === "text" && (
        <Section title="Text">
          <Textarea aria-label="Text" rows={3} value={p.text ?? ""} disabled={off} maxLength={2000} onChange={(e) => set({ text: e.target.value })} />
        </Section>
      )}

      {el.type === "field" && (
        <Section title="Purchase order field">
          <div className="grid gap-1">
            <Label htmlFor={id("binding")} className="text-xs text-slate-600">
              Shows
            </Label>
            <Select
              id={id("binding")}
              value={el.dataBinding ?? ""}
              disabled={off}
              placeholder="Choose a field"
              options={bindingOptions}
              onChange={(e) => designer.update(el.id, { dataBinding: (e.target.value || undefined) as TemplateElement["dataBinding"] })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={id("label")} className="text-xs text-slate-600">
              Label before it
            </Label>
            <Input
              id={id("label")}
              className="h-9"
              value={p.label ?? ""}
              maxLength={100}
              disabled={off}
              placeholder="e.g. PO number:"
              onChange={(e) => set({ label: e.target.value || undefined })}
            />
          </div>
        </Section>
      )}

      {TEXTUAL.has(el.type) && (
        <Section title="Font">
          <div className="grid grid-cols-2 gap-2">
            <NumberField
              id={id("size")}
              label="Size (pt)"
              value={p.fontSize ?? (el.type === "table" ? 8.5 : 10)}
              min={4}
              max={96}
              disabled={off}
              onChange={(fontSize) => set({ fontSize: Math.min(96, Math.max(4, fontSize)) })}
            />
            <ColourField id={id("colour")} label="Colour" value={p.color ?? "#111827"} disabled={off} onChange={(color) => set({ color })} />
          </div>
          {el.type !== "table" && (
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={p.fontWeight === "bold"}
                  disabled={off}
                  onChange={(e) => set({ fontWeight: e.target.checked ? "bold" : "normal" })}
                />
                Bold
              </label>
              <div role="radiogroup" aria-label="Alignment" className="flex overflow-hidden rounded-md border border-slate-300">
                {(["left", "center", "right"] as const).map((a) => (
                  <button
                    key={a}
                    type="button"
                    role="radio"
                    aria-checked={(p.align ?? "left") === a}
                    disabled={off}
                    onClick={() => set({ align: a })}
                    className={`px-2.5 py-1 text-xs capitalize ${(p.align ?? "left") === a ? "bg-slate-800 text-white" : "bg-white text-slate-700"}`}
                  >
                    {a === "center" ? "Centre" : a}
                  </button>
                ))}
              </div>
            </div>
          )}
        </Section>
      )}

      {!NO_STROKE.has(el.type) && (
        <Section title={el.type === "table" ? "Rules and header" : "Stroke and fill"}>
          <div className="grid grid-cols-2 gap-2">
            <ColourField
              id={id("stroke")}
              label={el.type === "table" ? "Rules" : el.type.startsWith("bullet") ? "Colour" : "Stroke"}
              value={p.stroke ?? "#111827"}
              disabled={off}
              onChange={(stroke) => set({ stroke })}
            />
            {el.type !== "table" && !el.type.startsWith("bullet") && (
              <NumberField
                id={id("stroke-width")}
                label="Stroke width"
                value={p.strokeWidth ?? 1}
                min={0}
                max={20}
                step={0.25}
                disabled={off}
                onChange={(strokeWidth) => set({ strokeWidth: Math.min(20, Math.max(0, strokeWidth)) })}
              />
            )}
          </div>
          {CLOSED.has(el.type) && (
            <ColourField
              id={id("fill")}
              label={el.type === "table" ? "Header fill" : "Fill"}
              value={p.fill}
              none="No fill"
              disabled={off}
              onChange={(fill) => set({ fill })}
            />
          )}
        </Section>
      )}

      {el.type === "icon" && (
        <Section title="Icon">
          <ChoiceSelect
            aria-label="Icon"
            value={p.icon ?? "check"}
            disabled={off}
            options={ICON_NAMES.map((n) => ({ value: n, label: n[0].toUpperCase() + n.slice(1) }))}
            onChange={(icon) => set({ icon })}
          />
        </Section>
      )}

      {el.type === "image" && (
        <Section title="Image">
          <ChoiceSelect aria-label="Image source" value={p.source ?? "logo"} disabled={off} options={IMAGE_SOURCES} onChange={(source) => set({ source })} />
          {p.source === "upload" && editable && (
            <div className="grid gap-1">
              <Label htmlFor={id("file")} className="text-xs text-slate-600">
                PNG or JPEG, up to 300 KB
              </Label>
              <input
                id={id("file")}
                type="file"
                accept="image/png,image/jpeg"
                className="text-sm"
                onChange={(e) => e.target.files?.[0] && readImage(e.target.files[0], (imageData) => set({ imageData }))}
              />
            </div>
          )}
        </Section>
      )}
    </div>
  );
}
