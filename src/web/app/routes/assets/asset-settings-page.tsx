import { BackTitle, NoAccess, ScreenFrame } from "@web/components/screen/screen-parts";
import { SkeletonRows } from "@web/components/forms/query-body";
import { LoadError } from "@web/components/ui/load-error";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useChecklists } from "@web/features/assets/api/asset-checks";
import { useAssetSettings } from "@web/features/assets/api/asset-inspections";
import { ChecklistsForm } from "@web/features/assets/components/checklists-form";
import { ElectricalSettingsForm } from "@web/features/assets/components/electrical-settings-form";
import { AssetViews } from "@web/features/assets/components/asset-views";

/**
 * /assets/settings (issue 32, decision 0074): the pre-use checklists per asset type and category, the
 * electrical checks' intervals (HSG107's suggestions until saved) and the idle-hire days. Anyone with
 * Assets view reads them; Assets edit changes them.
 */
export default function AssetSettingsPage() {
  const can = usePermission();
  return (
    <ScreenFrame width="4xl">{can("Assets", "view") ? <Settings canEdit={can("Assets", "edit")} /> : <NoAccess area="Assets" action="view" />}</ScreenFrame>
  );
}

function Settings({ canEdit }: { canEdit: boolean }) {
  const settings = useAssetSettings();
  const checklists = useChecklists();
  return (
    <>
      <BackTitle back="/assets" backLabel="Back to Assets" title="Asset settings" />
      <p className="mb-5 text-sm text-slate-500">What a pre-use check asks of each kind of item, and how often portable electrical tools are checked.</p>
      <AssetViews active="settings" />
      <div className="grid gap-6">
        {checklists.isLoading ? (
          <SkeletonRows rows={["h-72"]} />
        ) : checklists.data ? (
          <ChecklistsForm view={checklists.data} canEdit={canEdit} />
        ) : (
          <LoadError title="The checklists could not be loaded" error={checklists.error} onRetry={() => void checklists.refetch()} />
        )}
        {settings.isLoading ? (
          <SkeletonRows rows={["h-64"]} />
        ) : settings.data ? (
          <ElectricalSettingsForm settings={settings.data} canEdit={canEdit} />
        ) : (
          <LoadError title="The inspection settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />
        )}
      </div>
    </>
  );
}
