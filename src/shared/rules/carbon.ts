import type { FigureCategory, Scope } from "../carbon/carbon";

/**
 * Every carbon figure Sitebook shows is computed here: activity × factor, with the factor carried
 * alongside so the figure can always say where it came from. Pure functions; the server resolves
 * the factors (company reporting year, DESNZ or imported) and stores what these return.
 */

/** A conversion factor as used: kg CO2e per `unit`. `year` is the DESNZ set; null for a company's own factor. */
export type ResolvedFactor = {
  factorId: string;
  year: number | null;
  unit: string;
  value: number;
  source: string;
  name: string;
};

export type CarbonFigure = {
  scope: Scope;
  category: FigureCategory;
  /** GHG Protocol Scope 3 category; null for Scopes 1 and 2. */
  ghgCategory: number | null;
  description: string;
  activityAmount: number;
  activityUnit: string;
  factor: ResolvedFactor;
  kgCo2e: number;
};

export class FactorUnitError extends Error {
  constructor(factor: ResolvedFactor, expected: string) {
    super(`${factor.name} is per ${factor.unit}, not per ${expected}`);
  }
}

/** Stored carbon has 3 decimal places (data-model.md §9: carbon 10,3). */
export const roundKg = (kg: number) => Math.round((kg + Number.EPSILON) * 1000) / 1000;

const normalUnit = (u: string) => u.trim().toLowerCase().replace(/\s+/g, " ");

function requireUnit(factor: ResolvedFactor, ...units: string[]) {
  const have = normalUnit(factor.unit);
  if (!units.some((u) => have === u || have.startsWith(`${u} (`))) throw new FactorUnitError(factor, units[0]);
}

function figure(
  meta: { scope: Scope; category: FigureCategory; ghgCategory?: number | null; description: string },
  activityAmount: number,
  activityUnit: string,
  factor: ResolvedFactor,
): CarbonFigure {
  if (!Number.isFinite(activityAmount) || activityAmount < 0) throw new RangeError("Activity amount must be zero or more");
  return {
    scope: meta.scope,
    category: meta.category,
    ghgCategory: meta.scope === 3 ? (meta.ghgCategory ?? null) : null,
    description: meta.description,
    activityAmount,
    activityUnit,
    factor,
    kgCo2e: roundKg(activityAmount * factor.value),
  };
}

/** kg or tonnes → tonnes. */
export function toTonnes(amount: number, unit: "kg" | "tonnes" | string): number {
  if (unit === "kg") return amount / 1000;
  if (unit === "tonnes" || unit === "t") return amount;
  throw new RangeError(`Unknown weight unit ${unit}`);
}

/** kWh or MWh → kWh. */
export function toKwh(amount: number, unit: "kWh" | "MWh" | string): number {
  if (unit === "kWh") return amount;
  if (unit === "MWh") return amount * 1000;
  throw new RangeError(`Unknown energy unit ${unit}`);
}

/** Plant fuel burnt on site: Scope 1, litres × the fuel's per-litre factor. */
export function fuelCombustion(litres: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "litres");
  return figure({ scope: 1, category: "fuel", description }, litres, "litres", factor);
}

/** Fuel put in a fleet vehicle: Scope 1, litres × the fuel's per-litre factor, kept apart from plant fuel in the totals. */
export function vehicleFuel(litres: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "litres");
  return figure({ scope: 1, category: "vehicle_fuel", description }, litres, "litres", factor);
}

/** A delivery's transport: W tonnes over D km is W × D tonne.km × the vehicle's tonne.km factor (Scope 3 cat. 4). */
export function freight(tonnes: number, km: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "tonne.km");
  return figure({ scope: 3, category: "transport", ghgCategory: 4, description }, tonnes * km, "tonne.km", factor);
}

/** Embodied carbon of delivered material (Scope 3 cat. 1): amount in the factor's own unit (tonnes for DESNZ). */
export function materialUse(amount: number, factor: ResolvedFactor, description: string): CarbonFigure {
  return figure({ scope: 3, category: "materials", ghgCategory: 1, description }, amount, factor.unit, factor);
}

/** Waste sent off site (Scope 3 cat. 5): tonnes × the material's factor for its disposal route. */
export function wasteDisposal(tonnes: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "tonnes");
  return figure({ scope: 3, category: "waste", ghgCategory: 5, description }, tonnes, "tonnes", factor);
}

/**
 * Grid electricity: Scope 2 at the generation factor and, when the losses factor is given, the
 * transmission and distribution losses as Scope 3 cat. 3 — two figures, so a report can show either.
 */
export function electricity(kWh: number, generation: ResolvedFactor, losses: ResolvedFactor | null, description: string): CarbonFigure[] {
  requireUnit(generation, "kwh");
  const out = [figure({ scope: 2, category: "electricity", description }, kWh, "kWh", generation)];
  if (losses) {
    requireUnit(losses, "kwh");
    out.push(
      figure({ scope: 3, category: "transmission", ghgCategory: 3, description: `${description}: transmission and distribution losses` }, kWh, "kWh", losses),
    );
  }
  return out;
}

/** Purchased heat or steam: Scope 2, with distribution losses as Scope 3 cat. 3. */
export function heatOrSteam(kind: "heat" | "steam", kWh: number, supply: ResolvedFactor, losses: ResolvedFactor | null, description: string): CarbonFigure[] {
  requireUnit(supply, "kwh");
  const out = [figure({ scope: 2, category: kind, description }, kWh, "kWh", supply)];
  if (losses) {
    requireUnit(losses, "kwh");
    out.push(figure({ scope: 3, category: "transmission", ghgCategory: 3, description: `${description}: distribution losses` }, kWh, "kWh", losses));
  }
  return out;
}

/** Natural gas burnt on site: Scope 1, kWh (gross CV) or m³. */
export function naturalGas(amount: number, unit: "kWh" | "m³", factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, unit === "m³" ? "cubic metres" : "kwh");
  return figure({ scope: 1, category: "gas", description }, amount, unit, factor);
}

/** Travel: km (vehicle) or passenger.km × the mode's factor. Scope 3 cat. 6. */
export function travel(km: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "km", "passenger.km");
  return figure({ scope: 3, category: "travel", ghgCategory: 6, description }, km, factor.unit, factor);
}

/**
 * A worker's journey to site and home (issue 31): the same per-km factors as travel, but GHG Protocol
 * Scope 3 cat. 7 (employee commuting), not cat. 6, so the ledger and reports keep the two apart.
 */
export function commute(km: number, factor: ResolvedFactor, description: string): CarbonFigure {
  requireUnit(factor, "km", "passenger.km");
  return figure({ scope: 3, category: "commuting", ghgCategory: 7, description }, km, factor.unit, factor);
}

/** Water supplied (Scope 3 cat. 1) and, when given, treated as waste water (cat. 5). */
export function water(cubicMetres: number, supply: ResolvedFactor, treatment: ResolvedFactor | null, description: string): CarbonFigure[] {
  requireUnit(supply, "cubic metres");
  const out = [figure({ scope: 3, category: "water", ghgCategory: 1, description: `${description}: supply` }, cubicMetres, "cubic metres", supply)];
  if (treatment) {
    requireUnit(treatment, "cubic metres");
    out.push(figure({ scope: 3, category: "water", ghgCategory: 5, description: `${description}: treatment` }, cubicMetres, "cubic metres", treatment));
  }
  return out;
}

/** Anything measured in the factor's own unit (purchased goods, subcontractor work, an imported factor). */
export function perUnit(
  amount: number,
  factor: ResolvedFactor,
  meta: { scope: Scope; category: FigureCategory; ghgCategory?: number | null; description: string },
): CarbonFigure {
  return figure(meta, amount, factor.unit, factor);
}

/** A total to 3 decimal places, summed in thousandths of a kg so that float error cannot creep in. */
export function totalKg(figures: readonly { kgCo2e: number }[]): number {
  return figures.reduce((sum, f) => sum + Math.round(f.kgCo2e * 1000), 0) / 1000;
}
