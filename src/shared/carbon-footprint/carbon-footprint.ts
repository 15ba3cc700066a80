import { z } from "zod";
import { FIGURE_CATEGORIES, type FigureCategory, type FigureView, type SourceKind } from "../carbon/carbon";
import { isIsoDay } from "../common/days";
import { pageQuery } from "../common/paging";
import { idSchema } from "../common/ids";
import { wholeNumber } from "../common/whole-number";

/**
 * The carbon footprint: a project's (or the company's) figures from the carbon_figures ledger,
 * totalled in SQL (docs/decisions/0009-carbon-figures.md). One set of query schemas for the routes
 * and the screens' filters; every date is an ISO day, every range inclusive.
 */

export const RANGE_MESSAGE = "The From date must be on or before the To date";
export const SCOPE_MESSAGE = "Scope must be 1, 2 or 3";
export const CATEGORY_MESSAGE = "Unknown carbon category";
export const MONTH_MESSAGE = "Month must be a month (yyyy-MM)";
export const KIND_MESSAGE = "Kind must be plant, delivery or waste";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(inner: T) => z.preprocess(blankToUndefined, inner.optional());

const day = (label: string) => optional(z.string().trim().refine(isIsoDay, `${label} date must be a date (yyyy-MM-dd)`));

const range = { from: day("From"), to: day("To") };
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeRule = { message: RANGE_MESSAGE, path: ["to"] };

/** GET …/carbon-footprint and …/carbon-report.pdf: the whole life of the project unless a range is given. */
export const footprintQuery = z.object(range).refine(inOrder, rangeRule);
export type FootprintQuery = z.infer<typeof footprintQuery>;

export const CATEGORY_KEYS = Object.keys(FIGURE_CATEGORIES) as [FigureCategory, ...FigureCategory[]];

/** The ledger's filters, shared by its pages and its CSV export. */
const ledgerFilters = {
  ...range,
  scope: optional(wholeNumber({ message: SCOPE_MESSAGE, min: 1, max: 3 })),
  category: optional(z.enum(CATEGORY_KEYS, { error: CATEGORY_MESSAGE })),
  month: optional(
    z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE),
  ),
};

/** GET …/carbon-figures: the ledger rows behind the totals. */
export const figuresQuery = pageQuery.extend(ledgerFilters).refine(inOrder, rangeRule);
export type FiguresQuery = z.infer<typeof figuresQuery>;

/** GET …/carbon-ledger.csv and GET /api/carbon-ledger.csv: every row the ledger's filters select. */
export const ledgerExportQuery = z.object(ledgerFilters).refine(inOrder, rangeRule);
export type LedgerExportQuery = z.infer<typeof ledgerExportQuery>;

export const ENTRY_KINDS = ["plant", "delivery", "waste"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** GET /api/carbon-entries and GET /api/projects/by-slug/:slug/carbon-entries. */
export const carbonEntriesQuery = pageQuery
  .extend({
    ...range,
    projectId: optional(idSchema("Project ID must be an integer", "Project ID must be positive")),
    kind: optional(z.enum(ENTRY_KINDS, { error: KIND_MESSAGE })),
  })
  .refine(inOrder, rangeRule);
export type CarbonEntriesQuery = z.infer<typeof carbonEntriesQuery>;

/** GET /api/carbon-footprint: the company overview, one row per live project. */
export const companyFootprintQuery = pageQuery.extend(range).refine(inOrder, rangeRule);
export type CompanyFootprintQuery = z.infer<typeof companyFootprintQuery>;

export type ScopeTotal = { scope: 1 | 2 | 3; kgCo2e: number };

/**
 * A project as every carbon response labels it: enough to name a figure. Client, address, budget and
 * the rest belong to Contracts (docs/decisions/0015-carbon-only-role.md).
 */
export type CarbonProjectLabel = { id: number; name: string; code: string | null; slug: string };

export type ProjectFootprint = {
  project: CarbonProjectLabel;
  from: string | null;
  to: string | null;
  totalKg: number;
  figureCount: number;
  /** Always scopes 1, 2 and 3, in order; zero when there is nothing. */
  byScope: ScopeTotal[];
  /** Largest first. */
  byCategory: { category: string; label: string; scope: number; kgCo2e: number; figures: number }[];
  /** GHG Protocol Scope 3 categories, in category order. */
  byGhgCategory: { ghgCategory: number; label: string; kgCo2e: number; figures: number }[];
  /** Oldest month first, each with every scope. */
  byMonth: { month: string; scope1: number; scope2: number; scope3: number; totalKg: number }[];
  /** How many records of each kind (and their figures) carry carbon in the range. */
  bySource: { sourceKind: SourceKind; records: number; figures: number; kgCo2e: number }[];
  factors: { factorId: string; name: string; year: number | null; unit: string; value: number; source: string; figures: number; kgCo2e: number }[];
  /** The DESNZ set years the figures used, oldest first. */
  setYears: number[];
};

/** A ledger row with the record it came from, so the screen can open it. */
export type LedgerFigure = FigureView & { sourceId: number };
export type LedgerPage = { items: LedgerFigure[]; page: number; pageSize: number; total: number; pageCount: number; totalKg: number };

/** `status` only for a reader with Contracts view. */
export type CompanyFootprintRow = {
  project: CarbonProjectLabel & { status?: string };
  scope1: number;
  scope2: number;
  scope3: number;
  totalKg: number;
  figures: number;
};
export type CompanyFootprint = {
  items: CompanyFootprintRow[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  from: string | null;
  to: string | null;
  company: { scope1: number; scope2: number; scope3: number; totalKg: number; projects: number };
};

/** A plant entry's, delivery's or waste movement's site paperwork: only for a reader with Contracts view. */
export type SiteRecordDetail = "notes" | "createdBy" | "deliveryNoteNumber" | "poNumber" | "carrier" | "wasteTransferNote";

/** A plant entry, delivery or waste movement with its figures. */
export type CarbonEntryView = {
  id: number;
  projectId: number;
  project: CarbonProjectLabel;
  kind: EntryKind;
  date: string;
  /** What a list shows: the plant item, the delivered material or the waste. */
  description: string;
  supplier: string | null;
  category: string | null;
  quantity: number | null;
  unit: string | null;
  plantItem: string | null;
  hours: number | null;
  fuelType: string | null;
  fuelLitres: number | null;
  transportCategory: string | null;
  transportWeight: number | null;
  transportDistance: number | null;
  wasteCode: string | null;
  wasteCodeDescription: string | null;
  isHazardousWaste: boolean;
  wasteMaterial: string | null;
  disposalRoute: string | null;
  weightTonnes: number | null;
  carbonEmitted: number;
  figures: FigureView[];
  createdAt: string;
} & Partial<Record<SiteRecordDetail, string | null>>;

const enc = encodeURIComponent;
const params = (q: Record<string, string | number | undefined | null>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== "") p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : "";
};

export const footprintUrl = (slug: string, q: { from?: string; to?: string } = {}) => `/api/projects/by-slug/${enc(slug)}/carbon-footprint${params(q)}`;
export const figuresUrl = (slug: string, q: Partial<Record<keyof FiguresQuery, string | number>>) =>
  `/api/projects/by-slug/${enc(slug)}/carbon-figures${params(q)}`;
export const companyFootprintUrl = (q: { from?: string; to?: string; page?: number; pageSize?: number }) => `/api/carbon-footprint${params(q)}`;
export const carbonReportUrl = (slug: string, q: { from?: string; to?: string } = {}) => `/api/projects/by-slug/${enc(slug)}/carbon-report.pdf${params(q)}`;
export const ledgerCsvUrl = (slug: string, q: Partial<Record<keyof LedgerExportQuery, string | number>> = {}) =>
  `/api/projects/by-slug/${enc(slug)}/carbon-ledger.csv${params(q)}`;
export const companyLedgerCsvUrl = (q: Partial<Record<keyof LedgerExportQuery, string | number>> = {}) => `/api/carbon-ledger.csv${params(q)}`;
/** "HQO-01-carbon-ledger-2025-03-01-2025-03-31.csv": the project's code (else its slug) and the range asked for. */
export const ledgerCsvFilename = (name: string, q: { from?: string; to?: string } = {}) =>
  `${name}-carbon-ledger${q.from && q.to ? `-${q.from}-${q.to}` : q.from ? `-from-${q.from}` : q.to ? `-to-${q.to}` : ""}.csv`;
export const carbonReportFilename = (slug: string, q: { from?: string; to?: string } = {}) =>
  `${slug}-carbon-report${q.from ? `-from-${q.from}` : ""}${q.to ? `-to-${q.to}` : ""}.pdf`;

/** "Scope 3 · Upstream transportation and distribution (cat. 4)" */
export const SCOPE_LABELS: Record<number, string> = { 1: "Scope 1 (direct)", 2: "Scope 2 (purchased energy)", 3: "Scope 3 (value chain)" };
