import { and, asc, between, eq } from "drizzle-orm";
import { DISPOSAL_ROUTES, PLANT_FUELS, TRAVEL_METHODS } from "@shared/carbon/carbon";
import { ENERGY_TYPE_LABELS } from "@shared/energy/energy-entry";
import { plantOwner } from "@shared/plant/plant-entry";
import { SCOPE3_CATEGORY_LABELS } from "@shared/scope3/scope3-entry";
import { issueTypeLabel, priorityLabel, statusLabel } from "@shared/site-issues/site-issue";
import type { Db } from "../../db/client";
import { carbonEntries, scope2Energy, scope3Additional, siteIssues, visitorAttendance } from "../../db/schema/index";

/**
 * A day's site activity for the diary PDF (issue 11 item 16): everything the diary's tabs and the
 * timeline show for the day, read by the record's date (the timeline orders by when a row was
 * written, the PDF by the day it records). Each read is served by its table's (project_id, …, date)
 * index. Numbers stay numbers here; the PDF formats them. `kg` is present only for a reader with
 * Carbon Tracking view (decision 0015): the PDF is a file, so no response hook can strip it later.
 */

export type PlantLine = { item: string; owner: string; hours: number | null; fuel: string | null; litres: number | null; kg?: number };
export type DeliveryLine = {
  supplier: string;
  note: string | null;
  po: string | null;
  lines: { description: string; quantity: number; unit: string }[];
  tonnes: number | null;
  kg?: number;
};
export type WasteLine = {
  code: string;
  description: string | null;
  material: string | null;
  route: string | null;
  tonnes: number | null;
  carrier: string | null;
  transferNote: string | null;
  hazardous: boolean;
  kg?: number;
};
export type EnergyLine = { type: string; quantity: number; unit: string; meterReading: string | null; supplier: string | null; kg?: number };
export type VisitorLine = {
  name: string;
  company: string;
  reason: string;
  signIn: string | null;
  signOut: string | null;
  travel: string | null;
  distanceKm: number | null;
  kg?: number;
};
export type Scope3Line = { category: string; description: string; quantity: number; unit: string; supplier: string | null; kg?: number };
/** Site issues carry no carbon: `kg` is never set, so their table has no Carbon column. */
export type IssueLine = {
  kg?: undefined;
  type: string;
  priority: string;
  status: string;
  location: string | null;
  description: string;
  reportedBy: string | null;
};

export type DayActivity = {
  plant: PlantLine[];
  deliveries: DeliveryLine[];
  waste: WasteLine[];
  energy: EnergyLine[];
  visitors: VisitorLine[];
  scope3: Scope3Line[];
  issues: IssueLine[];
};

export const emptyActivity = (): DayActivity => ({ plant: [], deliveries: [], waste: [], energy: [], visitors: [], scope3: [], issues: [] });

const num = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? null : Number(v));
const label = <T extends Record<string, { label: string }>>(table: T, key: string | null) => (key && key in table ? table[key as keyof T].label : key);

/** Lines of a delivery as stored; rows written before the form's line items (or by the demo) may lack fields. */
function deliveryLines(raw: unknown): DeliveryLine["lines"] {
  if (!Array.isArray(raw)) return [];
  return raw.map((l: Record<string, unknown>) => ({ description: String(l.description ?? ""), quantity: Number(l.quantity ?? 0), unit: String(l.unit ?? "") }));
}

/** Every site record of the project between two ISO days, grouped by day. */
export async function loadDayActivity(db: Db, projectId: number, from: string, to: string, show: { carbon: boolean }): Promise<Map<string, DayActivity>> {
  const [entries, energy, visitors, scope3, issues] = await Promise.all([
    db
      .select()
      .from(carbonEntries)
      .where(and(eq(carbonEntries.projectId, projectId), between(carbonEntries.date, from, to)))
      .orderBy(asc(carbonEntries.date), asc(carbonEntries.id)),
    db
      .select()
      .from(scope2Energy)
      .where(and(eq(scope2Energy.projectId, projectId), between(scope2Energy.date, from, to)))
      .orderBy(asc(scope2Energy.date), asc(scope2Energy.id)),
    db
      .select()
      .from(visitorAttendance)
      .where(and(eq(visitorAttendance.projectId, projectId), between(visitorAttendance.date, from, to)))
      .orderBy(asc(visitorAttendance.date), asc(visitorAttendance.signInTime), asc(visitorAttendance.id)),
    db
      .select()
      .from(scope3Additional)
      .where(and(eq(scope3Additional.projectId, projectId), between(scope3Additional.date, from, to)))
      .orderBy(asc(scope3Additional.date), asc(scope3Additional.id)),
    db
      .select()
      .from(siteIssues)
      .where(and(eq(siteIssues.projectId, projectId), between(siteIssues.date, from, to)))
      .orderBy(asc(siteIssues.date), asc(siteIssues.id)),
  ]);

  const days = new Map<string, DayActivity>();
  const day = (date: string) => {
    let d = days.get(date);
    if (!d) days.set(date, (d = emptyActivity()));
    return d;
  };
  const kg = (v: string | null) => (show.carbon ? { kg: num(v) ?? 0 } : {});

  for (const e of entries) {
    if (e.kind === "plant") {
      day(e.date).plant.push({
        item: e.plantItem ?? e.source ?? "Plant",
        owner: plantOwner({ ownership: e.ownership === "owned" ? "owned" : "hired", hireCompany: e.hireCompany, assetName: e.assetName }),
        hours: num(e.hours),
        fuel: e.fuelType && e.fuelType !== "none" ? (label(PLANT_FUELS, e.fuelType) ?? null) : null,
        litres: num(e.fuelLitres),
        ...kg(e.carbonEmitted),
      });
    } else if (e.kind === "delivery") {
      day(e.date).deliveries.push({
        supplier: e.supplier ?? e.source ?? "Supplier not given",
        note: e.deliveryNoteNumber,
        po: e.poNumber,
        lines: deliveryLines(e.lineItems),
        tonnes: num(e.transportWeight),
        ...kg(e.carbonEmitted),
      });
    } else if (e.kind === "waste") {
      day(e.date).waste.push({
        code: e.wasteCode ?? "",
        description: e.wasteCodeDescription,
        material: e.wasteMaterial,
        route: label(DISPOSAL_ROUTES, e.disposalRoute),
        tonnes: num(e.weightTonnes),
        carrier: e.carrier,
        transferNote: e.wasteTransferNote,
        hazardous: e.isHazardousWaste,
        ...kg(e.carbonEmitted),
      });
    }
  }
  for (const e of energy) {
    day(e.date).energy.push({
      type: ENERGY_TYPE_LABELS[e.energyType as keyof typeof ENERGY_TYPE_LABELS] ?? e.energyType,
      quantity: Number(e.consumption),
      unit: e.unit,
      meterReading: e.meterReading,
      supplier: e.supplier,
      ...kg(e.carbonEmitted),
    });
  }
  for (const v of visitors) {
    day(v.date).visitors.push({
      name: `${v.firstName} ${v.lastName}`.trim(),
      company: v.company,
      reason: v.reasonForVisit,
      signIn: v.signInTime,
      signOut: v.signOutTime,
      travel: label(TRAVEL_METHODS, v.travelMethod),
      distanceKm: num(v.travelDistance),
      ...kg(v.travelCarbon),
    });
  }
  for (const s of scope3) {
    day(s.date).scope3.push({
      category: SCOPE3_CATEGORY_LABELS[s.category as keyof typeof SCOPE3_CATEGORY_LABELS] ?? s.category,
      description: s.description,
      quantity: Number(s.quantity),
      unit: s.unit,
      supplier: s.supplier,
      ...kg(s.carbonEmitted),
    });
  }
  for (const i of issues) {
    day(i.date).issues.push({
      type: issueTypeLabel(i.issueType),
      priority: priorityLabel(i.priority),
      status: statusLabel(i.status),
      location: i.location,
      description: i.issueDescription,
      reportedBy: i.reportedBy,
    });
  }
  return days;
}

/** Whether a day has anything besides its diary entries. */
export const hasActivity = (a: DayActivity) => Object.values(a).some((list) => list.length > 0);

/** The day's carbon in kg, summed in grams (each stored figure has 3 decimal places); undefined for a reader without Carbon Tracking view. */
export function dayKg(a: DayActivity): number | undefined {
  const all = [...a.plant, ...a.deliveries, ...a.waste, ...a.energy, ...a.visitors, ...a.scope3];
  if (all.length === 0 || all.some((x) => x.kg === undefined)) return undefined;
  return all.reduce((s, x) => s + Math.round((x.kg ?? 0) * 1000), 0) / 1000;
}
