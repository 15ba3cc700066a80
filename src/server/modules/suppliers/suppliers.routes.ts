import { suppliersEndpoints } from "@shared/suppliers/suppliers.endpoints";
import { routes } from "../../platform/endpoints";
import type { Module } from "../../platform/module";
import * as suppliers from "./suppliers.service";
import { listRatings, rateSupplier } from "./supplier-ratings.service";
import { exportSuppliers, importPlaces, importSuppliers, readSupplierFile } from "./supplier-csv.service";

/** The supplier register (docs/decisions/0024-suppliers.md), registered from shared/suppliers/suppliers.endpoints.ts. */
export const suppliersRoutes: Module = async (app, { db, csv }) => {
  routes(app, suppliersEndpoints, {
    list: (req) => suppliers.listSuppliers(db, req.query),
    specializations: () => suppliers.listSpecializations(db),
    exportCsv: (req, reply) => exportSuppliers(db, csv, req, reply, req.query),
    importCsv: (req) => importPlaces.run(req, async () => importSuppliers({ db, request: req }, await readSupplierFile(req))),
    create: (req) => suppliers.createSupplier({ db, request: req }, req.body),
    get: (req) => suppliers.getSupplier(db, req.params.id),
    update: (req) => suppliers.updateSupplier({ db, request: req }, req.params.id, req.body),
    remove: (req) => suppliers.deleteSupplier({ db, request: req }, req.params.id),
    contracts: (req) => suppliers.listContracts(db, req.params.id, req.query),
    orders: (req) => suppliers.listOrders(db, req.params.id, req.query),
    deliveries: (req) => suppliers.listDeliveries(db, req.params.id, req.query),
    ratings: (req) => listRatings(db, req.params.id, req.query),
    rate: (req) => rateSupplier({ db, request: req }, req.params.id, req.body),
  });
};
