import { VEHICLE_STATUS_LABELS, VEHICLE_TYPE_LABELS } from "@shared/fleet/fleet";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import type { FieldBinding } from "@web/lib/use-url-filters";
import { useDriverOptions } from "../api/fleet";

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Search, type, status, needs attention and driver: each kept in the address bar by the caller. */
export function FleetFilters({ searchBox, select }: { searchBox: FieldBinding; select: (key: "type" | "status" | "attention" | "driver") => FieldBinding }) {
  const drivers = useDriverOptions("");
  const driver = select("driver");
  const choices = (drivers.data ?? []).map((d) => ({ value: `${d.kind}:${d.id}`, label: d.name }));
  // A driver from the address that is not among the first names offered still shows as chosen.
  if (driver.value && !choices.some((c) => c.value === driver.value)) choices.unshift({ value: driver.value, label: "Chosen driver" });
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <SearchInput {...searchBox} placeholder="Search name, plate, make, model" aria-label="Search vehicles" wrapperClassName="col-span-2 lg:col-span-1" />
      <Select aria-label="Type" placeholder="All types" options={options(VEHICLE_TYPE_LABELS)} {...select("type")} />
      <Select aria-label="Status" placeholder="Any status" options={options(VEHICLE_STATUS_LABELS)} {...select("status")} />
      <Select aria-label="Needs attention" placeholder="All vehicles" options={[{ value: "yes", label: "Needs attention" }]} {...select("attention")} />
      <Select aria-label="Driver" placeholder="Any driver" options={choices} {...driver} />
    </div>
  );
}
