import { LogIn } from "lucide-react";
import { PublicPage } from "@web/components/screen/public-page";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useUser } from "@web/features/auth/api/get-user";
import { useAssetOfLabel, useAssetScan } from "@web/features/assets/api/asset-labels";
import { AssetScanActions } from "@web/features/assets/components/asset-scan-actions";
import { AssetScanStatus } from "@web/features/assets/components/asset-scan-status";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { ApiError, errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { Link, useParams } from "@web/lib/router";

/**
 * /a/:token (issue 32): where an asset's QR label opens, on anyone's phone and with no shell. It says
 * whether the item is safe to use today and nothing else about it. Someone signed in with Assets view
 * is offered the asset itself and what is done with it on site.
 */
export default function AssetScanPage() {
  const { token = "" } = useParams<{ token: string }>();
  const scan = useAssetScan(token);
  const { user, isLoading } = useUser();
  const can = usePermission();
  const mayOpen = Boolean(user) && can("Assets", "view");
  const asset = useAssetOfLabel(token, mayOpen && scan.isSuccess);
  return (
    <PublicPage brandColor={null} title="Safety check" subtitle={`What the label says today, ${formatDate(new Date())}`} width="max-w-lg">
      {scan.isPending && <Spinner label="Checking the label" className="mx-auto my-8 text-slate-400" />}
      {scan.isError && (
        <div role="alert" className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-base text-red-800">
          <p>
            {scan.error instanceof ApiError && (scan.error.status === 404 || scan.error.status === 429)
              ? errorText(scan.error, "This label is no longer valid")
              : "The label could not be checked. Check your signal and try again."}
          </p>
          {scan.error instanceof ApiError && scan.error.status === 404 && (
            <p className="font-semibold">Treat the item as unchecked: do not use it until the site team confirms it is safe.</p>
          )}
        </div>
      )}
      {scan.data && <AssetScanStatus scan={scan.data} />}
      {asset.data && <AssetScanActions assetId={asset.data.id} />}
      {scan.isSuccess && !isLoading && !user && (
        <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-slate-700 shadow-sm">
          <p>Site team: sign in to open this asset, check it out or in, or report a defect.</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={`/auth?next=${encodeURIComponent(window.location.pathname)}`}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
        </div>
      )}
    </PublicPage>
  );
}
