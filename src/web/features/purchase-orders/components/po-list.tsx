import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { Plus, ShoppingCart } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import { PO_CATEGORIES, poCategoryLabel, type PoCategory, type PoSummary } from "@shared/purchase-orders/purchase-order";
import { PO_STATUSES, poStatusLabel, type PoStatus } from "@shared/rules/purchase-order-status";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { useDebounced } from "@web/lib/use-debounced";
import { usePurchaseOrders, usePoLookups } from "../api/purchase-orders";
import { PO_STATUS_VARIANT, poLinks } from "../lib/po-format";

const STATUS_OPTIONS = PO_STATUSES.map((s) => ({ value: s, label: poStatusLabel(s) }));

/** Every purchase order, newest first: search by number or supplier; status, contract and category filters; cards on a phone. */
export function PoList({ canCreate }: { canCreate: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = (PO_STATUSES as readonly string[]).includes(params.get("status") ?? "") ? (params.get("status") as PoStatus) : undefined;
  const category = PO_CATEGORIES.some((c) => c.value === params.get("category")) ? (params.get("category") as PoCategory) : undefined;
  const projectId = Number(params.get("project")) > 0 ? Number(params.get("project")) : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = useDebounced(search.trim(), 300);
  const lookups = usePoLookups();

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get("q") ?? "") !== q) set({ q: q || null, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const list = usePurchaseOrders({ page, q: q || undefined, status, category, projectId });
  const filtered = Boolean(q || status || category || projectId);

  return (
    <section aria-label="Purchase orders" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_14rem]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search PO number or supplier"
          aria-label="Search purchase orders"
        />
        <Select
          aria-label="Status"
          value={status ?? ""}
          onChange={(e) => set({ status: e.target.value || null, page: null })}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
        />
        <Select
          aria-label="Category"
          value={category ?? ""}
          onChange={(e) => set({ category: e.target.value || null, page: null })}
          placeholder="All categories"
          options={PO_CATEGORIES}
        />
        <Select
          aria-label="Contract"
          value={projectId ? String(projectId) : ""}
          onChange={(e) => set({ project: e.target.value || null, page: null })}
          placeholder="All contracts"
          options={(lookups.data?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
      </div>

      {list.isLoading ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <LoadError title="The purchase orders could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={filtered ? "No orders match these filters" : "No purchase orders yet"}
          text={
            filtered ? "Try another status, category, contract or search." : "Draft an order to a supplier; large orders go for approval before they are sent."
          }
          action={
            canCreate && !filtered ? (
              <Button asChild>
                <Link to={poLinks.create}>
                  <Plus aria-hidden="true" />
                  New purchase order
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : list.data ? (
        <>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 md:hidden">
            {list.data.items.map((o) => (
              <li key={o.id}>
                <PoCard order={o} />
              </li>
            ))}
          </ul>
          <PoTable items={list.data.items} />
          <Pagination
            page={list.data.page}
            pageCount={list.data.pageCount}
            totalCapped={list.data.totalCapped}
            onPageChange={(p) => set({ page: p === 1 ? null : String(p) })}
            disabled={list.isFetching}
          />
        </>
      ) : null}
    </section>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={PO_STATUS_VARIANT[status]}>{poStatusLabel(status)}</Badge>;
}

function PoCard({ order }: { order: PoSummary }) {
  return (
    <Link
      to={poLinks.view(order.id)}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{order.poNumber}</p>
          <p className="truncate text-sm text-slate-700">{order.supplier}</p>
        </div>
        <p className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoneyText(order.totalAmount)}</p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        <StatusBadge status={order.status} />
        <span className="min-w-0 truncate">{[poCategoryLabel(order.poCategory), order.projectName].filter(Boolean).join(" · ")}</span>
        {/* Its own piece, so a long contract name cuts itself short on a phone, never the date (issue 28). */}
        <span className="whitespace-nowrap tabular-nums" data-testid="po-card-raised">
          Raised {formatDate(order.createdAt)}
        </span>
      </div>
    </Link>
  );
}

function PoTable({ items }: { items: PoSummary[] }) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>PO number</TableHead>
            <TableHead>Supplier</TableHead>
            <TableHead>Contract</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Raised</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((o) => (
            <TableRow key={o.id}>
              <TableCell className="font-medium whitespace-nowrap">
                <Link to={poLinks.view(o.id)} className="text-slate-900 hover:underline">
                  {o.poNumber}
                </Link>
              </TableCell>
              <TableCell className="max-w-56 truncate">{o.supplier}</TableCell>
              <TableCell className="max-w-56 truncate text-sm">{o.projectName ?? <span className="text-slate-400">Company</span>}</TableCell>
              <TableCell className="text-sm">{poCategoryLabel(o.poCategory)}</TableCell>
              <TableCell>
                <StatusBadge status={o.status} />
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">{formatMoneyText(o.totalAmount)}</TableCell>
              <TableCell className="text-sm whitespace-nowrap">{formatDate(o.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { StatusBadge };
