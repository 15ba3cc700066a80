import { ClipboardCheck, FolderOpen, LogIn, LogOut, MapPin, Wrench, type LucideIcon } from "lucide-react";
import { ASSET_PAGE_ACTION_LABELS, ASSET_PAGE_ACTIONS, assetPagePath, type AssetPageAction } from "@shared/assets/asset-scan";
import { Button } from "@web/components/ui/button";
import { Link } from "@web/lib/router";
import { ScanLabelButton } from "./scan-label-button";

const ICONS: Record<AssetPageAction, LucideIcon> = { checkout: LogOut, checkin: LogIn, check: ClipboardCheck, move: MapPin, defect: Wrench };

/**
 * Below the scan's answer, for a reader with Assets view (issue 32): open the asset, or go straight
 * to what is done with it on site; each action opens its dialog on the asset's page (`?do=`).
 */
export function AssetScanActions({ assetId }: { assetId: number }) {
  return (
    <section aria-labelledby="scan-actions" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="scan-actions" className="text-lg font-semibold text-slate-900">
        This asset
      </h2>
      <Button asChild size="lg" className="h-12 text-base">
        <Link to={assetPagePath(assetId)}>
          <FolderOpen aria-hidden="true" />
          Open asset
        </Link>
      </Button>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Actions">
        {ASSET_PAGE_ACTIONS.map((action) => {
          const Icon = ICONS[action];
          return (
            <li key={action} className={action === "defect" ? "sm:col-span-2" : undefined}>
              <Button asChild variant="outline" className="h-12 w-full justify-start text-base">
                <Link to={assetPagePath(assetId, action)}>
                  <Icon aria-hidden="true" />
                  {ASSET_PAGE_ACTION_LABELS[action]}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      <ScanLabelButton variant="ghost" className="justify-self-center" />
    </section>
  );
}
