import { carbonFootprintEndpoints } from "@shared/carbon-footprint/carbon-footprint.endpoints";
import { routes } from "../../platform/endpoints";
import { sendPdf } from "../../platform/pdf-reply";
import type { Module } from "../../platform/module";
import { carbonAudience } from "./carbon-audience";
import { listCarbonEntries, listProjectCarbonEntries } from "./carbon-entries";
import { getCompanyFootprint, getProjectFigures, getProjectFootprint } from "./carbon-footprint.service";
import { exportCarbonReport } from "./carbon-report.service";
import { exportCompanyLedger, exportProjectLedger } from "./carbon-ledger-export";

/** Reading carbon, registered from its endpoint table (shared/carbon-footprint/carbon-footprint.endpoints.ts). */
export const carbonFootprintRoutes: Module = async (app, { db, config, pdfs, csv }) => {
  routes(app, carbonFootprintEndpoints, {
    listEntries: async (req) => listCarbonEntries(db, req.query, await carbonAudience(db, req), config.countCap),
    listProjectEntries: async (req) => listProjectCarbonEntries(db, req.params.slug, req.query, await carbonAudience(db, req)),
    projectFootprint: (req) => getProjectFootprint(db, req.params.slug, req.query),
    projectFigures: (req) => getProjectFigures(db, req.params.slug, req.query),
    projectLedgerCsv: (req, reply) => exportProjectLedger(db, csv, req, reply, req.params.slug, req.query),
    companyLedgerCsv: (req, reply) => exportCompanyLedger(db, csv, req, reply, req.query),
    companyFootprint: async (req) => getCompanyFootprint(db, req.query, await carbonAudience(db, req)),
    projectReport: async (req, reply) => sendPdf(reply, await exportCarbonReport(db, config, pdfs, req, req.params.slug, req.query), "attachment"),
  });
};
