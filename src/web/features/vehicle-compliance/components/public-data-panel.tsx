import { RefreshCw } from "lucide-react";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { errorText } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/format";
import { usePublicData, useRefreshPublicData } from "../api/vehicle-compliance";

/**
 * The vehicle page's "DVLA and DVSA" panel: when public vehicle data is configured, the last check, the
 * tax and MOT dates and latest MOT test it brought, and Refresh; an MOT mileage lower than a reading we
 * recorded before the test is flagged. Not configured: says so, with no button.
 */
export function PublicDataPanel({ vehicleId }: { vehicleId: number }) {
  const read = usePublicData(vehicleId);
  const refresh = useRefreshPublicData(vehicleId);
  const can = usePermission();
  const d = read.data;
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (answer) => toast({ title: "Checked with DVLA and DVSA", description: answer.notes.join(". ") }),
      onError: (e) => toast({ title: "Not checked", description: errorText(e, "The vehicle could not be checked"), variant: "destructive" }),
    });
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">DVLA and DVSA</h2>
          {d?.configured && d.plate && can("Fleet Management", "edit") && (
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={refresh.isPending}>
              <RefreshCw aria-hidden="true" className={refresh.isPending ? "animate-spin" : undefined} />
              {refresh.isPending ? "Checking…" : "Check now"}
            </Button>
          )}
        </div>
        <QueryBody read={read} rows={["h-8"]} errorTitle="The public vehicle data could not be loaded">
          {d &&
            (!d.configured ? (
              <p className="text-sm text-slate-500">Public vehicle data is not configured: tax and MOT dates are typed on the vehicle.</p>
            ) : (
              <div className="grid gap-2 text-sm">
                {d.mileageBelowEarlierReading && (
                  <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2.5 text-red-800">
                    MOT mileage lower than ours: DVSA recorded {d.mileageBelowEarlierReading.motMileage.toLocaleString("en-GB")} miles on{" "}
                    {formatDate(d.mileageBelowEarlierReading.motDate)}, but we recorded {d.mileageBelowEarlierReading.ourMileage.toLocaleString("en-GB")} on{" "}
                    {formatDate(d.mileageBelowEarlierReading.ourDay)}. Check the odometer and the readings.
                  </p>
                )}
                <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                  <Item label="Tax due" value={d.roadTaxExpiry ? formatDate(d.roadTaxExpiry) : "—"} />
                  <Item label="MOT expires" value={d.motExpiry ? formatDate(d.motExpiry) : "—"} />
                  <Item label="Latest MOT" value={d.motTestDate ? formatDate(d.motTestDate) : "—"} />
                  <Item label="MOT mileage" value={d.motTestMileage !== null ? d.motTestMileage.toLocaleString("en-GB") : "—"} />
                </dl>
                <p className="text-xs text-slate-500">
                  {!d.plate ? "Add the registration plate to check it." : d.checkedAt ? `Last checked ${formatDateTime(d.checkedAt)}` : "Not checked yet."}
                </p>
              </div>
            ))}
        </QueryBody>
      </CardContent>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
