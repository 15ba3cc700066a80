import { z } from "zod";
import { idSchema } from "../common/ids";
import { pageOf, pageQuery } from "../common/paging";
import { timestamp } from "../common/wire";
import { WEIGHT_UNITS } from "../carbon/carbon";
import { decimalField, MONEY_12_2, optionalText, QUANTITY_12_3, requiredDecimalField } from "../common/fields";

/**
 * A material or service (data-model.md §3 materials): one schema for the Material form and
 * POST/PATCH /api/materials. The SKU is unique ignoring case; the price is exact (numeric 12,2).
 */

export const MATERIAL_TYPES = [
  { value: "materials", label: "Material" },
  { value: "services", label: "Service" },
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number]["value"];
const TYPE_KEYS = MATERIAL_TYPES.map((t) => t.value) as [MaterialType, ...MaterialType[]];
export const materialTypeLabel = (key: string) => MATERIAL_TYPES.find((t) => t.value === key)?.label ?? key;

/** data-model.md keeps active as yes/no text. */
export const ACTIVE_VALUES = ["yes", "no"] as const;
export type ActiveValue = (typeof ACTIVE_VALUES)[number];

export const SKU_TAKEN_MESSAGE = "Another material already has this SKU";
export const FACTOR_MESSAGE = "Choose a material factor from the list";
export const SUPPLIER_MESSAGE = "Choose a supplier from the list";
export const WEIGHT_UNIT_MESSAGE = "Choose kg or tonnes for the weight";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** A material's price (numeric 12,2), required: "£1,250.50" is 1250.50, "1e2" is not a number. */
export const materialPrice = (label: string) => requiredDecimalField(label, MONEY_12_2, { example: "48.50", symbols: true });
/** A weight per unit (numeric 12,3), optional. */
export const materialWeight = (label: string) => decimalField(label, QUANTITY_12_3, { example: "0.012", symbols: true });

export const materialFieldsSchema = z
  .object({
    itemDescription: z
      .string({ error: "Description is required" })
      .trim()
      .min(1, "Description is required")
      .max(500, "Description must be 500 characters or fewer"),
    sku: z
      .string({ error: "SKU is required" })
      .trim()
      .min(1, "SKU is required")
      .max(64, "SKU must be 64 characters or fewer")
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, "SKU may use letters, digits and . _ / - only"),
    type: z.enum(TYPE_KEYS, { error: "Choose materials or services" }),
    purchaseCost: materialPrice("Purchase cost"),
    unit: optionalText("Unit", 30),
    weight: materialWeight("Weight per unit"),
    weightUnit: z.preprocess(blankToNull, z.enum(WEIGHT_UNITS, { error: WEIGHT_UNIT_MESSAGE }).nullish()).transform((v) => v ?? null),
    category: optionalText("Category", 100),
    supplierId: z.preprocess(blankToNull, idSchema(SUPPLIER_MESSAGE).nullish()).transform((v) => v ?? null),
    active: z.enum(ACTIVE_VALUES, { error: "Choose yes or no" }),
    notes: optionalText("Notes", 2000),
    /** A DESNZ "Material use" factor ID or a company factor ID (the carbon library's), or none. */
    carbonFactorId: z.preprocess(blankToNull, z.string().max(100, FACTOR_MESSAGE).nullish()).transform((v) => v ?? null),
  })
  .refine((v) => v.weight === null || v.weightUnit !== null, { message: WEIGHT_UNIT_MESSAGE, path: ["weightUnit"] });
export type MaterialFormValues = z.input<typeof materialFieldsSchema>;
export type MaterialFields = z.output<typeof materialFieldsSchema>;

export const materialIdParams = z.object({ id: idSchema("Material not found") });

export const MATERIAL_SORTS = [
  { value: "description", label: "Description (A–Z)" },
  { value: "sku", label: "SKU" },
  { value: "cost_asc", label: "Cost (lowest first)" },
  { value: "cost_desc", label: "Cost (highest first)" },
  { value: "newest", label: "Newest first" },
] as const;
export type MaterialSort = (typeof MATERIAL_SORTS)[number]["value"];
const SORT_KEYS = MATERIAL_SORTS.map((s) => s.value) as [MaterialSort, ...MaterialSort[]];

/** GET /api/materials: search description, SKU and category; filter; sort; page. */
export const listMaterialsQuery = pageQuery.extend({
  q: z.preprocess(blankToNull, z.string().trim().max(200, "Search must be 200 characters or fewer").nullish()),
  type: z.preprocess(blankToNull, z.enum(TYPE_KEYS, { error: "Choose materials or services" }).nullish()),
  category: z.preprocess(blankToNull, z.string().trim().max(100, "Category must be 100 characters or fewer").nullish()),
  supplierId: z.preprocess(blankToNull, idSchema(SUPPLIER_MESSAGE).nullish()),
  active: z.preprocess(blankToNull, z.enum(ACTIVE_VALUES, { error: "Choose yes or no" }).nullish()),
  sort: z.preprocess(blankToNull, z.enum(SORT_KEYS, { error: "Choose a sort order from the list" }).nullish()),
});
export type ListMaterialsQuery = z.output<typeof listMaterialsQuery>;

const supplierRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const materialItemSchema = z
  .object({
    id: z.number().int(),
    itemDescription: z.string(),
    sku: z.string(),
    type: z.string(),
    purchaseCost: z.string().describe("A decimal string, e.g. 48.50"),
    unit: z.string().nullable(),
    weight: z.string().nullable(),
    weightUnit: z.string().nullable(),
    category: z.string().nullable(),
    active: z.string(),
    supplier: supplierRef,
    carbonFactorId: z.string().nullable(),
    imageCount: z.number().int(),
    /** The cheapest valid quote's price, or null. */
    bestQuote: z.string().nullable(),
    createdBy: z.number().int().nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: "MaterialItem" });
export type MaterialItem = z.output<typeof materialItemSchema>;
export const materialListSchema = pageOf(materialItemSchema);

/** Choices for the filters and the form: the categories in use and the live suppliers. */
export const materialOptionsSchema = z.object({
  categories: z.array(z.string()),
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
});
export type MaterialOptions = z.output<typeof materialOptionsSchema>;
