import { useState } from "react";
import { IdCard } from "lucide-react";
import { NOT_COVERED, licenceRiskLabel, type DriverRef, type VehicleDriversLicences } from "@shared/vehicle-checks/licence-checks";
import { QueryBody } from "@web/components/forms/query-body";
import { ExpiryBadge, expiryTone } from "@web/components/register/documents-panel";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useVehicleLicences } from "../api/vehicle-checks";
import { LicenceCheckDialog } from "./licence-check-dialog";

const STATE_WORDS = { valid: "Checked", expiring: "Check due soon", expired: "Check overdue", none: "Never checked" } as const;
const ROLE_WORDS = { main: "Driver", secondary: "Secondary driver" } as const;

/**
 * The vehicle's drivers and their licence checks, for its page (the register's edit page shows it):
 * each driver's latest check, whether it is current (the one expiry rule on its next check due) and
 * whether the categories cover this vehicle, with Record check for those who may.
 */
export function LicenceChecksSection({ vehicleId }: { vehicleId: number }) {
  const can = usePermission();
  const read = useVehicleLicences(vehicleId);
  const [recording, setRecording] = useState<DriverRef | null>(null);
  const data = read.data;
  return (
    <Card role="region" aria-label="Driver licence checks">
      <CardIconHeader
        icon={IdCard}
        title="Driver licence checks"
        description={
          data?.needs
            ? `This vehicle needs category ${data.needs.join(" or ")}. Checks every 12, 6 or 3 months by risk.`
            : "Checks every 12, 6 or 3 months by risk."
        }
      />
      <CardContent>
        <QueryBody
          read={read}
          rows={["h-14", "h-14"]}
          errorTitle="The licence checks could not be loaded"
          failed={!!read.error && !data}
          empty={data?.drivers.length === 0 && <p className="text-sm text-slate-500">No drivers are assigned to this vehicle.</p>}
        >
          {data && <DriverList data={data} canRecord={can("Fleet Management", "create")} onRecord={setRecording} />}
        </QueryBody>
      </CardContent>
      {recording && <LicenceCheckDialog driver={recording} onClose={() => setRecording(null)} />}
    </Card>
  );
}

function DriverList({ data, canRecord, onRecord }: { data: VehicleDriversLicences; canRecord: boolean; onRecord: (d: DriverRef) => void }) {
  return (
    <ul className="grid gap-2" aria-label="Drivers">
      {data.drivers.map(({ driver, role, latest, state, covers }) => (
        <li
          key={`${driver.kind}:${driver.id}`}
          className={`grid gap-2 rounded-md border p-3 text-sm sm:flex sm:items-center sm:justify-between ${expiryTone(state)}`}
        >
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{driver.name}</span>
              <span className="text-slate-500">{ROLE_WORDS[role]}</span>
              <ExpiryBadge state={state === "none" ? "expired" : state}>{STATE_WORDS[state]}</ExpiryBadge>
              {covers === false && <Badge variant="destructive">{NOT_COVERED}</Badge>}
            </p>
            {latest ? (
              <p className="text-slate-600">
                {formatDate(latest.checkedOn)} · {latest.categories.join(", ")} · {latest.points} point{latest.points === 1 ? "" : "s"} ·{" "}
                {licenceRiskLabel(latest.risk)} risk · next by {formatDate(latest.nextCheckDue)}
              </p>
            ) : (
              <p className="text-slate-600">No licence check recorded.</p>
            )}
          </div>
          {canRecord && (
            <Button
              variant="outline"
              size="sm"
              className="h-10 shrink-0"
              onClick={() => onRecord(driver)}
              aria-label={`Record licence check for ${driver.name}`}
            >
              Record check
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
