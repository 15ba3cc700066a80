import { z } from "zod";
import { idSchema } from "../common/ids";
import { decimalField, MONEY_12_2, optionalCount, optionalDay, optionalText, requiredText } from "../common/fields";
import { METER_SCALE } from "../rules/asset-due";
import { LIFTING_USES } from "../rules/inspections";
import { cardRequirementsSchema } from "../workforce/trade-card-rules";
import {
  ASSET_CONDITIONS,
  ASSET_FUEL_TYPES,
  ASSET_OWNERSHIPS,
  ASSET_STATUSES,
  ASSET_TYPES,
  DEFAULT_ASSET_STATUS,
  ENGINE_STAGES,
  type AssetOwnership,
} from "./asset-lists";

export * from "./asset-lists";

export const ASSET_NOT_FOUND = "Asset not found";
/** `/api/assets/:id…`: an asset's id, 400 when it is not one, 404 (ASSET_NOT_FOUND) when no live asset has it. */
export const assetParams = z.object({ id: idSchema(ASSET_NOT_FOUND) });

/**
 * An asset's fields (data-model.md §3 assets, §5 Asset, issue 32): one schema for the asset form,
 * POST/PATCH /api/assets and a CSV import row. The spec's fields and messages come first; issue 32
 * adds intervals by engine hours and miles beside the spec's maintenanceInterval (days), hired-in
 * plant, a tool's vibration magnitude (rules/havs.ts) and an engine's stage and power (London's NRMM
 * register). qrCodeData, image, attachments and customFields are not typed: the server issues the
 * QR token, and images and documents are uploads (asset-document.ts).
 */

export const ASSET_MESSAGES = {
  nameRequired: "Asset name is required",
  nameTooLong: "Asset name too long",
  type: "Choose an asset type",
  status: "Choose a status: active, maintenance, retired, sold or lost",
  condition: "Choose a condition: excellent, good, fair or poor",
  fuelType: "Choose a fuel type: diesel, petrol, electric, hybrid, manual or none",
  ownership: "Choose owned or hired in",
  engineStage: "Choose the engine's emission stage",
  hireSupplier: "Hire supplier is required for hired-in plant",
  offHireBeforeOnHire: "Off-hire date cannot be before the on-hire date",
  collectionBeforeOffHire: "Collection date cannot be before the off-hire date",
  nextMaintenanceBeforeLast: "Next maintenance date cannot be before the last maintenance date",
  nextInspectionBeforeLast: "Next inspection date cannot be before the last inspection date",
  vibrationMin: "Vibration magnitude must be more than 0 m/s²",
  vibrationMax: "Vibration magnitude must be 100 m/s² or less",
  enginePowerMin: "Engine power must be more than 0 kW",
  liftingUse: "Choose what the lifting equipment lifts: people, an accessory or other",
  examinationScheme: "An examination scheme's interval must be 1 to 24 months",
  flag: "Answer yes or no",
  contract: "Contract not found",
} as const;

/** An examination scheme drawn up by a competent person may set any interval up to two years (LOLER reg. 9(3)(a)(iii)). */
export const EXAMINATION_SCHEME_MAX_MONTHS = 24;

/** General money, numeric(12,2) (data-model.md §9): "£12,500" is 12500.00. */
const priceField = (label: string) =>
  decimalField(label, MONEY_12_2, { example: "1250.50", symbols: true, messages: { notNumber: `${label} must be an amount in pounds, e.g. 1250.50` } });

/** A choice from a closed list: a form's empty select (""), null and missing are none. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), z.enum(values, { error }).nullish());
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T, error: string) => choice(values, error).transform((v) => v ?? null);

/** The intervals of one kind of work: by days, engine hours or miles, whichever comes first (rules/asset-due.ts). */
const intervals = (work: "Maintenance" | "Inspection") => ({
  days: optionalCount(`${work} interval (days)`, 3650),
  hours: optionalCount(`${work} interval (engine hours)`, 100_000),
  miles: optionalCount(`${work} interval (miles)`, 1_000_000),
});
const maintenance = intervals("Maintenance");
const inspection = intervals("Inspection");

export const assetShape = {
  name: requiredText("Asset name", 200, ASSET_MESSAGES.nameRequired, ASSET_MESSAGES.nameTooLong),
  type: z.enum(ASSET_TYPES, { error: ASSET_MESSAGES.type }),
  category: optionalText("Category", 100),
  model: optionalText("Model", 100),
  serialNumber: optionalText("Serial number", 100),
  manufacturer: optionalText("Manufacturer", 100),
  purchasePrice: priceField("Purchase price"),
  currentValue: priceField("Current value"),
  purchaseDate: optionalDay("Purchase date"),
  location: optionalText("Location", 200),
  status: choice(ASSET_STATUSES, ASSET_MESSAGES.status).transform((v) => v ?? DEFAULT_ASSET_STATUS),
  condition: nullableEnum(ASSET_CONDITIONS, ASSET_MESSAGES.condition),
  supplier: optionalText("Supplier", 200),
  warrantyExpiry: optionalDay("Warranty expiry"),
  // Maintenance and inspection: the last and next dates (§3), and how often by days, hours or miles.
  lastMaintenanceDate: optionalDay("Last maintenance date"),
  nextMaintenanceDate: optionalDay("Next maintenance date"),
  maintenanceInterval: maintenance.days,
  maintenanceIntervalHours: maintenance.hours,
  maintenanceIntervalMiles: maintenance.miles,
  lastInspectionDate: optionalDay("Last inspection date"),
  nextInspectionDate: optionalDay("Next inspection date"),
  inspectionInterval: inspection.days,
  inspectionIntervalHours: inspection.hours,
  inspectionIntervalMiles: inspection.miles,
  certificationsRequired: optionalText("Certifications required", 1000),
  insuranceDetails: optionalText("Insurance details", 1000),
  /** The hour meter now; a new reading lower than the last is refused (rules/asset-due.ts readingProblem). */
  operatingHours: decimalField(
    "Operating hours",
    { scale: METER_SCALE.hours, whole: 7 },
    { example: "1250.5", messages: { places: "Operating hours can have at most 1 decimal place" } },
  ),
  mileage: decimalField("Mileage", { scale: METER_SCALE.miles, whole: 7 }, { example: "12000", messages: { places: "Mileage must be whole miles" } }),
  fuelType: nullableEnum(ASSET_FUEL_TYPES, ASSET_MESSAGES.fuelType),
  // Hired-in plant: who from, the order, on and off hire, and the collection.
  ownership: choice(ASSET_OWNERSHIPS, ASSET_MESSAGES.ownership).transform((v): AssetOwnership => v ?? "owned"),
  hireSupplier: optionalText("Hire supplier", 200),
  hireOrderReference: optionalText("Hire order reference", 100),
  onHireDate: optionalDay("On-hire date"),
  offHireDate: optionalDay("Off-hire date"),
  offHireReference: optionalText("Off-hire reference", 100),
  collectionDate: optionalDay("Collection date"),
  /** A tool's vibration magnitude, m/s² (HSE exposure points, rules/havs.ts). Any type may carry one: a plate compactor is plant. */
  vibrationMagnitude: decimalField(
    "Vibration magnitude",
    { scale: 2, whole: 3 },
    { example: "3.5", min: { value: "0.01", message: ASSET_MESSAGES.vibrationMin }, max: { value: "100", message: ASSET_MESSAGES.vibrationMax } },
  ),
  engineStage: nullableEnum(ENGINE_STAGES, ASSET_MESSAGES.engineStage),
  enginePowerKw: decimalField("Engine power (kW)", { scale: 1, whole: 4 }, { example: "55", min: { value: "0.1", message: ASSET_MESSAGES.enginePowerMin } }),
  // Which inspections it needs (rules/inspections.ts, asset-safety.ts): lifting equipment (LOLER) and portable electrical tools (HSG107).
  /** LOLER: what it lifts (6 or 12 months); null: not lifting equipment. */
  liftingUse: nullableEnum(LIFTING_USES, ASSET_MESSAGES.liftingUse),
  /** An examination scheme's interval, replacing LOLER's 6 or 12 months. */
  examinationSchemeMonths: z
    .union([z.string(), z.number()], { error: ASSET_MESSAGES.examinationScheme })
    .nullish()
    .transform((v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= EXAMINATION_SCHEME_MAX_MONTHS), ASSET_MESSAGES.examinationScheme),
  /** Its safety depends on how it is installed (a tower crane, a hoist): examined again at each new site. */
  dependsOnInstallation: z.boolean({ error: ASSET_MESSAGES.flag }).default(false),
  /** A 110 V (or other portable electrical) site tool: HSG107's three tiers at the company's intervals. */
  portableElectrical: z.boolean({ error: ASSET_MESSAGES.flag }).default(false),
  notes: optionalText("Notes", 2000),
};

export const assetObject = z.object(assetShape);

const HIRE_FIELDS = ["hireSupplier", "hireOrderReference", "onHireDate", "offHireDate", "offHireReference", "collectionDate"] as const;

type AssetFields = z.output<typeof assetObject>;

/**
 * The record's cross-field rules, each issue on its field and all of them at once. An owned asset
 * keeps no hire details: a form switched from hired in back to owned would otherwise keep them; in
 * the same way, what only lifting equipment has (a scheme, examined after installation) goes with
 * its lifting use.
 */
function assetRules<T extends AssetFields>(v: T, ctx: z.RefinementCtx): T {
  let refused = false;
  const refuse = (path: keyof AssetFields, message: string) => {
    refused = true;
    ctx.addIssue({ code: "custom", path: [path], message });
  };
  const before = (a: string | null, b: string | null) => !!a && !!b && b < a;
  if (v.ownership === "hired_in" && !v.hireSupplier) refuse("hireSupplier", ASSET_MESSAGES.hireSupplier);
  if (v.ownership === "hired_in" && before(v.onHireDate, v.offHireDate)) refuse("offHireDate", ASSET_MESSAGES.offHireBeforeOnHire);
  if (v.ownership === "hired_in" && before(v.offHireDate, v.collectionDate)) refuse("collectionDate", ASSET_MESSAGES.collectionBeforeOffHire);
  if (before(v.lastMaintenanceDate, v.nextMaintenanceDate)) refuse("nextMaintenanceDate", ASSET_MESSAGES.nextMaintenanceBeforeLast);
  if (before(v.lastInspectionDate, v.nextInspectionDate)) refuse("nextInspectionDate", ASSET_MESSAGES.nextInspectionBeforeLast);
  if (refused) return z.NEVER;
  let out = v;
  if (v.ownership === "owned") out = { ...out, ...Object.fromEntries(HIRE_FIELDS.map((f) => [f, null])) };
  if (!v.liftingUse) out = { ...out, examinationSchemeMonths: null, dependsOnInstallation: false };
  return out;
}

export const assetSchema = assetObject.transform(assetRules);

/**
 * POST /api/assets: the fields, and the contract it starts on (none: the yard). Afterwards its place
 * changes only by a move, which keeps the history.
 */
export const createAssetSchema = assetObject
  .extend({ projectId: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), idSchema(ASSET_MESSAGES.contract).nullish()) })
  .transform(assetRules);
export type CreateAssetInput = z.output<typeof createAssetSchema>;
export type CreateAssetFormValues = z.input<typeof createAssetSchema>;

export type AssetFormValues = z.input<typeof assetSchema>;
export type AssetInput = z.output<typeof assetSchema>;

/** PATCH /api/assets/:id: any of the fields; the server checks the merged record with assetSchema. */
export const updateAssetSchema = assetObject.partial().extend({
  // Without their create-time default: a change that leaves them out leaves them as they are.
  dependsOnInstallation: z.boolean({ error: ASSET_MESSAGES.flag }).optional(),
  portableElectrical: z.boolean({ error: ASSET_MESSAGES.flag }).optional(),
});
export type UpdateAssetInput = z.output<typeof updateAssetSchema>;

/**
 * A plant category and the cards its operators need (issue 32, "Operators"): groups of alternatives
 * ("CPCS or NPORS"), the same shape and the same check as a trade's rule (workforce/card-rules.ts
 * checkTradeRule), so an operator's cards are judged one way at the gate and at the machine.
 */
export const plantCategoryCardsSchema = z.object({
  category: requiredText("Plant category", 100),
  requirements: cardRequirementsSchema,
});
export type PlantCategoryCards = z.output<typeof plantCategoryCardsSchema>;
