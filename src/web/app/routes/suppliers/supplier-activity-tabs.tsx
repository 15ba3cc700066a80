import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { SupplierContracts, SupplierDeliveries, SupplierOrders, SupplierRatingHistory } from "@web/features/suppliers/components/supplier-activity";

// One tab per part of the supplier's history, in this order.
const PARTS = [
  { value: "contracts", label: "Contracts", Part: SupplierContracts },
  { value: "orders", label: "Orders", Part: SupplierOrders },
  { value: "deliveries", label: "Deliveries", Part: SupplierDeliveries },
  { value: "ratings", label: "Ratings", Part: SupplierRatingHistory },
] as const;

/** The supplier's contracts, orders, deliveries and rating history, one tab each (each loads when opened). */
export function SupplierActivity({ id }: { id: number }) {
  return (
    <Tabs defaultValue="contracts" className="mt-6">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {PARTS.map((p) => (
            <TabsTrigger key={p.value} value={p.value}>
              {p.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {PARTS.map(({ value, Part }) => (
        <TabsContent key={value} value={value} className="mt-4">
          <Part id={id} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
