import { useState } from "react";
import { RESULT_SOURCE_LABELS, REJECT_NEEDS_NOTE, type InductionResultView } from "@shared/workforce/inductions";
import { SignatureView } from "@web/components/forms/signature-pad";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/format";
import { useReviewResult } from "../../api/inductions";
import { ResultStateBadge, scoreText } from "./result-state-badge";

/**
 * A site manager's review of a passed induction (decision 0068): the score, which attempt, the name
 * signed and the signature as drawn; approve, or reject saying why.
 */
export function ReviewDialog({ result: r, onClose }: { result: InductionResultView; onClose: () => void }) {
  const [note, setNote] = useState(r.reviewNote ?? "");
  const [error, setError] = useState<string | undefined>();
  const review = useReviewResult();
  const decide = (decision: "approved" | "rejected") => {
    if (decision === "rejected" && !note.trim()) return setError(REJECT_NEEDS_NOTE);
    setError(undefined);
    review.mutate(
      { id: r.id, decision, note },
      {
        onSuccess: () => {
          toast({ title: "Success", description: `Induction of ${r.workerName} ${decision}` });
          onClose();
        },
        onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to save the review"), variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Review induction</DialogTitle>
          <DialogDescription>
            {r.workerName}
            {r.employer ? ` (${r.employer})` : ""}: {r.contractName ?? "company induction"}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Result</dt>
          <dd>
            <ResultStateBadge state={r.state} />
          </dd>
          <dt className="text-slate-500">Score</dt>
          <dd>{scoreText(r)}</dd>
          <dt className="text-slate-500">Attempt</dt>
          <dd>{r.attempt}</dd>
          <dt className="text-slate-500">How</dt>
          <dd>{RESULT_SOURCE_LABELS[r.source]}</dd>
          <dt className="text-slate-500">Taken</dt>
          <dd>{formatDateTime(r.completedAt)}</dd>
          {r.validUntil && (
            <>
              <dt className="text-slate-500">Valid until</dt>
              <dd>{formatDate(r.validUntil)}</dd>
            </>
          )}
          <dt className="text-slate-500">Signed as</dt>
          <dd>{r.signedName ?? "Not signed (briefed in person)"}</dd>
        </dl>
        {r.signature && <SignatureView path={r.signature} name={r.signedName ?? r.workerName} className="w-full max-w-xs rounded border border-slate-200" />}
        {r.reviewedBy && (
          <p className="text-sm text-slate-600">
            {r.reviewStatus === "approved" ? "Approved" : "Rejected"} by {r.reviewedBy}
            {r.reviewedAt ? ` on ${formatDate(r.reviewedAt)}` : ""}.
          </p>
        )}
        <FormField label="Note" htmlFor="review-note" error={error} hint="Needed to reject: say why.">
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => decide("rejected")} disabled={review.isPending}>
            Reject
          </Button>
          <Button onClick={() => decide("approved")} disabled={review.isPending}>
            Approve
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
