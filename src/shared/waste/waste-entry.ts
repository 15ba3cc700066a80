import { z } from "zod";
import { idSchema } from "../common/ids";
import { DISPOSAL_ROUTES, figureViewSchema, WEIGHT_UNITS, type DisposalRoute, type WeightUnit } from "../carbon/carbon";
import { amountField, dayField, optionalText, orderNumberField } from "../common/fields";
import { pageQuery } from "../common/paging";
import { carbonOnly, isoDay, personRef, timestamp } from "../common/wire";
import { isHazardousCode, normaliseWasteCode } from "./waste-code";
import { wasteMaterialMismatch } from "./waste-material";

/**
 * Waste leaving site (carbon_entries, kind 'waste'): one schema for the Log Waste form and
 * POST/PATCH /api/waste-entries. The carbon is the DESNZ "Waste disposal" factor of the material
 * and route, per tonne (Scope 3 cat. 5); the server checks the code against the List of Waste.
 */

export const MAX_QUANTITY = 999_999_999;
export const WASTE_CODE_MESSAGE = "Choose a waste code from the List of Waste";
export const DISPOSAL_ROUTE_MESSAGE = "Choose a disposal route";
export const CONSIGNMENT_NOTE_MESSAGE = "A consignment note number is required for hazardous waste";
export const DISPOSAL_ROUTE_KEYS = Object.keys(DISPOSAL_ROUTES) as [DisposalRoute, ...DisposalRoute[]];

/** How a route reads in a sentence: "DESNZ publishes no factor for Concrete by combustion". */
export const ROUTE_WORDS: Record<DisposalRoute, string> = {
  landfill: "landfill",
  open_loop: "open-loop recycling",
  closed_loop: "closed-loop recycling",
  combustion: "combustion",
};
export const noRouteFactorMessage = (material: string, route: DisposalRoute) => `DESNZ publishes no factor for ${material} by ${ROUTE_WORDS[route]}`;

export { isHazardousCode, normaliseWasteCode };

const num = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? Number(v) : v);

const wasteFields = {
  date: dayField("Date"),
  wasteCode: z
    .string({ error: WASTE_CODE_MESSAGE })
    .trim()
    .min(1, WASTE_CODE_MESSAGE)
    .max(12, WASTE_CODE_MESSAGE)
    .transform(normaliseWasteCode)
    .refine((c) => /^\d{2} \d{2} \d{2}\*?$/.test(c), WASTE_CODE_MESSAGE),
  description: z.string({ error: "Description is required" }).trim().min(1, "Description is required").max(500, "Description must be 500 characters or fewer"),
  /** How it left site, as counted: 2 skips, 8 m³. Optional; the carbon uses the weight. */
  quantity: z.preprocess(
    num,
    z.number({ error: "Quantity must be positive" }).positive("Quantity must be positive").max(MAX_QUANTITY, "Quantity is too large").optional(),
  ),
  unit: optionalText("Unit", 50),
  weight: z.preprocess(
    num,
    z
      .number({ error: "Weight is required: waste carbon is worked out per tonne" })
      .positive("Weight must be positive")
      .max(MAX_QUANTITY, "Weight is too large"),
  ),
  weightUnit: z.enum(WEIGHT_UNITS, { error: "Weight unit must be kg or tonnes" }).default("tonnes"),
  wasteMaterial: z.string({ error: "Choose the waste material" }).trim().min(1, "Choose the waste material").max(100, "Choose the waste material"),
  disposalRoute: z.enum(DISPOSAL_ROUTE_KEYS, { error: DISPOSAL_ROUTE_MESSAGE }),
  /** Ticked when the material is not the one the code names (17 01 01 booked as wood); stored with the entry. */
  wasteMaterialConfirmed: z.boolean({ error: "Confirm the waste material with a tick" }).default(false),
  carrier: optionalText("Carrier", 200),
  wasteTransferNote: optionalText("Transfer note number", 100),
  /** What the carrier's ticket says, net of VAT (decision 0081): the waste head's actual cost. */
  cost: amountField("Cost", "185.00"),
  /** A purchase order of the contract the removal is bought on (a skip hire): the order is then its cost (decision 0081). */
  poNumber: orderNumberField(),
  notes: optionalText("Notes", 2000),
};

type Checked = {
  quantity?: number;
  unit: string | null;
  wasteCode: string;
  wasteTransferNote: string | null;
  wasteMaterial: string;
  wasteMaterialConfirmed: boolean;
};
function rules(v: Checked, ctx: z.RefinementCtx) {
  if (v.quantity !== undefined && !v.unit) ctx.addIssue({ code: "custom", path: ["unit"], message: "Unit is required" });
  if (isHazardousCode(v.wasteCode) && !v.wasteTransferNote) ctx.addIssue({ code: "custom", path: ["wasteTransferNote"], message: CONSIGNMENT_NOTE_MESSAGE });
  // A code and a material that disagree price the waste wrongly (concrete as wood: 925 instead of 1.26 kg per tonne).
  const mismatch = wasteMaterialMismatch(v.wasteCode, v.wasteMaterial);
  if (mismatch && !v.wasteMaterialConfirmed) ctx.addIssue({ code: "custom", path: ["wasteMaterialConfirmed"], message: mismatch });
}

export const wasteFormSchema = z.object(wasteFields).superRefine(rules);
export type WasteFormValues = z.input<typeof wasteFormSchema>;
export type WasteFormOutput = z.output<typeof wasteFormSchema>;

export const wasteEntrySchema = z
  .object({
    projectId: idSchema("Project is required"),
    ...wasteFields,
    // Ignored: the server computes the figure from the DESNZ factor.
    carbonEmitted: z.number({ error: "Invalid carbon value" }).min(0, "Invalid carbon value").optional(),
  })
  .superRefine(rules);
export type WasteEntryInput = z.output<typeof wasteEntrySchema>;
export type WasteEntryBody = z.input<typeof wasteEntrySchema>;

export const wasteListQuery = pageQuery;
export const wasteRoutesQuery = z.object({
  material: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(100).optional()),
});

/** GET /api/waste-entries/routes: each DESNZ waste material with the routes it has a factor for. */
export const wasteMaterialRoutesSchema = z
  .object({
    material: z.string(),
    routes: z.array(
      z.object({
        route: z.enum(DISPOSAL_ROUTE_KEYS),
        label: z.string(),
        factorId: z.string(),
        year: z.number().int().nullable(),
        unit: z.string(),
        value: z.number(),
      }),
    ),
  })
  .meta({ id: "WasteMaterialRoutes" });
export type WasteMaterialRoutes = z.output<typeof wasteMaterialRoutesSchema>;

/** A waste movement with its carbon (Scope 3 cat. 5) and the figure behind it. */
export const wasteViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    wasteCode: z.string(),
    wasteCodeDescription: z.string().nullable(),
    wasteCodeCategory: z.string().nullable(),
    isHazardous: z.boolean(),
    description: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    weightTonnes: z.number(),
    wasteMaterial: z.string(),
    /** The user confirmed a material other than the one the code names. */
    wasteMaterialConfirmed: z.boolean(),
    disposalRoute: z.enum(DISPOSAL_ROUTE_KEYS),
    carrier: z.string().nullable(),
    wasteTransferNote: z.string().nullable(),
    /** Net of VAT, an exact decimal string ("185.00"), or null when not given (decision 0081). */
    cost: z.string().nullable().describe("Exact decimal, 2 places"),
    /** The order the entry names (carbon_entries.po_number), as typed; a live order of the contract is then its cost. */
    poNumber: z.string().nullable(),
    notes: z.string().nullable(),
    /** kg CO2e: the sum of `figures`. */
    carbonEmitted: carbonOnly(z.number()),
    createdBy: personRef.nullable(),
    /** Who logged it, kept by name (carbon_entries.created_by) should the user later be removed. */
    createdByName: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    figures: carbonOnly(z.array(figureViewSchema)),
  })
  .meta({ id: "WasteEntry" });
export type WasteView = z.output<typeof wasteViewSchema>;

export const weightToTonnes = (weight: number, unit: WeightUnit) => (unit === "kg" ? weight / 1000 : weight);
