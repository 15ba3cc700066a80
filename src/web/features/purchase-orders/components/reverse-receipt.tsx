import { useState } from "react";
import { Undo2 } from "lucide-react";
import type { Receipt } from "@shared/purchase-orders/goods-receipt";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDateTime } from "@web/lib/format";
import { useReverseReceipt } from "../api/goods-receipts";

/** A reversed receipt's line: when, by whom and why (decision 0050). */
export function ReversedNote({ receipt }: { receipt: Receipt }) {
  if (!receipt.reversal) return null;
  return (
    <p className="rounded-md bg-amber-50 p-2 break-words text-amber-900">
      Reversed {formatDateTime(receipt.reversal.at)}
      {receipt.reversal.by ? ` by ${receipt.reversal.by}` : ""}: {receipt.reversal.reason}
    </p>
  );
}

/** Reverse receipt: asks for the reason, then takes the receipt's quantities, diary delivery and carbon back off the order. */
export function ReverseReceipt({ orderId, receipt }: { orderId: number; receipt: Receipt }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const reverse = useReverseReceipt(orderId, (grnNumber) => {
    toast({ title: "Success", description: `Receipt reversed: ${grnNumber}` });
    setOpen(false);
  });
  const submit = () => {
    setError(undefined);
    reverse.mutate({ grnNumber: receipt.grnNumber, reason }, { onError: (e) => setError(errorText(e, "The receipt could not be reversed")) });
  };
  return (
    <>
      <Button variant="outline" size="sm" className="justify-self-start border-red-300 text-red-700" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        Reverse receipt
      </Button>
      {open && (
        <Dialog open onOpenChange={(o) => !o && setOpen(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Reverse receipt {receipt.grnNumber}?</DialogTitle>
              <DialogDescription>
                Its quantities come off the order's lines, and its diary delivery and carbon are removed. The receipt stays on record as reversed.
              </DialogDescription>
            </DialogHeader>
            <FormField label="Reason" htmlFor={`reverse-reason-${receipt.grnNumber}`} required error={error}>
              <Textarea rows={3} value={reason} onChange={(e) => (setReason(e.target.value), setError(undefined))} maxLength={1000} />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={reverse.isPending}>
                Back
              </Button>
              <Button variant="outline" className="border-red-300 text-red-700" onClick={submit} disabled={reverse.isPending}>
                {reverse.isPending ? "Reversing..." : "Reverse receipt"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
