import { INSURANCE_STATES, SUPPLIER_SORTS, SUPPLIER_STATUSES, SUPPLIER_TYPES, type SupplierSort } from "@shared/suppliers/supplier";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import type { FieldBinding } from "@web/lib/use-url-filters";
import { useSpecializations, type SupplierListFilters } from "../api/suppliers";

const SORT_LABELS: Record<SupplierSort, string> = {
  name: "Name A–Z",
  city: "Town or city",
  type: "Supplier type",
  performance: "Best performance",
  spend: "Highest spend",
  insurance: "Insurance expiry",
  newest: "Newest first",
};
const INSURANCE_LABELS: Record<(typeof INSURANCE_STATES)[number], string> = { expired: "Insurance expired", expiring: "Expiring in 30 days" };

/** Search, type, status, specialisation, insurance and sort: each kept in the address bar by the caller. */
export function SupplierFilters({
  searchBox,
  filters,
  set,
  select,
}: {
  /** The search box, bound to the address (`useUrlFilters().searchBox`). */
  searchBox: FieldBinding;
  filters: SupplierListFilters;
  set: (changes: Record<string, string | null>) => void;
  /** A narrowing filter's select, bound to the address (`useUrlFilters().select`). */
  select: (key: "supplierType" | "status" | "specialization" | "insurance") => FieldBinding;
}) {
  const specialisations = useSpecializations();
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      <SearchInput
        {...searchBox}
        placeholder="Search name, code, contact, town or postcode"
        aria-label="Search suppliers"
        wrapperClassName="col-span-2 lg:col-span-1"
      />
      <Select aria-label="Supplier type" placeholder="All types" options={SUPPLIER_TYPES} {...select("supplierType")} />
      <Select aria-label="Status" placeholder="All statuses" options={SUPPLIER_STATUSES} {...select("status")} />
      <Select
        aria-label="Specialisation"
        placeholder="All specialisations"
        options={(specialisations.data?.items ?? []).map((s) => ({ value: s, label: s }))}
        {...select("specialization")}
      />
      <Select
        aria-label="Insurance"
        placeholder="Any insurance"
        options={INSURANCE_STATES.map((v) => ({ value: v, label: INSURANCE_LABELS[v] }))}
        {...select("insurance")}
      />
      <Select
        aria-label="Sort by"
        value={filters.sort ?? "name"}
        onChange={(e) => set({ sort: e.target.value === "name" ? null : e.target.value })}
        options={SUPPLIER_SORTS.map((v) => ({ value: v, label: SORT_LABELS[v] }))}
      />
    </div>
  );
}
