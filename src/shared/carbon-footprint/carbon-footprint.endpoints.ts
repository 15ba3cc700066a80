import { endpoint, fileResponse } from "../common/contract";
import { pageOf } from "../common/paging";
import { contractEndpoints } from "../common/record-endpoints";
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
const onContract = contractEndpoints("Carbon Tracking", slugParams);

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
  listProjectEntries: onContract.read(
    "carbon-entries",
    "A contract's plant entries, deliveries and waste movements with their figures, newest day first, paged",
    { query: carbonEntriesQuery, response: pageOf(carbonEntryViewSchema) },
  ),
  projectFootprint: onContract.read(
    "carbon-footprint",
    "A contract's carbon totals by scope, category, GHG Protocol category, month, record kind and factor, over a range",
    { query: footprintQuery, response: projectFootprintSchema },
  ),
  projectFigures: onContract.read("carbon-figures", "The ledger behind a contract's totals: each figure with its factor, newest first, filtered and paged", {
    query: figuresQuery,
    response: ledgerPageSchema,
  }),
  projectLedgerCsv: onContract.read("carbon-ledger.csv", "Every figure of a contract the ledger's filters select, as CSV, oldest first", {
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
  projectReport: onContract.read("carbon-report.pdf", "A contract's carbon report as PDF: totals, the method and every factor used, over a range", {
    query: footprintQuery,
    response: fileResponse("application/pdf"),
  }),
};
