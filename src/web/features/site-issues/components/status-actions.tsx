import { useState } from "react";
import { CheckCircle2, Lock, Play, RotateCcw } from "lucide-react";
import type { IssueStatus, SiteIssueDetail } from "@shared/site-issues/site-issue";
import { allowedNextStatuses, missingNote } from "@shared/site-issues/workflow";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useChangeStatus } from "../api/site-issues";

const STEPS: Record<IssueStatus, { label: string; icon: typeof Play; title: string; noteLabel: string; done: string }> = {
  in_progress: { label: "Start work", icon: Play, title: "Start work on this issue", noteLabel: "Note (optional)", done: "Work started" },
  resolved: { label: "Resolve", icon: CheckCircle2, title: "Resolve this issue", noteLabel: "Resolution notes", done: "Issue resolved" },
  closed: { label: "Close", icon: Lock, title: "Close this issue", noteLabel: "Note (optional)", done: "Issue closed" },
  open: { label: "Reopen", icon: RotateCcw, title: "Reopen this issue", noteLabel: "Reason for reopening", done: "Issue reopened" },
};

/** The workflow's buttons: only the steps decision 0010 allows from the current status. */
export function StatusActions({ slug, issue }: { slug: string; issue: SiteIssueDetail }) {
  const change = useChangeStatus(slug, issue.id);
  const [target, setTarget] = useState<IssueStatus | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const next = allowedNextStatuses(issue.status);
  const step = target ? STEPS[target] : null;
  const needed = target ? missingNote(issue.status, target, null) !== null : false;

  const open = (s: IssueStatus) => {
    setTarget(s);
    setNote("");
    setError(undefined);
  };
  const confirm = () => {
    if (!target) return;
    const missing = missingNote(issue.status, target, note.trim() || null);
    if (missing) return setError(missing);
    change.mutate(
      { status: target, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: "Success", description: STEPS[target].done });
          setTarget(null);
        },
        onError: (e) => setError(errorText(e, "The status could not be changed")),
      },
    );
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {next.map((s) => {
          const { label, icon: Icon } = STEPS[s];
          return (
            <Button key={s} variant={s === "open" ? "outline" : "default"} onClick={() => open(s)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
      <Dialog open={target !== null} onOpenChange={(o) => !o && setTarget(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{step?.title}</DialogTitle>
            <DialogDescription>
              #{issue.id} {issue.issueTypeLabel}: {issue.issueDescription.slice(0, 120)}
            </DialogDescription>
          </DialogHeader>
          <FormField label={step?.noteLabel ?? "Note"} htmlFor="status-note" error={error} required={needed}>
            <Textarea rows={4} value={note} onChange={(e) => (setNote(e.target.value), setError(undefined))} maxLength={2000} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setTarget(null)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={change.isPending}>
              {change.isPending ? "Saving..." : step?.label}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
