import { z } from "zod";
import { FIGURE_CATEGORIES, figureViewSchema, SOURCE_KINDS, type FigureCategory } from "../carbon/carbon";
import { isIsoDay } from "../common/days";
import { pageOf, pageQuery } from "../common/paging";
import { isoDay, timestamp } from "../common/wire";
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

/*
 * The answers, as the browser reads them. Every carbon route needs Carbon Tracking view, so the
 * figures are always there; what a reader without Contracts view loses is project detail and site
 * paperwork (docs/decisions/0015-carbon-only-role.md, server modules/carbon-footprint/carbon-audience.ts).
 */
const kg = z.number().describe("kg CO2e");
const contractsOnly = <T extends z.ZodType>(schema: T) => schema.optional().describe("Absent for a reader without Contracts view");

export const scopeTotalSchema = z.object({ scope: z.union([z.literal(1), z.literal(2), z.literal(3)]), kgCo2e: kg });
export type ScopeTotal = z.output<typeof scopeTotalSchema>;

/**
 * A project as every carbon response labels it: enough to name a figure. Client, address, budget and
 * the rest belong to Contracts (docs/decisions/0015-carbon-only-role.md).
 */
export const carbonProjectLabelSchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string().nullable(), slug: z.string() })
  .meta({ id: "CarbonProjectLabel" });
export type CarbonProjectLabel = z.output<typeof carbonProjectLabelSchema>;

const sumOf = { kgCo2e: kg, figures: z.number().int() };

export const projectFootprintSchema = z
  .object({
    project: carbonProjectLabelSchema,
    from: isoDay.nullable(),
    to: isoDay.nullable(),
    totalKg: kg,
    figureCount: z.number().int(),
    byScope: z.array(scopeTotalSchema).describe("Always scopes 1, 2 and 3, in order; zero when there is nothing"),
    byCategory: z.array(z.object({ category: z.string(), label: z.string(), scope: z.number().int(), ...sumOf })).describe("Largest first"),
    byGhgCategory: z.array(z.object({ ghgCategory: z.number().int(), label: z.string(), ...sumOf })).describe("GHG Protocol Scope 3 categories, in order"),
    byMonth: z
      .array(z.object({ month: z.string().describe("yyyy-MM"), scope1: kg, scope2: kg, scope3: kg, totalKg: kg }))
      .describe("Oldest month first, each with every scope"),
    bySource: z
      .array(z.object({ sourceKind: z.enum(SOURCE_KINDS), records: z.number().int(), ...sumOf }))
      .describe("How many records of each kind (and their figures) carry carbon in the range"),
    factors: z.array(
      z.object({
        factorId: z.string(),
        name: z.string(),
        year: z.number().int().nullable(),
        unit: z.string(),
        value: z.number(),
        source: z.string(),
        ...sumOf,
      }),
    ),
    setYears: z.array(z.number().int()).describe("The DESNZ set years the figures used, oldest first"),
  })
  .meta({ id: "CarbonProjectFootprint" });
export type ProjectFootprint = z.output<typeof projectFootprintSchema>;

/** A ledger row with the record it came from, so the screen can open it. */
export const ledgerFigureSchema = figureViewSchema.extend({ sourceId: z.number().int() }).meta({ id: "CarbonLedgerFigure" });
export type LedgerFigure = z.output<typeof ledgerFigureSchema>;
export const ledgerPageSchema = pageOf(ledgerFigureSchema).extend({ totalKg: kg.describe("kg CO2e of every figure the filters select") });
export type LedgerPage = z.output<typeof ledgerPageSchema>;

const scopeSums = { scope1: kg, scope2: kg, scope3: kg, totalKg: kg };
export const companyFootprintRowSchema = z.object({
  project: carbonProjectLabelSchema.extend({ status: contractsOnly(z.string()) }),
  ...scopeSums,
  figures: z.number().int(),
});
export type CompanyFootprintRow = z.output<typeof companyFootprintRowSchema>;
export const companyFootprintSchema = pageOf(companyFootprintRowSchema)
  .extend({ from: isoDay.nullable(), to: isoDay.nullable(), company: z.object({ ...scopeSums, projects: z.number().int() }) })
  .meta({ id: "CarbonCompanyFootprint" });
export type CompanyFootprint = z.output<typeof companyFootprintSchema>;

/** A plant entry's, delivery's or waste movement's site paperwork: only for a reader with Contracts view. */
const siteRecordDetails = {
  notes: contractsOnly(z.string().nullable()),
  createdBy: contractsOnly(z.string().nullable()),
  deliveryNoteNumber: contractsOnly(z.string().nullable()),
  poNumber: contractsOnly(z.string().nullable()),
  carrier: contractsOnly(z.string().nullable()),
  wasteTransferNote: contractsOnly(z.string().nullable()),
};
export type SiteRecordDetail = keyof typeof siteRecordDetails;

/** A plant entry, delivery or waste movement with its figures. */
export const carbonEntryViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    project: carbonProjectLabelSchema,
    kind: z.enum(ENTRY_KINDS),
    date: isoDay,
    description: z.string().describe("What a list shows: the plant item, the delivered material or the waste"),
    supplier: z.string().nullable(),
    category: z.string().nullable(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    plantItem: z.string().nullable(),
    hours: z.number().nullable(),
    fuelType: z.string().nullable(),
    fuelLitres: z.number().nullable(),
    transportCategory: z.string().nullable(),
    transportWeight: z.number().nullable(),
    transportDistance: z.number().nullable(),
    wasteCode: z.string().nullable(),
    wasteCodeDescription: z.string().nullable(),
    isHazardousWaste: z.boolean(),
    wasteMaterial: z.string().nullable(),
    disposalRoute: z.string().nullable(),
    weightTonnes: z.number().nullable(),
    carbonEmitted: kg,
    figures: z.array(figureViewSchema),
    createdAt: timestamp,
    ...siteRecordDetails,
  })
  .meta({ id: "CarbonEntry" });
export type CarbonEntryView = z.output<typeof carbonEntryViewSchema>;

/** The report's file name, from the slug and the range asked for (the server's Content-Disposition names it too). */
export const carbonReportFilename = (slug: string, q: { from?: string; to?: string } = {}) =>
  `${slug}-carbon-report${q.from ? `-from-${q.from}` : ""}${q.to ? `-to-${q.to}` : ""}.pdf`;
/** "HQO-01-carbon-ledger-2025-03-01-2025-03-31.csv": the project's code (else its slug) and the range asked for. */
export const ledgerCsvFilename = (name: string, q: { from?: string; to?: string } = {}) =>
  `${name}-carbon-ledger${q.from && q.to ? `-${q.from}-${q.to}` : q.from ? `-from-${q.from}` : q.to ? `-to-${q.to}` : ""}.csv`;

/** "Scope 3 · Upstream transportation and distribution (cat. 4)" */
export const SCOPE_LABELS: Record<number, string> = { 1: "Scope 1 (direct)", 2: "Scope 2 (purchased energy)", 3: "Scope 3 (value chain)" };
