import { ENERGY_FACTORS } from "@shared/carbon/carbon";
import { ENERGY_TYPE_LABELS, type EnergyEntryInput } from "@shared/energy/energy-entry";
import { electricity, heatOrSteam, naturalGas, toKwh, totalKg, type CarbonFigure } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { desnzFactor } from "../carbon/carbon-factors.service";

/** data-model.md §9: carbon is numeric(10,3), so one record holds at most this many kg. */
export const MAX_RECORD_KG = 9_999_999.999;

/** A record's total must fit its carbon column: a bigger figure is a 400, never a database overflow. */
export function checkRecordTotal(figures: CarbonFigure[], field: string) {
  if (totalKg(figures) > MAX_RECORD_KG) throw badRequest("The carbon for one entry must be under 10,000 t CO2e: split it into smaller entries", field);
}

/**
 * The figures of one meter reading, in the company's reporting year (decision 0009):
 * electricity, heat and steam are Scope 2 with their transmission/distribution losses as Scope 3
 * cat. 3 (two figures); gas burnt on site is Scope 1, by kWh (gross CV) or m³.
 */
export async function energyFigures(db: Db | Tx, input: Pick<EnergyEntryInput, "energyType" | "consumption" | "unit" | "siteName">): Promise<CarbonFigure[]> {
  const spec = ENERGY_FACTORS[input.energyType];
  const factorId = spec.byUnit[input.unit];
  if (!factorId) throw badRequest(`Unit must be ${spec.units.join(" or ")} for ${input.energyType}`, "unit");
  const label = ENERGY_TYPE_LABELS[input.energyType];
  const description = input.siteName ? `${label} at ${input.siteName}` : label;
  const main = await desnzFactor(db, factorId);
  let figures: CarbonFigure[];
  if (input.energyType === "gas") {
    figures =
      input.unit === "m³"
        ? [naturalGas(input.consumption, "m³", main, description)]
        : [naturalGas(toKwh(input.consumption, input.unit), "kWh", main, description)];
  } else {
    const kWh = toKwh(input.consumption, input.unit);
    const losses = spec.losses ? await desnzFactor(db, spec.losses) : null;
    figures = input.energyType === "electricity" ? electricity(kWh, main, losses, description) : heatOrSteam(input.energyType, kWh, main, losses, description);
  }
  checkRecordTotal(figures, "consumption");
  return figures;
}

/** emission_factor: the main factor's value, unrounded, from the figures as stored (an edit that keeps them keeps it too). */
export const storedFactor = (figures: readonly { factor: { value: number } }[]) => {
  const v = figures[0]?.factor.value;
  return v === undefined ? null : String(v);
};
