import { DISPOSAL_ROUTES, type FigureCategory } from "@shared/carbon/carbon";
import { SUPPLIER_REPORTED_FACTOR_ID, type Scope3Category, type Scope3EntryInput } from "@shared/scope3/scope3-entry";
import { perUnit, toTonnes, wasteDisposal, water, type CarbonFigure, type ResolvedFactor } from "@shared/rules/carbon";
import { WATER_FACTORS } from "@shared/carbon/carbon";
import type { Db, Tx } from "../../db/client";
import { badRequest, HttpError } from "../../platform/errors";
import { desnzFactor, factorById, findMaterialFactor, wasteFactor } from "../carbon/carbon-factors.service";
import { checkRecordTotal } from "../carbon/site-record";

/** Where each category's figure sits in the GHG Protocol (water treatment, cat. 5, is added by `water`). */
const META: Record<Scope3Category, { category: FigureCategory; ghgCategory: number }> = {
  purchased_goods: { category: "purchased_goods", ghgCategory: 1 },
  subcontractor: { category: "subcontractor", ghgCategory: 1 },
  water: { category: "water", ghgCategory: 1 },
  waste: { category: "waste", ghgCategory: 5 },
};

export const SCOPE3_FACTOR_MESSAGE = "Choose a factor from the list: DESNZ Material use or your company's own";

const normalUnit = (u: string) => u.trim().toLowerCase().replace(/\s+/g, " ");

/** The supplier's own number, stored as a figure whose "factor" names the supplier, so a report still says where it came from. */
function supplierReported(input: Scope3EntryInput): CarbonFigure {
  const factor: ResolvedFactor = {
    factorId: SUPPLIER_REPORTED_FACTOR_ID,
    year: null,
    unit: "kg CO2e",
    value: 1,
    source: input.supplier ?? "Supplier",
    name: "Supplier-reported figure",
  };
  return perUnit(input.carbonEmitted ?? 0, factor, { scope: 3, ...META[input.category], description: input.description });
}

/** A factor picked on the form by its ID; the quantity must already be in the factor's unit (no guessing conversions). */
async function chosenFactor(db: Db | Tx, input: Scope3EntryInput): Promise<ResolvedFactor> {
  let factor: ResolvedFactor;
  try {
    factor = await factorById(db, input.factorId ?? "");
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) throw badRequest(e.message, "factorId");
    throw e;
  }
  // The same check as a delivery line: only a factor for purchased materials prices cat. 1.
  if (!(await findMaterialFactor(db, factor.factorId))) throw badRequest(SCOPE3_FACTOR_MESSAGE, "factorId");
  if (normalUnit(factor.unit) !== normalUnit(input.unit)) throw badRequest(`Quantity must be in ${factor.unit} for this factor`, "unit");
  return factor;
}

/**
 * The figures of one Scope 3 entry (decision 0009): water from WATER_FACTORS (supply, and treatment
 * unless left out), waste from the DESNZ material and route, purchased goods and subcontractors from
 * the chosen factor, or the supplier's reported figure.
 */
export async function scope3Figures(db: Db | Tx, input: Scope3EntryInput): Promise<CarbonFigure[]> {
  let figures: CarbonFigure[];
  if (input.calculationMethod === "supplier_reported") figures = [supplierReported(input)];
  else if (input.category === "water") {
    const m3 = input.unit === "litres" ? input.quantity / 1000 : input.quantity;
    const supply = await desnzFactor(db, WATER_FACTORS.supply);
    const treatment = input.includeTreatment ? await desnzFactor(db, WATER_FACTORS.treatment) : null;
    figures = water(m3, supply, treatment, input.description);
  } else if (input.category === "waste") {
    const route = DISPOSAL_ROUTES[input.wasteDisposalMethod ?? "landfill"];
    const factor = await wasteFactor(db, input.subcategory ?? "", route.column);
    if (!factor)
      throw badRequest(`DESNZ publishes no ${route.label.toLowerCase()} factor for ${input.subcategory}: choose another route`, "wasteDisposalMethod");
    figures = [wasteDisposal(toTonnes(input.quantity, input.unit), factor, input.description)];
  } else {
    figures = [perUnit(input.quantity, await chosenFactor(db, input), { scope: 3, ...META[input.category], description: input.description })];
  }
  checkRecordTotal(figures, input.calculationMethod === "supplier_reported" ? "carbonEmitted" : "quantity");
  return figures;
}
