import { useState } from "react";
import { History } from "lucide-react";
import { QueryBody } from "@web/components/forms/query-body";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Pagination } from "@web/components/ui/pagination";
import { formatDateTime } from "@web/lib/format";
import { useFleetHistory } from "../api/fleet";

/** Each change of status, driver, off road and service: before and after as shown then, who and when, newest first. */
export function VehicleHistory({ vehicleId }: { vehicleId: number }) {
  const [page, setPage] = useState(1);
  const history = useFleetHistory(vehicleId, page);
  const data = history.data;
  return (
    <Card>
      <CardIconHeader icon={History} title="History" description="Status, driver, off the road and services, as they changed." />
      <CardContent className="grid gap-3">
        <QueryBody
          read={history}
          rows={["h-16"]}
          errorTitle="The history could not be loaded"
          failed={!!history.error && !data}
          empty={data?.items.length === 0 && <p className="text-sm text-slate-500">No changes yet.</p>}
        >
          {data && (
            <>
              <ol className="grid gap-2" aria-label="Vehicle history">
                {data.items.map((h) => (
                  <li key={h.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <p className="break-words text-slate-900">
                      <span className="font-medium">{h.fieldLabel}:</span> {h.from ? `${h.from} → ` : ""}
                      {h.to ?? "none"}
                    </p>
                    {h.note && <p className="text-slate-700">{h.note}</p>}
                    <p className="text-xs text-slate-500">
                      {formatDateTime(h.changedAt)}
                      {h.changedBy ? ` · ${h.changedBy.name}` : ""}
                    </p>
                  </li>
                ))}
              </ol>
              {data.pageCount > 1 && <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={history.isFetching} />}
            </>
          )}
        </QueryBody>
      </CardContent>
    </Card>
  );
}
