import { DISPOSAL_ROUTES, type DisposalRoute } from "@shared/carbon/carbon";
import { noRouteFactorMessage, weightToTonnes, type WasteEntryInput, type WasteMaterialRoutes } from "@shared/waste/waste-entry";
import { wasteDisposal, type CarbonFigure } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { checkRecordTotal } from "../carbon/site-record";
import { reportingYear, wasteFactor } from "../carbon/carbon-factors.service";
import { wasteDisposalFactors } from "./waste.repository";

const ROUTE_BY_COLUMN = new Map<string, DisposalRoute>(Object.entries(DISPOSAL_ROUTES).map(([route, r]) => [r.column, route as DisposalRoute]));
const ROUTE_ORDER = Object.keys(DISPOSAL_ROUTES);

/**
 * Each DESNZ waste material with the disposal routes it publishes a factor for, valued in the
 * reporting year (or the nearest year that has it, as wasteFactor does), so the form offers only
 * routes the server will accept. Composting and anaerobic digestion are not site routes here.
 */
export async function wasteMaterialRoutes(db: Db | Tx, material?: string): Promise<WasteMaterialRoutes[]> {
  const want = await reportingYear(db);
  const rows = await wasteDisposalFactors(db);
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (!row.level3 || !row.columnText || !ROUTE_BY_COLUMN.has(row.columnText)) continue;
    if (material && row.level3 !== material) continue;
    const key = `${row.level3}|${row.columnText}`;
    const had = best.get(key);
    const distance = (r: typeof row) => Math.abs((r.setYear ?? want) - want) * 2 + ((r.setYear ?? 0) > want ? 0 : 1);
    if (!had || distance(row) < distance(had)) best.set(key, row);
  }
  const byMaterial = new Map<string, WasteMaterialRoutes>();
  for (const row of best.values()) {
    const route = ROUTE_BY_COLUMN.get(row.columnText!)!;
    const entry = byMaterial.get(row.level3!) ?? { material: row.level3!, routes: [] };
    entry.routes.push({ route, label: DISPOSAL_ROUTES[route].label, factorId: row.factorId, year: row.setYear, unit: row.unit, value: Number(row.value) });
    byMaterial.set(row.level3!, entry);
  }
  for (const m of byMaterial.values()) m.routes.sort((a, b) => ROUTE_ORDER.indexOf(a.route) - ROUTE_ORDER.indexOf(b.route));
  return [...byMaterial.values()].sort((a, b) => a.material.localeCompare(b.material, "en-GB"));
}

/** The waste movement's one figure: tonnes × the material's factor for its route (Scope 3 cat. 5). */
export async function wasteFigures(db: Db | Tx, input: WasteEntryInput): Promise<CarbonFigure[]> {
  const materials = await wasteMaterialRoutes(db, input.wasteMaterial);
  if (!materials.length) throw badRequest("Choose a waste material from the DESNZ list", "wasteMaterial");
  const factor = await wasteFactor(db, input.wasteMaterial, DISPOSAL_ROUTES[input.disposalRoute].column);
  if (!factor) throw badRequest(noRouteFactorMessage(input.wasteMaterial, input.disposalRoute), "disposalRoute");
  const figures = [
    wasteDisposal(
      weightToTonnes(input.weight, input.weightUnit),
      factor,
      `${input.description} (${input.wasteCode}, ${DISPOSAL_ROUTES[input.disposalRoute].label.toLowerCase()})`,
    ),
  ];
  checkRecordTotal(figures, "weight");
  return figures;
}
