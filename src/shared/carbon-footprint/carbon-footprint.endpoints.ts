import { endpoint, fileResponse } from "../common/contract";
import { pageOf } from "../common/paging";
import { slugParams } from "../common/slug";
import {
  carbonEntriesQuery,
  carbonEntryViewSchema,
  companyFootprintQuery,
  companyFootprintSchema,
  figuresQuery,
  footprintQuery,
  ledgerExportQuery,
  ledgerPageSchema,
  projectFootprintSchema,
} from "./carbon-footprint";

const view = ["Carbon Tracking", "view"] as const;

/**
 * Reading carbon (docs/decisions/0009-carbon-figures.md): the carbon tab, the project and company
 * footprints, the ledger behind them (and its CSV export), the carbon entries list and the PDF report.
 * All need Carbon Tracking view, so their figures are always there; a reader without Contracts view
 * gets projects by name, code and slug only (decision 0015). The records are written by their own modules.
 */
export const carbonFootprintEndpoints = {
  listEntries: endpoint({
    method: "GET",
    path: "/api/carbon-entries",
    access: view,
    summary: "Plant entries, deliveries and waste movements of every live contract with their figures, newest day first, paged",
    query: carbonEntriesQuery,
    response: pageOf(carbonEntryViewSchema),
  }),
  listProjectEntries: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/carbon-entries",
    access: view,
    summary: "A contract's plant entries, deliveries and waste movements with their figures, newest day first, paged",
    params: slugParams,
    query: carbonEntriesQuery,
    response: pageOf(carbonEntryViewSchema),
  }),
  projectFootprint: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/carbon-footprint",
    access: view,
    summary: "A contract's carbon totals by scope, category, GHG Protocol category, month, record kind and factor, over a range",
    params: slugParams,
    query: footprintQuery,
    response: projectFootprintSchema,
  }),
  projectFigures: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/carbon-figures",
    access: view,
    summary: "The ledger behind a contract's totals: each figure with its factor, newest first, filtered and paged",
    params: slugParams,
    query: figuresQuery,
    response: ledgerPageSchema,
  }),
  projectLedgerCsv: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/carbon-ledger.csv",
    access: view,
    summary: "Every figure of a contract the ledger's filters select, as CSV, oldest first",
    params: slugParams,
    query: ledgerExportQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  companyLedgerCsv: endpoint({
    method: "GET",
    path: "/api/carbon-ledger.csv",
    access: view,
    summary: "Every live contract's figures the ledger's filters select, as CSV, each row labelled with its contract",
    query: ledgerExportQuery,
    response: fileResponse("text/csv; charset=utf-8"),
  }),
  companyFootprint: endpoint({
    method: "GET",
    path: "/api/carbon-footprint",
    access: view,
    summary: "The company's footprint: every live contract's totals by scope over a range, largest first, paged",
    query: companyFootprintQuery,
    response: companyFootprintSchema,
  }),
  projectReport: endpoint({
    method: "GET",
    path: "/api/projects/by-slug/:slug/carbon-report.pdf",
    access: view,
    summary: "A contract's carbon report as PDF: totals, the method and every factor used, over a range",
    params: slugParams,
    query: footprintQuery,
    response: fileResponse("application/pdf"),
  }),
};
