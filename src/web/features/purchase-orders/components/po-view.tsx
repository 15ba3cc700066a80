import { Link } from "@web/lib/router";
import { Pencil } from "lucide-react";
import { formatMoneyText, parsePence, quantityOf } from "@shared/common/money";
import { formatMeasure, formatPercent } from "@shared/common/numbers";
import { poCategoryLabel, type PoDetail } from "@shared/purchase-orders/purchase-order";
import { DELETABLE_STATUSES, EDITABLE_STATUSES, poStatusLabel, type ApprovalBand, type PoStatus, type Viewer } from "@shared/rules/purchase-order-status";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/format";
import { restoreNote } from "@web/lib/restore-note";
import { useDeletePurchaseOrder } from "../api/purchase-orders";
import { EVENT_TEXT, deliveryStatusText, poLinks } from "../lib/po-format";
import { GoodsReceipt } from "./goods-receipt";
import { PoCarbon } from "./po-carbon";
import { PoInvoice } from "./po-invoice";
import { PoQuotes } from "./po-quotes";
import { PoActions } from "./po-actions";
import { StatusBadge } from "./po-list";

type Props = {
  order: PoDetail;
  viewer: Viewer & { canDelete: boolean; canReceive: boolean; canViewFiles: boolean; name: string };
  bands: readonly ApprovalBand[];
  onDeleted: () => void;
};

/** One order: its status steps, approval, lines with exact totals, and its history. */
export function PoView({ order, viewer, bands, onDeleted }: Props) {
  // Once goods have come, each line says how much of it has.
  const received = order.lines.some((l) => quantityOf(l.quantityDelivered) > 0n);
  const del = useDeletePurchaseOrder();
  const status = order.status as PoStatus;
  const remove = async () => {
    const ok = await confirm({
      title: `Delete ${order.poNumber}?`,
      // Restore brings a record back onto its contract: a company order (no contract) cannot come back.
      description: order.projectId ? `It goes to Delete Records. ${restoreNote()}` : "It goes to Delete Records.",
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    del.mutate(order.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${order.poNumber} deleted` });
        onDeleted();
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to delete the purchase order"), variant: "destructive" }),
    });
  };

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-4 sm:pt-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={order.status} />
                <span className="text-sm text-slate-600">{poCategoryLabel(order.poCategory)}</span>
              </div>
              <p className="mt-1 text-lg font-semibold break-words text-slate-900">{order.supplier}</p>
              <p className="text-sm text-slate-600">{order.projectName ?? "Company order (no contract)"}</p>
              {order.materialRequestId !== null && (
                <p className="text-sm">
                  <Link to={poLinks.request(order.materialRequestId)} className="font-medium text-brand underline-offset-2 hover:underline">
                    From material request #{order.materialRequestId}
                  </Link>
                </p>
              )}
            </div>
            <div className="sm:text-right">
              <p className="text-xs text-slate-500">Total including VAT</p>
              <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="po-total">
                {formatMoneyText(order.totalAmount)}
              </p>
            </div>
          </div>
          <PoActions order={order} viewer={viewer} bands={bands} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Fact label="Ordered by" value={order.orderedBy} />
            <Fact label="Raised by" value={order.createdByName ?? "Unknown"} />
            <Fact label="Required by" value={order.requiredDate ? formatDate(order.requiredDate) : "Not set"} />
            {order.orderedDate && <Fact label="Ordered on" value={formatDate(order.orderedDate)} />}
            {order.supplierContact && <Fact label="Supplier contact" value={order.supplierContact} />}
            {order.supplierEmail && <Fact label="Supplier email" value={order.supplierEmail} />}
            {order.supplierPhone && <Fact label="Supplier phone" value={order.supplierPhone} />}
            {order.supplierAddress && <Fact label="Supplier address" value={order.supplierAddress} />}
            {order.deliveryAddress && <Fact label="Deliver to" value={order.deliveryAddress} />}
            {order.transportCategory && <Fact label="Transport" value={order.transportCategory} />}
            {order.transportDistance && <Fact label="Transport distance" value={`${formatMeasure(order.transportDistance)} km`} />}
            {order.transportWeight && <Fact label="Transport load" value={`${formatMeasure(order.transportWeight)} t`} />}
          </dl>
          {order.terms && (
            <div className="text-sm">
              <p className="text-xs text-slate-500">Terms</p>
              <p className="break-words whitespace-pre-line text-slate-900">{order.terms}</p>
            </div>
          )}
          {(EDITABLE_STATUSES.includes(status) || DELETABLE_STATUSES.includes(status)) && (viewer.canEdit || viewer.canDelete) && (
            <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
              {viewer.canEdit && EDITABLE_STATUSES.includes(status) && (
                <Button asChild variant="outline">
                  <Link to={poLinks.edit(order.id)}>
                    <Pencil aria-hidden="true" />
                    {status === "draft" ? "Edit draft" : "Edit order"}
                  </Link>
                </Button>
              )}
              {viewer.canDelete && DELETABLE_STATUSES.includes(status) && <DeleteButton variant="destructive" onClick={remove} disabled={del.isPending} />}
            </div>
          )}
        </CardContent>
      </Card>

      <ApprovalPanel order={order} bands={bands} />

      <Card>
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ul className="divide-y divide-slate-100">
            {order.lines.map((l) => (
              <li key={l.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[minmax(0,1fr)_14rem_8rem] sm:items-baseline">
                <span className="col-span-2 text-sm font-medium break-words text-slate-900 sm:col-span-1">
                  {l.lineNumber}. {l.description}
                  {l.costCode && (
                    <span className="block text-xs font-normal text-slate-500" data-testid={`po-line-cost-code-${l.lineNumber}`}>
                      Cost code {l.costCode}
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-600 tabular-nums sm:text-right">
                  {formatMeasure(l.quantity)} {l.unit ?? ""} × {formatMoneyText(l.unitPrice)}
                </span>
                <span className="text-right text-sm font-semibold text-slate-900 tabular-nums">{formatMoneyText(l.lineTotal)}</span>
                {received && <LineReceived line={l} />}
              </li>
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-slate-200 pt-2 text-sm sm:ml-auto sm:w-72">
            <Row label="Subtotal" value={formatMoneyText(order.subtotal)} />
            <Row label={`VAT (${Number(order.vatRate)}%)`} value={formatMoneyText(order.vatAmount)} />
            <Row label="Total" value={formatMoneyText(order.totalAmount)} strong />
          </dl>
          <PoCarbon order={order} />
          {order.budgetOverrunReason && (
            <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              <span className="font-medium">Over budget because:</span> {order.budgetOverrunReason}
            </p>
          )}
        </CardContent>
      </Card>

      <GoodsReceipt order={order} canReceive={viewer.canReceive} canViewFiles={viewer.canViewFiles} userName={viewer.name} />
      <PoInvoice order={order} canEdit={viewer.canEdit} />
      <PoQuotes order={order} canEdit={viewer.canEdit} />

      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" aria-label="Order history">
            {order.events.map((e) => (
              <li key={e.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                <p className="font-medium text-slate-900">
                  {EVENT_TEXT[e.action] ?? e.action}
                  {/* The status it went to, where the step's own words do not already say it. */}
                  {e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus && poStatusLabel(e.toStatus) !== EVENT_TEXT[e.action]
                    ? ` → ${poStatusLabel(e.toStatus)}`
                    : ""}
                </p>
                <p className="text-xs text-slate-500">
                  {e.user?.name ?? "Someone"} · {formatDateTime(e.createdAt)}
                </p>
                {e.reason && <p className="mt-1 break-words text-slate-700">{e.reason}</p>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}

/** Whether the order needs approval, who may give it, and who gave or refused it. */
function ApprovalPanel({ order, bands }: { order: PoDetail; bands: readonly ApprovalBand[] }) {
  if (!order.requiresApproval && !order.rejectionReason) return null;
  const total = parsePence(order.totalAmount) ?? 0n;
  const approvers = bands.filter((b) => b.maxAmount === null || (parsePence(b.maxAmount) ?? 0n) >= total).map((b) => b.role);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Approval</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm" data-testid="approval-panel">
        {order.requiresApproval && (order.status === "draft" || order.status === "pending_approval") && (
          <p className="text-slate-700">
            Orders of {formatMoneyText(order.approvalThreshold)} or more need approval before they are sent. This one can be approved by{" "}
            {[...approvers, "Admin"].join(", ")}, but not by the person who raised it.
          </p>
        )}
        {order.approvedBy && order.approvedAt && (
          <p className="font-medium text-emerald-800">
            Approved by {order.approvedBy.name} on {formatDateTime(order.approvedAt)}
            {order.approvalNotes ? `: ${order.approvalNotes}` : ""}
          </p>
        )}
        {order.status === "pending_approval" && <p className="font-medium text-amber-800">Waiting for approval.</p>}
        {order.rejectionReason && order.rejectedAt && (
          <p className="font-medium text-red-800">
            Rejected on {formatDateTime(order.rejectedAt)}: {order.rejectionReason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "font-semibold text-slate-900 tabular-nums" : "text-slate-900 tabular-nums"}>{value}</dd>
    </div>
  );
}

/** A line's delivery so far, under it: its status and percentage, and part received (and what is to come). */
function LineReceived({ line: l }: { line: PoDetail["lines"][number] }) {
  const unit = l.unit ? ` ${l.unit}` : "";
  const part =
    quantityOf(l.quantityRemaining) > 0n && quantityOf(l.quantityDelivered) > 0n
      ? ` · received ${formatMeasure(l.quantityDelivered)} of ${formatMeasure(l.quantity)}${unit} · ${formatMeasure(l.quantityRemaining)}${unit} to come`
      : "";
  return (
    <span className="col-span-2 text-xs text-slate-500 tabular-nums sm:col-span-3" data-testid={`po-line-delivery-${l.lineNumber}`}>
      {deliveryStatusText(l.deliveryStatus)} · {formatPercent(l.deliveryPercentage)}
      {part}
    </span>
  );
}
