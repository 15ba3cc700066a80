import type { Db } from "../../db/client";
import { deny } from "../../test/records";
export { lastLog, messages } from "../../test/records";

/** Helpers shared by the supplier API tests. */

export const supplierBody = (over: Record<string, unknown> = {}) => ({
  name: "Yorkshire Aggregates Ltd",
  code: `YAG-${Math.random().toString(36).slice(2, 8)}`,
  contactPerson: "Karen Holt",
  email: "orders@yorkshire-aggregates.example",
  phone: "0113 496 0456",
  address: "Quarry Lane",
  city: "Wakefield",
  postcode: "wf1 2ab",
  supplierType: "concrete_aggregates",
  specializations: ["Ready-mix concrete", "Type 1 sub-base"],
  certifications: ["ISO 9001", "FORS Gold"],
  insuranceExpiry: "2030-01-31",
  vatNumber: "GB 123 4567 89",
  companyNumber: "01234567",
  paymentTerms: "30 days end of month",
  creditLimit: "25000",
  discountRate: "2.5",
  notes: "Delivers to site before 8am on request.",
  ...over,
});

/** A role that may not even view Suppliers: the 403 of the read routes. */
export const denySuppliers = (db: Db, role: string) => deny(db, role, "Suppliers");
