/**
 * The few suppliers the demo orders go to (modules/purchase-orders/purchase-orders.demo.ts), found by
 * name or added (the suppliers demo may have made them already). Kept here, with the other demo data
 * more than one area reads, so the suppliers area's tests check their types without reaching into
 * the purchase-orders module.
 */
export const DEMO_ORDER_SUPPLIERS = [
  {
    name: "Travis Perkins Leeds",
    supplierType: "builders_merchant",
    contactPerson: "Karen Holt",
    email: "leeds.branch@travisperkins.example",
    phone: "0113 496 0456",
    city: "Leeds",
  },
  {
    name: "Hanson Concrete Yorkshire",
    supplierType: "concrete_aggregates",
    contactPerson: "Mark Dyson",
    email: "orders@hanson-yorks.example",
    phone: "0113 496 0789",
    city: "Leeds",
  },
  {
    name: "GAP Plant Hire Wakefield",
    supplierType: "plant_hire",
    contactPerson: "Steve Marsh",
    email: "wakefield@gap-hire.example",
    phone: "01924 496 012",
    city: "Wakefield",
  },
  {
    name: "Jewson Wakefield",
    supplierType: "builders_merchant",
    contactPerson: "Lisa Firth",
    email: "wakefield@jewson.example",
    phone: "01924 496 345",
    city: "Wakefield",
  },
  {
    name: "Yorkshire Skip Hire",
    supplierType: "waste_management",
    contactPerson: "Dean Walsh",
    email: "bookings@yorkshireskips.example",
    phone: "0113 496 0999",
    city: "Leeds",
  },
] as const;
