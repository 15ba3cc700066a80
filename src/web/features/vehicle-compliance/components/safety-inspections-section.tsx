import { useState } from "react";
import { ClipboardCheck, Plus, Trash2 } from "lucide-react";
import { weekLabel } from "@shared/rules/hgv-inspections";
import { SAFETY_RESULT_LABELS, type InspectionStanding, type SafetyInspectionView } from "@shared/vehicle-compliance/safety-inspections";
import type { ExpiryState } from "@shared/common/expiry";
import { QueryBody } from "@web/components/forms/query-body";
import { PagedList } from "@web/components/register/paged-list";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-store";
import { toast } from "@web/components/ui/toast";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useRemoveSafetyInspection, useSafetyInspections } from "../api/vehicle-compliance";
import { RecordSafetyInspectionDialog } from "./record-safety-inspection-dialog";
import { InspectionReport } from "./inspection-report";

const RESULT_BADGE: Record<SafetyInspectionView["result"], BadgeProps["variant"]> = {
  pass: "success",
  pass_with_rectification: "warning",
  fail: "destructive",
};
export const INSPECTION_STATE_WORDS: Record<ExpiryState, string> = { valid: "In date", expiring: "Due", expired: "Overdue", none: "No interval set" };

/**
 * The vehicle page's "Safety inspections" (DVSA, Guide to maintaining roadworthiness): the interval,
 * the last and next inspection weeks (ISO 8601) with their state, the forward plan, and every record,
 * newest first. Shown for a vehicle on an operator licence (`operatorLicence`); the lead wires it.
 */
export function SafetyInspectionsSection({ vehicleId, operatorLicence = true }: { vehicleId: number; operatorLicence?: boolean }) {
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const read = useSafetyInspections(vehicleId, page);
  const remove = useRemoveSafetyInspection(vehicleId);
  const can = usePermission();
  if (!operatorLicence) return null;
  const standing = read.data?.standing;

  const onRemove = async (i: SafetyInspectionView) => {
    const ok = await confirm({
      title: "Delete this safety inspection?",
      description: `The record of ${formatDate(i.day)} goes to the recycle bin. Records must be kept for at least 15 months.`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(i.id, {
      onSuccess: () => toast({ title: "Safety inspection deleted" }),
      onError: (e) => toast({ title: "Not deleted", description: errorText(e, "The inspection could not be deleted"), variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            Safety inspections
            {standing && standing.state !== "valid" && <ExpiryBadge state={standing.state}>{INSPECTION_STATE_WORDS[standing.state]}</ExpiryBadge>}
          </h2>
          {can("Fleet Management", "create") && (
            <Button variant="outline" size="sm" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" />
              Record inspection
            </Button>
          )}
        </div>
        <QueryBody read={read} rows={["h-10", "h-10"]} errorTitle="The safety inspections could not be loaded">
          {standing && <Plan standing={standing} />}
        </QueryBody>
        <h3 className="text-sm font-semibold text-slate-900">Records (kept at least 15 months)</h3>
        <PagedList<SafetyInspectionView>
          query={read}
          errorTitle="The inspection records could not be loaded"
          filtered={false}
          empty={{ icon: ClipboardCheck, title: "No safety inspections recorded", text: "Record each periodic inspection here as it is done." }}
          noMatch={{ title: "No inspections", text: "" }}
          itemKey={(i) => i.id}
          cardsLabel="Safety inspection records"
          pagerOnlyWhenPaged
          onPage={setPage}
          card={(i) => (
            <InspectionCard
              vehicleId={vehicleId}
              inspection={i}
              canAttach={can("Fleet Management", "create")}
              canDelete={can("Fleet Management", "delete")}
              onRemove={() => onRemove(i)}
            />
          )}
        />
      </CardContent>
      {recording && <RecordSafetyInspectionDialog vehicleId={vehicleId} onClose={() => setRecording(false)} />}
    </Card>
  );
}

function Plan({ standing: s }: { standing: InspectionStanding }) {
  if (!s.intervalWeeks) return <p className="text-sm text-slate-500">Set the safety inspection interval (weeks) on the vehicle to plan its inspections.</p>;
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-slate-700">
        Every {s.intervalWeeks} weeks · Last: {s.lastDay ? `${formatDate(s.lastDay)} (${weekLabel(s.lastWeek!)})` : "none recorded"} · Next:{" "}
        <span className="font-medium text-slate-900">{s.nextWeek ? weekLabel(s.nextWeek) : "—"}</span>
      </p>
      <ol className="flex flex-wrap gap-1.5" aria-label="Forward plan">
        {s.plan.map((p, n) => (
          <li
            key={p.week}
            className={`rounded-md border px-2 py-1 text-xs tabular-nums ${n === 0 ? "border-slate-400 font-medium text-slate-900" : "border-slate-200 text-slate-600"}`}
          >
            {weekLabel(p.week)} <span className="text-slate-500">({formatDate(p.monday)})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function InspectionCard({
  vehicleId,
  inspection: i,
  canAttach,
  canDelete,
  onRemove,
}: {
  vehicleId: number;
  inspection: SafetyInspectionView;
  canAttach: boolean;
  canDelete: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">
          {formatDate(i.day)} <span className="font-normal text-slate-500">· {weekLabel(i.isoWeek)}</span>
        </span>
        <Badge variant={RESULT_BADGE[i.result]}>{SAFETY_RESULT_LABELS[i.result]}</Badge>
      </p>
      <p className="text-xs break-words text-slate-600">
        {i.inspector}
        {i.mileage !== null ? ` · ${i.mileage.toLocaleString("en-GB")} miles` : ""}
        {i.brakeTestPercent ? ` · brake test ${i.brakeTestPercent}%` : ""}
      </p>
      {i.defects && <p className="text-xs break-words whitespace-pre-line text-slate-700">{i.defects}</p>}
      <InspectionReport vehicleId={vehicleId} inspection={i} canAttach={canAttach} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>Keep until {formatDate(i.keptUntil)}</span>
        {canDelete && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Delete the inspection of ${formatDate(i.day)}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
