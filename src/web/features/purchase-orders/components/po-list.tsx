import { Link } from "@web/lib/router";
import { ShoppingCart } from "lucide-react";
import { formatMoneyText } from "@shared/common/money";
import { PO_CATEGORIES, poCategoryLabel, type PoSummary } from "@shared/purchase-orders/purchase-order";
import { PO_STATUSES, poStatusLabel } from "@shared/rules/purchase-order-status";
import { PagedList, cardLinkClass } from "@web/components/register/paged-list";
import { Badge } from "@web/components/ui/badge";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePurchaseOrders, usePoLookups } from "../api/purchase-orders";
import { PO_STATUS_VARIANT, poLinks } from "../lib/po-format";

const STATUS_OPTIONS = PO_STATUSES.map((s) => ({ value: s, label: poStatusLabel(s) }));

/** Every purchase order, newest first: search by number or supplier; status, contract and category filters; cards on a phone. */
export function PoList({ canCreate }: { canCreate: boolean }) {
  const url = useUrlFilters(
    { status: param.oneOf(PO_STATUSES), category: param.option(PO_CATEGORIES), project: param.id },
    { search: { key: "q", delay: 300 } },
  );
  const lookups = usePoLookups();
  const { status, category, project } = url.values;
  const list = usePurchaseOrders({ page: url.page, q: url.search, status, category, projectId: project });

  return (
    <section aria-label="Purchase orders" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_14rem]">
        <SearchInput {...url.searchBox} placeholder="Search PO number or supplier" aria-label="Search purchase orders" />
        <Select aria-label="Status" {...url.select("status")} placeholder="All statuses" options={STATUS_OPTIONS} />
        <Select aria-label="Category" {...url.select("category")} placeholder="All categories" options={PO_CATEGORIES} />
        <Select
          aria-label="Contract"
          {...url.select("project")}
          placeholder="All contracts"
          options={(lookups.data?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
      </div>
      <PagedList
        query={list}
        errorTitle="The purchase orders could not be loaded"
        filtered={url.filtered}
        empty={{
          icon: ShoppingCart,
          title: "No purchase orders yet",
          text: "Draft an order to a supplier; large orders go for approval before they are sent.",
          add: canCreate ? { to: poLinks.create, label: "New purchase order" } : undefined,
        }}
        noMatch={{ title: "No orders match these filters", text: "Try another status, category, contract or search." }}
        itemKey={(o) => o.id}
        card={(o) => <PoCard order={o} />}
        table={(items) => <PoTable items={items} />}
        onPage={url.setPage}
      />
    </section>
  );
}

function StatusBadge({ status }: { status: string }) {
  return <Badge variant={PO_STATUS_VARIANT[status]}>{poStatusLabel(status)}</Badge>;
}

function PoCard({ order }: { order: PoSummary }) {
  return (
    <Link to={poLinks.view(order.id)} className={cn(cardLinkClass, "border-slate-200")}>
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
    <HeadedTable columns={["PO number", "Supplier", "Contract", "Category", "Status", right("Total"), "Raised"]}>
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
    </HeadedTable>
  );
}

export { StatusBadge };
