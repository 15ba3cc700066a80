import { useState } from "react";
import { Pencil } from "lucide-react";
import { formatCarbon } from "@shared/carbon/carbon";
import { localToday } from "@shared/diary/labour-entry-form";
import { SIGN_OUT_METHOD_LABELS, type AttendanceView } from "@shared/site-sign-in/site-sign-in";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { DayStepper } from "@web/components/forms/day-stepper";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { formatDate } from "@web/lib/format";
import { useAttendanceDay } from "../api/roll-call";
import { AttendanceExport } from "./attendance-export";
import { CorrectionDialog } from "./correction-dialog";
import { formatHours } from "@shared/common/numbers";

type Props = { slug: string; /** Workforce edit: may correct a time. */ canEdit?: boolean };

/** The day's record of worker sign-ins (issue 31): hours, how each was signed out, corrections, and the payroll export. */
export function AttendanceRecordsPanel({ slug, canEdit = false }: Props) {
  const today = localToday();
  const [date, setDate] = useState(today);
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<AttendanceView | null>(null);
  const day = useAttendanceDay(slug, date, page);
  const data = day.data;
  const pick = (d: string) => {
    setDate(d);
    setPage(1);
  };

  return (
    <div className="grid gap-4">
      <DayStepper id="records-date" date={date} today={today} onPick={pick} />

      <Card>
        <CardContent className="grid gap-3 pt-4 sm:pt-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="text-base font-semibold text-slate-900">Sign-ins on {formatDate(date)}</h3>
            {data && data.total > 0 && (
              <p className="text-sm text-slate-600">
                {data.total} {data.total === 1 ? "sign-in" : "sign-ins"} · {data.onSiteCount} on site · {formatHours(data.hours)}
                {typeof data.travelCarbon === "number" && ` · travel ${formatCarbon(data.travelCarbon)}`}
              </p>
            )}
          </div>
          {data && data.byEmployer.length > 0 && (
            <ul className="flex flex-wrap gap-2 text-xs text-slate-600">
              {data.byEmployer.map((e) => (
                <li key={e.company} className="rounded-full bg-slate-100 px-2.5 py-1">
                  {e.company}: {e.workers} · {formatHours(e.hours)}
                </li>
              ))}
            </ul>
          )}
          {day.isLoading ? (
            <SkeletonRows rows={["h-16", "h-16"]} />
          ) : day.isError ? (
            <LoadError title="Sign-ins could not be loaded" error={day.error} onRetry={() => day.refetch()} />
          ) : !data || data.items.length === 0 ? (
            <p className="py-3 text-sm text-slate-500">Nobody signed in on {formatDate(date)}.</p>
          ) : (
            <ul className="grid gap-2">
              {data.items.map((r) => (
                <RecordRow key={r.id} record={r} canEdit={canEdit} onCorrect={() => setCorrecting(r)} />
              ))}
            </ul>
          )}
          {data && data.pageCount > 1 && <Pagination page={page} pageCount={data.pageCount} onPageChange={setPage} disabled={day.isFetching} />}
        </CardContent>
      </Card>

      <AttendanceExport employers={data?.byEmployer.map((e) => e.company) ?? []} date={date} />
      {correcting && <CorrectionDialog slug={slug} record={correcting} onClose={() => setCorrecting(null)} />}
    </div>
  );
}

function RecordRow({ record: r, canEdit, onCorrect }: { record: AttendanceView; canEdit: boolean; onCorrect: () => void }) {
  const last = r.corrections.at(-1);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 grid gap-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-900">{r.workerName}</span>
          <span className="text-slate-600">{r.company ?? "No employer recorded"}</span>
          {r.signOutTime === null ? (
            <Badge variant="success">On site</Badge>
          ) : r.signOutMethod === "auto" ? (
            <Badge variant="warning">{SIGN_OUT_METHOD_LABELS.auto}</Badge>
          ) : r.signOutMethod === "corrected" ? (
            <Badge variant="info">{SIGN_OUT_METHOD_LABELS.corrected}</Badge>
          ) : (
            <Badge variant="secondary">{r.signOutMethod ? SIGN_OUT_METHOD_LABELS[r.signOutMethod] : "Signed out"}</Badge>
          )}
          {r.override && <Badge variant="warning">Override</Badge>}
          {r.recordedOffline && <Badge variant="secondary">Recorded offline</Badge>}
        </span>
        <span className="text-xs text-slate-500 tabular-nums">
          In {r.signInTime}
          {r.signOutTime ? ` · Out ${r.signOutTime}` : ""}
          {r.minutes !== null ? ` · ${formatHours(r.minutes / 60)}` : ""}
          {r.trade ? ` · ${r.trade}` : ""}
        </span>
        {last && (
          <span className="text-xs text-slate-500">
            Corrected{r.corrections.length > 1 ? ` ${r.corrections.length} times` : ""}: {last.note}
            {last.by ? ` (${last.by})` : ""}
          </span>
        )}
      </div>
      {canEdit && (
        <Button size="sm" variant="outline" onClick={onCorrect} aria-label={`Correct ${r.workerName}'s times`}>
          <Pencil aria-hidden="true" />
          Correct
        </Button>
      )}
    </li>
  );
}
