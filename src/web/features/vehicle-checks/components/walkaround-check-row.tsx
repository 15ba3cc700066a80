import { useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import type { WalkaroundCheckView } from "@shared/vehicle-checks/walkaround";
import { formatDate, formatDateTime } from "@web/lib/format";
import { ClearDefectDialog } from "./clear-defect-dialog";
import { DefectList } from "./defect-list";
import { PlateBadge } from "@web/components/ui/plate-badge";

/** What a check found, in one badge: no defects, an open defect (unsafe: off the road), or one cleared. */
export function CheckBadge({ check }: { check: WalkaroundCheckView }) {
  if (!check.hasDefects) return <Badge variant="success">No defects</Badge>;
  if (check.open) return <Badge variant="destructive">{check.unsafe ? "Unsafe: off the road" : "Open defect"}</Badge>;
  return <Badge variant="secondary">Defect cleared</Badge>;
}

/**
 * One walkaround check as the lists show it: what it found, who drove and when, the defects with their
 * photos and, when cleared, what was done. An open defect has its Clear button for an authorised person.
 */
export function WalkaroundCheckRow({
  check,
  canClear,
  canAdd,
  showVehicle = false,
}: {
  check: WalkaroundCheckView;
  /** Fleet Management edit: clears a defect, deletes a photo taken by mistake. */
  canClear: boolean;
  /** Fleet Management create: adds a photo to an open defect. */
  canAdd: boolean;
  showVehicle?: boolean;
}) {
  const [clearing, setClearing] = useState(false);
  return (
    <li className={`grid gap-1 rounded-md border p-3 text-sm ${check.open ? "border-red-200 bg-red-50/40" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-center gap-2">
        <CheckBadge check={check} />
        {showVehicle && <span className="font-medium text-slate-900">{check.vehicle.name}</span>}
        {showVehicle && check.vehicle.licensePlate && <PlateBadge plate={check.vehicle.licensePlate} />}
        <span className="text-slate-700">
          {formatDate(check.day)} · {check.driverName}
          {check.mileage !== null ? ` · ${check.mileage.toLocaleString("en-GB")} miles` : ""}
        </span>
      </div>
      <DefectList check={check} canAdd={canAdd} canRemove={canClear} />
      {check.notes && <p className="break-words text-slate-600">{check.notes}</p>}
      {check.clearedAt && (
        <p className="break-words text-slate-600">
          Cleared by {check.clearedBy?.name ?? "someone"} on {formatDateTime(check.clearedAt)}: {check.clearedNote}
        </p>
      )}
      {check.open && canClear && (
        <div>
          <Button variant="outline" size="sm" className="mt-1" onClick={() => setClearing(true)}>
            Clear defect
          </Button>
        </div>
      )}
      {clearing && <ClearDefectDialog check={check} onClose={() => setClearing(false)} />}
    </li>
  );
}
