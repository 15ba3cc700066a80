import { useState } from "react";
import { Plus } from "lucide-react";
import type { ExpiryState } from "@shared/common/expiry";
import { TACHO_INTERVAL_DAYS, TACHO_KIND_LABELS } from "@shared/rules/tachograph";
import type { TachoDue } from "@shared/vehicle-compliance/tachograph";
import { QueryBody } from "@web/components/forms/query-body";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { formatDate } from "@web/lib/format";
import { useTachograph } from "../api/vehicle-compliance";
import { RecordTachoDialog } from "./record-tacho-dialog";

export const DOWNLOAD_STATE_WORDS: Record<ExpiryState, string> = { valid: "In date", expiring: "Due soon", expired: "Overdue", none: "Never downloaded" };

/** What is due, in a line: "Vehicle unit · last 01/02/2026 · due by 02/05/2026". */
export function DueLine({ due }: { due: TachoDue }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2.5 text-sm">
      <span className="min-w-0 break-words">
        <span className="font-medium text-slate-900">{due.driver ? `${due.driver.name}'s card` : TACHO_KIND_LABELS[due.kind]}</span>
        <span className="block text-xs text-slate-600">
          Last {due.lastDay ? formatDate(due.lastDay) : "never"} · {due.dueDay ? `due by ${formatDate(due.dueDay)}` : "due now"} · every{" "}
          {TACHO_INTERVAL_DAYS[due.kind]} days at most
        </span>
      </span>
      <ExpiryBadge state={due.state === "none" ? "expired" : due.state}>{DOWNLOAD_STATE_WORDS[due.state]}</ExpiryBadge>
    </li>
  );
}

/**
 * The vehicle page's "Tachograph downloads": the vehicle unit (every 90 days at most) and its drivers'
 * cards (every 28 days at most) with their state, recording a download, and the recent downloads.
 */
export function TachographSection({ vehicleId, operatorLicence = true }: { vehicleId: number; operatorLicence?: boolean }) {
  const read = useTachograph(vehicleId);
  const can = usePermission();
  const [recording, setRecording] = useState(false);
  if (!operatorLicence) return null;
  const data = read.data;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Tachograph downloads</h2>
          {can("Fleet Management", "create") && (
            <Button variant="outline" size="sm" onClick={() => setRecording(true)}>
              <Plus aria-hidden="true" />
              Record download
            </Button>
          )}
        </div>
        <QueryBody read={read} rows={["h-10", "h-10"]} errorTitle="The tachograph downloads could not be loaded">
          {data && (
            <>
              <ul className="grid gap-2" aria-label="Downloads due">
                {data.due.map((d) => (
                  <DueLine key={d.driver ? `${d.driver.kind}${d.driver.id}` : "unit"} due={d} />
                ))}
              </ul>
              {data.downloads.length > 0 && (
                <>
                  <h3 className="text-sm font-semibold text-slate-900">Recent downloads</h3>
                  <ul className="grid gap-1 text-sm text-slate-700" aria-label="Recent downloads">
                    {data.downloads.slice(0, 8).map((d) => (
                      <li key={d.id} className="break-words">
                        {formatDate(d.day)} · {d.driver ? `${d.driver.name}'s card` : "Vehicle unit"}
                        {d.notes ? <span className="text-slate-500"> · {d.notes}</span> : null}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </QueryBody>
      </CardContent>
      {recording && data && (
        <RecordTachoDialog vehicleId={vehicleId} drivers={data.due.flatMap((d) => (d.driver ? [d.driver] : []))} onClose={() => setRecording(false)} />
      )}
    </Card>
  );
}
