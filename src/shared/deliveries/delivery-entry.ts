import { z } from "zod";
import { idSchema } from "../common/ids";
import { DEFAULT_TRANSPORT_CATEGORY, figureViewSchema, TRANSPORT_CATEGORIES, WEIGHT_UNITS, type WeightUnit } from "../carbon/carbon";
import { dayField, decimalField, optionalText, QUANTITY_12_3 } from "../common/fields";
import { pageQuery } from "../common/paging";
import { carbonOnly, isoDay, personRef, timestamp } from "../common/wire";

/**
 * A delivery to site (carbon_entries, kind 'delivery'): one schema for the Log Delivery form and
 * POST/PATCH /api/deliveries. Its carbon is the server's to work out: transport (Scope 3 cat. 4)
 * from the vehicle and the load, and the embodied carbon of each line (Scope 3 cat. 1) from the
 * factor picked for it (docs/decisions/0009-carbon-figures.md).
 */

/** data-model.md §9: quantities are numeric(12,3). */
export const MAX_QUANTITY = 999_999_999;
export const MAX_LINE_ITEMS = 100;
export const DISTANCE_MESSAGE = "Distance must be zero or more";
/** The "I cannot classify this" choice of the material picker: the line carries no material figure. */
export const NO_MATERIAL_FACTOR = "none";

const hasAtMost3dp = (n: number) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

/** Empty form boxes arrive as "" or null: both mean "not given". */
const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
    z.number({ error: message }).min(0, message).max(MAX_QUANTITY, message).nullable(),
  );

export const deliveryLineSchema = z.object({
  description: z.string({ error: "Description is required" }).trim().min(1, "Description is required").max(300, "Description must be 300 characters or fewer"),
  /** A DESNZ "Material use" factor ID, a company factor ID, or NO_MATERIAL_FACTOR. */
  materialFactorId: z
    .string({ error: "Choose a material factor, or No embodied carbon factor" })
    .trim()
    .min(1, "Choose a material factor, or No embodied carbon factor")
    .max(100, "Choose a material factor, or No embodied carbon factor"),
  quantity: z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: "Quantity must be positive" })
      .positive("Quantity must be positive")
      .max(MAX_QUANTITY, "Quantity is too large")
      .refine(hasAtMost3dp, "Quantity can have at most 3 decimal places"),
  ),
  unit: z.string({ error: "Unit is required" }).trim().min(1, "Unit is required").max(30, "Unit must be 30 characters or fewer"),
  weight: optionalNumber("Weight must be zero or more"),
  weightUnit: z.enum(WEIGHT_UNITS, { error: "Weight unit must be kg or tonnes" }).default("tonnes"),
});
export type DeliveryLineInput = z.output<typeof deliveryLineSchema>;

const deliveryFields = {
  date: dayField("Date"),
  supplier: z.string({ error: "Supplier is required" }).trim().min(1, "Supplier is required").max(200, "Supplier must be 200 characters or fewer"),
  // Purchase orders arrive in a later issue: this free-text number is where the link to
  // company_purchase_orders will plug in (a poId beside it, the number then filled from the order).
  poNumber: optionalText("PO number", 50),
  deliveryNoteNumber: optionalText("Delivery note number", 100),
  lineItems: z
    .array(deliveryLineSchema, { error: "Add at least one line item" })
    .min(1, "Add at least one line item")
    .max(MAX_LINE_ITEMS, `A delivery can have at most ${MAX_LINE_ITEMS} line items`),
  transportCategory: z.enum(TRANSPORT_CATEGORIES, { error: "Invalid transport category" }).default(DEFAULT_TRANSPORT_CATEGORY),
  /** km, an exact decimal ("50.000") as the order's transport distance is: numeric(12,3), never a float. */
  transportDistance: decimalField("Distance", QUANTITY_12_3, {
    example: "50",
    min: { value: "0", message: DISTANCE_MESSAGE },
    max: { value: String(MAX_QUANTITY), message: DISTANCE_MESSAGE },
    messages: { notNumber: DISTANCE_MESSAGE },
  }),
  /** Tonnes; empty means the sum of the line weights. */
  transportWeight: optionalNumber("Load weight must be zero or more"),
  notes: optionalText("Notes", 2000),
};

export const deliveryFormSchema = z.object(deliveryFields);
export type DeliveryFormValues = z.input<typeof deliveryFormSchema>;
export type DeliveryFormOutput = z.output<typeof deliveryFormSchema>;

export const deliveryEntrySchema = z.object({
  projectId: idSchema("Project is required"),
  ...deliveryFields,
  // Ignored, as on every carbon record: the server computes the figure from the factors.
  carbonEmitted: z.number({ error: "Invalid carbon value" }).min(0, "Invalid carbon value").optional(),
});
export type DeliveryEntryInput = z.output<typeof deliveryEntrySchema>;
export type DeliveryEntryBody = z.input<typeof deliveryEntrySchema>;

export const deliveryListQuery = pageQuery;

/** A line's weight in tonnes, or null when it was not weighed. */
export function lineTonnes(line: { weight: number | null; weightUnit: WeightUnit }): number | null {
  if (line.weight === null) return null;
  return line.weightUnit === "kg" ? line.weight / 1000 : line.weight;
}

/** The load the lorry carried when the form leaves it empty: the sum of the weighed lines (null if none were). */
export function sumLineTonnes(lines: { weight: number | null; weightUnit: WeightUnit }[]): number | null {
  const weighed = lines.map(lineTonnes).filter((t): t is number => t !== null);
  return weighed.length ? Math.round(weighed.reduce((a, b) => a + b, 0) * 1000) / 1000 : null;
}

/** A line of a delivery as the API returns it. */
export const deliveryLineViewSchema = z
  .object({
    description: z.string(),
    /** null: no embodied carbon factor chosen. */
    materialFactorId: z.string().nullable(),
    materialFactorName: z.string().nullable(),
    quantity: z.number(),
    unit: z.string(),
    weight: z.number().nullable(),
    weightUnit: z.enum(WEIGHT_UNITS),
  })
  .meta({ id: "DeliveryLine" });
export type DeliveryLineView = z.output<typeof deliveryLineViewSchema>;

/** A delivery with its carbon: transport (Scope 3 cat. 4) and material (cat. 1), and the figures behind them. */
export const deliveryViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    supplier: z.string(),
    poNumber: z.string().nullable(),
    deliveryNoteNumber: z.string().nullable(),
    lineItems: z.array(deliveryLineViewSchema),
    transportCategory: z.enum(TRANSPORT_CATEGORIES),
    transportDistance: z.string().nullable().describe("km, exact decimal, 3 places"),
    /** Tonnes: as entered, or the sum of the line weights. */
    transportWeight: z.number().nullable(),
    notes: z.string().nullable(),
    /** kg CO2e: the sum of `figures`. */
    carbonEmitted: carbonOnly(z.number()),
    transportKg: carbonOnly(z.number()),
    materialKg: carbonOnly(z.number()),
    createdBy: personRef.nullable(),
    /** Who logged it, kept by name (carbon_entries.created_by) should the user later be removed. */
    createdByName: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** The goods receipt that logged it: it is changed or removed only by reversing that receipt on its order (decision 0050). */
    goodsReceipt: z.object({ orderId: z.number().int(), poNumber: z.string(), grnNumber: z.string() }).nullable(),
    figures: carbonOnly(z.array(figureViewSchema)),
  })
  .meta({ id: "Delivery" });
export type DeliveryView = z.output<typeof deliveryViewSchema>;
