import { lazy, Suspense, useState, type ReactNode } from "react";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { CloudRain, Pencil, Share2, Trash2, Users } from "lucide-react";
import type { DiaryEntryView } from "@shared/diary/diary-entry";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { userInitials } from "@web/lib/initials";
import { formatNumber, formatTime } from "@web/lib/format";
import { useDeleteDiaryEntry } from "../api/diary-entries";
import { formatDayLong, formatHours } from "../lib/diary-format";
import { restoreNote } from "@web/lib/restore-note";

// The share dialog (Radix dialog) loads when first opened.
const ShareEntryDialog = lazy(() => import("./share-entry-dialog").then((m) => ({ default: m.ShareEntryDialog })));

export type EntryPermissions = PagePermissions;

const dash = (v: string) => v.trim() || "—";

/** One entry of a day: who and when, the work, its labour line, the weather's effect, then its photos. */
export function DiaryEntryCard({
  slug,
  entry,
  permissions,
  onEdit,
  photos,
}: {
  slug: string;
  entry: DiaryEntryView;
  permissions: EntryPermissions;
  onEdit: (id: number) => void;
  photos: ReactNode;
}) {
  const [sharing, setSharing] = useState(false);
  const remove = useDeleteDiaryEntry(slug);
  const l = entry.labour;
  const hasLabour = Boolean(l.company || l.jobRole || l.plant || l.startTime || l.finishTime || l.labour);
  const edited = entry.updatedAt !== entry.createdAt && new Date(entry.updatedAt).getTime() - new Date(entry.createdAt).getTime() > 60_000;

  const onDelete = async () => {
    const ok = await confirm({
      title: "Delete this diary entry?",
      description: `${entry.author}'s entry of ${formatDayLong(entry.date)} leaves the diary for Delete Records. ${restoreNote()}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    // Awaited rather than mutate's per-call callbacks: those are dropped once this card unmounts, and
    // the refreshed diary removes the card (the deleted entry) before they would run.
    try {
      await remove.mutateAsync(entry.id);
      toast({ title: "Entry deleted", description: "The diary entry was moved to Delete Records." });
    } catch (e) {
      toast({ title: "Error", description: errorMessage(e, "Failed to delete diary entry"), variant: "destructive" });
    }
  };

  return (
    <article className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4" aria-label={`Entry by ${entry.author}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/15 text-xs font-semibold text-brand-dark" aria-hidden="true">
            {userInitials(entry.author)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{entry.author}</p>
            <p className="text-xs text-slate-500">
              Logged {formatTime(entry.createdAt)}
              {edited && <> · edited {formatTime(entry.updatedAt)}</>}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-1">
          {permissions.canEdit && (
            <>
              <Button variant="ghost" size="sm" onClick={() => setSharing(true)} aria-label="Share entry">
                <Share2 aria-hidden="true" />
                <span className="hidden sm:inline">Share</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onEdit(entry.id)} aria-label="Edit entry">
                <Pencil aria-hidden="true" />
                <span className="hidden sm:inline">Edit</span>
              </Button>
            </>
          )}
          {canDeleteRecord(permissions, entry.userId) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={onDelete}
              disabled={remove.isPending}
              aria-label="Delete entry"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          )}
        </div>
      </header>

      <p className="text-sm whitespace-pre-wrap text-slate-800">{entry.workSummary}</p>

      {hasLabour && (
        <>
          <div className="hidden overflow-x-auto rounded-md border border-slate-200 md:block">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase">
                <tr>
                  <th className="px-3 py-2">Company</th>
                  <th className="px-3 py-2">Job role</th>
                  <th className="px-3 py-2">Plant</th>
                  <th className="px-3 py-2 whitespace-nowrap">Start–finish</th>
                  <th className="px-3 py-2 text-right">Hours</th>
                  <th className="px-3 py-2">Details</th>
                </tr>
              </thead>
              <tbody>
                <tr className="align-top text-slate-800">
                  <td className="px-3 py-2">{dash(l.company)}</td>
                  <td className="px-3 py-2">{dash(l.jobRole)}</td>
                  <td className="px-3 py-2">{dash(l.plant)}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {l.startTime || l.finishTime ? `${dash(l.startTime)}–${dash(l.finishTime)}` : "—"}
                  </td>
                  <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">{formatNumber(l.hours, 1)}</td>
                  <td className="px-3 py-2">{dash(l.labour)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-md bg-slate-50 p-3 text-sm md:hidden">
            <Fact label="Company" value={dash(l.company)} />
            <Fact label="Job role" value={dash(l.jobRole)} />
            <Fact label="Start–finish" value={l.startTime || l.finishTime ? `${dash(l.startTime)}–${dash(l.finishTime)}` : "—"} />
            <Fact label="Hours" value={formatHours(l.hours)} />
            <Fact label="Plant" value={dash(l.plant)} wide />
            <Fact label="Details" value={dash(l.labour)} wide />
          </dl>
        </>
      )}

      {entry.weatherImpact && (
        <p className="flex gap-2 rounded-md bg-sky-50 p-2.5 text-sm text-sky-900">
          <CloudRain className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">Weather impact: </span>
            <span className="whitespace-pre-wrap">{entry.weatherImpact}</span>
          </span>
        </p>
      )}

      {entry.sharedWith.length > 0 && (
        <p className="flex items-center gap-1.5 text-xs text-slate-500">
          <Users className="size-3.5" aria-hidden="true" />
          Shared with {entry.sharedWith.length} {entry.sharedWith.length === 1 ? "person" : "people"}
        </p>
      )}

      {photos}
      {sharing && (
        <Suspense fallback={null}>
          <ShareEntryDialog slug={slug} entry={entry} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </article>
  );
}

function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{value}</dd>
    </div>
  );
}
