import { Construction, FileUp, HardHat, NotebookPen, Trash2, Truck, UserCheck, Zap, type LucideIcon } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { LabourEntryForm } from "@web/features/diary/components/labour-entry-form";
import { PlantEntryForm } from "@web/features/plant/components/plant-entry-form";
import { DeliveryForm } from "@web/features/deliveries/components/delivery-form";
import { WasteForm } from "@web/features/waste/components/waste-form";
import { EnergyForm } from "@web/features/energy/components/energy-form";
import { VisitorForm } from "@web/features/visitors/components/visitor-form";
import { Scope3Form } from "@web/features/scope3/components/scope3-form";

/**
 * The diary's add actions (product.md §2.5: labour, plant, delivery, waste, energy, visitor, file, note).
 * Each form opens in place of the diary, kept in the URL as ?{kind}=new or ?{kind}={id}. Scope 3
 * additional entries (water, purchased goods, subcontractors) open the same way from the carbon tab.
 */
export const FORM_KINDS = ["labour", "plant", "delivery", "waste", "energy", "visitor", "scope3"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

const ACTIONS: { kind: Exclude<FormKind, "scope3">; label: string; icon: LucideIcon }[] = [
  { kind: "labour", label: "Labour", icon: HardHat },
  { kind: "plant", label: "Plant", icon: Construction },
  { kind: "delivery", label: "Delivery", icon: Truck },
  { kind: "waste", label: "Waste", icon: Trash2 },
  { kind: "energy", label: "Energy", icon: Zap },
  { kind: "visitor", label: "Visitor", icon: UserCheck },
];

/** The open form, if any: the first ?{kind}= in the URL that is "new" or an id. */
export function openForm(params: URLSearchParams): { kind: FormKind; id: number | null } | null {
  for (const kind of FORM_KINDS) {
    const v = params.get(kind);
    if (v === "new") return { kind, id: null };
    if (v && /^\d+$/.test(v)) return { kind, id: Number(v) };
  }
  return null;
}

export function AddToolbar({ onOpen, onFile, onNote }: { onOpen: (kind: FormKind) => void; onFile: () => void; onNote: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Add to the diary">
      <span className="mr-1 text-sm font-medium text-slate-600">Add</span>
      {ACTIONS.map(({ kind, label, icon: Icon }, i) => (
        <Button key={kind} size="sm" variant={i === 0 ? "default" : "outline"} onClick={() => onOpen(kind)}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      <Button size="sm" variant="outline" onClick={onFile}>
        <FileUp aria-hidden="true" />
        File
      </Button>
      <Button size="sm" variant="outline" onClick={onNote}>
        <NotebookPen aria-hidden="true" />
        Note
      </Button>
    </div>
  );
}

export function DiaryForm({ kind, id, project, author, canDelete, onClose }: { kind: FormKind; id: number | null; project: ProjectView; author: string; canDelete: boolean; onClose: () => void }) {
  const props = { project, entryId: id, onClose };
  switch (kind) {
    case "labour":
      return <LabourEntryForm {...props} author={author} />;
    case "plant":
      return <PlantEntryForm {...props} canDelete={canDelete} />;
    case "delivery":
      return <DeliveryForm {...props} />;
    case "waste":
      return <WasteForm {...props} />;
    case "energy":
      return <EnergyForm {...props} />;
    case "visitor":
      return <VisitorForm {...props} />;
    case "scope3":
      return <Scope3Form {...props} />;
  }
}
