import { useState } from "react";
import { REJECTION_REASON_MESSAGE } from "@shared/material-requests/material-request";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";

/** The reason a request is rejected (required, ≤1000: data-model.md §5 rejectionReason). */
export function RejectRequestDialog({
  requestId,
  pending,
  onReject,
  onClose,
}: {
  requestId: number | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(REJECTION_REASON_MESSAGE);
    if (text.length > 1000) return setError("Rejection reason must be 1000 characters or fewer");
    onReject(text);
  };
  return (
    <Dialog
      open={requestId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          setError(undefined);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject material request #{requestId}</DialogTitle>
          <DialogDescription>The person who raised it sees the reason.</DialogDescription>
        </DialogHeader>
        <FormField label="Reason" htmlFor="mr-reject-reason" error={error} required>
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={submit} disabled={pending}>
            {pending ? "Rejecting..." : "Reject request"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
