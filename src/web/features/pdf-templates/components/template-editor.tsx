import { useEffect, useState } from "react";
import { Copy, FileText, Save, Star, Trash2 } from "lucide-react";
import { templateInputSchema, type TemplateDetail } from "@shared/pdf-templates/pdf-template";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDeleteTemplate, useDuplicateTemplate, usePreviewPdf, useSaveTemplate, useSetDefaultTemplate } from "../api/pdf-templates";
import { blankDraft, draftOf, useDesigner, type Draft } from "./designer-state";
import { DesignerCanvas } from "./designer-canvas";
import { LayoutPanel } from "./layout-panel";
import { Palette } from "./palette";
import { PropertiesPanel } from "./properties-panel";

export type TemplateRights = { canEdit: boolean; canCreate: boolean; canDelete: boolean };

/** Phones get the page to look at and the panels to edit; dragging needs a pointer with room. */
function useWide() {
  const query = "(min-width: 768px)";
  const [wide, setWide] = useState(() => typeof window === "undefined" || window.matchMedia(query).matches);
  useEffect(() => {
    const m = window.matchMedia(query);
    const on = () => setWide(m.matches);
    m.addEventListener("change", on);
    return () => m.removeEventListener("change", on);
  }, []);
  return wide;
}

const bodyOf = (d: Draft) => ({ ...d, name: d.name, description: d.description });

/** One template open in the designer: toolbar, palette, the page, and the panel for the selection or the page. */
export function TemplateEditor({
  template,
  rights,
  doc,
  logoUrl,
  onSaved,
  onDeleted,
  onDirtyChange,
}: {
  template: TemplateDetail | null;
  rights: TemplateRights;
  doc: PurchaseOrderDocument;
  logoUrl: string | null;
  onSaved: (t: TemplateDetail) => void;
  onDeleted: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const designer = useDesigner(template ? draftOf(template) : blankDraft());
  const [nameError, setNameError] = useState<string>();
  const [zoom, setZoom] = useState<"fit" | "actual">("fit");
  const wide = useWide();
  const save = useSaveTemplate();
  const preview = usePreviewPdf();
  const setDefault = useSetDefaultTemplate();
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const editable = template ? rights.canEdit : rights.canCreate;
  const { dirty } = designer;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  /** The spec's messages before anything is sent: the name under its field, anything else as a toast. */
  const valid = () => {
    const parsed = templateInputSchema.safeParse(bodyOf(designer.draft));
    const nameIssue = parsed.error?.issues.find((i) => i.path[0] === "name");
    setNameError(nameIssue?.message);
    if (nameIssue) designer.select(null);
    if (parsed.success) return parsed.data;
    if (!nameIssue) toast({ title: "The template cannot be saved", description: parsed.error.issues[0].message, variant: "destructive" });
    return null;
  };

  const onSave = () => {
    const body = valid();
    if (!body) return;
    save.mutate(
      { id: template?.id ?? null, body },
      {
        onSuccess: (saved) => {
          designer.markSaved();
          toast({ title: "Template saved" });
          onSaved(saved);
        },
        onError: (e) => toast({ title: "The template could not be saved", description: errorText(e, "Try again."), variant: "destructive" }),
      },
    );
  };

  const onPreview = () => {
    const body = rights.canEdit ? valid() : null;
    const what = body ? { body } : !rights.canEdit && template ? { id: template.id } : null;
    if (what)
      preview.mutate(what, {
        onError: (e) => toast({ title: "The preview could not be made", description: errorText(e, "Try again."), variant: "destructive" }),
      });
  };

  const onDelete = async () => {
    if (!template) return;
    const ok = await confirm({
      title: `Delete ${template.name}?`,
      description: "It goes to Delete Records, where an administrator can see it.",
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        toast({ title: "Template deleted" });
        onDeleted();
      },
      onError: (e) => toast({ title: "The template could not be deleted", description: errorText(e, "Try again."), variant: "destructive" }),
    });
  };

  const act = (label: string, p: Promise<TemplateDetail>) =>
    p.then(
      (t) => {
        toast({ title: label });
        onSaved(t);
      },
      (e: unknown) => toast({ title: "That did not work", description: errorText(e, "Try again."), variant: "destructive" }),
    );

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Template actions">
          {editable && (
            <Button onClick={onSave} disabled={save.isPending}>
              <Save /> {save.isPending ? "Saving…" : "Save"}
            </Button>
          )}
          {(rights.canEdit || template) && (
            <Button variant="outline" onClick={onPreview} disabled={preview.isPending}>
              <FileText /> {preview.isPending ? "Preparing…" : "Preview PDF"}
            </Button>
          )}
          {template && rights.canEdit && !template.isDefault && (
            <Button
              variant="outline"
              disabled={dirty || setDefault.isPending}
              title={dirty ? "Save first" : undefined}
              onClick={() => act("Default template changed", setDefault.mutateAsync(template.id))}
            >
              <Star /> Make default
            </Button>
          )}
          {template && rights.canCreate && (
            <Button variant="outline" disabled={duplicate.isPending} onClick={() => act("Template duplicated", duplicate.mutateAsync(template.id))}>
              <Copy /> Duplicate
            </Button>
          )}
          {template && rights.canDelete && !template.isDefault && (
            <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
              <Trash2 /> Delete
            </Button>
          )}
          <div className="ml-auto flex items-center gap-2 text-xs text-slate-500">
            {dirty && <span className="font-medium text-amber-700">Unsaved changes</span>}
            <div role="radiogroup" aria-label="Zoom" className="flex overflow-hidden rounded-md border border-slate-300">
              {(["fit", "actual"] as const).map((z) => (
                <button
                  key={z}
                  type="button"
                  role="radio"
                  aria-checked={zoom === z}
                  onClick={() => setZoom(z)}
                  className={`px-2.5 py-1 ${zoom === z ? "bg-slate-800 text-white" : "bg-white text-slate-700"}`}
                >
                  {z === "fit" ? "Fit" : "100%"}
                </button>
              ))}
            </div>
          </div>
        </div>
        {!wide && editable && (
          <p className="text-xs text-slate-500">Tap an element to select it and change it in the panel below. Drag and resize on a larger screen.</p>
        )}
        <DesignerCanvas designer={designer} doc={doc} logoUrl={logoUrl} editable={editable && wide} zoom={zoom} />
      </div>
      <aside className="grid min-w-0 content-start gap-4 rounded-lg border border-slate-200 bg-white p-4" aria-label="Properties">
        {designer.selected ? (
          <>
            <PropertiesPanel designer={designer} el={designer.selected} editable={editable} />
            <Button variant="ghost" size="sm" onClick={() => designer.select(null)}>
              Page settings
            </Button>
          </>
        ) : (
          <LayoutPanel designer={designer} editable={editable} nameError={nameError} />
        )}
        {editable && (
          <div className="grid gap-2 border-t border-slate-200 pt-3">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Add an element</h3>
            <Palette onAdd={designer.add} disabled={!editable} />
          </div>
        )}
      </aside>
    </div>
  );
}
