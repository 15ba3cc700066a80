import { ENERGY_FACTORS } from "@shared/carbon/carbon";
import { ENERGY_TYPE_LABELS, type EnergyEntryInput } from "@shared/energy/energy-entry";
import { electricity, heatOrSteam, naturalGas, toKwh, type CarbonFigure } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { checkRecordTotal } from "../carbon/site-record";
import { desnzFactor } from "../carbon/carbon-factors.service";

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
