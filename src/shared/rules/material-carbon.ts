import { materialUse, type ResolvedFactor } from "./carbon";
import { sameUnit } from "./units";

export type MaterialCarbonInput = { itemDescription: string; unit: string | null; weight: number | null; weightUnit: string | null };

/** One unit's embodied carbon (kg CO2e), or why it cannot be worked out yet. */
export type CarbonPerUnit =
  { kgCo2e: number; amount: number; amountUnit: string; missing: null } | { kgCo2e: null; amount: null; amountUnit: null; missing: string };

const missing = (why: string): CarbonPerUnit => ({ kgCo2e: null, amount: null, amountUnit: null, missing: why });

/**
 * The carbon one unit of a material implies, read exactly as a delivery line of quantity 1 is
 * (deliveries.carbon.ts): a per-tonne or per-kg factor needs the weight per unit (a company factor in
 * the material's own weight unit does not), any other factor needs the material sold in its unit.
 * The figure itself is materialUse from rules/carbon.ts, so it matches what a delivery would store.
 */
export function materialCarbonPerUnit(material: MaterialCarbonInput, factor: ResolvedFactor): CarbonPerUnit {
  const per = sameUnit(factor.unit);
  const unit = material.unit ? sameUnit(material.unit) : null;
  let amount: number;
  if (per === "tonnes" || per === "kg") {
    if (material.weight === null || !material.weightUnit) {
      if (factor.year === null && unit === per) amount = 1;
      else return missing("Enter the weight per unit to work out the carbon per unit");
    } else {
      const tonnes = material.weightUnit === "kg" ? material.weight / 1000 : material.weight;
      amount = per === "tonnes" ? tonnes : tonnes * 1000;
    }
  } else if (unit === per) {
    amount = 1;
  } else {
    return missing(`${factor.name} is per ${factor.unit}: sell this item per ${factor.unit}, or choose a per-tonne factor and enter its weight`);
  }
  const figure = materialUse(amount, factor, material.itemDescription);
  return { kgCo2e: figure.kgCo2e, amount, amountUnit: factor.unit, missing: null };
}
