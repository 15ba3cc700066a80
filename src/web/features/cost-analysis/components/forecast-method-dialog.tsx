import type { HeadFigures } from "@shared/cost-analysis/cost-figures";
import type { CostHead } from "@shared/rules/cvr";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";

/** Placeholder: choosing a head's forecast method (branch cost-registers-web replaces this file). */
export function ForecastMethodDialog({ current, onClose }: { slug: string; head: CostHead; current: HeadFigures; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current.label}: forecast method</DialogTitle>
          <DialogDescription>Choosing the method comes with the forecasts' register.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
