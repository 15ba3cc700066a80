import { QuoteFormDialog as SupplierQuoteFormDialog } from "@web/components/quotes/quote-form-dialog";
import { useAddQuote, useMaterialOptions } from "../api/materials";

/** Add a supplier's quote for a material: the shared quote form (components/quotes) with the material's add call. */
export function QuoteFormDialog({ materialId, open, onOpenChange }: { materialId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddQuote(materialId);
  const options = useMaterialOptions();
  return (
    <SupplierQuoteFormDialog
      open={open}
      onOpenChange={onOpenChange}
      suppliers={options.data?.suppliers ?? []}
      description="A supplier's quoted price per unit, with the quote document if you have it."
      save={add.mutateAsync}
    />
  );
}
