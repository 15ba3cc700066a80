import { count, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { carbonEntries, carbonFigures, projects, scope2Energy, visitorAttendance } from "../db/schema/index";
import { ENERGY_FACTORS, PLANT_FUELS, TRANSPORT_FACTORS, TRAVEL_METHODS } from "@shared/carbon/carbon";
import { electricity, freight, fuelCombustion, materialUse, travel, wasteDisposal, type CarbonFigure } from "@shared/rules/carbon";
import { bulkInsert } from "./bulk-insert";
import { desnzFactor, wasteFactor } from "../modules/carbon/carbon-factors.service";
import { figureColumns, type FigureSource } from "../modules/carbon/carbon-figures.service";
import { daysBefore, ukToday } from "@shared/common/uk-dates";
import { workdaysBefore } from "./demo-calendar";

const figureRow = (f: CarbonFigure, projectId: number, date: string, source: FigureSource) => ({
  projectId,
  date,
  sourceKind: source.kind,
  sourceId: source.id,
  ...figureColumns(f),
});

/**
 * Carbon for the performance data set (the perf-project-* contracts of seedLargeDiary): every week
 * for `years`, on a working day before today and not after a finished contract's end, two plant fuel
 * entries, a delivery with transport and material, a waste movement and an electricity reading, each
 * with its figures; `density` 2 (the 1M set) adds a second such day two working days earlier. Bulk
 * inserts, so it takes seconds, not minutes.
 */
export async function seedLargeCarbon(db: Db, { years = 2, density = 1, now = new Date(), log = (_: string) => {} } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(carbonFigures);
  if (n > 10_000) return { created: false, figures: n };
  const perf = await db
    .select({ id: projects.id, slug: projects.slug, finishDate: projects.finishDate, status: projects.status })
    .from(projects)
    .where(like(projects.slug, "perf-project-%"));
  const diesel = await desnzFactor(db, PLANT_FUELS.diesel.factorId);
  const hgv = await desnzFactor(db, TRANSPORT_FACTORS["HGV 32-38 tonne"].factorId);
  const concrete = await desnzFactor(db, "19_500_5020_15_1");
  const skip = (await wasteFactor(db, "Average construction", "Open-loop"))!;
  const grid = await desnzFactor(db, ENERGY_FACTORS.electricity.byUnit.kWh);
  const losses = await desnzFactor(db, ENERGY_FACTORS.electricity.losses!);
  const today = ukToday(now);
  const earliest = daysBefore(today, years * 365);
  let figures = 0;
  for (const p of perf) {
    const last = p.status === "Completed" && p.finishDate ? p.finishDate : workdaysBefore(today, 1);
    const weeks = [last];
    while (weeks.length < years * 52 && workdaysBefore(weeks[weeks.length - 1], 5) >= earliest) weeks.push(workdaysBefore(weeks[weeks.length - 1], 5));
    const days = density > 1 ? weeks.flatMap((d) => [d, workdaysBefore(d, 2)]).filter((d) => d >= earliest) : weeks;
    const entryRows = days.flatMap((date) => [
      { projectId: p.id, date, kind: "plant", plantItem: "13t excavator", source: "13t excavator", fuelType: "diesel", fuelLitres: "80.000", unit: "litres" },
      { projectId: p.id, date, kind: "plant", plantItem: "Site generator", source: "Site generator", fuelType: "diesel", fuelLitres: "45.000", unit: "litres" },
      {
        projectId: p.id,
        date,
        kind: "delivery",
        supplier: "Benchmark Concrete",
        source: "Benchmark Concrete",
        transportCategory: "HGV 32-38 tonne",
        transportDistance: "40.000",
        transportWeight: "18.000",
      },
      {
        projectId: p.id,
        date,
        kind: "waste",
        wasteCode: "17 09 04",
        source: "Mixed skip",
        wasteMaterial: "Average construction",
        disposalRoute: "open_loop",
        weightTonnes: "2.500",
      },
    ]);
    const entryIds = await bulkInsert(db, carbonEntries, entryRows, { returning: true });
    const entries = entryRows.map((e, i) => ({ ...e, id: entryIds[i] }));
    const energyRows = days.map((date) => ({ projectId: p.id, date, energyType: "electricity", consumption: "1250.000", unit: "kWh" }));
    const energyIds = await bulkInsert(db, scope2Energy, energyRows, { returning: true });
    const energy = energyRows.map((e, i) => ({ ...e, id: energyIds[i] }));
    const rows = [
      ...entries.flatMap((e) => {
        if (e.kind === "plant") return [figureRow(fuelCombustion(Number(e.fuelLitres), diesel, "Plant fuel"), p.id, e.date, { kind: "plant", id: e.id })];
        if (e.kind === "delivery") {
          const src = { kind: "delivery", id: e.id } as const;
          return [
            figureRow(freight(18, 40, hgv, "Transport"), p.id, e.date, src),
            figureRow(materialUse(18, concrete, "Ready-mix concrete"), p.id, e.date, src),
          ];
        }
        return [figureRow(wasteDisposal(2.5, skip, "Mixed skip"), p.id, e.date, { kind: "waste", id: e.id })];
      }),
      ...energy.flatMap((e) => electricity(1250, grid, losses, "Site electricity").map((f) => figureRow(f, p.id, e.date, { kind: "energy", id: e.id }))),
    ];
    await bulkInsert(db, carbonFigures, rows);
    figures += rows.length;
    log(`${p.slug}: ${rows.length} carbon figures`);
  }
  return { created: true, figures };
}

/**
 * Visitors for the performance data set: one signed in on each carbon day of a perf contract (see
 * seedLargeCarbon), come by car 25 km each way, with its travel figure. Runs once.
 */
export async function seedLargeVisitors(db: Db, { log = (_: string) => {} } = {}) {
  const [{ n }] = await db.select({ n: count() }).from(visitorAttendance);
  if (n > 1000) return { created: false, visitors: n };
  const car = await desnzFactor(db, TRAVEL_METHODS.car_unknown.factorId);
  const perf = await db.select({ id: projects.id, slug: projects.slug }).from(projects).where(like(projects.slug, "perf-project-%"));
  let visitors = 0;
  for (const p of perf) {
    // The days of the contract's energy readings are its carbon days.
    const days = await db.selectDistinct({ date: scope2Energy.date }).from(scope2Energy).where(eq(scope2Energy.projectId, p.id));
    const figure = travel(50, car, "Benchmark Visitor: Car (fuel not known), 25 km each way");
    const rows = days.map(({ date }, i) => ({
      projectId: p.id,
      firstName: "Benchmark",
      lastName: `Visitor ${i + 1}`,
      company: "Benchmark Client Ltd",
      reasonForVisit: "Progress meeting",
      date,
      signInTime: "10:00",
      signOutTime: "11:30",
      travelMethod: "car_unknown",
      travelDistance: "25.00",
      travelCarbon: figure.kgCo2e.toFixed(3),
      travelOriginPostcode: "LS2 9JT",
    }));
    const ids = await bulkInsert(db, visitorAttendance, rows, { returning: true });
    await bulkInsert(
      db,
      carbonFigures,
      rows.map((v, i) => figureRow(figure, p.id, v.date, { kind: "visitor", id: ids[i] })),
    );
    visitors += rows.length;
    log(`${p.slug}: ${rows.length} visitors`);
  }
  return { created: true, visitors };
}
