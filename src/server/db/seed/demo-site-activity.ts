import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { carbonEntries, scope2Energy, visitorAttendance } from "../schema/index";
import { DISPOSAL_ROUTES, ENERGY_FACTORS, PLANT_FUELS, TRANSPORT_FACTORS, TRAVEL_METHODS, type DisposalRoute, type PlantFuel, type TransportCategory, type TravelMethod } from "@shared/carbon/carbon";
import { electricity, freight, fuelCombustion, materialUse, travel, wasteDisposal, type CarbonFigure } from "@shared/rules/carbon";
import { desnzFactor, wasteFactor } from "../../modules/carbon/carbon-factors.service";
import { replaceFigures, type FigureSource } from "../../modules/carbon/carbon-figures.service";

type Person = { id: number; name: string };
type Project = { id: number; postcode: string | null };

/** Logged at 10:00 on the day it happened, as a site manager would have. */
const stamp = (date: string) => ({ createdAt: new Date(`${date}T10:00:00Z`), updatedAt: new Date(`${date}T10:00:00Z`) });
const dayBefore = (today: Date, n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * A few weeks of site activity on a demo contract, written as the forms would: each record with its
 * carbon figures from the real DESNZ factors (so the carbon tab and footprint show honest numbers).
 */
export async function seedDemoSiteActivity(db: Db, project: Project, author: Person, scale = 1) {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const save = async (source: FigureSource, date: string, figures: CarbonFigure[]) => replaceFigures(db, source, { projectId: project.id, date }, figures);
  const who = { userId: author.id, createdBy: author.name };

  const plant: [number, string, string, PlantFuel, number, number][] = [
    [35, "13t excavator", "Kirkstall Plant Hire", "gas_oil", 8, 96],
    [28, "9t forward-tipping dumper", "Kirkstall Plant Hire", "diesel", 7.5, 42],
    [14, "20 kVA site generator", "Speedy Hire", "diesel", 10, 55],
    [6, "Telehandler (JCB 540-140)", "GAP Hire Solutions", "diesel", 6, 38],
  ];
  for (const [ago, item, hirer, fuel, hours, litres] of plant.map((p) => [p[0], p[1], p[2], p[3], p[4], p[5] * scale] as const)) {
    const date = dayBefore(today, ago);
    const [row] = await db
      .insert(carbonEntries)
      .values({ ...who, projectId: project.id, date, ...stamp(date), kind: "plant", category: "plant", source: item, plantItem: item, ownership: "hired", hireCompany: hirer, supplier: hirer, hours: hours.toFixed(2), fuelType: fuel, fuelLitres: litres.toFixed(3), quantity: litres.toFixed(3), unit: "litres" })
      .returning();
    const factor = await desnzFactor(db, PLANT_FUELS[fuel].factorId!);
    const total = await save({ kind: "plant", carbonEntryId: row.id }, date, [fuelCombustion(litres, factor, `${item}: ${PLANT_FUELS[fuel].label}`)]);
    await db.update(carbonEntries).set({ carbonEmitted: total.toFixed(3) }).where(eqId(row.id));
  }

  const deliveries: [number, string, string, TransportCategory, number, { description: string; factorId: string; quantity: number; unit: string; tonnes: number }[]][] = [
    [30, "Hanson Concrete", "HC-448120", "HGV 17-25 tonne", 18, [{ description: "C32/40 ready-mix concrete", factorId: "19_500_5020_15_1", quantity: 8, unit: "m³", tonnes: 19.2 }]],
    [21, "Travis Perkins", "TP-77310", "HGV 7.5-17 tonne", 12, [
      { description: "Concrete blocks 440×215×100", factorId: "19_500_5020_15_1", quantity: 480, unit: "no.", tonnes: 5.5 },
      { description: "Plasterboard 12.5 mm", factorId: "19_500_5040_15_1", quantity: 60, unit: "sheets", tonnes: 1.3 },
    ]],
    [9, "Celsa Steel UK", "CS-20931", "HGV 32-38 tonne", 95, [{ description: "B500B rebar, cut and bent", factorId: "19_500_5028_15_1", quantity: 6.2, unit: "tonnes", tonnes: 6.2 }]],
  ];
  for (const [ago, supplier, note, category, km, lines] of deliveries) {
    const date = dayBefore(today, ago);
    const weight = lines.reduce((t, l) => t + l.tonnes, 0);
    const [row] = await db
      .insert(carbonEntries)
      .values({
        ...who,
        projectId: project.id,
        date,
        ...stamp(date),
        kind: "delivery",
        source: supplier,
        supplier,
        deliveryNoteNumber: note,
        isDelivered: "true",
        lineItems: lines.map((l) => ({ description: l.description, materialFactorId: l.factorId, quantity: l.quantity, unit: l.unit, weight: l.tonnes, weightUnit: "tonnes" })),
        materialCategory: lines[0].description,
        transportCategory: category,
        transportDistance: km.toFixed(3),
        transportWeight: weight.toFixed(3),
      })
      .returning();
    const figures = [freight(weight, km, await desnzFactor(db, TRANSPORT_FACTORS[category].factorId), `Transport from ${supplier} (${category})`)];
    for (const l of lines) figures.push(materialUse(l.tonnes, await desnzFactor(db, l.factorId), l.description));
    const total = await save({ kind: "delivery", carbonEntryId: row.id }, date, figures);
    await db.update(carbonEntries).set({ carbonEmitted: total.toFixed(3) }).where(eqId(row.id));
  }

  const waste: [number, string, string, boolean, string, string, DisposalRoute, number, string][] = [
    [25, "17 05 04", "Soil and stones other than those mentioned in 17 05 03", false, "Excavated clay from the basement dig", "Soils", "landfill", 64, "WTN-55120"],
    [16, "17 09 04", "Mixed construction and demolition wastes other than those mentioned in 17 09 01, 17 09 02 and 17 09 03", false, "Mixed skip (8 yd)", "Average construction", "open_loop", 2.4, "WTN-55187"],
    [4, "17 06 05*", "Construction materials containing asbestos", true, "Asbestos cement sheet from the old store", "Asbestos", "landfill", 0.35, "CN-ABC123/45678"],
  ];
  for (const [ago, code, codeDescription, hazardous, description, material, route, tonnes, note] of waste) {
    const date = dayBefore(today, ago);
    const [row] = await db
      .insert(carbonEntries)
      .values({ ...who, projectId: project.id, date, ...stamp(date), kind: "waste", source: description, wasteCode: code, wasteCodeDescription: codeDescription, wasteCodeCategory: "Construction and demolition wastes", isHazardousWaste: hazardous, wasteMaterial: material, disposalRoute: route, weightTonnes: tonnes.toFixed(3), carrier: "Yorkshire Skip Hire", wasteTransferNote: note })
      .returning();
    const factor = await wasteFactor(db, material, DISPOSAL_ROUTES[route].column);
    const total = factor ? await save({ kind: "waste", carbonEntryId: row.id }, date, [wasteDisposal(tonnes, factor, `${description} (${code})`)]) : 0;
    await db.update(carbonEntries).set({ carbonEmitted: total.toFixed(3) }).where(eqId(row.id));
  }

  const gen = await desnzFactor(db, ENERGY_FACTORS.electricity.byUnit.kWh);
  const losses = await desnzFactor(db, ENERGY_FACTORS.electricity.losses!);
  for (const [ago, kWh, reading] of [[35, 1180, "004512"], [28, 1265, "005777"], [21, 1320, "007097"], [14, 1290, "008387"], [7, 1410, "009797"]] as const) {
    const date = dayBefore(today, ago);
    const [row] = await db
      .insert(scope2Energy)
      .values({ projectId: project.id, date, ...stamp(date), energyType: "electricity", consumption: (kWh * scale).toFixed(3), unit: "kWh", meterReading: reading, supplier: "Northern Powergrid (site supply)", siteName: "Site cabins", createdBy: author.id })
      .returning();
    const total = await save({ kind: "energy", energyId: row.id }, date, electricity(kWh * scale, gen, losses, "Site cabins electricity"));
    await db.update(scope2Energy).set({ carbonEmitted: total.toFixed(3), emissionFactor: gen.value.toFixed(6) }).where(eqEnergy(row.id));
  }

  const visitors: [number, string, string, string, string, string, string, TravelMethod, number][] = [
    [20, "Helen", "Marsh", "Aire Valley Homes Ltd", "Client progress meeting", "10:00", "12:15", "car_diesel", 14],
    [12, "Rob", "Quinn", "Building Control (Leeds City Council)", "Foundation inspection", "09:00", "09:50", "car_petrol", 6],
    [2, "Anna", "Kowalska", "Celsa Steel UK", "Rebar delivery check", "13:30", "14:10", "rail", 62],
  ];
  for (const [ago, firstName, lastName, company, reason, inAt, outAt, method, km] of visitors) {
    const date = dayBefore(today, ago);
    const [row] = await db
      .insert(visitorAttendance)
      .values({ projectId: project.id, firstName, lastName, company, reasonForVisit: reason, date, signInTime: inAt, signOutTime: outAt, travelMethod: method, travelDistance: km.toFixed(2), createdBy: author.id })
      .returning();
    const factorId = TRAVEL_METHODS[method].factorId;
    const total = factorId ? await save({ kind: "visitor", visitorId: row.id }, date, [travel(2 * km, await desnzFactor(db, factorId), `${firstName} ${lastName}: ${TRAVEL_METHODS[method].label}, ${km} km each way`)]) : 0;
    await db.update(visitorAttendance).set({ travelCarbon: total.toFixed(3) }).where(eqVisitor(row.id));
  }
}

const eqId = (id: number) => eq(carbonEntries.id, id);
const eqEnergy = (id: number) => eq(scope2Energy.id, id);
const eqVisitor = (id: number) => eq(visitorAttendance.id, id);
