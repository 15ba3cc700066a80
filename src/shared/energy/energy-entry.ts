import { z } from "zod";
import { amountField, dayField, optionalText } from "../common/fields";
import { idSchema } from "../common/ids";
import { ENERGY_FACTORS, ENERGY_TYPES, figureViewSchema, type EnergyType } from "../carbon/carbon";
import { carbonOnly, isoDay, personRef, timestamp } from "../common/wire";
import { pageQuery } from "../common/paging";

/**
 * The energy entry (data-model.md §5 "Energy entry", scope2_energy): one schema for the Log Energy
 * form and POST/PATCH /api/energy-entries. Carbon is never the caller's to say: the server computes it
 * from the DESNZ factor of the company's reporting year and stores that.
 */

/** data-model.md §9: quantities are numeric(12,3). */
export const MAX_QUANTITY = 999_999_999;

export const projectIdField = idSchema("Project is required");

export const requiredDateField = dayField("Date");

export const unitField = z.string({ error: "Unit is required" }).trim().min(1, "Unit is required").max(50, "Unit must be 50 characters or fewer");

/** data-model.md §5: "carbonEmitted at least 0 ('Invalid carbon value')". */
export const carbonField = z.number({ error: "Invalid carbon value" }).min(0, "Invalid carbon value").max(9_999_999, "Invalid carbon value");

export const positiveAmount = (message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(MAX_QUANTITY, `${message.split(" ")[0]} is too large`);

/** The units an energy type is metered in (ENERGY_FACTORS): electricity, heat and steam kWh or MWh; gas also m³. */
export const energyUnits = (type: EnergyType) => ENERGY_FACTORS[type].units;

const energyFields = {
  date: requiredDateField,
  energyType: z.enum(ENERGY_TYPES, { error: "Invalid energy type" }),
  consumption: positiveAmount("Consumption must be positive"),
  unit: unitField,
  siteName: optionalText("Site name", 200),
  meterReading: optionalText("Meter reading", 100),
  supplier: optionalText("Supplier", 200),
  invoiceReference: optionalText("Invoice reference", 100),
  /** What the supplier's invoice says, net of VAT (decision 0081): the energy head's actual cost. */
  cost: amountField("Cost", "320.00"),
  notes: optionalText("Notes", 2000),
};

function unitMatchesType(v: { energyType: EnergyType; unit: string }, ctx: z.RefinementCtx) {
  const units = energyUnits(v.energyType);
  if (!units.includes(v.unit)) ctx.addIssue({ code: "custom", path: ["unit"], message: `Unit must be ${units.join(" or ")} for ${v.energyType}` });
}

/** The form's fields (the project comes from the page). */
export const energyFormSchema = z.object(energyFields).superRefine(unitMatchesType);
export type EnergyFormValues = z.input<typeof energyFormSchema>;

export const energyEntrySchema = z
  .object({
    projectId: projectIdField,
    ...energyFields,
    // Kept for data-model.md §5's rule ('Invalid carbon value'), but ignored: the server always
    // computes the figure from the factor and stores that, so a client cannot report its own number.
    carbonEmitted: carbonField.optional(),
  })
  .superRefine(unitMatchesType);
export type EnergyEntryInput = z.output<typeof energyEntrySchema>;
export type EnergyEntryBody = z.input<typeof energyEntrySchema>;

export const energyListQuery = pageQuery;

export const ENERGY_TYPE_LABELS: Record<EnergyType, string> = { electricity: "Electricity", gas: "Gas", heat: "Heat", steam: "Steam" };

export const energyEntryViewSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    date: isoDay,
    energyType: z.enum(ENERGY_TYPES),
    consumption: z.number(),
    unit: z.string(),
    siteName: z.string().nullable(),
    meterReading: z.string().nullable(),
    supplier: z.string().nullable(),
    invoiceReference: z.string().nullable(),
    /** Net of VAT, an exact decimal string ("320.00"), or null when not given (decision 0081). */
    cost: z.string().nullable().describe("Exact decimal, 2 places"),
    notes: z.string().nullable(),
    /** kg CO2e: the sum of `figures`. */
    carbonEmitted: carbonOnly(z.number()),
    /** The main factor's value (kg CO2e per unit); the figures carry every factor in full. */
    emissionFactor: z.number().nullable(),
    createdBy: personRef.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    figures: carbonOnly(z.array(figureViewSchema)),
  })
  .meta({ id: "EnergyEntry" });
export type EnergyEntryView = z.output<typeof energyEntryViewSchema>;
