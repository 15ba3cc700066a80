import { ORIENTATIONS, PAGE_SIZES, type PageLayout } from "@shared/pdf-templates/page";
import { TEMPLATE_TYPES } from "@shared/pdf-templates/pdf-template";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { Designer } from "./designer-state";
import { ChoiceSelect, NumberField, Section } from "./inputs";

const SIDES = ["top", "right", "bottom", "left"] as const;

/** The template's name and type and the page: size, orientation and margins (data-model.md §5). */
export function LayoutPanel({ designer, editable, nameError }: { designer: Designer; editable: boolean; nameError?: string }) {
  const { draft } = designer;
  const layout = draft.layout;
  const setLayout = (patch: Partial<PageLayout>) => designer.setLayout({ ...layout, ...patch });
  const off = !editable;
  return (
    <div className="grid gap-4" data-testid="layout-panel">
      <Section title="Template">
        <FormField label="Template name" htmlFor="template-name" error={nameError} required>
          <Input value={draft.name} disabled={off} onChange={(e) => designer.setMeta({ name: e.target.value })} />
        </FormField>
        <FormField label="Type" htmlFor="template-type">
          <ChoiceSelect value={draft.templateType} disabled={off} options={TEMPLATE_TYPES} onChange={(templateType) => designer.setMeta({ templateType })} />
        </FormField>
        <FormField label="Description" htmlFor="template-description">
          <Input value={draft.description ?? ""} maxLength={500} disabled={off} onChange={(e) => designer.setMeta({ description: e.target.value || null })} />
        </FormField>
      </Section>
      <Section title="Page">
        <div className="grid grid-cols-2 gap-2">
          <FormField label="Size" htmlFor="page-size">
            <ChoiceSelect
              value={layout.pageSize}
              disabled={off}
              options={PAGE_SIZES.map((s) => ({ value: s, label: s }))}
              onChange={(pageSize) => setLayout({ pageSize })}
            />
          </FormField>
          <FormField label="Orientation" htmlFor="page-orientation">
            <ChoiceSelect
              value={layout.orientation}
              disabled={off}
              options={ORIENTATIONS.map((o) => ({ value: o, label: o === "portrait" ? "Portrait" : "Landscape" }))}
              onChange={(orientation) => setLayout({ orientation })}
            />
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-2">
          {SIDES.map((side) => (
            <NumberField
              key={side}
              id={`margin-${side}`}
              label={`${side[0].toUpperCase()}${side.slice(1)} margin (pt)`}
              value={layout.margins[side]}
              min={0}
              max={100}
              step={1}
              disabled={off}
              onChange={(v) => setLayout({ margins: { ...layout.margins, [side]: Math.min(100, Math.max(0, v)) } })}
            />
          ))}
        </div>
        <p className="text-xs text-slate-500">
          The lines table continues on a new page at the bottom margin; anything placed inside the bottom margin repeats on every page as the footer.
        </p>
      </Section>
    </div>
  );
}
