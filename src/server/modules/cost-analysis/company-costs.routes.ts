import { companyCostsEndpoints } from "@shared/cost-analysis/cost-figures.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { exportCompanyCosts } from "./company-costs.export";
import { listCompanyCosts } from "./company-costs.service";

/** The company view (issue 34, decision 0081): every contract's figures, and the same as CSV or XLSX. */
export const companyCostsRoutes: Module = async (app, { db, csv }) => {
  routes(app, companyCostsEndpoints, {
    list: (req) => listCompanyCosts(db, req.query),
    export: (req, reply) => exportCompanyCosts(db, csv, req, reply, req.query),
  });
};
