import { Printer } from "lucide-react";
import { ASSET_LABEL_SHEET_MAX } from "@shared/assets/asset-labels";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDownloadLabels } from "../api/asset-labels";

/**
 * "Print labels" on the register: A4 sheets of 14 labels (99.1 × 38.1 mm) of the assets ticked in the
 * list, or with none ticked of the assets the page shows, so a delivery of tools is labelled by ticking
 * it or by filtering to it. A run takes up to 200 (15 sheets).
 */
export function PrintLabelsButton({ ids, ticked = [], onClear }: { ids: number[]; ticked?: number[]; onClear?: () => void }) {
  const download = useDownloadLabels();
  const chosen = (ticked.length > 0 ? ticked : ids).slice(0, ASSET_LABEL_SHEET_MAX);
  const more = (ticked.length > 0 ? ticked : ids).length - chosen.length;
  return (
    <>
      {ticked.length > 0 && onClear && (
        <Button variant="ghost" onClick={onClear}>
          Clear ticks
        </Button>
      )}
      <Button
        variant="outline"
        disabled={download.isPending || chosen.length === 0}
        title={`${ticked.length > 0 ? "Labels of the ticked assets" : "Labels of the assets listed on this page"}, 14 to an A4 sheet${more > 0 ? `: the first ${ASSET_LABEL_SHEET_MAX}` : ""}`}
        onClick={() =>
          download.mutate(
            // A sheet even for one: the register prints on A4 label stock; the asset's page prints the single label.
            { ids: chosen, sheet: true },
            { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to prepare the labels"), variant: "destructive" }) },
          )
        }
      >
        <Printer aria-hidden="true" />
        {download.isPending ? "Preparing..." : ticked.length > 0 ? `Print ${ticked.length} ${ticked.length === 1 ? "label" : "labels"}` : "Print labels"}
      </Button>
    </>
  );
}
