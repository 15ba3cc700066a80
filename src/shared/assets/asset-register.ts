import { z } from "zod";
import { EXPIRY_STATES } from "../common/expiry";
import { dayField } from "../common/fields";
import { idSchema } from "../common/ids";
import { labelled } from "../common/labelled";
import { pageOf, pageQuery } from "../common/paging";
import { recordDocumentViewSchema, recordImageSchema } from "../common/record-files";
import { ukDay } from "../common/uk-dates";
import { isoDay, personRef, timestamp } from "../common/wire";
import { DUE_STATES, METERS } from "../rules/asset-due";
import { INSPECTION_KINDS, SAFE_COLOURS, inspectionKindLabel, type SafeReason } from "../rules/inspections";
import { ASSET_DOCUMENT_CATEGORIES, ASSET_OWNERSHIPS, ASSET_STATUSES, ASSET_TYPES, assetStatusLabel } from "./asset";

/**
 * The asset register's answers and filters (issue 32): a row of the list, the asset page, its history
 * and meter readings, its images and documents. The fields a form sends are asset.ts's.
 */

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Where an item is: the yard (the default place), or a contract by its slug or id. */
export const YARD = "yard";

/** The register's filters; also what the CSV and XLSX exports export. */
export const assetFiltersQuery = z.object({
  q: optional(z.string().trim().max(100, "Search must be 100 characters or fewer")),
  type: optional(z.enum(ASSET_TYPES, { error: "Choose an asset type" })),
  status: optional(z.enum(ASSET_STATUSES, { error: "Choose a status: active, maintenance, retired, sold or lost" })),
  /** "yard", or a contract's slug or id. */
  place: optional(z.string().trim().max(200, "Place must be 200 characters or fewer")),
  ownership: optional(z.enum(ASSET_OWNERSHIPS, { error: "Choose owned or hired in" })),
  /** Out of use, red or amber, an overdue return or idle hire (server/modules/assets/asset-flags.ts). */
  attention: optional(z.enum(["yes"], { error: "Attention must be yes" })),
});
export type AssetFilters = z.output<typeof assetFiltersQuery>;

/** GET /api/assets */
export const listAssetsQuery = pageQuery.extend(assetFiltersQuery.shape);
export type ListAssetsQuery = z.output<typeof listAssetsQuery>;

export const { values: EXPORT_FORMATS, labels: EXPORT_FORMAT_LABELS } = labelled({ csv: "CSV", xlsx: "XLSX" });
/** GET /api/assets/export */
export const exportAssetsQuery = assetFiltersQuery.extend({
  format: z.preprocess(blankToUndefined, z.enum(EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv")),
});

// Safe to use in words ---------------------------------------------------------------------------

/** One reason for the colour, as the register, the asset page and the label say it. */
export function safeReasonText(reason: SafeReason): string {
  switch (reason.code) {
    case "out_of_use":
      return "Taken out of use";
    case "not_in_service":
      return `Not in service: ${assetStatusLabel(reason.status)}`;
    case "never_inspected":
      return `${inspectionKindLabel(reason.kind)}: never done`;
    case "overdue":
      return `${inspectionKindLabel(reason.kind)}: overdue${reason.dueDay ? ` (due ${ukDay(reason.dueDay)})` : ""}`;
    case "due_soon":
      return `${inspectionKindLabel(reason.kind)}: due ${ukDay(reason.dueDay)}`;
  }
}

const safeReasonSchema = z.object({ code: z.string(), text: z.string() });
export const safeSchema = z
  .object({ colour: z.enum(SAFE_COLOURS), reasons: z.array(safeReasonSchema).describe("Worst first, each in words") })
  .meta({ id: "AssetSafeToUse" });

const contractRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const holderRef = z.object({ workerId: z.number().int(), name: z.string() });

/** When maintenance (or the PUWER inspection) is next due: by date, hours or miles, whichever first (rules/asset-due.ts). */
export const dueSchema = z.object({
  state: z.enum(DUE_STATES),
  dueDay: isoDay.nullable(),
  by: z.enum(["date", ...METERS]).nullable(),
  measures: z.array(z.object({ by: z.enum(["date", ...METERS]), dueDay: isoDay.nullable(), dueReading: z.string().nullable(), reached: z.boolean() })),
});
export type DueView = z.output<typeof dueSchema>;

/** What stands out on a row (server/modules/assets/asset-flags.ts says each rule). */
export const assetFlagsSchema = z.object({
  overdueReturn: z.boolean().describe("Checked out and past its due-back day"),
  idleHire: z.boolean().describe("Hired in, on hire today, and no pre-use check for the company's idle days"),
  noHireEvidence: z.boolean().describe("Hired in with no inspection evidence from its supplier"),
});
export type AssetFlags = z.output<typeof assetFlagsSchema>;

/** A row of the register. */
export const assetSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(ASSET_TYPES),
    category: z.string().nullable(),
    serialNumber: z.string().nullable(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    status: z.enum(ASSET_STATUSES),
    condition: z.string().nullable(),
    /** The contract it is on; null: the yard. */
    contract: contractRef.nullable(),
    location: z.string().nullable(),
    holder: holderRef.nullable(),
    dueBack: isoDay.nullable(),
    ownership: z.enum(ASSET_OWNERSHIPS),
    hireSupplier: z.string().nullable(),
    safe: safeSchema,
    outOfUse: z.boolean(),
    outOfUseReason: z.string().nullable(),
    maintenanceDue: dueSchema,
    flags: assetFlagsSchema,
  })
  .meta({ id: "AssetSummary" });
export type AssetSummary = z.output<typeof assetSummarySchema>;
export const assetListSchema = pageOf(assetSummarySchema);
export type AssetList = z.output<typeof assetListSchema>;

// The asset page ---------------------------------------------------------------------------------

export const {
  values: ASSET_HISTORY_FIELDS,
  labels: HISTORY_FIELD_LABELS,
  label: historyFieldLabel,
} = labelled({
  status: "Status",
  place: "Place",
  holder: "Holder",
  condition: "Condition",
  out_of_use: "Use",
});

export const assetHistoryLineSchema = z
  .object({
    id: z.number().int(),
    field: z.string(),
    fieldLabel: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    note: z.string().nullable(),
    contract: contractRef.nullable(),
    changedBy: personRef.nullable(),
    changedAt: timestamp,
  })
  .meta({ id: "AssetHistoryLine" });
export type AssetHistoryLine = z.output<typeof assetHistoryLineSchema>;
export const assetHistoryPageSchema = pageOf(assetHistoryLineSchema);

export const meterReadingSchema = z
  .object({
    id: z.number().int(),
    meter: z.enum(METERS),
    day: isoDay,
    value: z.string().describe("Exact: tenths of an hour, whole miles"),
    source: z.string(),
    recordedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "AssetMeterReading" });
export type MeterReadingView = z.output<typeof meterReadingSchema>;

export const READING_MESSAGES = {
  required: "Reading is required",
  hours: "Engine hours must be a number with at most 1 decimal place, e.g. 1250.5",
  miles: "Miles must be a whole number, e.g. 12000",
} as const;
const READING_PATTERN: Record<(typeof METERS)[number], RegExp> = { hours: /^\d{1,7}(\.\d)?$/, miles: /^\d{1,7}$/ };

/** POST /api/assets/:id/readings: one meter's reading on a day (tenths of an hour, whole miles). */
export const meterReadingInput = z
  .object({
    meter: z.enum(METERS, { error: "Choose engine hours or miles" }),
    day: dayField("Day"),
    value: z
      .union([z.string(), z.number()], { error: READING_MESSAGES.required })
      .transform((v) => String(v).trim().replace(/,/g, ""))
      .refine((v) => v !== "", READING_MESSAGES.required),
  })
  .superRefine((v, ctx) => {
    if (v.value !== "" && !READING_PATTERN[v.meter].test(v.value)) ctx.addIssue({ code: "custom", path: ["value"], message: READING_MESSAGES[v.meter] });
  });
export type MeterReadingInput = z.output<typeof meterReadingInput>;
export type MeterReadingFormValues = z.input<typeof meterReadingInput>;

export const assetImageSchema = recordImageSchema("GET it for the bytes (Assets view)").meta({ id: "AssetImage" });

export const assetDocumentViewSchema = recordDocumentViewSchema(
  ASSET_DOCUMENT_CATEGORIES,
  "GET it for the bytes (Assets view); null once the file is gone",
).meta({
  id: "AssetDocument",
});
export type AssetDocumentView = z.output<typeof assetDocumentViewSchema>;

export const standingSchema = z.object({
  kind: z.enum(INSPECTION_KINDS),
  label: z.string(),
  lastDay: isoDay.nullable(),
  dueDay: isoDay.nullable(),
  dueFor: z.enum(["interval", "new_site", "never"]),
  state: z.enum(EXPIRY_STATES),
});

const nullableText = z.string().nullable();
const decimal = z.string().nullable().describe("Exact decimal as text");

/** GET /api/assets/:id: every field, where it is and who has it, whether it is safe to use and why, what is due, its files and latest history. */
export const assetDetailSchema = assetSummarySchema
  .extend({
    purchasePrice: decimal,
    currentValue: decimal,
    purchaseDate: isoDay.nullable(),
    supplier: nullableText,
    warrantyExpiry: isoDay.nullable(),
    lastMaintenanceDate: isoDay.nullable(),
    nextMaintenanceDate: isoDay.nullable(),
    maintenanceInterval: z.number().int().nullable(),
    maintenanceIntervalHours: z.number().int().nullable(),
    maintenanceIntervalMiles: z.number().int().nullable(),
    lastInspectionDate: isoDay.nullable(),
    nextInspectionDate: isoDay.nullable(),
    inspectionInterval: z.number().int().nullable(),
    inspectionIntervalHours: z.number().int().nullable(),
    inspectionIntervalMiles: z.number().int().nullable(),
    certificationsRequired: nullableText,
    insuranceDetails: nullableText,
    operatingHours: decimal,
    mileage: decimal,
    fuelType: nullableText,
    hireOrderReference: nullableText,
    onHireDate: isoDay.nullable(),
    offHireDate: isoDay.nullable(),
    offHireReference: nullableText,
    collectionDate: isoDay.nullable(),
    vibrationMagnitude: decimal,
    engineStage: nullableText,
    enginePowerKw: decimal,
    liftingUse: nullableText,
    examinationSchemeMonths: z.number().int().nullable(),
    dependsOnInstallation: z.boolean(),
    portableElectrical: z.boolean(),
    notes: nullableText,
    arrivedOn: isoDay.nullable(),
    outOfUseSince: timestamp.nullable(),
    /** What the label's QR code carries: the public scan's address. */
    qrCodeData: nullableText,
    standings: z.array(standingSchema),
    inspectionDue: dueSchema.describe("The PUWER inspection of the record's own dates and intervals"),
    imageUrl: nullableText,
    images: z.array(assetImageSchema),
    documents: z.array(assetDocumentViewSchema),
    history: z.array(assetHistoryLineSchema).describe("The latest 50 lines, newest first"),
    createdBy: personRef.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "AssetDetail" });
export type AssetDetail = z.output<typeof assetDetailSchema>;

/** The contracts an item may be on, and the categories in use: the filters' and the form's choices. */
export const assetOptionsSchema = z.object({ contracts: z.array(contractRef), categories: z.array(z.string()) }).meta({ id: "AssetOptions" });
export type AssetOptions = z.output<typeof assetOptionsSchema>;

export const HISTORY_PAGE_SIZE = 50;
export const assetFileParams = z.object({ id: idSchema("Asset not found"), fileId: idSchema("File not found") });
export const ASSET_DOCUMENT_NOT_FOUND = "Document not found on this asset";
export const assetDocumentParams = z.object({ id: idSchema("Asset not found"), documentId: idSchema(ASSET_DOCUMENT_NOT_FOUND) });

/** The public scan's address a label's QR code carries (`/a/<token>`): the token, never the id. */
export const assetScanPath = (token: string) => `/a/${token}`;
