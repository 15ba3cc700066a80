import { COMPANY_SORTS } from "@shared/cost-analysis/company-costs";
import { NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { CsvActions } from "@web/components/register/csv-actions";
import { Skeleton } from "@web/components/ui/skeleton";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useCompanyCosts, useExportCompanyCosts, type CompanyCostsFilters } from "@web/features/cost-analysis/api/company";
import { CompanyFilters } from "@web/features/cost-analysis/components/company-filters";
import { CompanyResults } from "@web/features/cost-analysis/components/company-results";
import { CompanySummary, CompanyTotals } from "@web/features/cost-analysis/components/company-totals";

/** /cost-analysis (product.md §2.1, decision 0081 "The company view"): every contract's money, ranked and filtered on the server. */
export default function CostAnalysisPage() {
  const can = usePermission();
  const permissions = useRolePermissions();
  return (
    <ScreenFrame>
      {permissions.isPending ? <Skeleton className="h-64" /> : can("Cost Analysis", "view") ? <CompanyView /> : <NoAccess area="Cost Analysis" action="view" />}
    </ScreenFrame>
  );
}

function CompanyView() {
  const url = useUrlFilters(
    { sort: param.oneOf(COMPANY_SORTS), status: param.text, division: param.text },
    { search: { key: "q", delay: 300 }, notFilters: ["sort"] },
  );
  const filters: CompanyCostsFilters = { page: url.page, q: url.search, ...url.values };
  const list = useCompanyCosts(filters);
  const csv = useExportCompanyCosts("csv");
  const xlsx = useExportCompanyCosts("xlsx");
  const { page: _page, ...exportFilters } = filters;
  const data = list.data;
  return (
    <>
      <ScreenHeader
        title="Cost Analysis"
        text="Every contract's value, budget, committed and actual cost, forecast and margin, from the records the sites keep."
        actions={
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            <CsvActions exporter={csv} xlsxExporter={xlsx} filters={exportFilters} failure="Failed to export the cost analysis" />
          </div>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {data && data.total > 0 && <CompanySummary all={data.totals.all} />}
        <section aria-label="Contracts' costs" className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <CompanyFilters searchBox={url.searchBox} select={url.select} statuses={data?.statuses ?? []} divisions={data?.divisions ?? []} />
          <CompanyResults list={list} filtered={url.filtered} onPage={url.setPage} />
        </section>
        {data && data.total > 0 && <CompanyTotals totals={data.totals} />}
      </div>
    </>
  );
}
