import { materialsEndpoints } from "@shared/materials/materials.endpoints";
import type { ServerModule } from "../../platform/module";
import { materialsRoutes } from "./materials.routes";
import { seedDemoMaterials } from "./materials.demo";

/** The materials module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const materialsModule: ServerModule = {
  name: "materials",
  endpoints: { materials: materialsEndpoints },
  routes: materialsRoutes,
  // The buyer keeps the materials list and its suppliers' quotes.
  demo: async (db, { staff, now }) => {
    await seedDemoMaterials(db, { buyerId: staff.find((s) => s.role === "Buyer")?.id ?? null, now });
  },
};
