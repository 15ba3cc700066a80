import { Link } from "@web/lib/router";
import { MapPin, Phone, Store, User } from "lucide-react";
import type { SupplierView } from "@shared/suppliers/supplier";
import { formatCurrency } from "@shared/common/numbers";
import { CardFact, PagedList, cardLinkClass, type PageQuery } from "@web/components/register/paged-list";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { InsuranceFlag, RatingStars, SupplierStatusBadge } from "./supplier-badges";

/** The register's results: cards on a phone, a table from tablet width; flagged insurance on both. */
export function SupplierResults({
  list,
  filtered,
  linkTo,
  onPage,
  emptyAction,
}: {
  list: PageQuery<SupplierView>;
  filtered: boolean;
  linkTo: (id: number) => string;
  onPage: (page: number) => void;
  emptyAction?: React.ReactNode;
}) {
  return (
    <PagedList
      query={list}
      errorTitle="The suppliers could not be loaded"
      filtered={filtered}
      empty={{
        icon: Store,
        title: "No suppliers yet",
        text: "Add the merchants, hire firms and subcontractors you buy from, or import them from a CSV file.",
        action: emptyAction,
      }}
      noMatch={{ title: "No suppliers match these filters", text: "Try another search, type, status or specialisation." }}
      total={["supplier", "suppliers"]}
      itemKey={(s) => s.id}
      card={(s) => <SupplierCard supplier={s} to={linkTo(s.id)} />}
      table={(items) => <SupplierTable items={items} linkTo={linkTo} />}
      onPage={onPage}
      cardsLabel="Suppliers"
    />
  );
}

function SupplierCard({ supplier: s, to }: { supplier: SupplierView; to: string }) {
  const flagged = s.insuranceState === "expired" || s.insuranceState === "expiring";
  return (
    <Link
      to={to}
      className={cn(
        cardLinkClass,
        s.insuranceState === "expired"
          ? "border-red-300 border-l-4 border-l-red-600"
          : flagged
            ? "border-amber-300 border-l-4 border-l-amber-500"
            : "border-slate-200",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{s.name}</p>
          <p className="text-xs text-slate-500">
            {s.supplierTypeLabel}
            {s.code ? ` · ${s.code}` : ""}
          </p>
        </div>
        <SupplierStatusBadge status={s.status} />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {s.contactPerson && <CardFact icon={User}>{s.contactPerson}</CardFact>}
        {(s.city || s.postcode) && <CardFact icon={MapPin}>{[s.city, s.postcode].filter(Boolean).join(", ")}</CardFact>}
        {s.phone && <CardFact icon={Phone}>{s.phone}</CardFact>}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <RatingStars value={s.performanceRating} label="Performance" />
        <span className="text-xs text-slate-600">
          {formatCurrency(s.totalSpend)} over {s.orderCount} {s.orderCount === 1 ? "order" : "orders"}
        </span>
        <InsuranceFlag state={s.insuranceState} expiry={s.insuranceExpiry} />
      </div>
    </Link>
  );
}

function SupplierTable({ items, linkTo }: { items: SupplierView[]; linkTo: (id: number) => string }) {
  return (
    <HeadedTable columns={["Supplier", "Contact", "Location", "Performance", right("Spend"), "Status"]}>
      {items.map((s) => (
        <TableRow key={s.id} className={s.insuranceState === "expired" ? "bg-red-50/60 hover:bg-red-50" : undefined}>
          <TableCell className="max-w-xs">
            <Link to={linkTo(s.id)} className="font-medium break-words text-slate-900 hover:underline">
              {s.name}
            </Link>
            <span className="block text-xs text-slate-500">
              {s.supplierTypeLabel}
              {s.code ? ` · ${s.code}` : ""}
            </span>
            <InsuranceFlag state={s.insuranceState} expiry={s.insuranceExpiry} />
          </TableCell>
          <TableCell className="text-sm">
            {s.contactPerson ?? <span className="text-slate-400">None</span>}
            {s.phone && <span className="block text-xs text-slate-500">{s.phone}</span>}
          </TableCell>
          <TableCell className="text-sm">{[s.city, s.postcode].filter(Boolean).join(", ") || <span className="text-slate-400">None</span>}</TableCell>
          <TableCell>
            <RatingStars value={s.performanceRating} label="Performance" />
          </TableCell>
          <TableCell className="text-right text-sm tabular-nums">
            {formatCurrency(s.totalSpend)}
            <span className="block text-xs text-slate-500">
              {s.orderCount} {s.orderCount === 1 ? "order" : "orders"}
            </span>
          </TableCell>
          <TableCell>
            <SupplierStatusBadge status={s.status} />
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}
