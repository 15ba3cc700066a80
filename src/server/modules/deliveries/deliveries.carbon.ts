import { NO_MATERIAL_FACTOR, lineTonnes, sumLineTonnes, type DeliveryEntryInput, type DeliveryLineInput } from "@shared/deliveries/delivery-entry";
import { TRANSPORT_FACTORS } from "@shared/carbon/carbon";
import { freightDescription } from "@shared/rules/order-transport";
import { freight, materialUse, type CarbonFigure, type ResolvedFactor } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { sameUnit } from "@shared/rules/units";
import { checkRecordTotal } from "../carbon/site-record";
import { desnzFactor, factorById } from "../carbon/carbon-factors.service";
import { findMaterialFactor } from "./deliveries.repository";

/** The amount of a line in its factor's unit, or a 400 on the field the user has to fill. */
function lineAmount(line: DeliveryLineInput, i: number, factor: ResolvedFactor, isCompany: boolean): number {
  const per = sameUnit(factor.unit);
  const tonnes = lineTonnes(line);
  if (per === "tonnes" || per === "kg") {
    if (tonnes === null) {
      // A company factor per tonne can still read a line counted in tonnes.
      if (isCompany && sameUnit(line.unit) === per) return line.quantity;
      throw badRequest("Enter the weight to work out this material's carbon", `lineItems.${i}.weight`);
    }
    return per === "tonnes" ? tonnes : tonnes * 1000;
  }
  if (sameUnit(line.unit) === per) return line.quantity;
  throw badRequest(`${factor.name} is per ${factor.unit}: enter this line's quantity in ${factor.unit}`, `lineItems.${i}.unit`);
}

export type MaterialChoice = { factorId: string | null; name: string | null };

/** Which factor each line names (null: no embodied carbon factor), checked against the library. */
export async function materialChoices(db: Db | Tx, lines: DeliveryLineInput[]): Promise<MaterialChoice[]> {
  const out: MaterialChoice[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.materialFactorId === NO_MATERIAL_FACTOR) {
      out.push({ factorId: null, name: null });
      continue;
    }
    const found = await findMaterialFactor(db, line.materialFactorId);
    if (!found) throw badRequest("Choose a material factor from the list", `lineItems.${i}.materialFactorId`);
    out.push({ factorId: found.factorId, name: found.name });
  }
  return out;
}

/** The load the transport figure uses: as entered, else the sum of the weighed lines. */
export const transportTonnes = (input: Pick<DeliveryEntryInput, "transportWeight" | "lineItems">) => input.transportWeight ?? sumLineTonnes(input.lineItems);

/**
 * The delivery's figures (decision 0009): transport as Scope 3 cat. 4 (load × distance × the
 * vehicle's tonne.km factor) when the distance is known, and one Scope 3 cat. 1 figure per line
 * with a material factor, in the company's reporting year.
 */
export async function deliveryFigures(db: Db | Tx, input: DeliveryEntryInput, choices: MaterialChoice[]): Promise<CarbonFigure[]> {
  const figures: CarbonFigure[] = [];
  const load = transportTonnes(input);
  if (input.transportDistance !== null) {
    if (load === null) throw badRequest("Enter the load weight, or the weight of each line, to work out the transport carbon", "transportWeight");
    const vehicle = await desnzFactor(db, TRANSPORT_FACTORS[input.transportCategory].factorId);
    // The exact distance meets the float carbon arithmetic only here, as the order's does (goods-receipt.delivery.ts).
    const km = Number(input.transportDistance);
    figures.push(freight(load, km, vehicle, freightDescription(input.supplier, input.transportCategory, km)));
  }
  for (const [i, line] of input.lineItems.entries()) {
    const choice = choices[i];
    if (!choice.factorId) continue;
    const factor = await factorById(db, choice.factorId);
    figures.push(materialUse(lineAmount(line, i, factor, factor.year === null), factor, line.description));
  }
  checkRecordTotal(figures, "lineItems");
  return figures;
}
