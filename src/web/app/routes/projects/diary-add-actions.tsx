import { ChevronDown, Construction, FileUp, HardHat, NotebookPen, PackagePlus, Plus, Trash2, Truck, UserCheck, Zap, type LucideIcon } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { Button } from "@web/components/ui/button";
import { lazy, Suspense, useEffect, useState } from "react";
import { FormSkeleton } from "@web/components/ui/skeleton";
import { lazyScreen } from "@web/app/shell/lazy-screen";
import type { PagePermissions } from "@web/lib/record-rights";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";

// Each form is its own chunk, fetched when it is opened (or warmed by the diary once it is idle):
// the diary itself stays small on a site connection.
const LabourEntryForm = lazyScreen("LabourEntryForm", () =>
  import("@web/features/diary/components/labour-entry-form").then((m) => ({ default: m.LabourEntryForm })),
);
const PlantEntryForm = lazyScreen("PlantEntryForm", () =>
  import("@web/features/plant/components/plant-entry-form").then((m) => ({ default: m.PlantEntryForm })),
);
const DeliveryForm = lazyScreen("DeliveryForm", () => import("@web/features/deliveries/components/delivery-form").then((m) => ({ default: m.DeliveryForm })));
const WasteForm = lazyScreen("WasteForm", () => import("@web/features/waste/components/waste-form").then((m) => ({ default: m.WasteForm })));
const EnergyForm = lazyScreen("EnergyForm", () => import("@web/features/energy/components/energy-form").then((m) => ({ default: m.EnergyForm })));
const VisitorForm = lazyScreen("VisitorForm", () => import("@web/features/visitors/components/visitor-form").then((m) => ({ default: m.VisitorForm })));
const Scope3Form = lazyScreen("Scope3Form", () => import("@web/features/scope3/components/scope3-form").then((m) => ({ default: m.Scope3Form })));
const MaterialRequestForm = lazyScreen("MaterialRequestForm", () =>
  import("@web/features/material-requests/components/material-request-form").then((m) => ({ default: m.MaterialRequestForm })),
);

// The phone's Add menu (a Radix dropdown with its positioning engine) is a chunk of its own.
const DiaryAddMenu = lazy(() => import("./diary-add-menu"));

/** The chunk names, for the diary to warm them in the background. */
export const FORM_CHUNKS = ["LabourEntryForm", "PlantEntryForm", "DeliveryForm", "WasteForm", "EnergyForm", "VisitorForm", "Scope3Form", "MaterialRequestForm"];

/**
 * The diary's add actions (product.md §2.5: labour, plant, delivery, waste, energy, visitor, file, note).
 * Each form opens in place of the diary, kept in the URL as ?{kind}=new or ?{kind}={id}. Scope 3
 * additional entries (water, purchased goods, subcontractors) open the same way from the carbon tab.
 */
export const FORM_KINDS = ["labour", "plant", "delivery", "waste", "energy", "visitor", "scope3", "materials"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

const ACTIONS: AddAction[] = [
  { kind: "labour", label: "Labour", icon: HardHat },
  { kind: "plant", label: "Plant", icon: Construction },
  { kind: "delivery", label: "Delivery", icon: Truck },
  { kind: "waste", label: "Waste", icon: Trash2 },
  { kind: "energy", label: "Energy", icon: Zap },
  { kind: "visitor", label: "Visitor", icon: UserCheck },
  // Issue 14: site staff ask the buyers for materials (?materials=new); decision 0036.
  { kind: "materials", label: "Request materials", icon: PackagePlus },
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

export type AddProps = { onOpen: (kind: FormKind) => void; onFile: () => void; onNote: () => void };
export type AddAction = { kind: Exclude<FormKind, "scope3">; label: string; icon: LucideIcon };

/**
 * The eight add actions: a toolbar from 640 px (AddToolbar), one Add menu beside the tabs on a phone
 * (AddMenu, issue 11 item 18), where eight buttons would fill the first screen before the diary.
 */
export function AddMenu(props: AddProps) {
  const [load, setLoad] = useState(false);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  // Only phones show this menu: there its code is fetched once the diary is idle; elsewhere never.
  useEffect(() => {
    if (!window.matchMedia("(max-width: 39.99rem)").matches) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => setLoad(true));
    return () => cancel(id);
  }, []);
  // Until the menu's code is there, the same button; a tap on it loads the menu and opens it.
  const placeholder = (
    <Button
      size="sm"
      className="sm:hidden"
      aria-label="Add to the diary"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setOpenAtLoad(true);
        setLoad(true);
      }}
    >
      <Plus aria-hidden="true" />
      Add
      <ChevronDown aria-hidden="true" />
    </Button>
  );
  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DiaryAddMenu {...props} actions={ACTIONS} defaultOpen={openAtLoad} />
    </Suspense>
  );
}

export function AddToolbar({ onOpen, onFile, onNote }: AddProps) {
  return (
    <div className="mb-4 hidden flex-wrap items-center gap-2 sm:flex" role="toolbar" aria-label="Add to the diary">
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

/** The record form the add menu or a row opened: its kind, the record (null for a new one) and where it goes. */
type FormProps = { kind: FormKind; id: number | null; project: ProjectView; author: string; permissions: PagePermissions; onClose: () => void };

export function DiaryForm(props: FormProps) {
  return (
    <Suspense fallback={<FormSkeleton label="Loading the form" />}>
      <FormOfKind {...props} />
    </Suspense>
  );
}

function FormOfKind({ kind, id, project, author, permissions, onClose }: FormProps) {
  const props = { project, entryId: id, onClose };
  // Scope 3 entries are carbon records: their delete follows Carbon Tracking, not Contracts (as the server's).
  const can = usePermission();
  const carbon: PagePermissions = { canEdit: can("Carbon Tracking", "edit"), canDelete: can("Carbon Tracking", "delete"), userId: permissions.userId };
  switch (kind) {
    case "labour":
      return <LabourEntryForm {...props} author={author} />;
    case "plant":
      return <PlantEntryForm {...props} permissions={permissions} />;
    case "delivery":
      return <DeliveryForm {...props} />;
    case "waste":
      return <WasteForm {...props} permissions={permissions} />;
    case "energy":
      return <EnergyForm {...props} permissions={permissions} />;
    case "visitor":
      return <VisitorForm {...props} />;
    case "scope3":
      return <Scope3Form {...props} permissions={carbon} />;
    case "materials":
      return <MaterialRequestForm project={project} author={author} onClose={onClose} />;
  }
}
