import { FIGURE_CATEGORIES, GHG_CATEGORIES, type FigureView } from "@shared/carbon/carbon";
import { formatFactor, formatNumber, formatQuantity } from "@shared/common/numbers";
import { longMonthOf, shortMonthOf } from "@web/lib/calendar";

/** How the carbon screens word a figure: its factor, its activity, its scope. */

export const SCOPE_COLOURS: Record<1 | 2 | 3, string> = { 1: "#b45309", 2: "#0369a1", 3: "#0c6d52" };
export const SCOPE_NAMES: Record<number, string> = { 1: "Scope 1", 2: "Scope 2", 3: "Scope 3" };
export const SCOPE_HINTS: Record<number, string> = {
  1: "Fuel burnt on site",
  2: "Purchased electricity, heat and steam",
  3: "Materials, transport, waste, travel, losses",
};

/** "litres" → "litre": "kg CO2e per litre". */
const singular = (unit: string) =>
  unit
    .replace(/^litres$/, "litre")
    .replace(/^tonnes$/, "tonne")
    .replace(/metres$/, "metre");

/** "1,000.00 tonne.km", "20.00 t" */
export const activityText = (f: Pick<FigureView, "activityAmount" | "activityUnit">) => formatQuantity(f.activityAmount, f.activityUnit);

/** "Diesel (average biofuel blend) · 1_101_1011_8_1 · DESNZ 2025 · 2.57082 kg CO2e per litre" */
export const factorText = (factor: FigureView["factor"]) =>
  [
    factor.name,
    factor.factorId,
    factor.year ? `${factor.source} ${factor.year}` : factor.source,
    `${formatFactor(factor.value)} kg CO2e per ${singular(factor.unit)}`,
  ].join(" · ");

export const categoryLabel = (c: string) => FIGURE_CATEGORIES[c as keyof typeof FIGURE_CATEGORIES] ?? c;
export const ghgLabel = (n: number | null) => (n ? `Cat. ${n}: ${GHG_CATEGORIES[n] ?? "Other"}` : null);

/** "Mar 2025" from "2025-03". */
export const monthLabel = shortMonthOf;
export const longMonthLabel = longMonthOf;

/** A kg figure with thousands separators, no unit: table cells under a "kg CO2e" heading. */
export const kgNumber = (kg: number) => formatNumber(kg);

export const SOURCE_LABELS: Record<string, string> = {
  plant: "Plant",
  delivery: "Deliveries",
  waste: "Waste",
  energy: "Energy",
  scope3: "Other Scope 3",
  visitor: "Visitors",
  site_attendance: "Workers' commutes",
  fleet_fuel: "Vehicle fuel",
};
