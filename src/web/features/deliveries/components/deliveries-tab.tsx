import { useState } from "react";
import { Link } from "@web/lib/router";
import { Plus, Trash2, Truck } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { formatCarbon } from "@shared/carbon/carbon";
import { sumLineTonnes, type DeliveryView } from "@shared/deliveries/delivery-entry";
import { DeleteButton } from "@web/components/forms/remove-button";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast";
import { formatDate, formatMeasure, formatQuantity } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { deliveriesChanges, deliveriesEndpoints } from "@shared/deliveries/deliveries.endpoints";
import { useRecordWrites } from "@web/lib/record-writes";
import { useProjectDeliveries } from "../api/deliveries";
import { restoreNote } from "@web/lib/restore-note";

type Props = {
  project: ProjectView;
  canCreate: boolean;
  permissions: PagePermissions;
  onOpen: (kind: string, id: number | "new") => void;
  /** Purchase Orders view: a PO number in the company's own format links to that order (decision 0035). */
  canViewOrders?: boolean;
};

/** The company's order numbers (PO-2026-0001); a free-text number from elsewhere stays text. */
const OUR_PO = /^PO-\d{4}-\d{4,}$/;

/** The server leaves carbon out for a reader without Carbon Tracking view (decision 0015). */
const hasCarbon = (d: DeliveryView) => typeof d.carbonEmitted === "number";

const weightOf = (d: DeliveryView) => sumLineTonnes(d.lineItems) ?? d.transportWeight;
const tonnes = (t: number | null) => (t === null ? "—" : formatQuantity(t, "t"));
const kg = (n: number | undefined) => formatCarbon(n);

function firstLine(d: DeliveryView) {
  const first = d.lineItems[0];
  return first ? `${first.description} (${formatMeasure(first.quantity, first.unit)})` : "—";
}
const moreLines = (d: DeliveryView) => (d.lineItems.length > 1 ? `+ ${d.lineItems.length - 1} more ${d.lineItems.length === 2 ? "line" : "lines"}` : null);
const po = (n: string) => (/^po/i.test(n) ? n : `PO ${n}`);
const uncounted = (d: DeliveryView) => d.lineItems.filter((l) => !l.materialFactorId).length;

/** The deliveries tab of a project diary: every delivery to site with its transport and material carbon. */
export function DeliveriesTab({ project, canCreate, permissions, onOpen, canViewOrders = false }: Props) {
  const linksToOrder = (n: string) => canViewOrders && OUR_PO.test(n);
  const poRef = (n: string) =>
    linksToOrder(n) ? (
      <Link className="text-blue-700 underline" to={`/purchase-orders?q=${encodeURIComponent(n)}`}>
        {n}
      </Link>
    ) : (
      po(n)
    );
  const { canEdit } = permissions;
  // Delete by decision 0014: your own delivery with Edit, anyone's with Delete as well.
  // A goods receipt's delivery is changed only by reversing the receipt on its order (decision 0050).
  const mayDelete = (d: DeliveryView) => !d.goodsReceipt && canDeleteRecord(permissions, d.createdBy?.id);
  const [page, setPage] = useState(1);
  const list = useProjectDeliveries(project.slug, page);
  const { remove } = useRecordWrites(deliveriesEndpoints, deliveriesChanges, project.slug);
  const add = canCreate ? (
    <Button onClick={() => onOpen("delivery", "new")}>
      <Plus aria-hidden="true" />
      Add delivery
    </Button>
  ) : null;

  const askDelete = async (d: DeliveryView) => {
    const ok = await confirm({
      title: "Delete this delivery?",
      description: `The delivery from ${d.supplier} on ${formatDate(d.date)}${hasCarbon(d) ? ` and its ${formatCarbon(d.carbonEmitted)}` : ""} go to Delete Records. ${restoreNote(true)}`,
      confirmText: "Delete",
      variant: "destructive",
    });
    if (!ok) return;
    remove.mutate(d.id, {
      onSuccess: () => toast({ title: "Success", description: "Delivery deleted successfully" }),
      onError: () => toast({ title: "Error", description: "Failed to delete delivery", variant: "destructive" }),
    });
  };

  if (list.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading deliveries">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (!list.data) return <LoadError title="The deliveries could not be loaded" error={list.error} onRetry={() => list.refetch()} />;
  const { items, total, pageCount } = list.data;
  const showCarbon = items.some(hasCarbon);
  const deleteColumn = items.some(mayDelete);
  if (total === 0) {
    return (
      <EmptyState
        icon={Truck}
        title="No deliveries yet"
        text="Log each delivery note: its lines, the vehicle and the distance, and the carbon is worked out from the DESNZ factors."
        action={add}
      />
    );
  }

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {total} {total === 1 ? "delivery" : "deliveries"}, newest first
        </p>
        {add}
      </div>

      {/* Phone: one card per delivery. */}
      <ul className="grid gap-2 md:hidden">
        {items.map((d) => (
          <li key={d.id}>
            <Card className="p-3">
              <button type="button" disabled={!canEdit} onClick={() => onOpen("delivery", d.id)} className="block w-full text-left disabled:cursor-default">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{d.supplier}</p>
                  <p className="text-sm whitespace-nowrap text-slate-500">{formatDate(d.date)}</p>
                </div>
                <p className="mt-0.5 text-sm break-words text-slate-600">
                  {firstLine(d)}
                  {moreLines(d) && <span className="text-slate-500"> {moreLines(d)}</span>}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {d.deliveryNoteNumber ? `Note ${d.deliveryNoteNumber}` : "No delivery note"}
                  {/* Text inside the card's button: a link in a button is a control in a control (axe nested-interactive). */}
                  {d.poNumber ? ` · ${po(d.poNumber)}` : ""} · {tonnes(weightOf(d))}
                </p>
                {showCarbon && (
                  <>
                    <p className="mt-2 text-sm text-slate-700 tabular-nums">
                      Transport {d.transportDistance === null ? "no distance" : kg(d.transportKg)} · Material {kg(d.materialKg)}
                    </p>
                    <p className="text-sm font-semibold text-slate-900 tabular-nums">Total {formatCarbon(d.carbonEmitted)}</p>
                  </>
                )}
              </button>
              {d.poNumber && linksToOrder(d.poNumber) && (
                <p className="mt-1 text-sm">
                  <Link className="text-blue-700 underline" to={`/purchase-orders?q=${encodeURIComponent(d.poNumber)}`}>
                    Open {d.poNumber}
                  </Link>
                </p>
              )}
              {d.goodsReceipt && <p className="mt-1 text-xs text-slate-500">From goods receipt {d.goodsReceipt.grnNumber}: changed through the order</p>}
              {mayDelete(d) && <DeleteButton variant="ghost" size="sm" className="mt-1 -ml-2 text-red-600" onClick={() => askDelete(d)} />}
            </Card>
          </li>
        ))}
      </ul>

      <Card className="hidden min-w-0 md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Supplier</TableHead>
              <TableHead>Note / PO</TableHead>
              <TableHead>Lines</TableHead>
              <TableHead className="text-right">Weight</TableHead>
              {showCarbon && (
                <>
                  <TableHead className="text-right">Transport</TableHead>
                  <TableHead className="text-right">Materials</TableHead>
                  <TableHead className="text-right">Total CO2e</TableHead>
                </>
              )}
              {deleteColumn && (
                <TableHead className="w-px">
                  <span className="sr-only">Delete</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((d) => (
              <TableRow key={d.id} className={canEdit ? "cursor-pointer" : undefined} onClick={canEdit ? () => onOpen("delivery", d.id) : undefined}>
                <TableCell className="whitespace-nowrap">{formatDate(d.date)}</TableCell>
                <TableCell className="font-medium">
                  {canEdit ? (
                    // The row opens the delivery on a click; this button is the keyboard's way in.
                    <button
                      type="button"
                      className="text-left hover:underline focus-visible:underline focus-visible:outline-none"
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen("delivery", d.id);
                      }}
                    >
                      {d.supplier}
                    </button>
                  ) : (
                    d.supplier
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {d.deliveryNoteNumber ?? "—"}
                  <span className="block text-xs text-slate-500">{d.poNumber ? poRef(d.poNumber) : "No PO"}</span>
                  {d.goodsReceipt && <span className="block text-xs text-slate-500">{d.goodsReceipt.grnNumber}</span>}
                </TableCell>
                <TableCell className="min-w-44">
                  <span className="line-clamp-2">{firstLine(d)}</span>
                  {moreLines(d) && <span className="block text-xs text-slate-500">{moreLines(d)}</span>}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">{tonnes(weightOf(d))}</TableCell>
                {showCarbon && (
                  <>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {d.transportDistance === null ? <span className="text-slate-400">No distance</span> : kg(d.transportKg)}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">
                      {kg(d.materialKg)}
                      {uncounted(d) > 0 && <span className="block text-xs text-slate-500">{uncounted(d)} not counted</span>}
                    </TableCell>
                    <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatCarbon(d.carbonEmitted)}</TableCell>
                  </>
                )}
                {deleteColumn && (
                  <TableCell className="px-1" onClick={(e) => e.stopPropagation()}>
                    {mayDelete(d) && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-600"
                        aria-label={`Delete the delivery from ${d.supplier} on ${formatDate(d.date)}`}
                        onClick={() => askDelete(d)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={list.isFetching} />}
    </div>
  );
}
