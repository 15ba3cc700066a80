import { Link } from "@web/lib/router";
import { Image, Leaf, Package } from "lucide-react";
import { ACTIVE_VALUES, MATERIAL_SORTS, MATERIAL_TYPES, materialTypeLabel, type MaterialItem } from "@shared/materials/material";
import { formatCurrency, unitText } from "@shared/common/numbers";
import { PagedList, cardLinkClass } from "@web/components/register/paged-list";
import { Badge } from "@web/components/ui/badge";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable, right } from "@web/components/table/headed-table";
import { cn } from "@web/lib/cn";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { useMaterialOptions, useMaterials } from "../api/materials";

const per = (m: MaterialItem) => (m.unit ? ` / ${unitText(m.unit)}` : "");

/** Materials and services: search (description, SKU, category), filters, sort and paging, all on the server. */
export function MaterialList({ canCreate }: { canCreate: boolean }) {
  const options = useMaterialOptions();
  const url = useUrlFilters(
    {
      type: param.option(MATERIAL_TYPES),
      category: param.text,
      supplierId: param.id,
      active: param.oneOf(ACTIVE_VALUES),
      sort: param.option(MATERIAL_SORTS),
    },
    { search: { key: "q", delay: 300 }, notFilters: ["sort"] },
  );
  const list = useMaterials({ page: url.page, q: url.search, ...url.values });

  return (
    <section aria-label="Materials and services" className="grid gap-4">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
        <SearchInput
          {...url.searchBox}
          placeholder="Search description, SKU or category"
          aria-label="Search materials"
          wrapperClassName="col-span-2 lg:col-span-1"
        />
        <Select
          aria-label="Type"
          placeholder="All types"
          options={MATERIAL_TYPES.map((t) => ({ value: t.value, label: t.value === "materials" ? "Materials" : "Services" }))}
          {...url.select("type")}
        />
        <Select
          aria-label="Category"
          placeholder="All categories"
          options={(options.data?.categories ?? []).map((c) => ({ value: c, label: c }))}
          {...url.select("category")}
        />
        <Select
          aria-label="Supplier"
          placeholder="All suppliers"
          options={(options.data?.suppliers ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          {...url.select("supplierId")}
        />
        <Select
          aria-label="Active"
          placeholder="Active and inactive"
          options={[
            { value: "yes", label: "Active only" },
            { value: "no", label: "Inactive only" },
          ]}
          {...url.select("active")}
        />
        <Select
          aria-label="Sort by"
          placeholder="Description (A–Z)"
          options={MATERIAL_SORTS.filter((s) => s.value !== "description")}
          {...url.select("sort")}
        />
      </div>
      <PagedList
        query={list}
        errorTitle="The materials could not be loaded"
        filtered={url.filtered}
        empty={{
          icon: Package,
          title: "No materials yet",
          text: "Add the materials and services you buy, with their prices, suppliers' quotes and carbon.",
          add: canCreate ? { to: "/materials/new", label: "New material" } : undefined,
        }}
        noMatch={{ title: "No materials match these filters", text: "Try another search, type, category or supplier." }}
        total={["item", "items"]}
        itemKey={(m) => m.id}
        card={(m) => <MaterialCard material={m} />}
        table={(items) => <MaterialTable items={items} />}
        onPage={url.setPage}
      />
    </section>
  );
}

const link = (m: MaterialItem) => `/materials/edit/${m.id}`;

function Flags({ m }: { m: MaterialItem }) {
  return (
    <>
      <Badge variant={m.type === "services" ? "info" : "secondary"}>{materialTypeLabel(m.type)}</Badge>
      {m.active === "no" && <Badge variant="outline">Inactive</Badge>}
      {m.carbonFactorId && (
        <Badge variant="success" title="Has a carbon factor">
          <Leaf aria-hidden="true" />
          CO2e
        </Badge>
      )}
      {m.imageCount > 0 && (
        <span className="inline-flex items-center gap-0.5 text-xs text-slate-500" title={`${m.imageCount} pictures`}>
          <Image className="size-3.5" aria-hidden="true" />
          {m.imageCount}
        </span>
      )}
    </>
  );
}

function MaterialCard({ material: m }: { material: MaterialItem }) {
  return (
    <Link to={link(m)} className={cn(cardLinkClass, "border-slate-200")}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{m.itemDescription}</p>
          <p className="text-xs break-all text-slate-500">{m.sku}</p>
        </div>
        <p className="shrink-0 text-right font-semibold text-slate-900 tabular-nums">
          {formatCurrency(m.purchaseCost)}
          <span className="block text-xs font-normal text-slate-500">{per(m) ? per(m).slice(3) : ""}</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <Flags m={m} />
      </div>
      <p className="mt-2 text-xs break-words text-slate-600">
        {[m.category, m.supplier?.name, m.bestQuote ? `Best quote ${formatCurrency(m.bestQuote)}` : null].filter(Boolean).join(" · ")}
      </p>
    </Link>
  );
}

function MaterialTable({ items }: { items: MaterialItem[] }) {
  return (
    <HeadedTable columns={["Description", "Category", "Supplier", right("Cost"), right("Best quote")]}>
      {items.map((m) => (
        <TableRow key={m.id} className={m.active === "no" ? "text-slate-500" : undefined}>
          <TableCell className="max-w-md">
            <Link to={link(m)} className="font-medium break-words text-slate-900 hover:underline">
              {m.itemDescription}
            </Link>
            <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
              <span className="break-all">{m.sku}</span>
              <Flags m={m} />
            </span>
          </TableCell>
          <TableCell className="text-sm">{m.category ?? <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-sm">{m.supplier?.name ?? <span className="text-slate-400">None</span>}</TableCell>
          <TableCell className="text-right text-sm whitespace-nowrap tabular-nums">
            {formatCurrency(m.purchaseCost)}
            <span className="text-slate-500">{per(m)}</span>
          </TableCell>
          <TableCell className="text-right text-sm whitespace-nowrap tabular-nums">
            {m.bestQuote ? formatCurrency(m.bestQuote) : <span className="text-slate-400">None</span>}
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
}
