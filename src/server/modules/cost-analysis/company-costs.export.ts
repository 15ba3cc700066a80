import type { FastifyReply, FastifyRequest } from "fastify";
import type { CsvCell } from "@shared/common/csv";
import { ukToday } from "@shared/common/uk-dates";
import type { companyExportQuery, ContractCostRow } from "@shared/cost-analysis/company-costs";
import { hoursOf } from "@shared/rules/labour-cost";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { audit } from "../../platform/audit";
import { CSV_PAGE_SIZE, MONEY_FORMAT, type CsvExports } from "../../platform/csv-export";
import { costContracts, sortContracts } from "./company-costs.service";
import { CATEGORY } from "./variations.service";

type CompanyExportQuery = z.output<typeof companyExportQuery>;

/**
 * The company view as a file (decision 0081, "The company view"): the same contracts in the same
 * order as the list with the same filters, every one of them (no page), through the export kit
 * (platform/csv-export.ts: its limits per user, streamed). Money is a plain decimal in the CSV and a
 * number with a £ format in the XLSX, so a spreadsheet adds it up.
 */

export const COMPANY_EXPORT_HEADER = [
  "Contract",
  "Reference",
  "Status",
  "Division",
  "Value",
  "Projected value",
  "Budget",
  "Projected budget",
  "Committed",
  "Actual",
  "Forecast",
  "Margin",
  "Margin %",
  "Budget risk %",
  "Flagged heads",
  "Uncosted labour hours",
] as const;

const MONEY_COLUMNS = ["Value", "Projected value", "Budget", "Projected budget", "Committed", "Actual", "Forecast", "Margin"] as const;

function cells(r: ContractCostRow): CsvCell[] {
  return [
    r.name,
    r.reference,
    r.status,
    r.division,
    r.value,
    r.projectedValue,
    r.budget,
    r.projectedBudget,
    r.committed,
    r.actual,
    r.forecast,
    r.margin,
    r.marginPercent,
    r.risk,
    r.flaggedHeads,
    hoursOf(r.uncostedSeconds),
  ];
}

/**
 * The export's figures are worked out once the kit has given the reader an export place (in `count`,
 * which it calls first), so a burst of exports waits on the kit's limits, not on the database.
 */
export async function exportCompanyCosts(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, q: CompanyExportQuery) {
  const today = ukToday();
  await audit(db, request, {
    action: "company_costs_exported",
    description: `Exported the company cost analysis as ${q.format.toUpperCase()}`,
    category: CATEGORY,
    metadata: { sort: q.sort, status: q.status ?? null, division: q.division ?? null, q: q.q ?? null },
  });
  let rows: ContractCostRow[] = [];
  return csv.send(
    request,
    reply,
    {
      filename: `cost-analysis-${today}.${q.format}`,
      header: COMPANY_EXPORT_HEADER,
      count: async () => {
        rows = sortContracts(await costContracts(db, q, today), q.sort).map((c) => c.row);
        return rows.length;
      },
      pages: async function* () {
        for (let i = 0; i < rows.length; i += CSV_PAGE_SIZE) yield rows.slice(i, i + CSV_PAGE_SIZE).map(cells);
      },
      sheet: {
        name: "Cost analysis",
        widths: { Contract: 32, Reference: 16, Division: 18 },
        formats: Object.fromEntries(MONEY_COLUMNS.map((c) => [c, MONEY_FORMAT])),
      },
    },
    q.format,
  );
}
