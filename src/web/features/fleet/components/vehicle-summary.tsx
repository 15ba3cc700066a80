import { useState } from "react";
import { OctagonX } from "lucide-react";
import { formatCount } from "@shared/common/numbers";
import { VEHICLE_OWNERSHIP_LABELS, vehicleTypeLabel } from "@shared/fleet/fleet";
import { DUE_STATE_LABELS } from "@shared/rules/asset-due";
import { Button } from "@web/components/ui/button";
import { RecordFact, RecordFacts, RecordSummaryCard } from "@web/components/register/record-summary";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/format";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useSetOffRoad, useVehicle } from "../api/fleet";
import { PlateBadge } from "@web/components/ui/plate-badge";
import { FlagBadge, StatusBadge } from "./fleet-badges";

/**
 * The top of the vehicle's page: off the road (a red banner, with Back on the road for those who may
 * edit, or Take off the road), what is due or overdue in words, and the facts a fleet manager looks for first.
 */
export function VehicleSummary({ vehicleId }: { vehicleId: number }) {
  const { data: v } = useVehicle(vehicleId);
  if (!v) return null;
  const service = v.serviceDue;
  return (
    <RecordSummaryCard banner={<OffRoadBanner vehicleId={vehicleId} />}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <PlateBadge plate={v.plate} className="text-base" />
          <StatusBadge status={v.status} />
          {v.flags.length === 0 && !v.offRoad && <span className="text-sm text-emerald-800">MOT, tax, insurance and service in date</span>}
        </div>
        {!v.offRoad && <TakeOffRoad vehicleId={vehicleId} />}
      </div>
      {v.flags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Due or overdue">
          {v.flags.map((f) => (
            <li key={f.key}>
              <FlagBadge flag={f} />
            </li>
          ))}
        </ul>
      )}
      <RecordFacts>
        <RecordFact label="Vehicle">{[vehicleTypeLabel(v.vehicleType), v.make, v.model, v.year].filter(Boolean).join(" · ")}</RecordFact>
        <RecordFact label="Driver">{v.driver?.name ?? "None"}</RecordFact>
        <RecordFact label="Mileage">
          {v.currentMileage !== null ? `${formatCount(v.currentMileage)} miles` : "Not recorded"}
          {v.mileageRecordedOn && <span className="block text-xs text-slate-500">on {formatDate(v.mileageRecordedOn)}</span>}
        </RecordFact>
        <RecordFact label="MOT">{v.motExpiry ? formatDate(v.motExpiry) : "Not recorded"}</RecordFact>
        <RecordFact label="Road tax">{v.roadTaxExpiry ? formatDate(v.roadTaxExpiry) : "Not recorded"}</RecordFact>
        <RecordFact label="Insurance">{v.insuranceExpiry ? formatDate(v.insuranceExpiry) : "Not recorded"}</RecordFact>
        <RecordFact label="Service">
          {service.state === "none"
            ? "Not scheduled"
            : `${service.by === "miles" && service.dueMileage ? `at ${formatCount(service.dueMileage)} miles` : service.dueDay ? formatDate(service.dueDay) : ""} · ${DUE_STATE_LABELS[service.state]}`}
        </RecordFact>
        <RecordFact label="Ownership">{VEHICLE_OWNERSHIP_LABELS[v.ownership]}</RecordFact>
        {v.operatorLicence && <RecordFact label="Operator licence">HGV{v.grossWeightKg ? `, ${formatCount(v.grossWeightKg)} kg` : ""}</RecordFact>}
      </RecordFacts>
    </RecordSummaryCard>
  );
}

/** Off the road: why and since when, and Back on the road for those who may edit. Nothing while it is on the road. */
function OffRoadBanner({ vehicleId }: { vehicleId: number }) {
  const { data: v } = useVehicle(vehicleId);
  const can = usePermission();
  const change = useSetOffRoad(vehicleId);
  if (!v?.offRoad) return null;
  const back = () =>
    change.mutate(
      { offRoad: false },
      {
        onSuccess: () => toast({ title: "Success", description: `${v.vehicleName} is back on the road` }),
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to change the vehicle"), variant: "destructive" }),
      },
    );
  return (
    <section
      role="alert"
      aria-label="Off the road"
      className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 sm:flex-row sm:items-center"
    >
      <OctagonX className="size-8 shrink-0 text-red-700" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="text-lg font-bold text-red-800">Off the road: do not drive</p>
        {v.offRoadReason && <p className="text-sm break-words text-red-900">{v.offRoadReason}</p>}
        {v.offRoadSince && <p className="text-xs text-red-900">Since {formatDateTime(v.offRoadSince)}</p>}
      </div>
      {can("Fleet Management", "edit") && (
        <Button variant="outline" className="border-red-700 text-red-800" disabled={change.isPending} onClick={back}>
          Back on the road
        </Button>
      )}
    </section>
  );
}

/** For an editor: take it off the road by hand (a breakdown, an accident), saying why. */
function TakeOffRoad({ vehicleId }: { vehicleId: number }) {
  const { data: v } = useVehicle(vehicleId);
  const can = usePermission();
  const change = useSetOffRoad(vehicleId);
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  if (!v || !can("Fleet Management", "edit")) return null;
  if (!asking)
    return (
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        <OctagonX aria-hidden="true" />
        Take off the road
      </Button>
    );
  return (
    <form
      aria-label="Take off the road"
      className="grid w-full gap-3 rounded-lg border border-red-300 bg-red-50 p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { offRoad: true, reason },
          {
            onSuccess: () => toast({ title: "Success", description: `${v.vehicleName} is off the road` }),
            onError: (err) => toast({ title: "Error", description: errorText(err, "Failed to change the vehicle"), variant: "destructive" }),
          },
        );
      }}
    >
      <FormField label="Why is it off the road?" htmlFor="off-road-reason" required>
        <Input id="off-road-reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Brake warning light on" />
      </FormField>
      <Button type="submit" variant="destructive" disabled={!reason.trim() || change.isPending}>
        Take off the road
      </Button>
      <Button type="button" variant="outline" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </form>
  );
}
