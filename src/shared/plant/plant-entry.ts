import { z } from "zod";
import { figureViewSchema, PLANT_FUELS, type PlantFuel } from "../carbon/carbon";
import { isoDayField } from "../common/days";
import { amountField, orderNumberField } from "../common/fields";
import { formatCurrency } from "../common/numbers";
import { pageQuery } from "../common/paging";
import { idParams, idSchema } from "../common/ids";
import { carbonOnly, isoDay, timestamp } from "../common/wire";
import { certificateSummarySchema } from "./hse-certificate";
import { ASSET_BOOKING_MESSAGES } from "../assets/assets-plant";

/**
 * A plant entry (issue 4): a machine on site for a day, hired or owned, with its hours and the fuel
 * it burnt. One schema for the Log Plant form (text inputs) and POST/PATCH /api/plant-entries (JSON
 * numbers): numbers may arrive as either, and an empty input means "not given".
 */

export const PLANT_OWNERSHIP = { hired: "Hired", owned: "Owned" } as const;
export type PlantOwnership = keyof typeof PLANT_OWNERSHIP;
export const PLANT_FUEL_KEYS = Object.keys(PLANT_FUELS) as [PlantFuel, ...PlantFuel[]];

export const PLANT_MESSAGES = {
  plantItem: "Plant item is required",
  hireCompany: "Hire company is required for hired plant",
  hours: "Hours must be between 0 and 24",
  hoursDecimals: "Hours can have one decimal place (e.g. 7.5)",
  fuelLitres: "Fuel used must be more than 0 litres",
  fuelNegative: "Fuel used cannot be negative",
  fuelMax: "Fuel used must be 1,000,000 litres or fewer",
  hireRateUnit: "Choose whether the hire rate is per hour, day or week",
} as const;

/**
 * What a hire rate is per (decision 0081): an hour (× the entry's hours), a day (one day an entry) or a
 * week (a fifth of the rate an entry: a hire week is five working days).
 */
export const HIRE_RATE_UNITS = { hour: "per hour", day: "per day", week: "per week" } as const;
export type HireRateUnit = keyof typeof HIRE_RATE_UNITS;
export const HIRE_RATE_UNIT_KEYS = Object.keys(HIRE_RATE_UNITS) as [HireRateUnit, ...HireRateUnit[]];
/** A rate with no amount: "Enter the hire rate per day". */
export const hireRateMissing = (unit: HireRateUnit) => `Enter the hire rate ${HIRE_RATE_UNITS[unit]}`;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** A number from a JSON number or an input's text; blank is null. */
export const numberInput = (message: string) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === "string" ? Number(v.trim()) : v), z.number({ error: message }).finite(message).nullable());

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .nullish()
    .transform((v) => (v ? v : null));

export const plantEntrySchema = z
  .object({
    projectId: idSchema("Project ID must be an integer", "Project ID must be positive"),
    date: isoDayField(),
    plantItem: z.string({ error: PLANT_MESSAGES.plantItem }).trim().min(1, PLANT_MESSAGES.plantItem).max(200, "Plant item must be 200 characters or fewer"),
    ownership: z.enum(["hired", "owned"], { error: "Choose whether the plant is hired or owned" }),
    hireCompany: text(200, "Hire company"),
    assetName: text(200, "Asset"),
    hours: numberInput(PLANT_MESSAGES.hours)
      .refine((v) => v === null || (v >= 0 && v <= 24), PLANT_MESSAGES.hours)
      .refine((v) => v === null || Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, PLANT_MESSAGES.hoursDecimals),
    fuelType: z.enum(PLANT_FUEL_KEYS, { error: "Choose a fuel type" }),
    fuelLitres: numberInput(PLANT_MESSAGES.fuelLitres)
      .refine((v) => v === null || v >= 0, PLANT_MESSAGES.fuelNegative)
      .refine((v) => v === null || v <= 1_000_000, PLANT_MESSAGES.fuelMax),
    /** Net of VAT, exact (numeric 12,2); with its unit, or neither. */
    hireRate: amountField("Hire rate"),
    hireRateUnit: z
      .preprocess((v) => (blank(v) ? null : v), z.enum(HIRE_RATE_UNIT_KEYS, { error: PLANT_MESSAGES.hireRateUnit }).nullish())
      .transform((v) => v ?? null),
    /** A purchase order of the contract the hire is bought on: the order is then its cost, not the rate (decision 0081). */
    poNumber: orderNumberField(),
    notes: text(2000, "Notes"),
    /** The register's asset booked as this plant (issue 32): the form's picker sets it; the server checks it is live. */
    assetId: z
      .preprocess((v) => (blank(v) ? null : v), idSchema(ASSET_BOOKING_MESSAGES.assetId).nullable())
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.ownership === "hired" && !v.hireCompany) ctx.addIssue({ code: "custom", path: ["hireCompany"], message: PLANT_MESSAGES.hireCompany });
    // A negative or oversized amount already has its own message: one message per field.
    const litresRefused = v.fuelLitres !== null && (v.fuelLitres < 0 || v.fuelLitres > 1_000_000);
    if (v.fuelType !== "none" && !litresRefused && !(v.fuelLitres !== null && v.fuelLitres > 0))
      ctx.addIssue({ code: "custom", path: ["fuelLitres"], message: PLANT_MESSAGES.fuelLitres });
    // A rate and its unit go together: one alone cannot be costed (decision 0081).
    if (v.hireRate !== null && v.hireRateUnit === null) ctx.addIssue({ code: "custom", path: ["hireRateUnit"], message: PLANT_MESSAGES.hireRateUnit });
    if (v.hireRate === null && v.hireRateUnit !== null) ctx.addIssue({ code: "custom", path: ["hireRate"], message: hireRateMissing(v.hireRateUnit) });
  });
export type PlantEntryInput = z.output<typeof plantEntrySchema>;
export type PlantEntryBody = z.input<typeof plantEntrySchema>;

/** What the form holds: every input as text. */
export type PlantEntryFormValues = {
  date: string;
  plantItem: string;
  ownership: PlantOwnership;
  hireCompany: string;
  assetName: string;
  hours: string;
  fuelType: PlantFuel;
  fuelLitres: string;
  hireRate: string;
  hireRateUnit: HireRateUnit | "";
  poNumber: string;
  notes: string;
  /** Set by the register's picker, not typed. */
  assetId: number | null;
};

export const plantIdParams = idParams("Plant entry not found");
export const listPlantEntriesQuery = pageQuery;

const plantEntryFields = {
  id: z.number().int(),
  projectId: z.number().int(),
  date: isoDay,
  plantItem: z.string(),
  ownership: z.enum(["hired", "owned"]),
  hireCompany: z.string().nullable(),
  assetName: z.string().nullable(),
  hours: z.number().nullable(),
  fuelType: z.enum(PLANT_FUEL_KEYS),
  fuelLitres: z.number().nullable(),
  /** Net of VAT, an exact decimal string ("45.00"), with its unit (decision 0081). */
  hireRate: z.string().nullable().describe("Exact decimal, 2 places"),
  hireRateUnit: z.enum(HIRE_RATE_UNIT_KEYS).nullable(),
  /** The order the entry names (carbon_entries.po_number), as typed; a live order of the contract is then its cost. */
  poNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** The register's asset booked as this plant, if one was chosen. */
  assetId: z.number().int().nullable(),
  /** kg CO2e: the sum of the entry's figures, computed by the server. */
  carbonEmitted: carbonOnly(z.number()),
  /** Who logged it, kept by name (carbon_entries.created_by) should the user later be removed. */
  createdBy: z.string().nullable(),
  userId: z.number().int().nullable(),
  certificates: certificateSummarySchema,
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A plant entry as the project's plant list shows it. */
export const plantEntryListItemSchema = z.object(plantEntryFields).meta({ id: "PlantEntryListItem" });
export type PlantEntryListItem = z.output<typeof plantEntryListItemSchema>;

/** One plant entry with its carbon figures. */
export const plantEntryViewSchema = z.object({ ...plantEntryFields, figures: carbonOnly(z.array(figureViewSchema)) }).meta({ id: "PlantEntry" });
export type PlantEntryView = z.output<typeof plantEntryViewSchema>;

export function emptyPlantForm(today: string): PlantEntryFormValues {
  return {
    date: today,
    plantItem: "",
    ownership: "hired",
    hireCompany: "",
    assetName: "",
    hours: "",
    fuelType: "diesel",
    fuelLitres: "",
    hireRate: "",
    hireRateUnit: "",
    poNumber: "",
    notes: "",
    assetId: null,
  };
}

export function plantFormFromEntry(e: PlantEntryView): PlantEntryFormValues {
  return {
    date: e.date,
    plantItem: e.plantItem,
    ownership: e.ownership,
    hireCompany: e.hireCompany ?? "",
    assetName: e.assetName ?? "",
    hours: e.hours === null ? "" : String(e.hours),
    fuelType: e.fuelType,
    fuelLitres: e.fuelLitres === null ? "" : String(e.fuelLitres),
    hireRate: e.hireRate ?? "",
    hireRateUnit: e.hireRateUnit ?? "",
    poNumber: e.poNumber ?? "",
    notes: e.notes ?? "",
    assetId: e.assetId,
  };
}

/** Who or what the plant belongs to, as lists show it. */
/** "£45.00 per hour", or null with no rate. */
export const hireRateText = (e: { hireRate: string | null; hireRateUnit: HireRateUnit | null }) =>
  e.hireRate !== null && e.hireRateUnit !== null ? `${formatCurrency(e.hireRate)} ${HIRE_RATE_UNITS[e.hireRateUnit]}` : null;

export const plantOwner = (e: { ownership: PlantOwnership; hireCompany: string | null; assetName: string | null }) =>
  e.ownership === "hired" ? (e.hireCompany ? `Hired from ${e.hireCompany}` : "Hired") : e.assetName ? `Owned: ${e.assetName}` : "Owned";
