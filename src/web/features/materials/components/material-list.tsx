import { useEffect, useState } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { Image, Leaf, Package, Plus } from "lucide-react";
import { MATERIAL_SORTS, MATERIAL_TYPES, materialTypeLabel, type MaterialItem } from "@shared/materials/material";
import { formatCurrency, unitText } from "@shared/common/numbers";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { totalOf } from "@web/lib/page-total";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { useDebounced } from "@web/lib/use-debounced";
import { useMaterialOptions, useMaterials, type MaterialFilters } from "../api/materials";

const FILTER_KEYS = ["type", "category", "supplierId", "active", "sort"] as const;
const per = (m: MaterialItem) => (m.unit ? ` / ${unitText(m.unit)}` : "");

/** Materials and services: search (description, SKU, category), filters, sort and paging, all on the server. */
export function MaterialList({ canCreate }: { canCreate: boolean }) {
  const [params, setParams] = useSearchParams();
  const options = useMaterialOptions();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [search, setSearch] = useState(params.get("q") ?? "");
  const q = useDebounced(search.trim(), 300);
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

  const value = (k: (typeof FILTER_KEYS)[number]) => params.get(k) ?? "";
  const filters = { page, q: q || undefined, ...Object.fromEntries(FILTER_KEYS.map((k) => [k, value(k) || undefined])) } as MaterialFilters;
  const filtered = Boolean(q) || FILTER_KEYS.some((k) => k !== "sort" && value(k));
  const list = useMaterials(filters);
  const select = (k: (typeof FILTER_KEYS)[number]) => ({
    value: value(k),
    onChange: (e: { target: { value: string } }) => set({ [k]: e.target.value || null, page: null }),
  });

  return (
    <section aria-label="Materials and services" className="grid gap-4">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search description, SKU or category"
          aria-label="Search materials"
          wrapperClassName="col-span-2 lg:col-span-1"
        />
        <Select
          aria-label="Type"
          placeholder="All types"
          options={MATERIAL_TYPES.map((t) => ({ value: t.value, label: t.value === "materials" ? "Materials" : "Services" }))}
          {...select("type")}
        />
        <Select
          aria-label="Category"
          placeholder="All categories"
          options={(options.data?.categories ?? []).map((c) => ({ value: c, label: c }))}
          {...select("category")}
        />
        <Select
          aria-label="Supplier"
          placeholder="All suppliers"
          options={(options.data?.suppliers ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          {...select("supplierId")}
        />
        <Select
          aria-label="Active"
          placeholder="Active and inactive"
          options={[
            { value: "yes", label: "Active only" },
            { value: "no", label: "Inactive only" },
          ]}
          {...select("active")}
        />
        <Select aria-label="Sort by" placeholder="Description (A–Z)" options={MATERIAL_SORTS.filter((s) => s.value !== "description")} {...select("sort")} />
      </div>

      {list.isLoading ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.error && !list.data ? (
        <LoadError title="The materials could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.items.length === 0 ? (
        <EmptyState
          icon={Package}
          title={filtered ? "No materials match these filters" : "No materials yet"}
          text={
            filtered
              ? "Try another search, type, category or supplier."
              : "Add the materials and services you buy, with their prices, suppliers' quotes and carbon."
          }
          action={
            canCreate && !filtered ? (
              <Button asChild>
                <Link to="/materials/new">
                  <Plus aria-hidden="true" />
                  New material
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : list.data ? (
        <>
          <p className="text-sm text-slate-500" aria-live="polite">
            {totalOf(list.data, "item", "items")}
          </p>
          <ul className="grid gap-3 md:hidden">
            {list.data.items.map((m) => (
              <li key={m.id}>
                <MaterialCard material={m} />
              </li>
            ))}
          </ul>
          <MaterialTable items={list.data.items} />
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
    <Link
      to={link(m)}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
    >
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
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Supplier</TableHead>
            <TableHead className="text-right">Cost</TableHead>
            <TableHead className="text-right">Best quote</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
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
        </TableBody>
      </Table>
    </div>
  );
}
