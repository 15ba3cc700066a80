import { endpoint, fileResponse } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { companyCostsQuery, companyCostsSchema, companyExportQuery } from "./company-costs";
import {
  contractCostsQuery,
  contractCostsSchema,
  costEntriesPageSchema,
  costEntriesQuery,
  costOrdersPageSchema,
  costOrdersQuery,
  labourDaysQuery,
  labourEmployerDaysPageSchema,
  labourWorkerDaysPageSchema,
} from "./cost-figures";

/**
 * What cost analysis reads (issue 34, decision 0081): a contract's figures and the records behind
 * them, and the company view with its exports. All under the Cost Analysis
 * page's view right; labour by named worker also needs Workforce edit (403 without it).
 */
const onContract = contractEndpoints("Cost Analysis", slugParams);

export const costFiguresEndpoints = {
  contract: onContract.read(
    "costs",
    "A contract's cost figures today: each head, margin, labour, plant, exceptions, cost codes, cash flow and spend over time",
    {
      query: contractCostsQuery,
      response: contractCostsSchema,
    },
  ),
  orders: onContract.read("costs/orders", "The orders behind a head's or a cost code's figures, with their lines, paged", {
    query: costOrdersQuery,
    response: costOrdersPageSchema,
  }),
  labourDays: onContract.read("costs/labour", "Labour by employer and day, no names, newest first, paged", {
    query: labourDaysQuery,
    response: labourEmployerDaysPageSchema,
  }),
  labourWorkers: onContract.read("costs/labour/workers", "Labour by named worker and day (Workforce edit only), newest first, paged", {
    query: labourDaysQuery,
    response: labourWorkerDaysPageSchema,
  }),
  entries: onContract.read("costs/entries", "The plant, waste or energy records behind a head, newest first, paged", {
    query: costEntriesQuery,
    response: costEntriesPageSchema,
  }),
};

export const companyCostsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/cost-analysis/contracts",
    access: ["Cost Analysis", "view"],
    summary: "Every contract's value, budget, committed, actual, forecast and margin, sorted, filtered and paged, with totals by division and status",
    query: companyCostsQuery,
    response: companyCostsSchema,
  }),
  export: endpoint({
    method: "GET",
    path: "/api/cost-analysis/contracts/export",
    access: ["Cost Analysis", "view"],
    summary: "The company view as CSV or XLSX (money cells are numbers with a £ format)",
    query: companyExportQuery,
    response: fileResponse("text/csv"),
  }),
};
