import { Printer } from "lucide-react";
import { ID_CARD_SHEET_MAX } from "@shared/workforce/worker-id-card";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useDownloadIdCards } from "../api/worker-id-card";

/**
 * "Print ID cards" on the register: the A4 sheet (8 cards a page, cut marks) of the workers the list
 * shows, so a gang is printed by filtering on its employer or trade. The sheet takes up to 40.
 */
export function PrintIdCardsButton({ ids }: { ids: number[] }) {
  const download = useDownloadIdCards();
  const shown = ids.slice(0, ID_CARD_SHEET_MAX);
  return (
    <Button
      variant="outline"
      disabled={download.isPending || shown.length === 0}
      title="ID cards of the workers listed on this page, 8 to an A4 sheet"
      onClick={() =>
        download.mutate(
          { ids: shown },
          { onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to prepare the ID cards"), variant: "destructive" }) },
        )
      }
    >
      <Printer aria-hidden="true" />
      {download.isPending ? "Preparing..." : "Print ID cards"}
    </Button>
  );
}
