import { suppliersEndpoints } from "@shared/suppliers/suppliers.endpoints";
import type { ServerModule } from "../../platform/module";
import { suppliersRoutes } from "./suppliers.routes";
import { seedDemoSuppliers } from "./suppliers.demo";
import { supplierReminders } from "./suppliers.reminders";

/** The suppliers module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const suppliersModule: ServerModule = {
  name: "suppliers",
  endpoints: { suppliers: suppliersEndpoints },
  routes: suppliersRoutes,
  reminders: supplierReminders,
  demo: (db, { staff, now }) => seedDemoSuppliers(db, staff, now),
};
