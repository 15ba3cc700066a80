import { eq, inArray } from "drizzle-orm";
import { TRANSPORT_FACTORS, type TransportCategory } from "@shared/carbon/carbon";
import type { PurchaseOrderInput } from "@shared/purchase-orders/purchase-order";
import { materialUse, roundKg, type ResolvedFactor } from "@shared/rules/carbon";
import { orderLoad, transportAt, type LoadLine } from "@shared/rules/order-transport";
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
 * (materialCarbonPerUnit, so it matches a delivery line); transport is `transportAt` with every line
 * delivered, the function each receipt calls (decision 0050: a typed load wins, else the weighed lines).
 * Each line keeps the weight of one unit it was priced with, so its receipts weigh it the same way.
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

  const lines: {
    weightPerUnit: string | null;
    weightUnit: string | null;
    totalWeight: string | null;
    carbonPerUnit: string | null;
    totalCarbon: string | null;
  }[] = [];
  const loadLines: LoadLine[] = [];
  let materialKg: number | null = null;
  for (const l of input.lines) {
    const m = typeof l.materialId === "number" ? byMaterial.get(l.materialId) : undefined;
    const one = m ? unitWeight({ line: { weightPerUnit: null, weightUnit: null }, materialWeight: m.weight, materialWeightUnit: m.weightUnit }) : null;
    const quantity = Number(l.quantity);
    const tonnesPerUnit = one ? (one.unit === "kg" ? one.perUnit / 1000 : one.perUnit) : null;
    loadLines.push({ ordered: quantity, tonnesPerUnit });
    const tonnes = tonnesPerUnit === null ? null : tonnesPerUnit * quantity;
    const f = m?.factorId ? await factor(m.factorId) : null;
    const perUnit = f
      ? materialCarbonPerUnit({ itemDescription: l.description, unit: l.unit, weight: one?.perUnit ?? null, weightUnit: one?.unit ?? null }, f)
      : null;
    const kg = f && perUnit?.kgCo2e != null ? materialUse(perUnit.amount * quantity, f, l.description).kgCo2e : null;
    if (kg !== null) materialKg = (materialKg ?? 0) + kg;
    lines.push({
      weightPerUnit: one ? stored(one.perUnit, MAX_TONNES) : null,
      weightUnit: one?.unit ?? null,
      totalWeight: stored(tonnes, MAX_TONNES),
      carbonPerUnit: stored(perUnit?.kgCo2e ?? null, MAX_KG),
      totalCarbon: stored(kg, MAX_KG),
    });
  }

  const weighed = loadLines.filter((l) => l.tonnesPerUnit !== null);
  const order = {
    lines: loadLines,
    typedLoad: input.transportWeight === null ? null : Number(input.transportWeight),
    km: input.transportDistance === null ? null : Number(input.transportDistance),
  };
  let transportKg: number | null = null;
  if (order.km !== null && orderLoad(order) !== null) {
    const vehicle = await desnzFactor(db, TRANSPORT_FACTORS[input.transportCategory as TransportCategory].factorId).catch(() => null);
    if (vehicle)
      transportKg =
        transportAt(
          order,
          vehicle,
          loadLines.map((l) => l.ordered),
        )?.kgCo2e ?? null;
  }
  const total = materialKg === null && transportKg === null ? null : roundKg((materialKg ?? 0) + (transportKg ?? 0));
  return {
    lines,
    values: {
      totalWeight: stored(weighed.length ? weighed.reduce((sum, l) => sum + l.tonnesPerUnit! * l.ordered, 0) : null, MAX_TONNES),
      embodiedEmissions: stored(materialKg === null ? null : roundKg(materialKg), MAX_KG),
      transportEmissions: stored(transportKg, MAX_KG),
      totalEmissions: stored(total, MAX_KG),
    },
  };
}
