import { Printer } from "lucide-react";
import { ID_CARD_SHEET_MAX } from "@shared/workforce/worker-id-card";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDownloadIdCards } from "../api/worker-id-card";

/**
 * "Print ID cards" on the register: the A4 sheet (8 cards a page, cut marks) of the workers ticked in
 * the list (across pages), or with none ticked of the workers the page shows, so a gang is printed by
 * ticking it or by filtering on its employer or trade. The sheet takes up to 40.
 */
export function PrintIdCardsButton({ ids, ticked, onClear }: { ids: number[]; ticked: number[]; onClear: () => void }) {
  const download = useDownloadIdCards();
  const chosen = (ticked.length > 0 ? ticked : ids).slice(0, ID_CARD_SHEET_MAX);
  return (
    <>
      {ticked.length > 0 && (
        <Button variant="ghost" onClick={onClear}>
          Clear ticks
        </Button>
      )}
      <Button
        variant="outline"
        disabled={download.isPending || chosen.length === 0}
        title={ticked.length > 0 ? "ID cards of the ticked workers, 8 to an A4 sheet" : "ID cards of the workers listed on this page, 8 to an A4 sheet"}
        onClick={() =>
          download.mutate(
            { ids: chosen },
            { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to prepare the ID cards"), variant: "destructive" }) },
          )
        }
      >
        <Printer aria-hidden="true" />
        {download.isPending ? "Preparing..." : ticked.length > 0 ? `Print ${ticked.length} ID ${ticked.length === 1 ? "card" : "cards"}` : "Print ID cards"}
      </Button>
    </>
  );
}
