import { ID_CARD_SHEET_MAX } from "@shared/workforce/worker-id-card";
import { PrintSheetButton } from "@web/components/ui/print-sheet-button";
import { useDownloadIdCards } from "../api/worker-id-card";

/**
 * "Print ID cards" on the register: the A4 sheet (8 cards a page, cut marks) of the workers ticked in
 * the list, or of those the page shows, so a gang is printed by ticking it or by filtering on its
 * employer or trade. The sheet takes up to 40.
 */
export function PrintIdCardsButton({ ids, ticked, onClear }: { ids: number[]; ticked: number[]; onClear: () => void }) {
  const download = useDownloadIdCards();
  return (
    <PrintSheetButton
      ids={ids}
      ticked={ticked}
      onClear={onClear}
      max={ID_CARD_SHEET_MAX}
      noun={["ID card", "ID cards"]}
      sheet="8 to an A4 sheet"
      records="workers"
      print={{ isPending: download.isPending, run: (chosen, onError) => download.mutate({ ids: chosen }, { onError }) }}
    />
  );
}
