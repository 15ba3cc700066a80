import type { FastifyReply, FastifyRequest } from "fastify";
import { FIGURE_CATEGORIES, GHG_CATEGORIES, type SourceKind } from "@shared/carbon/carbon";
import { ledgerCsvFilename, type LedgerExportQuery } from "@shared/carbon-footprint/carbon-footprint";
import type { CsvCell } from "@shared/common/csv";
import type { Db } from "../../db/client";
import type { carbonFigures } from "../../db/schema/index";
import { CSV_PAGE_SIZE, type CsvExports } from "../../platform/csv-export";
import { getLiveProjectBySlug } from "../projects/project-lookup";
import { countFiguresUpTo, figuresPageAfter, type After } from "./carbon-footprint.repository";

/**
 * The carbon ledger as CSV for an auditor: one row per figure, oldest first, with the factor behind
 * it and the exact stored amounts (numeric columns as PostgreSQL keeps them, never through a float).
 * A figure and a project's name and code are what every carbon reader sees (decision 0015), so the
 * file is the same for a reader without Contracts view: no notes, authors or paperwork numbers.
 */

const RECORD_TYPES: Record<SourceKind, string> = {
  plant: "Plant",
  delivery: "Delivery",
  waste: "Waste",
  energy: "Energy",
  scope3: "Other Scope 3",
  visitor: "Visitor",
  site_attendance: "Worker sign-in",
  fleet_fuel: "Vehicle fuel",
};

export const LEDGER_CSV_HEADER = [
  "Date",
  "Record type",
  "Description",
  "Scope",
  "Category",
  "GHG Protocol category",
  "Activity amount",
  "Activity unit",
  "Factor name",
  "Factor ID",
  "Factor year",
  "Factor source",
  "Factor value",
  "Factor unit",
  "kg CO2e",
] as const;
export const COMPANY_LEDGER_CSV_HEADER = ["Contract name", "Contract code", ...LEDGER_CSV_HEADER] as const;

type FigureRow = typeof carbonFigures.$inferSelect;

function ledgerRow(r: FigureRow): CsvCell[] {
  const ghg = r.ghgCategory === null ? null : `Category ${r.ghgCategory}: ${GHG_CATEGORIES[r.ghgCategory] ?? "Other"}`;
  return [
    r.date,
    RECORD_TYPES[r.sourceKind as SourceKind] ?? r.sourceKind,
    r.description,
    r.scope,
    FIGURE_CATEGORIES[r.category as keyof typeof FIGURE_CATEGORIES] ?? r.category,
    ghg,
    r.activityAmount,
    r.activityUnit,
    r.factorName,
    r.factorId,
    r.factorYear,
    r.factorSource,
    r.factorValue,
    r.factorUnit,
    r.kgCo2e,
  ];
}

type Filter = LedgerExportQuery & { projectId?: number };

async function* pagesOf(db: Db, filter: Filter, row: (r: Awaited<ReturnType<typeof figuresPageAfter>>[number]) => CsvCell[]) {
  let from: After = null;
  for (;;) {
    const page = await figuresPageAfter(db, filter, from, CSV_PAGE_SIZE);
    if (page.length) yield page.map(row);
    if (page.length < CSV_PAGE_SIZE) return;
    const last = page[page.length - 1].figure;
    from = { date: last.date, id: last.id };
  }
}

/** GET /api/projects/by-slug/:slug/carbon-ledger.csv */
export async function exportProjectLedger(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, slug: string, q: LedgerExportQuery) {
  const project = await getLiveProjectBySlug(db, slug);
  const filter = { ...q, projectId: project.id };
  return csv.send(request, reply, {
    filename: ledgerCsvFilename(project.code || project.slug, q),
    header: LEDGER_CSV_HEADER,
    count: (atMost) => countFiguresUpTo(db, filter, atMost),
    pages: () => pagesOf(db, filter, (r) => ledgerRow(r.figure)),
  });
}

/** GET /api/carbon-ledger.csv: every live contract's figures, each row labelled with its contract. */
export function exportCompanyLedger(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, q: LedgerExportQuery) {
  return csv.send(request, reply, {
    filename: ledgerCsvFilename("all-contracts", q),
    header: COMPANY_LEDGER_CSV_HEADER,
    count: (atMost) => countFiguresUpTo(db, q, atMost),
    pages: () => pagesOf(db, q, (r) => [r.project.name, r.project.code, ...ledgerRow(r.figure)]),
  });
}
