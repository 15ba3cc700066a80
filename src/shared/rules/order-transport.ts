import { formatQuantity } from "../common/numbers";
import { freight, roundKg, type CarbonFigure, type ResolvedFactor } from "./carbon";

/**
 * The transport carbon of a purchase order and of its receipts (decision 0050): one rule for the
 * load, one for the part of it a receipt carried, and one function, `transportAt`, that both the
 * order's expected carbon (everything delivered) and each receipt (what has arrived so far) call.
 */

/** A line of the order as its transport sees it: how much was ordered and what one unit weighs, in tonnes, when known. */
export type LoadLine = { ordered: number; tonnesPerUnit: number | null };
export type OrderLoad = { lines: readonly LoadLine[]; typedLoad: number | null };

const round3 = (n: number) => Math.round((n + Number.EPSILON) * 1000) / 1000;

/**
 * The order's load in tonnes. A load typed on the order wins: it is what the lorry carries
 * (pallets, packaging and lines with no weight included), where the lines' weights are only the
 * goods as the materials register weighs them. Without one, the weighed lines' weight; with
 * neither, no load and no transport figure. The same rule as a delivery logged in the diary
 * (`transportTonnes`: the load as entered, else the sum of the weighed lines).
 */
export function orderLoad(o: OrderLoad): number | null {
  if (o.typedLoad !== null) return o.typedLoad;
  const weighed = o.lines.filter((l) => l.tonnesPerUnit !== null);
  return weighed.length ? weighed.reduce((sum, l) => sum + l.tonnesPerUnit! * l.ordered, 0) : null;
}

/**
 * The part of the load (0–1) that `delivered` (per line, in the order's line order) makes; exactly 1
 * once every line has arrived in full. By weight when every line is weighed or when the load is the
 * weighed lines' own (lines without a weight then carry none of it); else, a typed load over lines
 * some of which are unweighed, each line an equal part and a receipt the part of each line it brought.
 */
export function loadShare(o: OrderLoad, delivered: readonly number[]): number {
  const arrived = o.lines.map((l, i) => Math.min(delivered[i] ?? 0, l.ordered));
  if (o.lines.every((l, i) => arrived[i] >= l.ordered)) return 1;
  if (o.typedLoad === null || o.lines.every((l) => l.tonnesPerUnit !== null)) {
    const ordered = o.lines.reduce((sum, l) => sum + (l.tonnesPerUnit ?? 0) * l.ordered, 0);
    const got = o.lines.reduce((sum, l, i) => sum + (l.tonnesPerUnit ?? 0) * arrived[i], 0);
    if (ordered > 0) return Math.min(1, got / ordered);
    if (o.typedLoad === null) return 0;
  }
  if (o.lines.length === 0) return 0;
  const parts = o.lines.reduce((sum, l, i) => sum + (l.ordered > 0 ? arrived[i] / l.ordered : 1), 0);
  return Math.min(1, parts / o.lines.length);
}

/** Tonnes carried and kg CO2e, to the stored precision (3 decimals). */
export type TransportPart = { tonnes: number; kgCo2e: number };

/**
 * What the order's transport comes to once `delivered` of each line has arrived: the share of the
 * load and of its carbon (load × distance × the vehicle's tonne.km factor). With every line delivered
 * it is the order's expected transport; after a receipt, what all the order's receipts hold together.
 * Null when the order has no load or no distance.
 */
export function transportAt(o: OrderLoad & { km: number | null }, vehicle: ResolvedFactor, delivered: readonly number[]): TransportPart | null {
  const load = orderLoad(o);
  if (load === null || o.km === null) return null;
  const share = loadShare(o, delivered);
  // Worked as freight() works it (tonnes × km, then × the factor), so at share 1 it is that figure exactly.
  return { tonnes: round3(load * share), kgCo2e: roundKg(load * o.km * vehicle.value * share) };
}

/**
 * A receipt's transport figure: what the order's receipts hold once it has arrived (`transportAt`)
 * less what its earlier receipts booked, so each receipt carries its part and the last takes the
 * remainder: the receipts add up to the expected transport to the thousandth of a kg. Its kg is that
 * difference, so it may differ from tonne.km × factor by a rounding unit (0.001 kg). Null when the
 * receipt carried none of the load.
 */
export function receiptFreight(
  after: TransportPart,
  booked: TransportPart,
  km: number,
  vehicle: ResolvedFactor,
  description: string,
): { tonnes: number; figure: CarbonFigure } | null {
  const tonnes = Math.max(0, round3(after.tonnes - booked.tonnes));
  const kgCo2e = Math.max(0, roundKg(after.kgCo2e - booked.kgCo2e));
  if (tonnes === 0 && kgCo2e === 0) return null;
  return { tonnes, figure: { ...freight(tonnes, km, vehicle, description), kgCo2e } };
}

/** What a transport figure says it is, on a delivery logged in the diary and on a receipt's alike. */
export const freightDescription = (supplier: string, vehicle: string, km: number) => `Transport from ${supplier} (${vehicle}, ${formatQuantity(km, "km")})`;
