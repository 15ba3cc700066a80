import { useState } from "react";
import { Link } from "@web/lib/router";
import { Building2, ClipboardList, PackageCheck, Star } from "lucide-react";
import { formatCurrency } from "@shared/common/numbers";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { Badge } from "@web/components/ui/badge";
import { formatDate, formatDateTime } from "@web/lib/format";
import type { SupplierContract, SupplierDelivery, SupplierOrder, SupplierRating } from "@shared/suppliers/supplier";
import { useSupplierPart, type SupplierPart } from "../api/suppliers";
import { RatingStars } from "./supplier-badges";

type Column<T> = { head: string; cell: (row: T) => React.ReactNode; right?: boolean };

/** One paged part of the supplier page: a table from tablet width, stacked rows on a phone. */
function PartTable<T>({ rows, columns, rowKey }: { rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string | number }) {
  return (
    <>
      <ul className="grid gap-2 md:hidden">
        {rows.map((r) => (
          <li key={rowKey(r)} className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {columns.map((c) => (
                <div key={c.head} className="contents">
                  <dt className="text-xs text-slate-500">{c.head}</dt>
                  <dd className="break-words">{c.cell(r)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHead key={c.head} className={c.right ? "text-right" : undefined}>
                  {c.head}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={rowKey(r)}>
                {columns.map((c) => (
                  <TableCell key={c.head} className={c.right ? "text-right tabular-nums" : "text-sm"}>
                    {c.cell(r)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

type Empty = { icon: typeof Building2; title: string; text: string };

function Part<T>({
  id,
  part,
  empty,
  columns,
  rowKey,
}: {
  id: number;
  part: SupplierPart;
  empty: Empty;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  const [page, setPage] = useState(1);
  const q = useSupplierPart(part, id, page);
  if (q.isLoading) return <Skeleton className="h-24" />;
  if (q.error && !q.data) return <LoadError title={`The ${part} could not be loaded`} error={q.error} onRetry={() => q.refetch()} />;
  // Each caller names its part and the row type of that part's answer.
  const data = q.data as { items: T[]; page: number; pageCount: number } | undefined;
  if (!data || data.items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <div className="grid gap-3">
      <PartTable rows={data.items} columns={columns} rowKey={rowKey} />
      <Pagination page={data.page} pageCount={data.pageCount} onPageChange={setPage} disabled={q.isFetching} />
    </div>
  );
}

const STATUS_LABEL: Record<string, string> = {
  draft: "Draft",
  pending_approval: "Pending approval",
  approved: "Approved",
  ordered: "Ordered",
  partially_delivered: "Part delivered",
  fully_delivered: "Delivered",
  cancelled: "Cancelled",
};
const yesNo = (v: boolean | null, yes: string, no: string) =>
  v === null ? <span className="text-slate-400">Not known</span> : <Badge variant={v ? "success" : "destructive"}>{v ? yes : no}</Badge>;

export function SupplierContracts({ id }: { id: number }) {
  return (
    <Part<SupplierContract>
      id={id}
      part="contracts"
      rowKey={(r) => r.projectId}
      empty={{ icon: Building2, title: "Not on any contract yet", text: "A contract appears here when an order is placed with this supplier for it." }}
      columns={[
        {
          head: "Contract",
          cell: (r) => (
            <Link to={`/project/${r.slug}`} className="font-medium text-slate-900 hover:underline">
              {r.name}
              {r.code ? ` (${r.code})` : ""}
            </Link>
          ),
        },
        { head: "Since", cell: (r) => formatDate(r.assignedAt) },
        { head: "Orders", cell: (r) => r.orderCount, right: true },
        { head: "Spend", cell: (r) => formatCurrency(r.totalSpent), right: true },
      ]}
    />
  );
}

export function SupplierOrders({ id }: { id: number }) {
  return (
    <Part<SupplierOrder>
      id={id}
      part="orders"
      rowKey={(r) => r.id}
      empty={{
        icon: ClipboardList,
        title: "No purchase orders yet",
        text: "Orders raised with this supplier in Purchase Orders are listed here with their value and status.",
      }}
      columns={[
        { head: "PO number", cell: (r) => <span className="font-medium">{r.poNumber}</span> },
        {
          head: "Contract",
          cell: (r) =>
            r.project ? (
              <Link to={`/project/${r.project.slug}`} className="hover:underline">
                {r.project.name}
              </Link>
            ) : (
              <span className="text-slate-400">Company order</span>
            ),
        },
        { head: "Ordered", cell: (r) => (r.orderedDate ? formatDate(r.orderedDate) : <span className="text-slate-400">Not yet</span>) },
        { head: "Status", cell: (r) => STATUS_LABEL[r.status] ?? r.status },
        { head: "Total", cell: (r) => formatCurrency(r.totalAmount), right: true },
      ]}
    />
  );
}

export function SupplierDeliveries({ id }: { id: number }) {
  return (
    <Part<SupplierDelivery>
      id={id}
      part="deliveries"
      rowKey={(r) => r.grnNumber}
      empty={{
        icon: PackageCheck,
        title: "No deliveries received yet",
        text: "Goods receipts against this supplier's orders appear here; they set its delivery rating.",
      }}
      columns={[
        { head: "GRN", cell: (r) => <span className="font-medium">{r.grnNumber}</span> },
        { head: "PO number", cell: (r) => r.poNumber },
        { head: "Delivered", cell: (r) => `${formatDate(r.deliveryDate)} · ${r.receivedBy}` },
        { head: "On time", cell: (r) => yesNo(r.onTime, "On time", "Late") },
        { head: "Complete", cell: (r) => yesNo(r.complete, "Complete", "Part") },
        { head: "Quality", cell: (r) => yesNo(r.qualityPassed, "Passed", "Failed") },
      ]}
    />
  );
}

export function SupplierRatingHistory({ id }: { id: number }) {
  return (
    <Part<SupplierRating>
      id={id}
      part="ratings"
      rowKey={(r) => r.id}
      empty={{
        icon: Star,
        title: "Not rated yet",
        text: "Rate this supplier's performance and quality after a job; the ratings shown are the average of everyone's scores.",
      }}
      columns={[
        { head: "When", cell: (r) => formatDateTime(r.createdAt) },
        { head: "Who", cell: (r) => r.ratedBy?.name ?? <span className="text-slate-400">Former user</span> },
        { head: "Performance", cell: (r) => <RatingStars value={r.performanceRating} label="Performance" /> },
        { head: "Quality", cell: (r) => <RatingStars value={r.qualityRating} label="Quality" /> },
        { head: "Note", cell: (r) => r.note ?? <span className="text-slate-400">None</span> },
      ]}
    />
  );
}
