import type { CompanyCostsQuery } from "@shared/cost-analysis/company-costs";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import type { FieldBinding } from "@web/lib/use-url-filters";

/** The orders the server ranks by, in the words of what comes first. */
export const SORT_OPTIONS: readonly { value: CompanyCostsQuery["sort"]; label: string }[] = [
  { value: "margin", label: "Lowest margin first" },
  { value: "risk", label: "Most at risk first" },
  { value: "name", label: "Name" },
  { value: "value", label: "Highest value first" },
  { value: "forecast", label: "Highest forecast first" },
  { value: "actual", label: "Highest actual cost first" },
];

/** The server's list, with a choice from the address it no longer lists kept, so the select shows what is filtered. */
const options = (values: readonly string[], chosen: string) =>
  (chosen && !values.includes(chosen) ? [chosen, ...values] : values).map((v) => ({ value: v, label: v }));

/** Search, status, division and sort: each kept in the address bar by the caller. */
export function CompanyFilters({
  searchBox,
  select,
  statuses,
  divisions,
}: {
  searchBox: FieldBinding;
  select: (key: "status" | "division" | "sort") => FieldBinding;
  statuses: readonly string[];
  divisions: readonly string[];
}) {
  const sort = select("sort");
  const status = select("status");
  const division = select("division");
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchInput {...searchBox} placeholder="Search contract name or reference" aria-label="Search contracts" wrapperClassName="col-span-2 lg:col-span-1" />
      <Select aria-label="Status" placeholder="Any status" options={options(statuses, status.value)} {...status} />
      <Select aria-label="Division" placeholder="Any division" options={options(divisions, division.value)} {...division} />
      {/* The server's default order (margin) is the address without a sort. */}
      <Select aria-label="Sort" options={SORT_OPTIONS} value={sort.value || "margin"} onChange={sort.onChange} className="col-span-2 lg:col-span-1" />
    </div>
  );
}
