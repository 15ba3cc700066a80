import { QuoteFormDialog } from "@web/components/quotes/quote-form-dialog";
import { useAddPoQuote } from "../api/po-paperwork";
import { usePoLookups } from "../api/purchase-orders";

/** Attach a supplier's quote to an order: the shared quote form (components/quotes), the order's supplier chosen first. */
export function PoQuoteFormDialog(props: { orderId: number; supplierId: number | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddPoQuote(props.orderId);
  const lookups = usePoLookups();
  return (
    <QuoteFormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      suppliers={lookups.data?.suppliers ?? []}
      defaultSupplierId={props.supplierId}
      description="A supplier's price for this order, with the quote document if you have it."
      save={add.mutateAsync}
    />
  );
}
