import { useState } from "react";
import { HardHat } from "lucide-react";
import { formatCarbon } from "@shared/carbon/carbon";
import { SIGN_OUT_METHOD_LABELS } from "@shared/site-sign-in/site-sign-in";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent } from "@web/components/ui/card";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { ApiError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useAttendanceDay } from "../api/roll-call";
import { formatHours } from "@shared/common/numbers";

/**
 * The diary's attendance tab, beside its visitors: the workers signed in that day, with headcount and
 * hours per employer and their travel carbon (for a Carbon Tracking reader). A reader without
 * Workforce view is refused the sign-ins (403), and the card is left out for them.
 */
export function WorkersOnDay({ slug, date }: { slug: string; date: string }) {
  const [page, setPage] = useState(1);
  const [shownDate, setShownDate] = useState(date);
  if (shownDate !== date) {
    setShownDate(date);
    setPage(1);
  }
  const day = useAttendanceDay(slug, date, page);
  const data = day.data;
  if (day.error instanceof ApiError && day.error.status === 403) return null;

  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <HardHat className="size-4 text-slate-500" aria-hidden="true" />
            Workers on {formatDate(date)}
          </h3>
          {data && data.total > 0 && (
            <p className="text-sm text-slate-600">
              {data.byEmployer.reduce((n, e) => n + e.workers, 0)} signed in · {data.onSiteCount} on site · {formatHours(data.hours)}
              {typeof data.travelCarbon === "number" && ` · travel ${formatCarbon(data.travelCarbon)}`}
            </p>
          )}
        </div>
        {day.isLoading ? (
          <SkeletonRows rows={["h-12", "h-12"]} />
        ) : day.isError ? (
          <LoadError title="Sign-ins could not be loaded" error={day.error} onRetry={() => day.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <p className="py-3 text-sm text-slate-500">No workers signed in on {formatDate(date)}.</p>
        ) : (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">Headcount and hours per employer</caption>
              <thead>
                <tr className="text-left text-xs text-slate-500">
                  <th className="py-1 font-medium">Employer</th>
                  <th className="py-1 text-right font-medium">Headcount</th>
                  <th className="py-1 text-right font-medium">Hours</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.byEmployer.map((e) => (
                  <tr key={e.company}>
                    <td className="py-1.5 break-words text-slate-900">{e.company}</td>
                    <td className="py-1.5 text-right tabular-nums">{e.workers}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatHours(e.hours)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="grid gap-2">
              {data.items.map((r) => (
                <li key={r.id} className="grid gap-0.5 rounded-md border border-slate-200 p-3 text-sm">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-slate-900">{r.workerName}</span>
                    <span className="text-slate-600">{r.company ?? "No employer recorded"}</span>
                    {r.signOutTime === null ? (
                      <Badge variant="success">On site</Badge>
                    ) : (
                      r.signOutMethod === "auto" && <Badge variant="warning">{SIGN_OUT_METHOD_LABELS.auto}</Badge>
                    )}
                  </span>
                  <span className="text-xs text-slate-500 tabular-nums">
                    In {r.signInTime}
                    {r.signOutTime ? ` · Out ${r.signOutTime}` : ""}
                    {r.minutes !== null ? ` · ${formatHours(r.minutes / 60)}` : ""}
                    {typeof r.travelCarbon === "number" ? ` · travel ${formatCarbon(r.travelCarbon)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {data && data.pageCount > 1 && <Pagination page={page} pageCount={data.pageCount} onPageChange={setPage} disabled={day.isFetching} />}
      </CardContent>
    </Card>
  );
}
