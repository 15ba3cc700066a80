import { z } from "zod";
import { DISPOSAL_ROUTES, figureViewSchema, type DisposalRoute } from "../carbon/carbon";
import { optionalText } from "../common/fields";
import { carbonField, positiveAmount, projectIdField, requiredDateField, unitField } from "../energy/energy-entry";
import { pageQuery } from "../common/paging";
import { isoDay, personRef, timestamp } from "../common/wire";
import { wasteMaterialMismatch } from "../waste/waste-material";
import { labelled } from "../common/labelled";

/**
 * Additional indirect (Scope 3) entries (data-model.md §5, scope3_additional): water, purchased goods,
 * subcontractors and waste not already on the diary's waste form. One schema for the form and
 * POST/PATCH /api/scope3-entries. The carbon is either computed from a factor (DESNZ or the company's
 * own) or reported by the supplier; either way the stored figure says where it came from.
 */
export const { values: SCOPE3_CATEGORIES, labels: SCOPE3_CATEGORY_LABELS } = labelled({
  waste: "Waste",
  water: "Water",
  purchased_goods: "Purchased goods",
  subcontractor: "Subcontractor",
});
export type Scope3Category = (typeof SCOPE3_CATEGORIES)[number];

export const { values: CALCULATION_METHODS, labels: CALCULATION_METHOD_LABELS } = labelled({
  factor: "Calculate from a conversion factor",
  supplier_reported: "Supplier-reported figure",
});
export type CalculationMethod = (typeof CALCULATION_METHODS)[number];

export const WATER_UNITS = ["m³", "litres"] as const;
export const WASTE_UNITS = ["tonnes", "kg"] as const;
export const DISPOSAL_ROUTE_KEYS = Object.keys(DISPOSAL_ROUTES) as DisposalRoute[];

/** The factor ID stored on a supplier-reported figure (carbon_figures.factor_id). */
export const SUPPLIER_REPORTED_FACTOR_ID = "SUPPLIER-REPORTED";

const scope3Fields = {
  date: requiredDateField,
  category: z.enum(SCOPE3_CATEGORIES, { error: "Invalid category" }),
  subcategory: optionalText("Subcategory", 200),
  description: z
    .string({ error: "Description must be at least 5 characters" })
    .trim()
    .min(5, "Description must be at least 5 characters")
    .max(500, "Description must be 500 characters or fewer"),
  quantity: positiveAmount("Quantity must be positive"),
  unit: unitField,
  supplier: optionalText("Supplier", 200),
  wasteCode: optionalText("Waste code", 10),
  wasteDisposalMethod: z.enum(DISPOSAL_ROUTE_KEYS as [DisposalRoute, ...DisposalRoute[]], { error: "Choose a disposal route" }).nullish(),
  /** Ticked when the waste material is not the one the EWC code names; stored with the entry. */
  wasteMaterialConfirmed: z.boolean({ error: "Confirm the waste material with a tick" }).default(false),
  invoiceReference: optionalText("Invoice reference", 100),
  notes: optionalText("Notes", 2000),
  calculationMethod: z.enum(CALCULATION_METHODS, { error: "Choose how the carbon is worked out" }).default("factor"),
  /** purchased_goods / subcontractor by factor: the chosen factor (DESNZ Material use or a company factor). */
  factorId: optionalText("Factor", 100),
  /** water by factor: add the waste-water treatment factor to the supply one (default yes). */
  includeTreatment: z.boolean().default(true),
  /** supplier_reported: kg CO2e as the supplier gave it. */
  carbonEmitted: carbonField.nullish(),
};

type Fields = {
  category: Scope3Category;
  calculationMethod?: CalculationMethod;
  unit: string;
  subcategory?: string | null;
  wasteDisposalMethod?: DisposalRoute | null;
  wasteCode?: string | null;
  wasteMaterialConfirmed?: boolean;
  factorId?: string | null;
  carbonEmitted?: number | null;
};

/** What each category needs to work its carbon out (the unit of a chosen factor is checked on the server). */
function methodNeeds(v: Fields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if ((v.calculationMethod ?? "factor") === "supplier_reported") {
    if (v.carbonEmitted === null || v.carbonEmitted === undefined) issue("carbonEmitted", "Enter the supplier's figure in kg CO2e");
    return;
  }
  if (v.category === "water" && !(WATER_UNITS as readonly string[]).includes(v.unit)) issue("unit", "Unit must be m³ or litres for water");
  if (v.category === "waste") {
    if (!(WASTE_UNITS as readonly string[]).includes(v.unit)) issue("unit", "Unit must be tonnes or kg for waste");
    if (!v.subcategory) issue("subcategory", "Choose the waste material");
    if (!v.wasteDisposalMethod) issue("wasteDisposalMethod", "Choose a disposal route");
    // As on the waste form: a code and a material that disagree price the waste wrongly unless the user means it.
    const mismatch = wasteMaterialMismatch(v.wasteCode ?? "", v.subcategory ?? "");
    if (mismatch && !v.wasteMaterialConfirmed) issue("wasteMaterialConfirmed", mismatch);
  }
  if ((v.category === "purchased_goods" || v.category === "subcontractor") && !v.factorId) issue("factorId", "Choose a conversion factor");
}

export const scope3FormSchema = z.object(scope3Fields).superRefine(methodNeeds);
export type Scope3FormValues = z.input<typeof scope3FormSchema>;

export const scope3EntrySchema = z.object({ projectId: projectIdField, ...scope3Fields }).superRefine(methodNeeds);
export type Scope3EntryInput = z.output<typeof scope3EntrySchema>;
export type Scope3EntryBody = z.input<typeof scope3EntrySchema>;

export const scope3ListQuery = pageQuery;

/**
 * A Scope 3 entry with its carbon. These are Carbon Tracking's own routes, so the carbon is always
 * there (no carbonOnly): a reader who may not see it may not read the entry at all.
 */
export const scope3EntryViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    category: z.enum(SCOPE3_CATEGORIES),
    subcategory: z.string().nullable(),
    description: z.string(),
    quantity: z.number(),
    unit: z.string(),
    supplier: z.string().nullable(),
    wasteCode: z.string().nullable(),
    wasteDisposalMethod: z.enum(DISPOSAL_ROUTE_KEYS as [DisposalRoute, ...DisposalRoute[]]).nullable(),
    /** The user confirmed a waste material other than the one the EWC code names. */
    wasteMaterialConfirmed: z.boolean(),
    invoiceReference: z.string().nullable(),
    notes: z.string().nullable(),
    calculationMethod: z.enum(CALCULATION_METHODS),
    /** The factor chosen (purchased goods, subcontractor), read back from the stored figure. */
    factorId: z.string().nullable(),
    /** Water: whether treatment was counted. */
    includeTreatment: z.boolean(),
    /** kg CO2e: the sum of `figures`. */
    carbonEmitted: z.number(),
    emissionFactor: z.number().nullable(),
    createdBy: personRef.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    figures: z.array(figureViewSchema),
  })
  .meta({ id: "Scope3Entry" });
export type Scope3EntryView = z.output<typeof scope3EntryViewSchema>;
