import { useState } from "react";
import { useForm } from "react-hook-form";
import { FileCheck2, Pencil, Trash2 } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import { ukToday } from "@shared/common/uk-dates";
import { invoiceInputSchema, type InvoiceFormValues, type InvoiceInput } from "@shared/purchase-orders/po-invoice";
import type { PoDetail } from "@shared/purchase-orders/purchase-order";
import { compareInvoice, invoiceRefusal } from "@shared/rules/purchase-order-invoice";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { useClearInvoice, useRecordInvoice } from "../api/po-paperwork";
import { schemaResolver } from "@web/lib/schema-form";
import { showServerErrors } from "@web/lib/server-field-errors";

const TONE = { over: "bg-amber-50 text-amber-900", under: "bg-sky-50 text-sky-900", matches: "bg-emerald-50 text-emerald-900" } as const;

/**
 * The supplier's invoice on the order (decision 0042): recorded once the order has been sent, and
 * compared, both including VAT, with the value of the goods received so far.
 */
export function PoInvoice({ order, canEdit }: { order: PoDetail; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const clear = useClearInvoice(order.id);
  const allowed = invoiceRefusal(order.status) === null;
  if (!order.invoice && !allowed) return null;
  const comparison = order.invoice ? compareInvoice(order.invoice.amount, order.deliveredValue) : null;

  const remove = async () => {
    const ok = await confirm({
      title: "Remove the invoice?",
      description: `Invoice ${order.invoice?.number ?? ""} comes off ${order.poNumber}. The order's history keeps a note of it.`,
      confirmText: "Remove",
      variant: "destructive",
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: "Success", description: "Invoice removed" }),
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to remove the invoice"), variant: "destructive" }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoice</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {order.invoice && comparison ? (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-xs text-slate-500">Invoice number</dt>
                <dd className="font-medium break-words text-slate-900">{order.invoice.number}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Invoice date</dt>
                <dd className="text-slate-900">{formatDate(order.invoice.date)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Amount (inc. VAT)</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatMoneyText(order.invoice.amount)}</dd>
              </div>
            </dl>
            <p className={cn("rounded-md p-2 font-medium", TONE[comparison.state])} data-testid="invoice-comparison">
              {comparison.text}
            </p>
          </>
        ) : (
          <p className="text-slate-500">No invoice recorded yet. Record the supplier&apos;s invoice to check it against what has been delivered.</p>
        )}
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            {allowed && (
              <Button variant={order.invoice ? "outline" : "default"} onClick={() => setEditing(true)}>
                {order.invoice ? <Pencil aria-hidden="true" /> : <FileCheck2 aria-hidden="true" />}
                {order.invoice ? "Change invoice" : "Record invoice"}
              </Button>
            )}
            {order.invoice && (
              <Button variant="ghost" onClick={remove} disabled={clear.isPending}>
                <Trash2 aria-hidden="true" />
                Remove invoice
              </Button>
            )}
          </div>
        )}
      </CardContent>
      {editing && <InvoiceDialog order={order} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function InvoiceDialog({ order, onClose }: { order: PoDetail; onClose: () => void }) {
  const record = useRecordInvoice(order.id);
  const form = useForm<InvoiceFormValues, unknown, InvoiceInput>({
    resolver: schemaResolver(invoiceInputSchema),
    defaultValues: order.invoice
      ? { invoiceNumber: order.invoice.number, invoiceDate: order.invoice.date, invoiceAmount: order.invoice.amount }
      : { invoiceNumber: "", invoiceDate: ukToday(), invoiceAmount: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    record.mutate(
      { invoiceNumber: values.invoiceNumber, invoiceDate: values.invoiceDate, invoiceAmount: values.invoiceAmount },
      {
        onSuccess: () => {
          toast({ title: "Success", description: order.invoice ? "Invoice changed" : "Invoice recorded" });
          onClose();
        },
        onError: (e) => {
          showServerErrors(form.setError, e);
          toast({ title: "Error", description: errorText(e, "Failed to record the invoice"), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{order.invoice ? "Change invoice" : "Record invoice"}</DialogTitle>
          <DialogDescription>
            {order.supplier}&apos;s invoice for {order.poNumber}: the amount including VAT, as the invoice shows it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Invoice" className="grid gap-4">
          <FormField label="Invoice number" htmlFor="invoice-number" error={errors.invoiceNumber?.message} required>
            <Input autoComplete="off" {...form.register("invoiceNumber")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Invoice date" htmlFor="invoice-date" error={errors.invoiceDate?.message} required>
              <Input type="date" max={ukToday()} {...form.register("invoiceDate")} />
            </FormField>
            <FormField label="Amount inc. VAT (£)" htmlFor="invoice-amount" error={errors.invoiceAmount?.message} required>
              <Input inputMode="decimal" placeholder="0.00" {...form.register("invoiceAmount")} />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? "Saving..." : "Save invoice"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
