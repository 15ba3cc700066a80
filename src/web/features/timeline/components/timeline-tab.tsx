import { useMemo, useState } from "react";
import { Link } from "@web/lib/router";
import {
  AlertTriangle,
  CalendarClock,
  CircleCheck,
  CloudSun,
  Construction,
  Leaf,
  ShieldCheck,
  Trash2,
  Truck,
  UserCheck,
  Zap,
  FilePen,
  FileUp,
  FolderPlus,
  MessageSquare,
  MessageSquareText,
  MessagesSquare,
  NotebookPen,
  PencilLine,
  PoundSterling,
  type LucideIcon,
} from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { TIMELINE_GROUP_LABELS, TIMELINE_GROUPS, type TimelineGroup, type TimelineItem, type TimelineKind } from "@shared/timeline/timeline";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { formatDate, formatTime } from "@web/lib/format";
import { useTimeline } from "../api/get-timeline";
import { weekdayName } from "@web/lib/calendar";

const KIND_LOOK: Record<TimelineKind, { icon: LucideIcon; tone: string }> = {
  project_created: { icon: FolderPlus, tone: "bg-brand/10 text-brand-dark" },
  project_updated: { icon: PencilLine, tone: "bg-brand/10 text-brand-dark" },
  budget_changed: { icon: PoundSterling, tone: "bg-amber-100 text-amber-800" },
  diary_entry_created: { icon: NotebookPen, tone: "bg-emerald-100 text-emerald-800" },
  diary_entry_updated: { icon: FilePen, tone: "bg-emerald-100 text-emerald-800" },
  diary_comment: { icon: MessageSquare, tone: "bg-violet-100 text-violet-800" },
  journal_message: { icon: MessagesSquare, tone: "bg-indigo-100 text-indigo-800" },
  file_uploaded: { icon: FileUp, tone: "bg-slate-200 text-slate-700" },
  file_comment: { icon: MessageSquareText, tone: "bg-violet-100 text-violet-800" },
  weather_recorded: { icon: CloudSun, tone: "bg-sky-100 text-sky-800" },
  plant_logged: { icon: Construction, tone: "bg-orange-100 text-orange-800" },
  delivery_received: { icon: Truck, tone: "bg-teal-100 text-teal-800" },
  visitor_signed_in: { icon: UserCheck, tone: "bg-cyan-100 text-cyan-800" },
  waste_removed: { icon: Trash2, tone: "bg-lime-100 text-lime-800" },
  energy_recorded: { icon: Zap, tone: "bg-yellow-100 text-yellow-800" },
  scope3_recorded: { icon: Leaf, tone: "bg-green-100 text-green-800" },
  site_issue_raised: { icon: AlertTriangle, tone: "bg-red-100 text-red-800" },
  site_issue_updated: { icon: CircleCheck, tone: "bg-rose-100 text-rose-800" },
  risk_assessment_saved: { icon: ShieldCheck, tone: "bg-fuchsia-100 text-fuchsia-800" },
};

/** "Today", "Yesterday" or dd/MM/yyyy, in the viewer's own day. */
function dayLabel(key: string, now = new Date()): string {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === formatDate(now)) return "Today";
  if (key === formatDate(yesterday)) return "Yesterday";
  return key;
}

/** The project timeline tab: every event, newest first, by day, with kind filter chips and "Load more". */
export function TimelineTab({ project }: { project: ProjectView }) {
  const [kinds, setKinds] = useState<TimelineGroup[]>([]);
  const timeline = useTimeline(project.slug, kinds);
  const items = useMemo(() => timeline.data?.pages.flatMap((p) => p.items) ?? [], [timeline.data]);
  const days = useMemo(() => {
    const out: { key: string; date: Date; items: TimelineItem[] }[] = [];
    for (const item of items) {
      const date = new Date(item.at);
      const key = formatDate(date);
      const last = out[out.length - 1];
      if (last?.key === key) last.items.push(item);
      else out.push({ key, date, items: [item] });
    }
    return out;
  }, [items]);

  const toggle = (group: TimelineGroup) => setKinds((current) => (current.includes(group) ? current.filter((g) => g !== group) : [...current, group]));

  return (
    <section aria-labelledby="timeline-heading" className="grid gap-4">
      <h2 id="timeline-heading" className="sr-only">
        Timeline
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Show kinds">
        <Chip pressed={kinds.length === 0} onClick={() => setKinds([])}>
          All
        </Chip>
        {TIMELINE_GROUPS.map((g) => (
          <Chip key={g} pressed={kinds.includes(g)} onClick={() => toggle(g)}>
            {TIMELINE_GROUP_LABELS[g]}
          </Chip>
        ))}
      </div>

      {timeline.isPending ? (
        <TimelineSkeleton />
      ) : timeline.isError && items.length === 0 ? (
        <LoadError title="The timeline could not be loaded" error={timeline.error} onRetry={() => timeline.refetch()} className="bg-white" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={kinds.length ? "Nothing of these kinds yet" : "Nothing has happened on this project yet"}
          text={
            kinds.length ? "Choose All to see every kind of event." : "Diary entries, comments, files, weather and budget changes appear here as they happen."
          }
          className="bg-white"
        />
      ) : (
        <ol className="grid gap-6">
          {days.map((day) => (
            <li key={day.key} aria-labelledby={`timeline-day-${day.key.replaceAll("/", "-")}`}>
              <h3 id={`timeline-day-${day.key.replaceAll("/", "-")}`} className="mb-2 flex items-baseline gap-2 text-sm font-semibold text-slate-900">
                {dayLabel(day.key)}
                <span className="font-normal text-slate-500">
                  {weekdayName(day.date)}
                  {dayLabel(day.key) !== day.key && ` ${day.key}`}
                </span>
              </h3>
              <ol className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white">
                {day.items.map((item) => (
                  <TimelineRow key={`${item.kind}:${item.id}`} item={item} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}

      {timeline.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage}>
            {timeline.isFetchingNextPage && <Spinner size="sm" className="text-current" label="Loading" />}
            Load more
          </Button>
        </div>
      )}
      {timeline.isFetchNextPageError && <p className="text-center text-sm text-red-600">More events could not be loaded. Try again.</p>}
    </section>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "h-8 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none",
        pressed ? "border-brand bg-brand text-brand-foreground" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {children}
    </button>
  );
}

function TimelineRow({ item }: { item: TimelineItem }) {
  const { icon: Icon, tone } = KIND_LOOK[item.kind] ?? KIND_LOOK.project_updated;
  return (
    <li className="flex gap-3 p-3 sm:p-4">
      <div className={cn("flex size-9 shrink-0 items-center justify-center rounded-full", tone)}>
        <Icon className="size-4" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <p className="min-w-0 font-medium break-words text-slate-900">
            {item.link ? (
              <Link to={item.link} className="hover:underline">
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </p>
        </div>
        {item.summary && <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600">{item.summary}</p>}
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={item.at}>{formatTime(item.at)}</time>
          {item.actor && <span> · {item.actor.name}</span>}
        </p>
      </div>
    </li>
  );
}

function TimelineSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading the timeline">
      <Skeleton className="h-4 w-32" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
