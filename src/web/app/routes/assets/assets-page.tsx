import { ASSET_OWNERSHIPS, ASSET_STATUSES, ASSET_TYPES } from "@shared/assets/asset";
import { AddLink, NoAccess, ScreenFrame, ScreenHeader } from "@web/components/screen/screen-parts";
import { CsvActions } from "@web/components/register/csv-actions";
import { param, useUrlFilters } from "@web/lib/use-url-filters";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAssetOptions, useAssets, useExportAssets, type AssetListFilters } from "@web/features/assets/api/assets";
import { AssetFilters } from "@web/features/assets/components/asset-filters";
import { AssetResults } from "@web/features/assets/components/asset-list";
import { PrintLabelsButton } from "@web/features/assets/components/print-labels-button";
import { ScanLabelButton } from "@web/features/assets/components/scan-label-button";
import { AssetViews } from "@web/features/assets/components/asset-views";

/** /assets (product.md §2.1): the asset register, searched, filtered and paged on the server, each item's safe-to-use colour in words. */
export default function AssetsPage() {
  const can = usePermission();
  return <ScreenFrame>{can("Assets", "view") ? <Register /> : <NoAccess area="Assets" action="view" />}</ScreenFrame>;
}

function Register() {
  const can = usePermission();
  const canCreate = can("Assets", "create");
  const url = useUrlFilters(
    {
      type: param.oneOf(ASSET_TYPES),
      status: param.oneOf(ASSET_STATUSES),
      place: param.text,
      ownership: param.oneOf(ASSET_OWNERSHIPS),
      attention: param.oneOf(["yes"] as const),
    },
    { search: { key: "q", delay: 300 } },
  );
  const filters: AssetListFilters = { page: url.page, q: url.search, ...url.values };
  const list = useAssets(filters);
  const options = useAssetOptions();
  const csv = useExportAssets("csv");
  const xlsx = useExportAssets("xlsx");
  const { page: _page, ...exportFilters } = filters;
  return (
    <>
      <ScreenHeader
        from="lg"
        title="Assets"
        text="Plant, lifting gear and site tools: where each one is, who has it, and whether it is safe to use."
        actions={
          <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
            <ScanLabelButton />
            <PrintLabelsButton ids={list.data?.items.map((a) => a.id) ?? []} />
            <CsvActions exporter={csv} xlsxExporter={xlsx} filters={exportFilters} failure="Failed to export the assets" />
            {canCreate && <AddLink to="/assets/new">Add asset</AddLink>}
          </div>
        }
      />
      <AssetViews active="register" />
      <section aria-label="Asset register" className="grid gap-4">
        <AssetFilters searchBox={url.searchBox} select={url.select} options={options.data} />
        <AssetResults list={list} filtered={url.filtered} onPage={url.setPage} canCreate={canCreate} />
      </section>
    </>
  );
}
