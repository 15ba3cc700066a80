import { companyEndpoints } from "@shared/company/company.endpoints";
import type { ServerModule } from "../../platform/module";
import { companyRoutes } from "./company.routes";

/** The company module as the server lists it (platform/module.ts, docs/adding-an-area.md). */
export const companyModule: ServerModule = {
  name: "company",
  endpoints: { company: companyEndpoints },
  routes: companyRoutes,
};
