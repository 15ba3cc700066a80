import { eq, inArray } from "drizzle-orm";
import { TRANSPORT_FACTORS, type TransportCategory } from "@shared/carbon/carbon";
import { formatQuantity } from "@shared/common/numbers";
import type { PurchaseOrderInput } from "@shared/purchase-orders/purchase-order";
import { freight, materialUse, roundKg, type ResolvedFactor } from "@shared/rules/carbon";
import { materialCarbonPerUnit } from "@shared/rules/material-carbon";
import type { Db, Tx } from "../../db/client";
import { carbonFactors, materials } from "../../db/schema/index";
import { desnzFactor, factorById } from "../carbon/carbon-factors.service";
import { unitWeight } from "./goods-receipt.delivery";

type Exec = Db | Tx;

/** numeric(12,3) tonnes and numeric(14,3) kg: a figure too large for its column is left unworked rather than refused. */
const MAX_TONNES = 999_999_999.999;
const MAX_KG = 99_999_999_999.999;
const stored = (n: number | null, max: number) => (n === null || !Number.isFinite(n) || n > max ? null : n.toFixed(3));

/** The material factor and weight per unit of each material the lines name. */
async function materialCarbon(db: Exec, ids: number[]) {
  if (!ids.length) return new Map<number, { factorId: string | null; weight: string | null; weightUnit: string | null }>();
  const rows = await db
    .select({ id: materials.id, factorId: carbonFactors.factorId, weight: materials.weight, weightUnit: materials.weightUnit })
    .from(materials)
    .leftJoin(carbonFactors, eq(carbonFactors.id, materials.carbonFactorId))
    .where(inArray(materials.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The carbon an order implies once all of it is delivered (purchase-order.ts poExpectedCarbonSchema),
 * worked out the way its receipts' diary deliveries will be (goods-receipt.delivery.ts, decision 0034):
 * each line's material figure is its factor × the line's quantity read as one material unit is
 * (materialCarbonPerUnit, so it matches a delivery line); the load is the lines' weight when every line
 * is weighed, else the order's transport weight; transport is load × distance × the vehicle's factor.
 * Factors are read as a delivery reads them (the company's reporting year). A factor that is not
 * loaded leaves its figure unworked: the order is still saved.
 */
export async function deriveExpectedCarbon(db: Exec, input: PurchaseOrderInput) {
  const ids = [...new Set(input.lines.map((l) => l.materialId).filter((id): id is number => typeof id === "number"))];
  const byMaterial = await materialCarbon(db, ids);
  const factors = new Map<string, Promise<ResolvedFactor | null>>();
  const factor = (id: string) => {
    if (!factors.has(id))
      factors.set(
        id,
        factorById(db, id).catch(() => null),
      );
    return factors.get(id)!;
  };

  const lines: { totalWeight: string | null; carbonPerUnit: string | null; totalCarbon: string | null }[] = [];
  let weighedTonnes = 0;
  let allWeighed = true;
  let anyWeighed = false;
  let materialKg: number | null = null;
  for (const l of input.lines) {
    const m = typeof l.materialId === "number" ? byMaterial.get(l.materialId) : undefined;
    const one = m ? unitWeight({ line: { weightPerUnit: null, weightUnit: null }, materialWeight: m.weight, materialWeightUnit: m.weightUnit }) : null;
    const quantity = Number(l.quantity);
    const tonnes = one ? (one.unit === "kg" ? one.perUnit / 1000 : one.perUnit) * quantity : null;
    if (tonnes === null) allWeighed = false;
    else {
      anyWeighed = true;
      weighedTonnes += tonnes;
    }
    const f = m?.factorId ? await factor(m.factorId) : null;
    const perUnit = f
      ? materialCarbonPerUnit({ itemDescription: l.description, unit: l.unit, weight: one?.perUnit ?? null, weightUnit: one?.unit ?? null }, f)
      : null;
    const kg = f && perUnit?.kgCo2e != null ? materialUse(perUnit.amount * quantity, f, l.description).kgCo2e : null;
    if (kg !== null) materialKg = (materialKg ?? 0) + kg;
    lines.push({ totalWeight: stored(tonnes, MAX_TONNES), carbonPerUnit: stored(perUnit?.kgCo2e ?? null, MAX_KG), totalCarbon: stored(kg, MAX_KG) });
  }

  const load = allWeighed && anyWeighed ? weighedTonnes : input.transportWeight === null ? null : Number(input.transportWeight);
  let transportKg: number | null = null;
  if (input.transportDistance !== null && load !== null) {
    const km = Number(input.transportDistance);
    const vehicle = await desnzFactor(db, TRANSPORT_FACTORS[input.transportCategory as TransportCategory].factorId).catch(() => null);
    if (vehicle) transportKg = freight(load, km, vehicle, `Transport from ${input.supplier} (${input.transportCategory}, ${formatQuantity(km, "km")})`).kgCo2e;
  }
  const total = materialKg === null && transportKg === null ? null : roundKg((materialKg ?? 0) + (transportKg ?? 0));
  return {
    lines,
    values: {
      totalWeight: stored(anyWeighed ? weighedTonnes : null, MAX_TONNES),
      embodiedEmissions: stored(materialKg === null ? null : roundKg(materialKg), MAX_KG),
      transportEmissions: stored(transportKg, MAX_KG),
      totalEmissions: stored(total, MAX_KG),
    },
  };
}
