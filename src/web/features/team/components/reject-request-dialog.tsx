import { useEffect, useState } from "react";
import { UserX } from "lucide-react";
import type { TeamUser } from "@shared/identity/users";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useRejectAccessRequest } from "../api/reject-access-request";

/** Confirms a rejection, with an optional reason that goes into the polite email. */
export function RejectRequestDialog({ request, onClose }: { request: TeamUser | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const reject = useRejectAccessRequest();
  useEffect(() => setReason(""), [request]);
  const tooLong = reason.length > 1000;

  const submit = () => {
    if (!request || tooLong) return;
    reject.mutate(
      { id: request.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: "Request rejected", description: `${request.name} has been told by email.` });
          onClose();
        },
        onError: (error) => toast({ title: "Request not rejected", description: errorText(error, "Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !reject.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <div className="flex items-start gap-4">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
            <UserX className="size-5" aria-hidden="true" />
          </div>
          <DialogHeader>
            <DialogTitle>Reject {request?.name}'s request?</DialogTitle>
            <DialogDescription>They will get a polite email saying access was not given. They can ask again later.</DialogDescription>
          </DialogHeader>
        </div>
        <FormField
          label="Reason (optional)"
          htmlFor="reject-reason"
          hint="Included in the email."
          error={tooLong ? "Reason must be less than 1000 characters" : undefined}
        >
          <Textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="For example: please ask your site manager to request access for you."
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={submit} disabled={reject.isPending || tooLong}>
            {reject.isPending && <Spinner size="sm" className="text-current" label="Rejecting" />}
            Reject request
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
