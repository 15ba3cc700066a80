import { carbonEntriesQuery, companyFootprintQuery, figuresQuery, footprintQuery, ledgerExportQuery } from "@shared/carbon-footprint/carbon-footprint";
import { slugParams } from "@shared/common/slug";
import { contentDisposition } from "../../platform/file-names";
import type { Module } from "../../platform/module";
import { carbonAudience } from "./carbon-audience";
import { listCarbonEntries, listProjectCarbonEntries } from "./carbon-entries";
import { getCompanyFootprint, getProjectFigures, getProjectFootprint } from "./carbon-footprint.service";
import { exportCarbonReport } from "./carbon-report.service";
import { exportCompanyLedger, exportProjectLedger } from "./carbon-ledger-export";

/**
 * Reading carbon (docs/decisions/0009-carbon-figures.md): the carbon tab, the project and company
 * footprints, the ledger behind them (and its CSV export), the carbon entries list and the PDF report. All need
 * Carbon Tracking view; the records themselves are written by their own modules.
 */
export const carbonFootprintRoutes: Module = async (app, { db, config, pdfs, csv }) => {
  const view = { access: ["Carbon Tracking", "view"] as const };

  app.get("/api/carbon-entries", { config: view, schema: { querystring: carbonEntriesQuery } }, async (req) =>
    listCarbonEntries(db, req.query, await carbonAudience(db, req)),
  );

  app.get("/api/projects/by-slug/:slug/carbon-entries", { config: view, schema: { params: slugParams, querystring: carbonEntriesQuery } }, async (req) =>
    listProjectCarbonEntries(db, req.params.slug, req.query, await carbonAudience(db, req)),
  );

  app.get("/api/projects/by-slug/:slug/carbon-footprint", { config: view, schema: { params: slugParams, querystring: footprintQuery } }, (req) =>
    getProjectFootprint(db, req.params.slug, req.query),
  );

  app.get("/api/projects/by-slug/:slug/carbon-figures", { config: view, schema: { params: slugParams, querystring: figuresQuery } }, (req) =>
    getProjectFigures(db, req.params.slug, req.query),
  );

  app.get("/api/projects/by-slug/:slug/carbon-ledger.csv", { config: view, schema: { params: slugParams, querystring: ledgerExportQuery } }, (req, reply) =>
    exportProjectLedger(db, csv, req, reply, req.params.slug, req.query),
  );

  app.get("/api/carbon-ledger.csv", { config: view, schema: { querystring: ledgerExportQuery } }, (req, reply) =>
    exportCompanyLedger(db, csv, req, reply, req.query),
  );

  app.get("/api/carbon-footprint", { config: view, schema: { querystring: companyFootprintQuery } }, async (req) =>
    getCompanyFootprint(db, req.query, await carbonAudience(db, req)),
  );

  app.get(
    "/api/projects/by-slug/:slug/carbon-report.pdf",
    { config: view, schema: { params: slugParams, querystring: footprintQuery } },
    async (req, reply) => {
      const { pdf, filename } = await exportCarbonReport(db, config, pdfs, req, req.params.slug, req.query);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition("attachment", filename))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
