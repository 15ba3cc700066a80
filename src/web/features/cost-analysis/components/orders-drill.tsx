import { useState } from "react";
import { ChevronDown, FileText } from "lucide-react";
import type { z } from "zod";
import type { costOrderSchema } from "@shared/cost-analysis/cost-figures";
import { formatMeasure } from "@shared/common/numbers";
import { poStatusLabel } from "@shared/rules/purchase-order-status";
import { PagedList } from "@web/components/register/paged-list";
import { CardsOrTable, HeadedTable, right } from "@web/components/table/headed-table";
import { Badge } from "@web/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { TableCell, TableRow } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";
import { useCostOrders, type OrdersScope } from "../api/figures";
import { money } from "./cost-format";

type CostOrder = z.output<typeof costOrderSchema>;

const num = "text-right tabular-nums whitespace-nowrap";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium tabular-nums">{money(value)}</dd>
    </div>
  );
}

/** An order's lines: what was ordered and delivered, with the cost code and the line's share of the order's actual cost. */
function Lines({ order }: { order: CostOrder }) {
  const qty = (l: CostOrder["lines"][number]) => `${formatMeasure(l.quantityDelivered)} / ${formatMeasure(l.quantity, l.unit)}`;
  return (
    <CardsOrTable
      items={order.lines}
      itemKey={(l) => l.id}
      listClassName="grid divide-y divide-slate-100 text-sm"
      cardClassName="py-2"
      card={(l) => (
        <>
          <p className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{l.description}</span>
            <span className="shrink-0 font-medium tabular-nums">{money(l.actualShare)}</span>
          </p>
          <p className="text-xs text-slate-500">
            {l.costCode ?? "No cost code"} · {qty(l)} delivered at {money(l.unitPrice)} · line {money(l.lineTotal)}
          </p>
        </>
      )}
      table={
        <HeadedTable columns={["Line", "Cost code", right("Delivered / ordered"), right("Unit price"), right("Line total"), right("Actual share")]}>
          {order.lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell className="min-w-40 break-words">{l.description}</TableCell>
              <TableCell className="whitespace-nowrap">{l.costCode ?? <span className="text-slate-500">No cost code</span>}</TableCell>
              <TableCell className={num}>{qty(l)}</TableCell>
              <TableCell className={num}>{money(l.unitPrice)}</TableCell>
              <TableCell className={num}>{money(l.lineTotal)}</TableCell>
              <TableCell className={num}>{money(l.actualShare)}</TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      }
    />
  );
}

function OrderCard({ order: o, opensOrders }: { order: CostOrder; opensOrders: boolean }) {
  const invoice = o.invoiceNumber ? `Invoice ${o.invoiceNumber}${o.invoiceDate ? ` of ${formatDate(o.invoiceDate)}` : ""}` : null;
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {opensOrders ? (
            <Link to={`/purchase-orders?order=${o.id}`} className="font-medium text-blue-800 underline">
              {o.poNumber}
            </Link>
          ) : (
            <span className="font-medium">{o.poNumber}</span>
          )}
          <span className="block text-sm break-words text-slate-600">{o.supplier}</span>
        </div>
        <Badge variant="secondary">{poStatusLabel(o.status)}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label="Net total" value={o.subtotal} />
        <Figure label="Committed" value={o.committed} />
        <Figure label="Invoiced" value={o.invoiced} />
        <Figure label="Accrued" value={o.accrued} />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {[invoice, o.lastReceiptDay && `Last received ${formatDate(o.lastReceiptDay)}`].filter(Boolean).join(" · ") || "Nothing received or invoiced yet"}
      </p>
      {o.invoiceNote && <p className="mt-1 text-sm font-medium text-amber-800">{o.invoiceNote}</p>}
      {o.lines.length > 0 && (
        <Collapsible className="mt-2">
          <CollapsibleTrigger className="group inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
            <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
            {o.lines.length === 1 ? "1 line" : `${o.lines.length} lines`}
          </CollapsibleTrigger>
          <CollapsibleContent className="mt-2">
            <Lines order={o} />
          </CollapsibleContent>
        </Collapsible>
      )}
    </div>
  );
}

/** The orders behind a head's or a cost code's figures, each with its lines, a page at a time. */
export function OrdersDrill({ slug, scope, opensOrders }: { slug: string; scope: OrdersScope; opensOrders: boolean }) {
  const [page, setPage] = useState(1);
  const orders = useCostOrders(slug, scope, page);
  return (
    <PagedList
      query={orders}
      errorTitle="The orders could not be loaded"
      filtered={false}
      empty={{ icon: FileText, title: "No orders", text: "No order of this contract counts here." }}
      noMatch={{ title: "No orders", text: "" }}
      total={["order", "orders"]}
      itemKey={(o) => o.id}
      card={(o) => <OrderCard order={o} opensOrders={opensOrders} />}
      onPage={setPage}
      pagerOnlyWhenPaged
      cardsLabel="Orders"
    />
  );
}
