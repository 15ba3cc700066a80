import { VEHICLE_STATUSES, VEHICLE_TYPES } from "@shared/fleet/fleet";
import { DRIVER_KEY } from "@shared/fleet/fleet-register";
import { AddLink, NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { CsvActions } from "@web/components/register/csv-actions";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useExportFleet, useFleet, type FleetListFilters } from "@web/features/fleet/api/fleet";
import { FleetFilters } from "@web/features/fleet/components/fleet-filters";
import { FleetResults } from "@web/features/fleet/components/fleet-list";

/** /fleet (product.md §2.1): the fleet register, searched, filtered and paged on the server, what is due on each vehicle in words. */
export default function FleetPage() {
  const can = usePermission();
  return <ScreenFrame>{can("Fleet Management", "view") ? <Register /> : <NoAccess area="Fleet" action="view" />}</ScreenFrame>;
}

const driverParam = (raw: string | null) => (raw && DRIVER_KEY.test(raw) ? raw : undefined);

function Register() {
  const can = usePermission();
  const canCreate = can("Fleet Management", "create");
  const url = useUrlFilters(
    { type: param.oneOf(VEHICLE_TYPES), status: param.oneOf(VEHICLE_STATUSES), attention: param.oneOf(["yes"] as const), driver: driverParam },
    { search: { key: "q", delay: 300 } },
  );
  const filters: FleetListFilters = { page: url.page, q: url.search, ...url.values };
  const list = useFleet(filters);
  const csv = useExportFleet("csv");
  const xlsx = useExportFleet("xlsx");
  const { page: _page, ...exportFilters } = filters;
  return (
    <>
      <ScreenHeader
        from="lg"
        title="Fleet"
        text="Vans, cars and lorries: who drives them, and their MOT, road tax, insurance and servicing."
        actions={
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <CsvActions exporter={csv} xlsxExporter={xlsx} filters={exportFilters} failure="Failed to export the fleet" />
            {canCreate && <AddLink to="/fleet/new">Add vehicle</AddLink>}
          </div>
        }
      />
      <section aria-label="Fleet register" className="grid gap-4">
        <FleetFilters searchBox={url.searchBox} select={url.select} />
        <FleetResults list={list} filtered={url.filtered} onPage={url.setPage} canCreate={canCreate} />
      </section>
    </>
  );
}
