import { useState } from "react";
import { ClipboardList, Plus } from "lucide-react";
import { inspectionResultLabel, STANDING_STATE_LABELS, type AssetSafetyView, type InspectionView, type StandingState } from "@shared/assets/asset-inspections";
import { inspectionKindLabel, type InspectionKind } from "@shared/rules/inspections";
import { QueryBody } from "@web/components/forms/query-body";
import { PagedList } from "@web/components/register/paged-list";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";
import { useAssetInspections, useAssetSafety } from "../api/asset-inspections";
import { RecordInspectionDialog } from "./record-inspection-dialog";

const STATE_BADGE: Record<StandingState, BadgeProps["variant"]> = { in_date: "success", due_soon: "warning", overdue: "destructive", never: "destructive" };
const COLOUR_BADGE: Record<AssetSafetyView["colour"], BadgeProps["variant"]> = { green: "success", amber: "warning", red: "destructive" };
const RESULT_BADGE: Record<InspectionView["result"], BadgeProps["variant"]> = { pass: "success", pass_with_defects: "warning", fail: "destructive" };

/**
 * The asset page's Inspections (decision 0074): whether it is safe to use and why, each inspection it
 * needs with its last and next day, every record newest first, and "Record inspection" for Assets edit.
 */
export function AssetInspectionsSection({ assetId }: { assetId: number }) {
  const safety = useAssetSafety(assetId);
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const records = useAssetInspections(assetId, page);
  const s = safety.data;
  // PUWER applies to any work equipment; LOLER and the electrical tiers only to what needs them.
  const kinds: InspectionKind[] = [...new Set([...(s?.standings.map((x) => x.kind) ?? []), "puwer_inspection" as const])];
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            Inspections
            {s && <Badge variant={COLOUR_BADGE[s.colour]}>{s.label}</Badge>}
          </h2>
          {s?.canEdit && (
            <Button variant="outline" size="sm" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" />
              Record inspection
            </Button>
          )}
        </div>
        <QueryBody read={safety} rows={["h-10", "h-10"]} errorTitle="The inspections could not be loaded">
          {s && <Standings safety={s} />}
        </QueryBody>
        <h3 className="text-sm font-semibold text-slate-900">Records</h3>
        <PagedList<InspectionView>
          query={records}
          errorTitle="The inspection records could not be loaded"
          filtered={false}
          empty={{
            icon: ClipboardList,
            title: "No inspections recorded",
            text: "Record each examination, inspection and electrical check here as it is done.",
          }}
          noMatch={{ title: "No inspections", text: "" }}
          itemKey={(i) => i.id}
          cardsLabel="Inspection records"
          pagerOnlyWhenPaged
          onPage={setPage}
          card={(i) => <InspectionCard inspection={i} />}
        />
      </CardContent>
      {recording && s && <RecordInspectionDialog assetId={assetId} kinds={kinds} hiredIn={s.hiredIn} onClose={() => setRecording(false)} />}
    </Card>
  );
}

function Standings({ safety }: { safety: AssetSafetyView }) {
  if (safety.standings.length === 0)
    return (
      <p className="text-sm text-slate-500">
        No inspections are required of it yet: mark it as lifting equipment or a portable electrical tool, or give it an inspection interval.
      </p>
    );
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Inspections it needs">
      {safety.standings.map((st) => (
        <li key={st.kind} className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-900">
            {inspectionKindLabel(st.kind)}
            <Badge variant={STATE_BADGE[st.state]}>{STANDING_STATE_LABELS[st.state]}</Badge>
          </p>
          <p className="text-xs text-slate-600">
            Last: {st.lastDay ? formatDate(st.lastDay) : "none"} · Next:{" "}
            {st.dueDay ? `${formatDate(st.dueDay)}${st.dueFor === "new_site" ? " (before use at this site)" : ""}` : "before use"}
          </p>
        </li>
      ))}
    </ul>
  );
}

function InspectionCard({ inspection: i }: { inspection: InspectionView }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">
          {inspectionKindLabel(i.kind)}
          {i.bySupplier && <span className="font-normal text-slate-500"> · supplier's evidence</span>}
        </span>
        <Badge variant={RESULT_BADGE[i.result]}>{inspectionResultLabel(i.result)}</Badge>
      </p>
      <p className="text-xs text-slate-600">
        {formatDate(i.day)} · {i.examinerName}
        {i.examinerCompany ? `, ${i.examinerCompany}` : ""}
        {i.nextDueDay ? ` · next by ${formatDate(i.nextDueDay)}` : ""}
      </p>
      {i.safeWorkingLoad && <p className="text-xs text-slate-600">SWL: {i.safeWorkingLoad}</p>}
      {i.defects.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-slate-700">
          {i.defects.map((d, n) => (
            <li key={n} className={d.dangerous ? "font-medium text-red-700" : undefined}>
              {d.description}
              {d.dangerous ? " (danger now)" : d.repairBy ? ` (repair by ${formatDate(d.repairBy)})` : ""}
            </li>
          ))}
        </ul>
      )}
      {!i.mayStayInUse && <p className="text-xs font-medium text-red-700">May not stay in use</p>}
      {i.reportDocument && <p className="text-xs text-slate-600">Document: {i.reportDocument.title}</p>}
      {i.notes && <p className="text-xs break-words whitespace-pre-line text-slate-700">{i.notes}</p>}
    </div>
  );
}
