import { useState, type ReactNode } from "react";
import { BookOpen, ChevronDown, Clock } from "lucide-react";
import { daysAfter } from "@shared/common/uk-dates";
import type { DiaryDay, DiaryEntryView } from "@shared/diary/diary-entry";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { formatDate } from "@web/lib/format";
import { useRevealInSteps } from "@web/lib/use-reveal-in-steps";
import { useProjectDiaryPages } from "../api/list-project-diary-entries";
import { formatDayLong, formatHours, isoDayToDate } from "../lib/diary-format";
import { DayComments, type CommentPermissions } from "./day-comments";
import { DiaryEntryCard, type EntryPermissions } from "./diary-entry-card";
import { DiarySkeleton } from "./diary-skeleton";

export interface DiaryDaysProps {
  slug: string;
  permissions: EntryPermissions & CommentPermissions;
  onEdit: (entryId: number) => void;
  /** The add-labour action for the empty state, when the user may create. */
  onAddLabour?: () => void;
  /** Photos under each entry (the files feature's component, composed by the page). */
  renderPhotos: (entry: DiaryEntryView) => ReactNode;
  /** Open the diary at this day (yyyy-mm-dd) and older, e.g. from a timeline link. */
  fromDate?: string | null;
  /** Leaves `fromDate` for the newest days. */
  onShowNewest?: () => void;
}

/** The diary tab: days newest first, a page of days at a time, "Load older days" for more. */
export function DiaryDays({ slug, permissions, onEdit, onAddLabour, renderPhotos, fromDate, onShowNewest }: DiaryDaysProps) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = useProjectDiaryPages(slug, cursors, fromDate ? daysAfter(fromDate, 1) : undefined);
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  const days = pages.flatMap((p) => p.data?.days ?? []);
  // The newest day first, then a day per step (lib/use-reveal-in-steps.ts): a phone shows one at once,
  // and each day's DOM, style and layout is a short task of its own.
  const shown = useRevealInSteps(first.isSuccess, days.length, 1, 1);
  const revealing = days.length > shown;

  if (first.isLoading) return <DiarySkeleton />;
  if (first.isError) return <LoadError title="The diary could not be loaded" error={first.error} onRetry={() => first.refetch()} />;
  const jumped = fromDate && (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
      <span>Showing the diary from {formatDayLong(fromDate)} back.</span>
      {onShowNewest && (
        <Button variant="outline" size="sm" onClick={onShowNewest}>
          Back to the newest days
        </Button>
      )}
    </div>
  );
  if (days.length === 0 && !fromDate) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No diary entries yet"
        text="Log the day's labour, plant and progress, and it will appear here day by day."
        action={onAddLabour && <Button onClick={onAddLabour}>Log labour</Button>}
        className="bg-white"
      />
    );
  }

  const nextBefore = last.data?.nextBefore ?? null;
  return (
    <div className="grid gap-4">
      {jumped}
      {days.slice(0, shown).map((day) => (
        <DayCard key={day.date} slug={slug} day={day} permissions={permissions} onEdit={onEdit} renderPhotos={renderPhotos} />
      ))}
      {revealing && <DiarySkeleton days={1} />}
      {last.isError && <LoadError title="Older days could not be loaded" error={last.error} onRetry={() => last.refetch()} />}
      {revealing ? null : nextBefore ? (
        <Button variant="outline" className="justify-self-center" disabled={last.isFetching} onClick={() => setCursors((c) => [...c, nextBefore])}>
          <ChevronDown aria-hidden="true" />
          {last.isFetching ? "Loading..." : "Load older days"}
        </Button>
      ) : (
        !last.isLoading && <p className="text-center text-xs text-slate-500">The start of the diary.</p>
      )}
      {last.isLoading && pages.length > 1 && <DiarySkeleton days={1} />}
    </div>
  );
}

function DayCard({ slug, day, permissions, onEdit, renderPhotos }: { slug: string; day: DiaryDay } & Omit<DiaryDaysProps, "slug" | "onAddLabour">) {
  const isToday = formatDate(isoDayToDate(day.date)) === formatDate(new Date());
  // A week is several screens of entries on a phone: a day off screen is not styled or laid out until
  // it nears the view (content-visibility), which halved the style pass of a diary's first load (issue 13).
  return (
    <section
      aria-labelledby={`day-${day.date}`}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm [contain-intrinsic-size:auto_36rem] [content-visibility:auto]"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 bg-slate-50 px-3 py-2.5 sm:px-4">
        <div className="min-w-0">
          <h3 id={`day-${day.date}`} className="text-base font-semibold text-slate-900">
            {formatDayLong(day.date)}
            {isToday && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 align-middle text-xs font-medium text-brand-foreground">Today</span>}
          </h3>
          <p className="text-xs text-slate-500">
            {day.entries.length} {day.entries.length === 1 ? "entry" : "entries"}
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-900 tabular-nums" aria-label={`Total labour ${formatHours(day.totalHours)}`}>
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          {formatHours(day.totalHours)}
        </p>
        {day.companies.some((c) => c.company) && (
          <ul className="flex w-full flex-wrap gap-1.5" aria-label="Hours by company">
            {day.companies.map((c) => (
              <li
                key={`${c.fromSignIns ? "signed-in:" : ""}${c.company}`}
                className={`rounded-full border px-2.5 py-0.5 text-xs text-slate-700 ${c.fromSignIns ? "border-dashed border-sky-300 bg-sky-50" : "border-slate-200 bg-white"}`}
                title={c.fromSignIns ? "No labour typed for this company: headcount and hours from the gate's sign-ins" : undefined}
              >
                {c.company || "No company"} <span className="font-semibold tabular-nums">{formatHours(c.hours)}</span>
                {c.fromSignIns && ` · ${c.headcount ?? 0} signed in (from sign-ins)`}
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="grid gap-3 p-3 sm:p-4">
        {day.entries.map((entry) => (
          <DiaryEntryCard key={entry.id} slug={slug} entry={entry} permissions={permissions} onEdit={onEdit} photos={renderPhotos(entry)} />
        ))}
        <DayComments slug={slug} day={day} permissions={permissions} />
      </div>
    </section>
  );
}
