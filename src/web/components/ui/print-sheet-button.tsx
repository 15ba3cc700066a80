import { Printer } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";

type Props = {
  /** The records the page lists, printed when none is ticked. */
  ids: number[];
  ticked?: number[];
  onClear?: () => void;
  /** The most one run prints. */
  max: number;
  /** What one sheet item is called: ["label", "labels"], ["ID card", "ID cards"]. */
  noun: readonly [string, string];
  /** How the sheet holds them, for the button's title: "14 to an A4 sheet". */
  sheet: string;
  /** What the records are: "assets", "workers". */
  records: string;
  print: { isPending: boolean; run: (ids: number[], onError: (e: unknown) => void) => void };
};

/**
 * "Print …" on a register: a sheet of the records ticked in the list (across pages), or with none
 * ticked of those the page shows, so a gang or a delivery is printed by ticking it or by filtering to
 * it (workers' ID cards, assets' labels). One run takes up to `max`.
 */
export function PrintSheetButton({ ids, ticked = [], onClear, max, noun: [one, many], sheet, records, print }: Props) {
  const chosen = (ticked.length > 0 ? ticked : ids).slice(0, max);
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
        disabled={print.isPending || chosen.length === 0}
        title={`${many[0].toUpperCase()}${many.slice(1)} of the ${ticked.length > 0 ? `ticked ${records}` : `${records} listed on this page`}, ${sheet}${more > 0 ? `: the first ${max}` : ""}`}
        onClick={() => print.run(chosen, (e) => toast({ title: "Error", description: errorText(e, `Failed to prepare the ${many}`), variant: "destructive" }))}
      >
        <Printer aria-hidden="true" />
        {print.isPending ? "Preparing..." : ticked.length > 0 ? `Print ${ticked.length} ${ticked.length === 1 ? one : many}` : `Print ${many}`}
      </Button>
    </>
  );
}
