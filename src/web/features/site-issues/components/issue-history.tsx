import { useState } from "react";
import { MessageSquarePlus } from "lucide-react";
import { statusLabel, type SiteIssueDetail } from "@shared/site-issues/site-issue";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useAddIssueNote } from "../api/site-issues";

const what = (from: string | null, to: string | null) => {
  if (!to) return "Update";
  if (to === "open") return "Reopened";
  if (to === "in_progress") return "Work started";
  return `${statusLabel(from)} → ${statusLabel(to)}`;
};

/** The issue's history, newest first, closing with when it was raised; a note can be added when allowed. */
export function IssueHistory({ slug, issue, canEdit }: { slug: string; issue: SiteIssueDetail; canEdit: boolean }) {
  const add = useAddIssueNote(slug, issue.id);
  const [note, setNote] = useState("");
  const send = () =>
    add.mutate(note.trim(), {
      onSuccess: () => {
        setNote("");
        toast({ title: "Success", description: "Note added" });
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to add the note"), variant: "destructive" }),
    });

  return (
    <section aria-labelledby="issue-history-title" className="grid gap-3">
      <h2 id="issue-history-title" className="text-base font-semibold text-slate-900">
        History
      </h2>
      {canEdit && (
        <div className="grid gap-2">
          <Textarea
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={2000}
            placeholder="Add a progress note"
            aria-label="Progress note"
          />
          <Button variant="outline" size="sm" className="justify-self-end" onClick={send} disabled={!note.trim() || add.isPending}>
            <MessageSquarePlus aria-hidden="true" />
            {add.isPending ? "Saving..." : "Add note"}
          </Button>
        </div>
      )}
      <ol className="relative grid gap-4 border-l border-slate-200 pl-4">
        {issue.updates.map((u) => (
          <li key={u.id} className="relative">
            <span className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand ring-2 ring-white" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-900">{what(u.fromStatus, u.toStatus)}</p>
            {u.note && <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">{u.note}</p>}
            <p className="mt-0.5 text-xs text-slate-500">
              {u.user?.name ?? "Someone"} · {formatDateTime(u.createdAt)}
            </p>
          </li>
        ))}
        <li className="relative">
          <span className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-slate-400 ring-2 ring-white" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-900">Raised</p>
          <p className="mt-0.5 text-xs text-slate-500">
            {issue.reportedBy ?? "Someone"} · {formatDateTime(issue.createdAt)}
          </p>
        </li>
      </ol>
    </section>
  );
}
