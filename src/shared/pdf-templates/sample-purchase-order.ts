import type { PurchaseOrderDocument } from "./purchase-order-document";

/**
 * The order the designer and the preview PDF draw a template with: a realistic UK order, its sums
 * worked out by hand (exact decimals, no arithmetic here). The company comes from the real profile
 * where the server has one (pdf-templates preview).
 */
export const SAMPLE_PURCHASE_ORDER: PurchaseOrderDocument = {
  company: {
    name: "Sitebook Construction Ltd",
    logo: null,
    brandColor: "#1d4ed8",
    address: "Unit 4, Riverside Business Park, Leeds, LS10 1AB",
    phone: "0113 496 0000",
    email: "purchasing@sitebook.example",
    vatNumber: "GB 123 4567 89",
    companyNumber: "09876543",
  },
  poNumber: "PO-2025-0142",
  orderDate: "2025-03-14",
  requiredDate: "2025-03-21",
  status: "approved",
  supplier: {
    name: "Northern Builders Merchants Ltd",
    contact: "Priya Shah",
    email: "orders@northernbm.example",
    phone: "0113 496 0123",
    address: "Canal Wharf, Kirkstall Road, Leeds, LS3 1JL",
  },
  contract: { name: "Harbour Quay Offices", address: "Harbour Quay, Hull, HU1 2AA" },
  deliveryAddress: "Harbour Quay Offices, Gate 2, Harbour Quay, Hull, HU1 2AA",
  deliveryInstructions: "Deliver 08:00–15:00 weekdays. Forklift on site; call the site contact 30 minutes before arrival.",
  siteContact: "Dan Morgan, 07700 900123",
  lines: [
    { lineNumber: 1, description: "Ready-mix concrete C32/40, 20 mm aggregate", quantity: "12", unit: "m³", unitPrice: "118.50", lineTotal: "1422.00" },
    { lineNumber: 2, description: "A393 steel mesh sheets, 4.8 × 2.4 m", quantity: "40", unit: "each", unitPrice: "46.20", lineTotal: "1848.00" },
    { lineNumber: 3, description: "Concrete blocks 7.3 N, 100 mm dense", quantity: "1200", unit: "each", unitPrice: "1.62", lineTotal: "1944.00" },
    { lineNumber: 4, description: "Sharp sand, bulk bag", quantity: "6", unit: "bag", unitPrice: "54.00", lineTotal: "324.00" },
    { lineNumber: 5, description: "DPM 1200 gauge, 4 × 25 m roll", quantity: "3", unit: "roll", unitPrice: "72.75", lineTotal: "218.25" },
  ],
  subtotal: "5756.25",
  vatRate: "20",
  vatAmount: "1151.25",
  total: "6907.50",
  terms:
    "Please quote the PO number on every delivery note and invoice. Goods must match the order; substitutions need written approval. Payment 30 days from the end of the month of invoice.",
  notes: "Part deliveries accepted.",
  orderedBy: "Sam Buyer",
  approvedBy: "Alex Director",
};
