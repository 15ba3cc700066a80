/** Units as people type them, reduced to one spelling so "m3" on a line matches a factor "per m³". */
export function sameUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
  if (["t", "tonne", "tonnes", "ton", "tons"].includes(u)) return "tonnes";
  if (["kg", "kgs", "kilogram", "kilograms"].includes(u)) return "kg";
  if (["m3", "m³", "cubic metre", "cubic metres", "cu m"].includes(u)) return "m³";
  if (["m2", "m²", "square metre", "square metres", "sq m"].includes(u)) return "m²";
  if (["m", "metre", "metres", "lin m", "linear metres"].includes(u)) return "m";
  if (["l", "litre", "litres", "liter", "liters"].includes(u)) return "litres";
  if (["no", "nr", "number", "each", "ea", "item", "items", "unit", "units", "pcs", "pieces"].includes(u)) return "no.";
  return u;
}
