import { eq } from "drizzle-orm";
import { ENERGY_FACTORS, PLANT_FUELS, TRANSPORT_FACTORS, TRAVEL_METHODS } from "@shared/carbon/carbon";
import { electricity, freight, fuelCombustion, materialUse, travel, wasteDisposal } from "@shared/rules/carbon";
import type { Db } from "../../db/client";
import { carbonEntries, scope2Energy, visitorAttendance } from "../../db/schema/index";
import { desnzFactor, wasteFactor } from "../carbon/carbon-factors.service";
import { replaceFigures } from "../carbon/carbon-figures.service";

/**
 * Site records straight in the database with their figures from the real DESNZ 2025 factors, as the
 * plant, delivery, waste, energy and visitor forms would save them (those modules are not needed here).
 */
export async function seedSiteCarbon(db: Db, projectId: number) {
  const at = (date: string) => ({ projectId, date });

  const [plant] = await db
    .insert(carbonEntries)
    .values({ projectId, date: "2025-03-03", kind: "plant", plantItem: "20t excavator", fuelType: "diesel", fuelLitres: "1000", createdBy: "Pat Site" })
    .returning();
  const diesel = await desnzFactor(db, PLANT_FUELS.diesel.factorId);
  const plantKg = await replaceFigures(db, { kind: "plant", id: plant.id }, at(plant.date), [
    fuelCombustion(1000, diesel, "20t excavator: Diesel (average biofuel blend)"),
  ]);
  await db
    .update(carbonEntries)
    .set({ carbonEmitted: plantKg.toFixed(3) })
    .where(eq(carbonEntries.id, plant.id));

  const [delivery] = await db
    .insert(carbonEntries)
    .values({
      projectId,
      date: "2025-03-10",
      kind: "delivery",
      supplier: "Hanson",
      materialCategory: "Aggregates",
      transportCategory: "HGV 17-25 tonne",
      transportWeight: "20",
      transportDistance: "50",
    })
    .returning();
  const hgv = await desnzFactor(db, TRANSPORT_FACTORS["HGV 17-25 tonne"].factorId);
  const aggregates = await desnzFactor(db, "19_500_5000_15_1");
  const deliveryKg = await replaceFigures(db, { kind: "delivery", id: delivery.id }, at(delivery.date), [
    freight(20, 50, hgv, "Aggregates from Hanson: transport"),
    materialUse(20, aggregates, "Aggregates from Hanson"),
  ]);
  await db
    .update(carbonEntries)
    .set({ carbonEmitted: deliveryKg.toFixed(3) })
    .where(eq(carbonEntries.id, delivery.id));

  const [waste] = await db
    .insert(carbonEntries)
    .values({ projectId, date: "2025-04-02", kind: "waste", wasteMaterial: "Concrete", wasteCode: "17 01 01", disposalRoute: "landfill", weightTonnes: "10" })
    .returning();
  const concrete = (await wasteFactor(db, "Concrete", "Landfill"))!;
  const wasteKg = await replaceFigures(db, { kind: "waste", id: waste.id }, at(waste.date), [wasteDisposal(10, concrete, "Concrete (17 01 01)")]);
  await db
    .update(carbonEntries)
    .set({ carbonEmitted: wasteKg.toFixed(3) })
    .where(eq(carbonEntries.id, waste.id));

  const [energy] = await db
    .insert(scope2Energy)
    .values({ projectId, date: "2025-04-30", energyType: "electricity", consumption: "10000", unit: "kWh" })
    .returning();
  const gen = await desnzFactor(db, ENERGY_FACTORS.electricity.byUnit.kWh);
  const losses = await desnzFactor(db, ENERGY_FACTORS.electricity.losses!);
  const energyKg = await replaceFigures(db, { kind: "energy", id: energy.id }, at(energy.date), electricity(10000, gen, losses, "Site electricity"));

  const [visitor] = await db
    .insert(visitorAttendance)
    .values({ projectId, date: "2025-04-15", firstName: "Alex", lastName: "Client", company: "Leeds Housing Trust", reasonForVisit: "Progress meeting" })
    .returning();
  const car = await desnzFactor(db, TRAVEL_METHODS.car_diesel.factorId);
  const visitorKg = await replaceFigures(db, { kind: "visitor", id: visitor.id }, at(visitor.date), [travel(40, car, "Alex Client: Car (diesel), 40 km")]);

  return {
    plant,
    delivery,
    waste,
    energy,
    visitor,
    kg: { plant: plantKg, delivery: deliveryKg, waste: wasteKg, energy: energyKg, visitor: visitorKg },
    factors: { diesel, hgv, concrete, gen, losses, car, aggregates },
  };
}
