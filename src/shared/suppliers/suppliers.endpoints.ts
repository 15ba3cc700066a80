import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { pageQuery } from "../common/paging";
import {
  listSuppliersQuery,
  rateSupplierSchema,
  supplierContractListSchema,
  supplierDeliveryListSchema,
  supplierDetailSchema,
  supplierFiltersQuery,
  supplierImportResultSchema,
  supplierListSchema,
  supplierOrderListSchema,
  supplierParams,
  supplierRatingListSchema,
  supplierSchema,
  supplierSpecializationsSchema,
  updateSupplierSchema,
  SUPPLIER_IMPORT_MAX_BYTES,
} from "./supplier";
import { recordEndpoints } from "../common/record-endpoints";

const supplier = recordEndpoints("suppliers", "Suppliers", supplierParams);

/** The supplier register (/suppliers, docs/decisions/0024-suppliers.md) under the Suppliers page permission. */
export const suppliersEndpoints = {
  list: supplier.list(
    "The supplier register: searched (name, code, contact, town, postcode), filtered, sorted and paged",
    listSuppliersQuery,
    supplierListSchema,
  ),
  specializations: endpoint({
    method: "GET",
    path: "/api/suppliers/specializations",
    access: ["Suppliers", "view"],
    summary: "The specialisations recorded on live suppliers (the register's filter)",
    response: supplierSpecializationsSchema,
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/api/suppliers/export",
    access: ["Suppliers", "view"],
    summary: "The register as CSV with the list's filters and sort (the same columns an import reads)",
    query: supplierFiltersQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  importCsv: endpoint({
    method: "POST",
    path: "/api/suppliers/import",
    access: ["Suppliers", "create"],
    summary: "Add suppliers from one CSV file; one bad row refuses the whole file, every problem listed by row",
    body: multipart(1),
    response: supplierImportResultSchema,
    status: 201,
    bodyLimit: SUPPLIER_IMPORT_MAX_BYTES + 64 * 1024,
  }),
  create: supplier.create("Add a supplier (spend, order count and ratings start at zero and are derived)", supplierSchema, supplierDetailSchema),
  get: supplier.get("One supplier with its derived spend, orders and ratings", supplierDetailSchema),
  update: supplier.update("Change a supplier's details (derived figures cannot be set)", updateSupplierSchema, supplierDetailSchema),
  remove: supplier.remove("Delete a supplier to the recycle bin (its orders, contracts and ratings stay for a restore)", "delete"),
  contracts: endpoint({
    method: "GET",
    path: "/api/suppliers/:id/contracts",
    access: ["Suppliers", "view"],
    summary: "The contracts a supplier works on, with the spend and orders on each",
    params: supplierParams,
    query: pageQuery,
    response: supplierContractListSchema,
  }),
  orders: endpoint({
    method: "GET",
    path: "/api/suppliers/:id/orders",
    access: ["Suppliers", "view"],
    summary: "A supplier's purchase orders, newest first",
    params: supplierParams,
    query: pageQuery,
    response: supplierOrderListSchema,
  }),
  deliveries: endpoint({
    method: "GET",
    path: "/api/suppliers/:id/deliveries",
    access: ["Suppliers", "view"],
    summary: "A supplier's goods receipts (on time, complete, quality passed), newest first",
    params: supplierParams,
    query: pageQuery,
    response: supplierDeliveryListSchema,
  }),
  ratings: endpoint({
    method: "GET",
    path: "/api/suppliers/:id/ratings",
    access: ["Suppliers", "view"],
    summary: "Who rated a supplier's performance and quality, and when, newest first",
    params: supplierParams,
    query: pageQuery,
    response: supplierRatingListSchema,
  }),
  rate: endpoint({
    method: "POST",
    path: "/api/suppliers/:id/ratings",
    access: ["Suppliers", "create"],
    summary: "Score a supplier's performance and quality (0 to 5); its ratings become the average of all scores",
    params: supplierParams,
    body: rateSupplierSchema,
    response: supplierDetailSchema,
    status: 201,
  }),
};

/** What a write here changes (decision 0062): every suppliers read, the register's pages and each supplier with its parts. */
export const suppliersChanges: Changes = [under(suppliersEndpoints.list)];
