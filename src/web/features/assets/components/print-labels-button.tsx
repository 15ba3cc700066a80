import { ASSET_LABEL_SHEET_MAX } from "@shared/assets/asset-labels";
import { PrintSheetButton } from "@web/components/ui/print-sheet-button";
import { useDownloadLabels } from "../api/asset-labels";

/**
 * "Print labels" on the register: A4 sheets of 14 labels (99.1 × 38.1 mm) of the assets ticked in the
 * list, or with none ticked of the assets the page shows, so a delivery of tools is labelled by ticking
 * it or by filtering to it. A run takes up to 200 (15 sheets); a sheet even for one, as the register
 * prints on A4 label stock (the asset's page prints the single label).
 */
export function PrintLabelsButton({ ids, ticked = [], onClear }: { ids: number[]; ticked?: number[]; onClear?: () => void }) {
  const download = useDownloadLabels();
  return (
    <PrintSheetButton
      ids={ids}
      ticked={ticked}
      onClear={onClear}
      max={ASSET_LABEL_SHEET_MAX}
      noun={["label", "labels"]}
      sheet="14 to an A4 sheet"
      records="assets"
      print={{ isPending: download.isPending, run: (chosen, onError) => download.mutate({ ids: chosen, sheet: true }, { onError }) }}
    />
  );
}
