import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { carbonEntries, carbonFigures, scope2Energy, siteIssueUpdates, siteIssues, visitorAttendance } from "../db/schema/index";
import {
  DISPOSAL_ROUTES,
  ENERGY_FACTORS,
  PLANT_FUELS,
  TRANSPORT_FACTORS,
  TRAVEL_METHODS,
  type DisposalRoute,
  type PlantFuel,
  type TransportCategory,
  type TravelMethod,
} from "@shared/carbon/carbon";
import { electricity, freight, fuelCombustion, materialUse, travel, wasteDisposal, type CarbonFigure } from "@shared/rules/carbon";
import { estimateRoadKm } from "@shared/rules/travel-distance";
import type { IssueType, Priority } from "@shared/site-issues/site-issue";
import { desnzFactor, wasteFactor } from "../modules/carbon/carbon-factors.service";
import { replaceFigures, type FigureSource } from "../modules/carbon/carbon-figures.service";
import { districtCentre } from "../platform/postcode-distance";
import { daysAfter, ukInstant } from "@shared/common/uk-dates";
import { workdaysBefore } from "./demo-calendar";

type Person = { id: number; name: string };
type Project = { id: number; postcode: string | null };

/**
 * A contract's site records, each `ago` working days (Monday–Friday) before its last day on site
 * before today, with the time of day it was logged (UK time). Quantities are what one day of that
 * work uses: plant burns its fuel within the hours it ran, a lorry carries what it can.
 */
export type SiteActivityPlan = {
  /** `rate`: the hire rate net of VAT, per hour, day or week (decision 0081), as the hire desk quoted it. */
  plant?: {
    ago: number;
    item: string;
    hirer: string;
    fuel: PlantFuel;
    hours: number;
    litres: number;
    rate?: { amount: number; per: "hour" | "day" | "week" };
  }[];
  deliveries?: {
    ago: number;
    at: string;
    supplier: string;
    note: string;
    category: TransportCategory;
    km: number;
    lines: { description: string; factorId: string; quantity: number; unit: string; tonnes: number }[];
  }[];
  waste?: {
    ago: number;
    code: string;
    codeDescription: string;
    hazardous?: boolean;
    description: string;
    material: string;
    route: DisposalRoute;
    tonnes: number;
    note: string;
    /** What the carrier's ticket charged, net of VAT. */
    cost?: number;
  }[];
  /** Weekly readings of the site supply, oldest first; the meter only goes up. */
  /** `pencePerKWh`: the site supply's unit price net of VAT, each reading's cost is its kWh at it. */
  energy?: { meterStart: number; kWh: number[]; supplier: string; siteName: string; pencePerKWh?: number };
  visitors?: {
    ago: number;
    firstName: string;
    lastName: string;
    company: string;
    reason: string;
    signIn: string;
    signOut: string;
    method: TravelMethod;
    from: string;
  }[];
  /** Raised `ago` working days back, each step of `progress` later (a smaller `ago`). */
  issues?: {
    ago: number;
    type: IssueType;
    priority: Priority;
    location: string;
    description: string;
    actions?: string;
    targetInDays: number;
    progress?: { ago: number; to: "in_progress" | "resolved"; note: string }[];
  }[];
};

const pad6 = (n: number) => String(Math.round(n)).padStart(6, "0");

/** Writes the plan as the forms would: each record with its carbon figures from the real DESNZ factors. */
export async function seedSiteActivity(db: Db, project: Project, author: Person, lastDay: string, plan: SiteActivityPlan) {
  const on = (ago: number) => workdaysBefore(lastDay, ago);
  const who = { userId: author.id, createdBy: author.name };
  const save = async (source: FigureSource, date: string, at: Date, figures: CarbonFigure[]) => {
    const total = await replaceFigures(db, source, { projectId: project.id, date }, figures);
    // Priced when the record was saved, not when the demo was made.
    await db
      .update(carbonFigures)
      .set({ createdAt: at })
      .where(and(eq(carbonFigures.sourceKind, source.kind), eq(carbonFigures.sourceId, source.id)));
    return total;
  };
  type EntryFields = Omit<typeof carbonEntries.$inferInsert, "projectId" | "date" | "createdAt" | "updatedAt" | "kind" | "userId" | "createdBy">;
  // A carbon entry as its form saves it: the row, its figures priced when it was saved, their total on the row.
  const entry = async (kind: "plant" | "delivery" | "waste", date: string, at: Date, fields: EntryFields, figures: () => Promise<CarbonFigure[]>) => {
    const [row] = await db
      .insert(carbonEntries)
      .values({ ...who, projectId: project.id, date, createdAt: at, updatedAt: at, kind, ...fields })
      .returning();
    const total = await save({ kind, id: row.id }, date, at, await figures());
    await db
      .update(carbonEntries)
      .set({ carbonEmitted: total.toFixed(3) })
      .where(eq(carbonEntries.id, row.id));
  };

  for (const p of plan.plant ?? []) {
    const date = on(p.ago);
    const fields: EntryFields = {
      category: "plant",
      source: p.item,
      plantItem: p.item,
      ownership: "hired",
      hireCompany: p.hirer,
      supplier: p.hirer,
      hours: p.hours.toFixed(2),
      fuelType: p.fuel,
      fuelLitres: p.litres.toFixed(3),
      quantity: p.litres.toFixed(3),
      unit: "litres",
      hireRate: p.rate ? p.rate.amount.toFixed(2) : null,
      hireRateUnit: p.rate?.per ?? null,
    };
    await entry("plant", date, ukInstant(date, "16:40"), fields, async () => [
      fuelCombustion(p.litres, await desnzFactor(db, PLANT_FUELS[p.fuel].factorId!), `${p.item}: ${PLANT_FUELS[p.fuel].label}`),
    ]);
  }

  for (const d of plan.deliveries ?? []) {
    const date = on(d.ago);
    const weight = d.lines.reduce((t, l) => t + l.tonnes, 0);
    const fields: EntryFields = {
      source: d.supplier,
      supplier: d.supplier,
      deliveryNoteNumber: d.note,
      isDelivered: "true",
      lineItems: d.lines.map((l) => ({
        description: l.description,
        materialFactorId: l.factorId,
        quantity: l.quantity,
        unit: l.unit,
        weight: l.tonnes,
        weightUnit: "tonnes",
      })),
      materialCategory: d.lines[0].description,
      transportCategory: d.category,
      transportDistance: d.km.toFixed(3),
      transportWeight: weight.toFixed(3),
    };
    await entry("delivery", date, ukInstant(date, d.at), fields, async () => {
      const figures = [freight(weight, d.km, await desnzFactor(db, TRANSPORT_FACTORS[d.category].factorId), `Transport from ${d.supplier} (${d.category})`)];
      for (const l of d.lines) figures.push(materialUse(l.tonnes, await desnzFactor(db, l.factorId), l.description));
      return figures;
    });
  }

  for (const w of plan.waste ?? []) {
    const date = on(w.ago);
    const fields: EntryFields = {
      source: w.description,
      wasteCode: w.code,
      wasteCodeDescription: w.codeDescription,
      wasteCodeCategory: "Construction and demolition wastes",
      isHazardousWaste: w.hazardous ?? false,
      wasteMaterial: w.material,
      disposalRoute: w.route,
      weightTonnes: w.tonnes.toFixed(3),
      carrier: "Yorkshire Skip Hire",
      wasteTransferNote: w.note,
      cost: w.cost === undefined ? null : w.cost.toFixed(2),
    };
    await entry("waste", date, ukInstant(date, "14:20"), fields, async () => {
      const factor = await wasteFactor(db, w.material, DISPOSAL_ROUTES[w.route].column);
      if (!factor) throw new Error(`demo waste: no DESNZ factor for ${w.material} (${w.route})`);
      return [wasteDisposal(w.tonnes, factor, `${w.description} (${w.code})`)];
    });
  }

  if (plan.energy) {
    const { kWh, supplier, siteName, pencePerKWh } = plan.energy;
    const gen = await desnzFactor(db, ENERGY_FACTORS.electricity.byUnit.kWh);
    const losses = await desnzFactor(db, ENERGY_FACTORS.electricity.losses!);
    let meter = plan.energy.meterStart;
    for (const [i, used] of kWh.entries()) {
      // Read every fifth working day, the newest on the last day on site.
      const date = on(5 * (kWh.length - 1 - i));
      const at = ukInstant(date, "16:10");
      meter += used;
      const [row] = await db
        .insert(scope2Energy)
        .values({
          projectId: project.id,
          date,
          createdAt: at,
          updatedAt: at,
          energyType: "electricity",
          consumption: used.toFixed(3),
          unit: "kWh",
          meterReading: pad6(meter),
          supplier,
          siteName,
          cost: pencePerKWh === undefined ? null : ((used * pencePerKWh) / 100).toFixed(2),
          createdBy: author.id,
        })
        .returning();
      const total = await save({ kind: "energy", id: row.id }, date, at, electricity(used, gen, losses, `${siteName} electricity`));
      await db
        .update(scope2Energy)
        .set({ carbonEmitted: total.toFixed(3), emissionFactor: String(gen.value) })
        .where(eq(scope2Energy.id, row.id));
    }
  }

  for (const issue of plan.issues ?? []) {
    const date = on(issue.ago);
    const raisedAt = ukInstant(date, "11:20");
    const steps = (issue.progress ?? []).map((p) => ({ ...p, at: ukInstant(on(p.ago), "15:10") }));
    const last = steps[steps.length - 1];
    const [row] = await db
      .insert(siteIssues)
      .values({
        projectId: project.id,
        date,
        issueType: issue.type,
        priority: issue.priority,
        location: issue.location,
        issueDescription: issue.description,
        immediateActions: issue.actions ?? null,
        targetDate: daysAfter(date, issue.targetInDays),
        status: last?.to ?? "open",
        resolutionNotes: last?.to === "resolved" ? last.note : null,
        resolvedAt: last?.to === "resolved" ? last.at : null,
        reportedBy: author.name,
        reportedById: author.id,
        assignedTo: author.name,
        assignedToId: author.id,
        createdBy: author.id,
        updatedBy: author.id,
        createdAt: raisedAt,
        updatedAt: last?.at ?? raisedAt,
      })
      .returning();
    let from = "open";
    for (const step of steps) {
      await db
        .insert(siteIssueUpdates)
        .values({ issueId: row.id, projectId: project.id, userId: author.id, fromStatus: from, toStatus: step.to, note: step.note, createdAt: step.at });
      from = step.to;
    }
  }

  const site = project.postcode ? districtCentre(project.postcode) : null;
  for (const v of plan.visitors ?? []) {
    const date = on(v.ago);
    const origin = districtCentre(v.from);
    // The distance the sign-in form would have estimated from the two postcodes.
    const km = origin && site ? Math.max(1, Math.round(estimateRoadKm(origin, site))) : 10;
    const [row] = await db
      .insert(visitorAttendance)
      .values({
        projectId: project.id,
        firstName: v.firstName,
        lastName: v.lastName,
        company: v.company,
        reasonForVisit: v.reason,
        date,
        signInTime: v.signIn,
        signOutTime: v.signOut,
        travelMethod: v.method,
        travelDistance: km.toFixed(2),
        travelOriginPostcode: v.from,
        createdBy: author.id,
        createdAt: ukInstant(date, v.signIn),
        updatedAt: ukInstant(date, v.signOut),
      })
      .returning();
    const factorId = TRAVEL_METHODS[v.method].factorId;
    const total = factorId
      ? await save({ kind: "visitor", id: row.id }, date, ukInstant(date, v.signIn), [
          travel(2 * km, await desnzFactor(db, factorId), `${v.firstName} ${v.lastName}: ${TRAVEL_METHODS[v.method].label}, ${km} km each way`),
        ])
      : 0;
    await db
      .update(visitorAttendance)
      .set({ travelCarbon: total.toFixed(3) })
      .where(eq(visitorAttendance.id, row.id));
  }
}
