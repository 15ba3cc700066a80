import { count, like } from "drizzle-orm";
import { daysAfter, monthsAfter, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../db/client";
import { fleet } from "../db/schema/index";
import { bulkInsert } from "./bulk-insert";

/** The performance data set's fleet (issue 33): 1,000 vehicles, enough to page, search and filter at scale. */
export const LARGE_FLEET_COUNT = 1_000;

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXY";
const KINDS = [
  { type: "van", make: "Ford", model: "Transit Custom" },
  { type: "van", make: "Volkswagen", model: "Crafter" },
  { type: "van", make: "Vauxhall", model: "Vivaro" },
  { type: "van", make: "Citroën", model: "Relay" },
  { type: "car", make: "Skoda", model: "Octavia Estate" },
  { type: "van", make: "Toyota", model: "Hilux" },
  { type: "truck", make: "DAF", model: "LF 230" },
  { type: "trailer", make: "Indespension", model: "Plant trailer" },
] as const;
const STATUSES = ["active", "active", "active", "active", "active", "active", "active", "active", "maintenance", "sold", "disposed"];

/**
 * The `i`th perf vehicle's plate (1-based), current format and unique in the set: "PF" (a perf mark),
 * two digits and three letters worked out from `i`, stored without its space.
 */
export const largeFleetPlate = (i: number) => `PF${10 + (i % 90)}${LETTERS[Math.floor(i / 90) % 22]}${LETTERS[i % 22]}${LETTERS[(i * 7) % 22]}`;

/**
 * 1,000 vehicles named "<make> <model> <n>" across the kinds above, one in eleven not active, one in
 * fifty off the road, with MOT, tax, insurance and service dates spread around today (some overdue,
 * some due soon). Dated from `now`; bulk-inserted; runs once.
 */
export async function seedLargeFleet(db: Db, { total = LARGE_FLEET_COUNT, now = new Date() }: { total?: number; now?: Date } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(fleet).where(like(fleet.licensePlate, "PF%"));
  if (n > 0) return { created: false, vehicles: n };
  const today = ukToday(now);
  const rows = Array.from({ length: total }, (_, k): typeof fleet.$inferInsert => {
    const i = k + 1;
    const kind = KINDS[i % KINDS.length];
    const hgv = kind.type === "truck";
    const mileage = 5_000 + ((i * 7_919) % 150_000);
    const lastService = daysAfter(today, -((i * 13) % 400));
    return {
      vehicleName: `${kind.make} ${kind.model} ${i}`,
      make: kind.make,
      model: kind.model,
      vehicleType: kind.type,
      year: 2012 + (i % 14),
      licensePlate: kind.type === "trailer" ? null : largeFleetPlate(i),
      fuelType: kind.type === "trailer" ? null : i % 9 === 0 ? "electric" : "diesel",
      grossWeightKg: hgv ? 18_000 : kind.type === "car" ? 2_000 : 3_500,
      operatorLicence: hgv,
      ownership: ["owned", "leased", "financed", "owned", "hired"][i % 5],
      currentMileage: kind.type === "trailer" ? null : mileage,
      mileageRecordedOn: daysAfter(today, -(i % 30)),
      motExpiry: daysAfter(today, ((i * 37) % 420) - 30),
      roadTaxExpiry: daysAfter(today, ((i * 53) % 400) - 20),
      insuranceExpiry: daysAfter(today, ((i * 29) % 380) - 10),
      lastServiceDate: lastService,
      lastServiceMileage: kind.type === "trailer" ? null : Math.max(0, mileage - ((i * 331) % 21_000)),
      nextServiceDate: monthsAfter(lastService, 12),
      serviceIntervalMonths: 12,
      serviceIntervalMiles: hgv ? 40_000 : 20_000,
      safetyInspectionIntervalWeeks: hgv ? 6 : null,
      status: STATUSES[i % STATUSES.length],
      offRoad: i % 50 === 0,
      offRoadReason: i % 50 === 0 ? "Walkaround defect: tyre" : null,
      offRoadSince: i % 50 === 0 ? now : null,
    };
  });
  await bulkInsert(db, fleet, rows);
  return { created: true, vehicles: total };
}
