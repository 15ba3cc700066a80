import { useState } from "react";
import { Vibrate } from "lucide-react";
import { formatMagnitude, formatMinutes } from "@shared/assets/havs";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { LoadError } from "@web/components/ui/load-error";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { ApiError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useSearchParams } from "@web/lib/router";
import { useToolLogs } from "../api/havs";
import { HavsLogDialog } from "./havs-log-dialog";

/**
 * The asset page's "Vibration (HAVS)" section (issue 32): the tool's magnitude, logging a worker's
 * trigger time with it, and its recent logs. Exposure is health data (decision 0076): a reader without
 * Workforce view is refused it by the server, and the section is left out for them. `?do=havs` in the
 * page's address opens the log at once (the QR scan's "log vibration" action).
 */
export function HavsSection({ assetId }: { assetId: number }) {
  const logs = useToolLogs(assetId);
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const asked = params.get("do") === "havs";
  const [open, setOpen] = useState(asked);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next && asked)
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.delete("do");
          return p;
        },
        { replace: true },
      );
  };
  if (logs.error instanceof ApiError && logs.error.status === 403) return null;
  const data = logs.data;
  const canLog = can("Workforce", "create") && !!data?.magnitude;

  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Vibrate className="size-4 text-slate-500" aria-hidden="true" />
            Vibration (HAVS)
          </h2>
          {canLog && (
            <Button type="button" size="sm" onClick={() => setOpen(true)}>
              Log trigger time
            </Button>
          )}
        </div>
        {logs.isLoading ? (
          <SkeletonRows rows={["h-6", "h-12"]} />
        ) : logs.isError || !data ? (
          <LoadError title="Vibration logs could not be loaded" error={logs.error} onRetry={() => logs.refetch()} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {data.magnitude
                ? `Vibration magnitude ${formatMagnitude(data.magnitude)}: 2 × ${Number(data.magnitude)}² points an hour of trigger time.`
                : "No vibration magnitude on the register: add the tool's m/s² (from its maker or the HSE's figures) to log trigger time."}
            </p>
            {data.items.length === 0 ? (
              <p className="text-sm text-slate-500">No trigger time logged with this tool yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Recent vibration logs">
                {data.items.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md border border-slate-200 p-2.5 text-sm">
                    <span className="font-medium break-words text-slate-900">{e.workerName}</span>
                    <span className="text-slate-600 tabular-nums">
                      {formatDate(e.day)} · {formatMinutes(e.minutes)} · {e.points} points
                    </span>
                    {e.overrideReason && <span className="w-full text-xs text-red-700">Over the limit, overridden: {e.overrideReason}</span>}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {data && (
        <HavsLogDialog open={open && !!data.magnitude} onOpenChange={close} tool={{ id: data.assetId, name: data.toolName, magnitude: data.magnitude }} />
      )}
    </Card>
  );
}
