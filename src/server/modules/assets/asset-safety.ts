import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { nextDue, type Due, type Meter, type MeterReading } from "@shared/rules/asset-due";
import {
  ELECTRICAL_TIERS,
  electricalRules,
  inspectionStanding,
  safeToUse,
  thoroughExaminationRule,
  type ElectricalTier,
  type InspectionKind,
  type InspectionRule,
  type InspectionStanding,
  type LiftingUse,
  type SafeToUse,
} from "@shared/rules/inspections";
import { EXPIRES_SOON_DAYS } from "@shared/common/expiry";
import type { Db, Tx } from "../../db/client";
import { assetInspections, assetMeterReadings, assetSettings } from "../../db/schema/index";
import type { AssetRow } from "./asset-record";

/**
 * Whether an asset is safe to use today and why (issue 32): the inspections it needs, each one's
 * standing, and the green / amber / red of shared/rules/inspections.ts. The one reading of it: the
 * public scan, the asset page, the register's column and the check-out's refusal all come here.
 *
 * Which inspections an item needs comes from the item:
 * - lifting equipment (a lifting use) needs LOLER's thorough examination, at 6 or 12 months or its
 *   scheme's interval, the report's own next-due day when it states an earlier one, and again after
 *   installation at a new site when its safety depends on that;
 * - a portable electrical site tool needs HSG107's three tiers at the company's intervals;
 * - an item with an inspection schedule (the spec's inspection dates and intervals) needs its PUWER
 *   inspection, due by date, engine hours or miles, whichever comes first.
 * Only an inspection that passed (with or without defects) counts as done: a failed one took the item
 * out of use, and after the repair it is inspected again.
 */

export type AssetSafety = { safe: SafeToUse; standings: InspectionStanding[] };

type LastInspection = { day: string; nextDueDay: string | null };
type Facts = {
  last: Map<InspectionKind, LastInspection>;
  readings: Partial<Record<Meter, MeterReading[]>>;
  electrical: Record<ElectricalTier, InspectionRule>;
};

/** The company's electrical tiers (asset_settings), HSG107's suggestions where it set none. */
export async function electricalSettings(db: Db | Tx): Promise<Record<ElectricalTier, InspectionRule>> {
  const [row] = await db.select({ electrical: assetSettings.electrical }).from(assetSettings).where(eq(assetSettings.id, 1)).limit(1);
  const company: Partial<Record<ElectricalTier, Partial<InspectionRule>>> = {};
  for (const tier of ELECTRICAL_TIERS) {
    const set = row?.electrical?.[tier];
    if (set) company[tier] = { interval: { every: set.every, unit: set.unit as InspectionRule["interval"]["unit"] }, warnDays: set.warnDays };
  }
  return electricalRules(company);
}

/**
 * When the record's own maintenance or PUWER inspection (the spec's fields) is next due: by date,
 * engine hours or miles, whichever first, forecast from the meter readings. The register, the asset's
 * page and the colour all read it here.
 */
export function recordDue(a: AssetRow, work: "maintenance" | "inspection", readings: Partial<Record<Meter, MeterReading[]>>, today: string): Due {
  const f =
    work === "maintenance"
      ? [
          a.maintenanceInterval,
          a.maintenanceIntervalHours,
          a.maintenanceIntervalMiles,
          a.lastMaintenanceDate,
          a.lastMaintenanceHours,
          a.lastMaintenanceMiles,
          a.nextMaintenanceDate,
        ]
      : [
          a.inspectionInterval,
          a.inspectionIntervalHours,
          a.inspectionIntervalMiles,
          a.lastInspectionDate,
          a.lastInspectionHours,
          a.lastInspectionMiles,
          a.nextInspectionDate,
        ];
  const [everyDays, everyHours, everyMiles, lastDay, lastHours, lastMiles, nextDay] = f as [
    number | null,
    number | null,
    number | null,
    string | null,
    string | null,
    string | null,
    string | null,
  ];
  return nextDue(
    { schedule: { everyDays, everyHours, everyMiles }, lastDone: lastDay ? { day: lastDay, hours: lastHours, miles: lastMiles } : null, nextDay, readings },
    today,
  );
}

/** Whether an item has a PUWER inspection schedule: an interval of any kind, or a next day someone set. */
const hasPuwerSchedule = (a: AssetRow) => !!(a.inspectionInterval || a.inspectionIntervalHours || a.inspectionIntervalMiles || a.nextInspectionDate);

/** The standings of every inspection the item needs, from what is known of it. Pure: unit-testable. */
export function standingsOf(asset: AssetRow, facts: Facts, today: string): InspectionStanding[] {
  const standings: InspectionStanding[] = [];
  const lastOf = (kind: InspectionKind) => facts.last.get(kind) ?? null;
  if (asset.liftingUse) {
    const rule = thoroughExaminationRule({
      use: asset.liftingUse as LiftingUse,
      schemeMonths: asset.examinationSchemeMonths,
      dependsOnInstallation: asset.dependsOnInstallation,
    });
    const last = lastOf("thorough_examination");
    const standing = inspectionStanding("thorough_examination", rule, last?.day ?? null, asset.arrivedOn);
    // The examiner may state an earlier next examination than the interval's (a defect to watch).
    if (standing.dueFor === "interval" && last?.nextDueDay && standing.dueDay && last.nextDueDay < standing.dueDay) standing.dueDay = last.nextDueDay;
    standings.push(standing);
  }
  if (asset.portableElectrical) {
    for (const tier of ELECTRICAL_TIERS) standings.push(inspectionStanding(tier, facts.electrical[tier], lastOf(tier)?.day ?? null, asset.arrivedOn));
  }
  if (hasPuwerSchedule(asset)) {
    const due = recordDue(asset, "inspection", facts.readings, today);
    standings.push({
      kind: "puwer_inspection",
      lastDay: asset.lastInspectionDate,
      dueDay: due.dueDay,
      dueFor: due.dueDay ? "interval" : "never",
      warnDays: EXPIRES_SOON_DAYS,
      reached: due.measures.some((m) => m.reached),
    });
  }
  return standings;
}

export function safetyFrom(asset: AssetRow, facts: Facts, today: string): AssetSafety {
  const standings = standingsOf(asset, facts, today);
  return { standings, safe: safeToUse({ outOfUse: asset.outOfUse, status: asset.status, inspections: standings }, today) };
}

/** The latest passed inspection of each kind for these assets: one query for a page of them. */
async function lastInspections(db: Db | Tx, ids: number[]) {
  const byAsset = new Map<number, Map<InspectionKind, LastInspection>>();
  if (ids.length === 0) return byAsset;
  const rows = await db
    .selectDistinctOn([assetInspections.assetId, assetInspections.kind], {
      assetId: assetInspections.assetId,
      kind: assetInspections.kind,
      day: assetInspections.day,
      nextDueDay: assetInspections.nextDueDay,
    })
    .from(assetInspections)
    .where(and(inArray(assetInspections.assetId, ids), ne(assetInspections.result, "fail")))
    .orderBy(assetInspections.assetId, assetInspections.kind, desc(assetInspections.day), desc(assetInspections.id));
  for (const r of rows) {
    const kinds = byAsset.get(r.assetId) ?? new Map();
    kinds.set(r.kind as InspectionKind, { day: r.day, nextDueDay: r.nextDueDay });
    byAsset.set(r.assetId, kinds);
  }
  return byAsset;
}

/** Meter readings of the assets whose PUWER inspection is due by hours or miles (a forecast needs them). */
export async function meterReadings(db: Db | Tx, ids: number[]) {
  const byAsset = new Map<number, Partial<Record<Meter, MeterReading[]>>>();
  if (ids.length === 0) return byAsset;
  const rows = await db
    .select({ assetId: assetMeterReadings.assetId, meter: assetMeterReadings.meter, day: assetMeterReadings.day, value: assetMeterReadings.value })
    .from(assetMeterReadings)
    .where(inArray(assetMeterReadings.assetId, ids))
    .orderBy(assetMeterReadings.assetId, assetMeterReadings.day, assetMeterReadings.id);
  for (const r of rows) {
    const meters = byAsset.get(r.assetId) ?? {};
    (meters[r.meter as Meter] ??= []).push({ day: r.day, value: r.value });
    byAsset.set(r.assetId, meters);
  }
  return byAsset;
}

/** The safety of each asset given (a page of the register, or one), by id: three queries however many. */
export async function safetyOfAssets(db: Db | Tx, rows: readonly AssetRow[], today: string): Promise<Map<number, AssetSafety>> {
  const ids = rows.map((r) => r.id);
  const metered = rows.filter((r) => r.inspectionIntervalHours || r.inspectionIntervalMiles).map((r) => r.id);
  const [last, readings, electrical] = await Promise.all([lastInspections(db, ids), meterReadings(db, metered), electricalSettings(db)]);
  return new Map(rows.map((r) => [r.id, safetyFrom(r, { last: last.get(r.id) ?? new Map(), readings: readings.get(r.id) ?? {}, electrical }, today)]));
}

export async function safetyOfAsset(db: Db | Tx, row: AssetRow, today: string): Promise<AssetSafety> {
  return (await safetyOfAssets(db, [row], today)).get(row.id)!;
}
