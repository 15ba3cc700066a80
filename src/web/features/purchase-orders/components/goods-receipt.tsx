import { useState, type ReactNode } from "react";
import { Link } from "@web/lib/router";
import { PackageCheck, Truck } from "lucide-react";
import { formatMoneyText, quantityOf, quantityText } from "@shared/common/money";
import { formatMeasure, formatPercent } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { receiptStatus } from "@shared/rules/purchase-order-status";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useReceipts, useReceiveGoods, useUploadReceiptPhoto } from "../api/goods-receipts";
import { deliveryStatusText } from "../lib/po-format";
import { ReceiptPhoto, ReceiptPhotoField } from "./receipt-photo";
import { ReverseReceipt, ReversedNote } from "./reverse-receipt";

/** "12.000" → "12", exact as stored and plain, for a quantity box to hold (the server reads no separators). */

type Props = {
  order: PoDetail;
  canReceive: boolean;
  /** Contracts view: the photo of a note is one of the contract's files. */
  canViewFiles: boolean;
  userName: string;
};

/** Goods receipt on the order page (decision 0034): the Receive goods form and the order's GRNs. */
export function GoodsReceipt({ order, canReceive, canViewFiles, userName }: Props) {
  const receipts = useReceipts(order.id);
  const [open, setOpen] = useState(false);
  const receivable = receiptStatus(order.status, false) !== null;
  if (!receivable && !receipts.data?.items.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Deliveries received</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <Figure label="Delivery" testId="po-delivery" className="col-span-2">
            {deliveryStatusText(order.deliveryStatus)} · {formatPercent(order.deliveryPercentage)} of the order&apos;s value
          </Figure>
          <Figure label="Delivered (incl. VAT)" testId="po-delivered">
            {formatMoneyText(order.deliveredValue)}
          </Figure>
          <Figure label="Remaining (incl. VAT)" testId="po-remaining">
            {formatMoneyText(order.remainingValue)}
          </Figure>
        </dl>
        {receivable && canReceive && (
          <Button className="w-full sm:w-auto sm:justify-self-start" onClick={() => setOpen(true)}>
            <PackageCheck aria-hidden="true" />
            Receive goods
          </Button>
        )}
        {receipts.data?.items.length ? (
          <ul className="divide-y divide-slate-100" aria-label="Goods received notes">
            {receipts.data.items.map((r) => (
              <li key={r.grnNumber} className="grid gap-1 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">{r.grnNumber}</span>
                  <span className="text-slate-500">{formatDate(r.deliveryDate)}</span>
                </div>
                <p className="text-slate-600">
                  {r.noteNumber ? `Note ${r.noteNumber}` : "No delivery note"} · received by {r.receivedBy}{" "}
                  {r.qualityPassed ? <Badge variant="success">Quality passed</Badge> : <Badge variant="destructive">Quality failed</Badge>}
                </p>
                {r.qualityNotes && <p className="break-words text-slate-700">{r.qualityNotes}</p>}
                <ul className="text-slate-700">
                  {r.lines.map((l) => (
                    <li key={l.lineId} className="break-words">
                      {l.lineNumber}. {l.description}: {formatMeasure(l.quantityDelivered)} of {formatMeasure(l.quantityOrdered)}
                      {l.unit ? ` ${l.unit}` : ""}
                    </li>
                  ))}
                </ul>
                <ReceiptPhoto receipt={r} canView={canViewFiles} />
                <ReversedNote receipt={r} />
                {r.deliveryId && r.projectSlug && (
                  <Link className="inline-flex items-center gap-1 font-medium text-blue-700 underline" to={`/projects/${r.projectSlug}?tab=deliveries`}>
                    <Truck className="size-4" aria-hidden="true" />
                    Diary delivery
                  </Link>
                )}
                {!r.reversal && canReceive && <ReverseReceipt orderId={order.id} receipt={r} />}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Nothing received yet.</p>
        )}
      </CardContent>
      {open && <ReceiveDialog order={order} userName={userName} onClose={() => setOpen(false)} />}
    </Card>
  );
}

/** Phone-first: one column, each line with ordered / received so far / remaining and its quantity box. */
function ReceiveDialog({ order, userName, onClose }: { order: PoDetail; userName: string; onClose: () => void }) {
  const receive = useReceiveGoods(order.id);
  const upload = useUploadReceiptPhoto(order.projectSlug ?? "");
  const open = order.lines.filter((l) => quantityOf(l.quantityRemaining) > 0n);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [date, setDate] = useState(ukToday);
  const [note, setNote] = useState("");
  const [receivedBy, setReceivedBy] = useState(userName);
  const [passed, setPassed] = useState(true);
  const [qualityNotes, setQualityNotes] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [photo, setPhoto] = useState<File | null>(null);
  // The photo once it is in the contract's files: a receipt refused (say, a quantity) and sent again reuses it.
  const [uploaded, setUploaded] = useState<{ file: File; id: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = receive.isPending || upload.isPending;

  /** The photo goes up first (to the contract's files), then the receipt names it. */
  const photoId = async (): Promise<number | null | "failed"> => {
    if (!photo) return null;
    if (uploaded?.file === photo) return uploaded.id;
    setProgress(0);
    try {
      const description = `Delivery note${note.trim() ? ` ${note.trim()}` : ""} for ${order.poNumber}`.slice(0, 500);
      const saved = await upload.mutateAsync({ file: photo, description, onProgress: setProgress });
      setUploaded({ file: photo, id: saved.id });
      return saved.id;
    } catch (e) {
      setError(errorText(e, "The photo could not be uploaded"));
      return "failed";
    } finally {
      setProgress(null);
    }
  };

  const submit = async () => {
    const lines = open.filter((l) => (quantities[l.id] ?? "").trim() !== "").map((l) => ({ lineId: l.id, quantity: quantities[l.id].trim() }));
    setError(undefined);
    const photoFileId = await photoId();
    if (photoFileId === "failed") return;
    receive.mutate(
      { deliveryDate: date, deliveryNoteNumber: note, receivedBy, qualityPassed: passed, qualityNotes, photoFileId, lines },
      {
        onSuccess: (res) => {
          toast({ title: "Success", description: `Goods received: ${res.receipt.grnNumber}` });
          onClose();
        },
        onError: (e) => setError(errorText(e, "The goods could not be received")),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Receive goods: {order.poNumber}</DialogTitle>
          <DialogDescription>{order.supplier}. Enter what arrived on each line; leave a line empty if none of it came.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {open.map((l) => (
            <div key={l.id} className="grid gap-1 rounded-md border border-slate-200 p-2">
              <p className="text-sm font-medium break-words text-slate-900">
                {l.lineNumber}. {l.description}
              </p>
              <p className="text-xs text-slate-600 tabular-nums">
                Ordered {formatMeasure(l.quantity)} · received {formatMeasure(l.quantityDelivered)} · remaining {formatMeasure(l.quantityRemaining)}{" "}
                {l.unit ?? ""}
              </p>
              <div className="flex items-end gap-2">
                <FormField className="min-w-0 flex-1" label={`Quantity received${l.unit ? ` (${l.unit})` : ""}`} htmlFor={`receive-line-${l.id}`}>
                  <Input
                    inputMode="decimal"
                    value={quantities[l.id] ?? ""}
                    onChange={(e) => (setQuantities({ ...quantities, [l.id]: e.target.value }), setError(undefined))}
                  />
                </FormField>
                <Button type="button" variant="outline" onClick={() => setQuantities({ ...quantities, [l.id]: quantityText(l.quantityRemaining) })}>
                  All
                </Button>
              </div>
            </div>
          ))}
          <FormField label="Delivery date" htmlFor="receive-date" required>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="Delivery note number" htmlFor="receive-note">
            <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={100} />
          </FormField>
          <FormField label="Received by" htmlFor="receive-by" required>
            <Input value={receivedBy} onChange={(e) => setReceivedBy(e.target.value)} maxLength={200} />
          </FormField>
          <label className="flex items-center gap-2 text-sm text-slate-900">
            <input type="checkbox" className="size-5" checked={passed} onChange={(e) => setPassed(e.target.checked)} />
            Quality check passed
          </label>
          <FormField label="Quality notes" htmlFor="receive-quality-notes">
            <Textarea rows={2} value={qualityNotes} onChange={(e) => setQualityNotes(e.target.value)} maxLength={2000} />
          </FormField>
          {/* An order with no live contract has no files to keep the photo in. */}
          {order.projectSlug && <ReceiptPhotoField file={photo} onChange={(f) => (setPhoto(f), setError(undefined))} progress={progress} disabled={busy} />}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button onClick={submit} disabled={busy}>
            {upload.isPending ? "Uploading photo..." : receive.isPending ? "Saving..." : "Receive goods"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One of the order's delivery figures: its words over the figure, which the order journeys read by its test id. */
function Figure({ label, testId, className, children }: { label: string; testId: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
