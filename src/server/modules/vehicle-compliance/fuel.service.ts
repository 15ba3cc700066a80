import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { VEHICLE_FUELS, type FigureView, type VehicleFuel } from "@shared/carbon/carbon";
import { formatQuantity } from "@shared/common/numbers";
import { toPage, type PageQuery } from "@shared/common/paging";
import { personOf } from "@shared/common/wire";
import { ukDay } from "@shared/common/uk-dates";
import { vehicleFuel, type CarbonFigure, type ResolvedFactor } from "@shared/rules/carbon";
import { FUEL_MESSAGES, fuelTypeLabel, type FuelList, type FuelLogInput, type FuelLogView } from "@shared/vehicle-compliance/fuel";
import type { Db, Tx } from "../../db/client";
import { fleetFuelLogs, projects, users } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { notFound } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { restoreSoftDeleted, softDeleteToBin } from "../../platform/register/soft-delete";
import type { RecycleBinRow } from "../../platform/recycle-bin";
import { checkRecordTotal } from "../carbon/site-record";
import { desnzFactor } from "../carbon/carbon-factors.service";
import { figuresFor, removeFigures, replaceFigures, type FigureSource } from "../carbon/carbon-figures.service";
import type { Ctx } from "./safety-inspections.service";
import { liveVehicle, recordMileage, type VehicleRow } from "./vehicle-access";

/**
 * Fuel logged for a vehicle with its Scope 1 carbon (issue 33). The factor is the project's one source:
 * the DESNZ factor of the fuel (shared/carbon VEHICLE_FUELS → the loaded conversion factors) in the
 * company's reporting year (decision 0009); the figure goes in the one ledger, carbon_figures, as
 * source kind fleet_fuel (decision 0063), under the named contract or none (the company's), so the
 * contract's carbon totals and carbon_month_totals (kept by trigger) include it in the same transaction.
 */

const source = (id: number): FigureSource => ({ kind: "fleet_fuel", id });
const recorder = alias(users, "recorder");
const live = (vehicleId: number) => and(eq(fleetFuelLogs.vehicleId, vehicleId), isNull(fleetFuelLogs.deletedAt));

const withNames = (db: Db | Tx) =>
  db
    .select({ row: fleetFuelLogs, recorderName: recorder.name, projectName: projects.name })
    .from(fleetFuelLogs)
    .leftJoin(recorder, eq(recorder.id, fleetFuelLogs.recordedBy))
    .leftJoin(projects, eq(projects.id, fleetFuelLogs.projectId));

type Named = { row: typeof fleetFuelLogs.$inferSelect; recorderName: string | null; projectName: string | null };

function present({ row, recorderName, projectName }: Named): FuelLogView {
  return {
    id: row.id,
    day: row.day,
    litres: row.litres,
    fuelType: row.fuelType,
    fuelTypeLabel: fuelTypeLabel(row.fuelType),
    cost: row.cost,
    mileage: row.mileage,
    project: personOf(row.projectId, projectName),
    fuelCard: row.fuelCard,
    notes: row.notes,
    factorKgPerLitre: row.factorKgPerLitre,
    factorSource: row.factorSource,
    kgCo2e: Number(row.carbonKg),
    recordedBy: personOf(row.recordedBy, recorderName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** "DESNZ 2025, Liquid fuels · Diesel (average biofuel blend), litres": where the factor came from, in words. */
export const factorSourceText = (f: ResolvedFactor) => `${f.source}${f.year ? ` ${f.year}` : ""}, ${f.name}, ${f.unit}`;

/** The log's one figure: litres × the fuel's DESNZ per-litre factor. */
export async function fuelFigure(db: Db | Tx, v: Pick<VehicleRow, "vehicleName">, input: Pick<FuelLogInput, "litres" | "fuelType">): Promise<CarbonFigure> {
  const fuel = VEHICLE_FUELS[input.fuelType as VehicleFuel];
  const factor = await desnzFactor(db, fuel.factorId);
  return vehicleFuel(Number(input.litres), factor, `${v.vehicleName}: ${formatQuantity(Number(input.litres), "litres")} of ${fuel.label.toLowerCase()}`);
}

async function liveProject(db: Db | Tx, id: number) {
  const [p] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)));
  return p ?? null;
}

export async function listFuel(db: Db, vehicleId: number, q: PageQuery): Promise<FuelList> {
  const v = await liveVehicle(db, vehicleId);
  const rows = await withNames(db).where(live(v.id)).orderBy(desc(fleetFuelLogs.day), desc(fleetFuelLogs.id)).limit(q.pageSize).offset(pageOffset(q));
  // Summed in SQL on the exact numeric columns: no float ever touches litres or money.
  const [t] = await db
    .select({
      logs: count(),
      litres: sql<string>`coalesce(sum(${fleetFuelLogs.litres}), 0)::numeric(14,2)::text`,
      cost: sql<string>`coalesce(sum(${fleetFuelLogs.cost}), 0)::numeric(15,2)::text`,
      kg: sql<string>`coalesce(sum(${fleetFuelLogs.carbonKg}), 0)::numeric(16,3)::text`,
    })
    .from(fleetFuelLogs)
    .where(live(v.id));
  return {
    ...toPage(rows.map(present), t.logs, q),
    totals: { logs: t.logs, litres: t.litres, cost: t.cost, kgCo2e: Number(t.kg) },
    defaultProject: v.projectId ? await liveProject(db, v.projectId) : null,
  };
}

export async function logFuel(ctx: Ctx, vehicleId: number, input: FuelLogInput): Promise<FuelLogView> {
  const user = requireUser(ctx.request);
  return ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    const project = input.projectId === null ? null : await liveProject(tx, input.projectId);
    if (input.projectId !== null && !project) throw notFound(FUEL_MESSAGES.contractNotFound);
    const figure = await fuelFigure(tx, v, input);
    checkRecordTotal([figure], "litres");
    if (input.mileage !== null) await recordMileage(tx, v.id, { day: input.day, mileage: input.mileage, source: "fuel", by: user.id });
    const [saved] = await tx
      .insert(fleetFuelLogs)
      .values({
        vehicleId: v.id,
        day: input.day,
        litres: input.litres,
        fuelType: input.fuelType,
        cost: input.cost,
        mileage: input.mileage,
        projectId: project?.id ?? null,
        factorKgPerLitre: String(figure.factor.value),
        factorSource: factorSourceText(figure.factor),
        carbonKg: figure.kgCo2e.toFixed(3),
        fuelCard: input.fuelCard,
        notes: input.notes,
        recordedBy: user.id,
      })
      .returning({ id: fleetFuelLogs.id });
    await replaceFigures(tx, source(saved.id), { projectId: project?.id ?? null, date: input.day }, [figure]);
    await audit(tx, ctx.request, {
      entityType: "fleet_fuel",
      entityId: saved.id,
      entityName: v.vehicleName,
      category: "fleet",
      action: "fleet_fuel_created",
      description: `Logged ${formatQuantity(Number(input.litres), "litres")} of ${fuelTypeLabel(input.fuelType).toLowerCase()} for ${v.vehicleName} on ${ukDay(input.day)}${project ? ` (${project.name})` : ""}`,
      metadata: { vehicleId: v.id, projectId: project?.id ?? null, kgCo2e: figure.kgCo2e, factorId: figure.factor.factorId, factorYear: figure.factor.year },
    });
    const [row] = await withNames(tx).where(eq(fleetFuelLogs.id, saved.id));
    return present(row);
  });
}

/** To the recycle bin with its figure (kept in the bin), which leaves the ledger and the totals until a restore. */
export async function removeFuel(ctx: Ctx, vehicleId: number, fuelId: number) {
  requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const v = await liveVehicle(tx, vehicleId);
    const [row] = await tx
      .select()
      .from(fleetFuelLogs)
      .where(and(eq(fleetFuelLogs.id, fuelId), live(v.id)))
      .for("update");
    if (!row) throw notFound(FUEL_MESSAGES.notFound);
    const figures = await figuresFor(tx, source(row.id));
    await removeFigures(tx, source(row.id));
    await softDeleteToBin(tx, ctx.request, {
      table: fleetFuelLogs,
      recordType: "fleet_fuel",
      tableName: "fleet_fuel_logs",
      id: row.id,
      row,
      recordName: `${v.vehicleName}: ${formatQuantity(Number(row.litres), "litres")} of ${fuelTypeLabel(row.fuelType).toLowerCase()} on ${ukDay(row.day)}`,
      binMetadata: { vehicleId: v.id, figures },
      audit: {
        description: `Deleted the fuel log of ${v.vehicleName} on ${ukDay(row.day)} (${formatQuantity(Number(row.litres), "litres")})`,
        entityName: v.vehicleName,
        category: "fleet",
        metadata: { vehicleId: v.id, projectId: row.projectId, kgCo2e: Number(row.carbonKg) },
      },
    });
  });
}

/** The figure as it was (its factor and kg), back in the ledger under the log's contract now. */
const asFigure = (f: FigureView): CarbonFigure => ({
  scope: f.scope as CarbonFigure["scope"],
  category: f.category as CarbonFigure["category"],
  ghgCategory: f.ghgCategory,
  description: f.description,
  activityAmount: f.activityAmount,
  activityUnit: f.activityUnit,
  factor: f.factor,
  kgCo2e: f.kgCo2e,
});

export async function restoreFuel(tx: Tx, bin: RecycleBinRow) {
  const id = Number(bin.recordId);
  // A company-level record's restore is handed no metadata: the figure is read from the bin row itself.
  const meta = (bin.metadata ?? {}) as Record<string, unknown>;
  await restoreSoftDeleted(tx, { table: fleetFuelLogs, id, gone: "This fuel log has been removed for good" });
  const [row] = await tx.select().from(fleetFuelLogs).where(eq(fleetFuelLogs.id, id));
  const figures = Array.isArray(meta.figures) ? (meta.figures as FigureView[]).map(asFigure) : [];
  // A contract deleted since leaves the fuel the company's, as its foreign key's set null would.
  const project = row.projectId ? await liveProject(tx, row.projectId) : null;
  if (figures.length) await replaceFigures(tx, source(id), { projectId: project?.id ?? null, date: row.day }, figures);
}
