import { useState } from "react";
import { Vibrate } from "lucide-react";
import { HAVS_ACTION_POINTS, HAVS_LIMIT_POINTS, havsStateLabel } from "@shared/rules/havs";
import { formatMagnitude, formatMinutes } from "@shared/assets/havs";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { LoadError } from "@web/components/ui/load-error";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { ApiError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useContractHavsDay } from "../api/havs";
import { HavsLogDialog } from "./havs-log-dialog";
import { HavsStateBadge } from "./havs-outcome";

/**
 * A contract's day of hand-arm vibration (issue 32), in the diary's attendance tab beside the workers
 * signed in: the site manager reads who is on site and who is near their limit on the same day, in
 * the place they already go to for the day's people. Every worker who used a tool here that day, worst
 * first, with their whole day's points (wherever else they worked), and logging trigger time from here.
 * Exposure is health data (decision 0076): without Workforce view the server refuses it and the card
 * is left out.
 */
export function HavsDay({ slug, projectId, date }: { slug: string; projectId: number; date: string }) {
  const day = useContractHavsDay(slug, date);
  const can = usePermission();
  const [open, setOpen] = useState(false);
  if (day.error instanceof ApiError && day.error.status === 403) return null;
  const workers = day.data?.workers ?? [];

  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Vibrate className="size-4 text-slate-500" aria-hidden="true" />
            Vibration (HAVS) on {formatDate(date)}
          </h3>
          {can("Workforce", "create") && (
            <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
              Log trigger time
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">
          Each worker&rsquo;s points for the whole day: {HAVS_ACTION_POINTS} is the action value, {HAVS_LIMIT_POINTS} the limit.
        </p>
        {day.isLoading ? (
          <SkeletonRows rows={["h-12", "h-12"]} />
        ) : day.isError ? (
          <LoadError title="Vibration exposure could not be loaded" error={day.error} onRetry={() => day.refetch()} />
        ) : workers.length === 0 ? (
          <p className="py-2 text-sm text-slate-500">No trigger time logged on this contract on {formatDate(date)}.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Workers' vibration exposure">
            {workers.map((w) => (
              <li key={w.workerId} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
                <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">{w.workerName}</span>
                    {w.employer && <span className="text-slate-600"> · {w.employer}</span>}
                  </span>
                  <HavsStateBadge state={w.state} points={w.points} />
                </span>
                <span className="text-xs text-slate-600">
                  {havsStateLabel(w.state)} · {formatMinutes(w.minutes)} of trigger time
                </span>
                <span className="text-xs break-words text-slate-500">
                  {w.tools.map((t) => `${t.toolName} (${formatMagnitude(t.magnitude)}) ${formatMinutes(t.minutes)}: ${t.points}`).join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <HavsLogDialog open={open} onOpenChange={setOpen} projectId={projectId} day={date} />
    </Card>
  );
}
