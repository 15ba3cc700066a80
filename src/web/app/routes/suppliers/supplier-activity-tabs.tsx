import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { SupplierContracts, SupplierDeliveries, SupplierOrders, SupplierRatingHistory } from "@web/features/suppliers/components/supplier-activity";

/** The supplier's contracts, orders, deliveries and rating history, one tab each (each loads when opened). */
export function SupplierActivity({ id }: { id: number }) {
  return (
    <Tabs defaultValue="contracts" className="mt-6">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          <TabsTrigger value="contracts">Contracts</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="deliveries">Deliveries</TabsTrigger>
          <TabsTrigger value="ratings">Ratings</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="contracts" className="mt-4">
        <SupplierContracts id={id} />
      </TabsContent>
      <TabsContent value="orders" className="mt-4">
        <SupplierOrders id={id} />
      </TabsContent>
      <TabsContent value="deliveries" className="mt-4">
        <SupplierDeliveries id={id} />
      </TabsContent>
      <TabsContent value="ratings" className="mt-4">
        <SupplierRatingHistory id={id} />
      </TabsContent>
    </Tabs>
  );
}
