import { ASSET_OWNERSHIP_LABELS, ASSET_STATUS_LABELS, ASSET_TYPE_LABELS } from "@shared/assets/asset";
import { YARD, type AssetOptions } from "@shared/assets/asset-register";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import type { FieldBinding } from "@web/lib/use-url-filters";

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Search, type, status, place, ownership and "needs attention": each kept in the address bar by the caller. */
export function AssetFilters({
  searchBox,
  select,
  options: choices,
}: {
  searchBox: FieldBinding;
  select: (key: "type" | "status" | "place" | "ownership" | "attention") => FieldBinding;
  options: AssetOptions | undefined;
}) {
  const places = [{ value: YARD, label: "Yard" }, ...(choices?.contracts ?? []).map((c) => ({ value: c.slug, label: c.name }))];
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      <SearchInput {...searchBox} placeholder="Search name, serial, make, model" aria-label="Search assets" wrapperClassName="col-span-2 lg:col-span-1" />
      <Select aria-label="Type" placeholder="All types" options={options(ASSET_TYPE_LABELS)} {...select("type")} />
      <Select aria-label="Status" placeholder="Any status" options={options(ASSET_STATUS_LABELS)} {...select("status")} />
      <Select aria-label="Place" placeholder="Anywhere" options={places} {...select("place")} />
      <Select aria-label="Ownership" placeholder="Ownership" options={options(ASSET_OWNERSHIP_LABELS)} {...select("ownership")} />
      <Select aria-label="Needs attention" placeholder="All assets" options={[{ value: "yes", label: "Needs attention" }]} {...select("attention")} />
    </div>
  );
}
