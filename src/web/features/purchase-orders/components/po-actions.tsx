import { useState } from "react";
import { Ban, CheckCircle2, FileDown, Send, ShieldCheck, XCircle } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import type { ApprovalBand } from "@shared/rules/purchase-order-status";
import { PO_ACTION_LABELS, availableActions, type PoAction, type Viewer } from "@shared/rules/purchase-order-status";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { RESEND_REASON_MESSAGE } from "@shared/purchase-orders/purchase-order";
import { useDownloadPoPdf, usePoStep, type StepInput } from "../api/purchase-orders";

const ICON: Record<PoAction, typeof Send> = { submit: ShieldCheck, approve: CheckCircle2, reject: XCircle, order: Send, cancel: Ban };
const DONE: Record<PoAction, string> = {
  submit: "Submitted for approval",
  approve: "Order approved",
  reject: "Order rejected and returned to draft",
  order: "Order sent to the supplier",
  cancel: "Order cancelled",
};
const NOTE_LABEL: Partial<Record<PoAction, string>> = { approve: "Note (optional)", reject: "Reason for rejecting", cancel: "Reason (optional)" };

/** Download PDF, then the status buttons: only the steps the shared rule allows this person from this status (the server refuses the rest). */
export function PoActions({ order, viewer, bands }: { order: PoDetail; viewer: Viewer; bands: readonly ApprovalBand[] }) {
  const step = usePoStep(order.id);
  const pdf = useDownloadPoPdf();
  const [asking, setAsking] = useState<PoAction | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const actions = availableActions(order, viewer, bands);
  const resend = order.sentAt !== null;
  const download = () =>
    pdf.mutate(order, { onError: (e) => toast({ title: "Error", description: errorText(e, "The PDF could not be prepared"), variant: "destructive" }) });

  const run = (action: PoAction, text: string) => {
    const input: StepInput =
      action === "reject" || action === "order"
        ? { action, reason: text }
        : action === "approve" || action === "cancel"
          ? { action, note: text || undefined }
          : { action };
    step.mutate(input, {
      onSuccess: () => {
        toast({ title: "Success", description: DONE[action] });
        setAsking(null);
      },
      onError: (e) => {
        const message = errorText(e, "The order could not be changed");
        if (asking) setError(message);
        else toast({ title: "Error", description: message, variant: "destructive" });
      },
    });
  };
  const press = (action: PoAction) => {
    if (NOTE_LABEL[action] || action === "order") {
      setAsking(action);
      setNote("");
      setError(undefined);
    } else run(action, "");
  };
  const confirmStep = () => {
    if (!asking) return;
    if (asking === "reject" && !note.trim()) return setError("A reason is required to reject an order");
    // Sent before: the server wants a reason to send it again (decision 0057).
    if (asking === "order" && resend && !note.trim()) return setError(RESEND_REASON_MESSAGE);
    run(asking, asking === "order" && !resend ? "" : note.trim());
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download} disabled={pdf.isPending}>
          <FileDown aria-hidden="true" />
          {pdf.isPending ? "Preparing PDF..." : "Download PDF"}
        </Button>
        {actions.map((a) => {
          const Icon = ICON[a];
          return (
            <Button key={a} variant={a === "cancel" || a === "reject" ? "outline" : "default"} onClick={() => press(a)} disabled={step.isPending}>
              <Icon aria-hidden="true" />
              {PO_ACTION_LABELS[a]}
            </Button>
          );
        })}
      </div>
      <Dialog open={asking !== null} onOpenChange={(o) => !o && setAsking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{asking ? `${PO_ACTION_LABELS[asking]}: ${order.poNumber}` : ""}</DialogTitle>
            <DialogDescription>
              {order.supplier}, {formatMoneyText(order.totalAmount)} including VAT
            </DialogDescription>
          </DialogHeader>
          {asking === "order" ? (
            <div className="space-y-1 text-sm text-slate-700">
              <p data-testid="po-send-recipient">
                The order's PDF will be emailed to <span className="font-medium break-all">{order.supplierEmail ?? "the email on the supplier's record"}</span>.
              </p>
              {order.sentAt && (
                <p className="text-slate-500">
                  It was last sent to {order.sentTo} on {formatDateTime(order.sentAt)}.
                </p>
              )}
              {resend ? (
                <FormField label="Reason for sending again" htmlFor="po-step-note" error={error} required>
                  <Textarea rows={3} value={note} onChange={(e) => (setNote(e.target.value), setError(undefined))} maxLength={1000} />
                </FormField>
              ) : (
                error && (
                  <p role="alert" className="text-red-700">
                    {error}
                  </p>
                )
              )}
            </div>
          ) : (
            <FormField label={asking ? (NOTE_LABEL[asking] ?? "Note") : "Note"} htmlFor="po-step-note" error={error} required={asking === "reject"}>
              <Textarea rows={3} value={note} onChange={(e) => (setNote(e.target.value), setError(undefined))} maxLength={1000} />
            </FormField>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(null)} disabled={step.isPending}>
              Back
            </Button>
            <Button variant={asking === "reject" || asking === "cancel" ? "destructive" : "default"} onClick={confirmStep} disabled={step.isPending}>
              {step.isPending ? "Saving..." : asking ? PO_ACTION_LABELS[asking] : ""}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
