import { ExternalLink, Printer, RefreshCw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { LoadError } from "@web/components/ui/load-error";
import { QrImage } from "@web/components/ui/qr-code";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { useAssetLabel, useDownloadLabels, useReissueLabel } from "../api/asset-labels";

/**
 * "Label" on the asset's page (issue 32): the QR its label carries, the label as a PDF to print, and
 * for Assets edit a new label (the old one's scan then says it is no longer valid: for a label that
 * was lost, copied or stuck on the wrong item).
 */
export function AssetLabelSection({ assetId }: { assetId: number }) {
  const label = useAssetLabel(assetId);
  const reissue = useReissueLabel(assetId);
  const download = useDownloadLabels();
  const canEdit = usePermission()("Assets", "edit");
  const failed = (title: string, fallback: string) => (e: unknown) => toast({ title, description: errorText(e, fallback), variant: "destructive" });

  const onPrint = () => download.mutate({ ids: [assetId], sheet: false }, { onError: failed("Label not downloaded", "Failed to prepare the label") });
  const onReissue = async () => {
    const ok = await confirm({
      title: "Re-issue this label?",
      description: "The label on the item now stops working: scanning it will say the label is no longer valid. Print the new label and stick it on.",
      confirmText: "Re-issue label",
      variant: "destructive",
    });
    if (ok)
      reissue.mutate(undefined, {
        onSuccess: () => toast({ title: "New label issued", description: "Print it and replace the old label on the item." }),
        onError: failed("Label not re-issued", "Failed to issue a new label"),
      });
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-4 sm:pt-6">
        <h2 className="text-base font-semibold text-slate-900">Label</h2>
        {label.isPending && <Skeleton className="size-40" />}
        {label.isError && <LoadError title="The label could not be loaded" error={label.error} onRetry={() => void label.refetch()} />}
        {label.data && (
          <div className="flex flex-wrap items-start gap-4">
            <QrImage url={`${window.location.origin}${label.data.path}`} label="QR code of the asset's label" />
            <div className="grid max-w-80 gap-2 text-sm text-slate-600">
              <p>Anyone who scans the label sees whether the item is safe to use, and nothing else about it. Signed in, the scan opens the asset.</p>
              <p className="text-xs text-slate-500">{`Issued ${formatDate(label.data.issuedAt)}`}</p>
              <a
                href={label.data.path}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 font-medium text-brand underline-offset-4 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                See what the scan shows
              </a>
            </div>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={download.isPending} onClick={onPrint}>
            <Printer aria-hidden="true" />
            {download.isPending ? "Preparing..." : "Print label"}
          </Button>
          {canEdit && (
            <Button type="button" variant="outline" size="sm" disabled={reissue.isPending || !label.data} onClick={() => void onReissue()}>
              <RefreshCw aria-hidden="true" />
              Re-issue label
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
