import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PageQuery } from "@shared/common/paging";
import { expiresSoonUntil } from "@shared/common/expiry";
import { DRIVER_KEY, type FleetFilters } from "@shared/fleet/fleet-register";
import { SERVICE_SOON_MILES } from "@shared/rules/vehicle-due";
import type { Db, Tx } from "../../db/client";
import { fleet, fleetDrivers, fleetHistory, fleetMileageReadings, fleetServices, users, workers } from "../../db/schema/index";
import { countUpTo } from "../../platform/capped-count";
import { cappedTotal, pageIds, searchFilter } from "../../platform/register/paged-list";
import { countRows, newestFirst } from "../../platform/register/record-history";
import { liveContract, liveContracts, updateRecord, userName } from "../../platform/register/record-rows";
import type { VehicleRow } from "./fleet-record";
import { extraFlagsSql } from "./fleet-extra-flags";

/*
 * The register's queries (issue 33). The list is one paged query over `fleet` alone for the page's ids
 * (an index walk in name order: fleet_name_idx and its status and type twins), then the page's rows
 * joined to their driver: the cost of a page does not grow with the fleet.
 */

type Exec = Db | Tx;
export type NewVehicle = typeof fleet.$inferInsert;

const live = isNull(fleet.deletedAt);

/**
 * "Needs attention" in SQL, the same rule as rules/vehicle-due.ts vehicleFlags: off the road, or (while
 * in the fleet) anything dated due within the warning window or past it, or the service due by its
 * date, its months since the last one, or within SERVICE_SOON_MILES of its mileage, or another part's
 * flag (fleet-extra-flags.ts: a driver's licence check, an HGV's inspection or download). The extra
 * conditions come last: PostgreSQL stops at the first true one, and theirs are subqueries.
 */
export function needsAttentionSql(today: string): SQL {
  const soon = expiresSoonUntil(today);
  const dated = [fleet.motExpiry, fleet.roadTaxExpiry, fleet.insuranceExpiry, fleet.fuelCardExpiry, fleet.financeEndDate, fleet.nextServiceDate].map(
    (c) => sql`${c} <= ${soon}`,
  );
  const byMonths = sql`to_char(${fleet.lastServiceDate}::date + make_interval(months => ${fleet.serviceIntervalMonths}), 'YYYY-MM-DD') <= ${soon}`;
  const byMiles = sql`${fleet.currentMileage} >= ${fleet.lastServiceMileage} + ${fleet.serviceIntervalMiles} - ${SERVICE_SOON_MILES}`;
  const due = or(...dated, byMonths, byMiles, ...extraFlagsSql(today))!;
  return sql`(${fleet.offRoad} or ${fleet.status} = 'off_road' or (${fleet.status} not in ('sold', 'disposed') and ${due}))`;
}

/** The driver or one of the secondary drivers: "worker:12", "user:3". */
function driverWhere(key: string): SQL {
  const [, kind, raw] = DRIVER_KEY.exec(key)!;
  const id = Number(raw);
  const own = kind === "worker" ? eq(fleet.driverWorkerId, id) : eq(fleet.driverUserId, id);
  const secondary = kind === "worker" ? eq(fleetDrivers.workerId, id) : eq(fleetDrivers.userId, id);
  return or(own, sql`exists (select 1 from ${fleetDrivers} where ${fleetDrivers.vehicleId} = ${fleet.id} and ${secondary})`)!;
}

/** The register's filters as one WHERE: live vehicles only, every filter ANDed. */
export function fleetWhere(f: FleetFilters, today: string): SQL {
  // A plate typed with its space ("AB12 CDE") finds the stored "AB12CDE": such a search is tried both ways.
  const spaced = !!f.q && /\s/.test(f.q);
  const search = spaced
    ? or(searchFilter(fleet.searchText, f.q), searchFilter(fleet.searchText, f.q!.replace(/\s+/g, "")))
    : searchFilter(fleet.searchText, f.q);
  const conds: (SQL | undefined)[] = [live, search];
  if (f.type) conds.push(eq(fleet.vehicleType, f.type));
  if (f.status) conds.push(eq(fleet.status, f.status));
  if (f.attention) conds.push(needsAttentionSql(today));
  if (f.driver) conds.push(driverWhere(f.driver));
  return and(...conds)!;
}

/** By name (any case), the id last so pages never overlap: the order of fleet_name_idx. */
const fleetOrder = (): SQL[] => [asc(sql`lower(${fleet.vehicleName})`), asc(fleet.id)];

export type ListedVehicle = { vehicle: VehicleRow; workerName: string | null; userName: string | null };

const listedSelect = {
  vehicle: fleet,
  workerName: sql<string | null>`${workers.firstName} || ' ' || ${workers.lastName}`,
  userName: users.name,
};

/** The rows of `where` (a page of ids, or one vehicle), joined to the driver's name. */
async function joined(db: Exec, from: { where: SQL; page?: PageQuery }): Promise<ListedVehicle[]> {
  if (from.page) {
    const page = pageIds(db as Db, fleet, from.where, fleetOrder(), from.page);
    return db
      .select(listedSelect)
      .from(page)
      .innerJoin(fleet, eq(fleet.id, page.pageId))
      .leftJoin(workers, eq(workers.id, fleet.driverWorkerId))
      .leftJoin(users, eq(users.id, fleet.driverUserId))
      .orderBy(...fleetOrder());
  }
  return db
    .select(listedSelect)
    .from(fleet)
    .leftJoin(workers, eq(workers.id, fleet.driverWorkerId))
    .leftJoin(users, eq(users.id, fleet.driverUserId))
    .where(from.where);
}

export async function listFleet(db: Db, f: FleetFilters & PageQuery, today: string) {
  const where = fleetWhere(f, today);
  const rows = await joined(db, { where, page: f });
  return { rows, total: await cappedTotal(db, fleet, where, rows, f) };
}

export const pageOfFleet = (db: Db, f: FleetFilters, today: string, limit: number, offset: number) =>
  joined(db, { where: fleetWhere(f, today), page: { pageSize: limit, page: offset / limit + 1 } });

export const countFleetUpTo = (db: Db, f: FleetFilters, today: string, cap: number) =>
  countUpTo(db, fleet, fleetWhere(f, today), cap).then((n) => (n.capped ? cap + 1 : n.total));

export async function listedVehicle(db: Exec, id: number): Promise<ListedVehicle | undefined> {
  const [row] = await joined(db, { where: and(eq(fleet.id, id), live)! });
  return row;
}

export const insertVehicle = async (tx: Exec, values: NewVehicle): Promise<VehicleRow> => (await tx.insert(fleet).values(values).returning())[0];

export const updateVehicle = (tx: Exec, id: number, values: Partial<NewVehicle>) => updateRecord(tx, fleet, id, values);

/** The live vehicle holding a plate, other than `except`. */
export async function plateHolder(db: Exec, plate: string, except?: number) {
  const [row] = await db
    .select({ id: fleet.id, vehicleName: fleet.vehicleName })
    .from(fleet)
    .where(and(live, eq(fleet.licensePlate, plate), except ? sql`${fleet.id} <> ${except}` : undefined));
  return row;
}

export { liveContract, userName };
export const contracts = liveContracts;

// Drivers ----------------------------------------------------------------------------------------

export type DriverRow = { id: number; workerId: number | null; userId: number | null; name: string | null };

export function secondaryDriversOf(db: Exec, vehicleId: number): Promise<DriverRow[]> {
  return db
    .select({
      id: fleetDrivers.id,
      workerId: fleetDrivers.workerId,
      userId: fleetDrivers.userId,
      name: sql<string | null>`coalesce(${workers.firstName} || ' ' || ${workers.lastName}, ${users.name})`,
    })
    .from(fleetDrivers)
    .leftJoin(workers, eq(workers.id, fleetDrivers.workerId))
    .leftJoin(users, eq(users.id, fleetDrivers.userId))
    .where(eq(fleetDrivers.vehicleId, vehicleId))
    .orderBy(asc(fleetDrivers.id));
}

/** A live worker's or an active user's name, or undefined. */
export async function personName(db: Exec, who: { workerId?: number | null; userId?: number | null }): Promise<string | undefined> {
  if (who.workerId) {
    const [w] = await db
      .select({ first: workers.firstName, last: workers.lastName })
      .from(workers)
      .where(and(eq(workers.id, who.workerId), isNull(workers.deletedAt)));
    return w ? `${w.first} ${w.last}` : undefined;
  }
  if (who.userId) {
    const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, who.userId));
    return u?.name;
  }
  return undefined;
}

/** Workers and users whose names match, up to 20 of each kind between them, for the pickers. */
export async function driverOptions(db: Db, q: string | undefined) {
  const like = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : "%";
  const [ws, us] = await Promise.all([
    db
      .select({ id: workers.id, first: workers.firstName, last: workers.lastName, trade: workers.trade, workerId: workers.workerId })
      .from(workers)
      .where(and(isNull(workers.deletedAt), sql`lower(${workers.firstName} || ' ' || ${workers.lastName}) like ${like}`))
      .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
      .limit(12),
    db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.status, "active"), sql`lower(${users.name}) like ${like}`))
      .orderBy(asc(users.name), asc(users.id))
      .limit(8),
  ]);
  return [
    ...ws.map((w) => ({ kind: "worker" as const, id: w.id, name: `${w.first} ${w.last}`, detail: [w.workerId, w.trade].filter(Boolean).join(" · ") || null })),
    ...us.map((u) => ({ kind: "user" as const, id: u.id, name: u.name, detail: u.role })),
  ];
}

export const insertDriver = (tx: Exec, values: typeof fleetDrivers.$inferInsert) => tx.insert(fleetDrivers).values(values);
export const removeDrivers = (tx: Exec, ids: number[]) => tx.delete(fleetDrivers).where(inArray(fleetDrivers.id, ids));

// History, mileage, services ---------------------------------------------------------------------

export function historyOf(db: Exec, vehicleId: number, limit: number, offset = 0) {
  return db
    .select({ line: fleetHistory, changedByName: users.name })
    .from(fleetHistory)
    .leftJoin(users, eq(users.id, fleetHistory.changedBy))
    .where(eq(fleetHistory.vehicleId, vehicleId))
    .orderBy(...newestFirst(fleetHistory))
    .limit(limit)
    .offset(offset);
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

export const countHistory = (db: Exec, vehicleId: number) => countRows(db, fleetHistory, eq(fleetHistory.vehicleId, vehicleId));

export function readingsOf(db: Exec, vehicleId: number, limit = 100) {
  return db
    .select({ reading: fleetMileageReadings, recordedByName: users.name })
    .from(fleetMileageReadings)
    .leftJoin(users, eq(users.id, fleetMileageReadings.recordedBy))
    .where(eq(fleetMileageReadings.vehicleId, vehicleId))
    .orderBy(desc(fleetMileageReadings.day), desc(fleetMileageReadings.mileage), desc(fleetMileageReadings.id))
    .limit(limit);
}
export type ReadingRow = Awaited<ReturnType<typeof readingsOf>>[number];

/** The last reading on or before `day` (the highest that day), and the first after it (the lowest). */
export async function readingsAround(db: Exec, vehicleId: number, day: string) {
  const [before] = await db
    .select({ day: fleetMileageReadings.day, mileage: fleetMileageReadings.mileage })
    .from(fleetMileageReadings)
    .where(and(eq(fleetMileageReadings.vehicleId, vehicleId), sql`${fleetMileageReadings.day} <= ${day}`))
    .orderBy(desc(fleetMileageReadings.day), desc(fleetMileageReadings.mileage))
    .limit(1);
  const [after] = await db
    .select({ day: fleetMileageReadings.day, mileage: fleetMileageReadings.mileage })
    .from(fleetMileageReadings)
    .where(and(eq(fleetMileageReadings.vehicleId, vehicleId), sql`${fleetMileageReadings.day} > ${day}`))
    .orderBy(asc(fleetMileageReadings.mileage), asc(fleetMileageReadings.day))
    .limit(1);
  return { before, after };
}

export const insertReading = async (tx: Exec, values: typeof fleetMileageReadings.$inferInsert) =>
  (await tx.insert(fleetMileageReadings).values(values).returning())[0];

export function servicesOf(db: Exec, vehicleId: number) {
  return db
    .select({ service: fleetServices, recordedByName: users.name })
    .from(fleetServices)
    .leftJoin(users, eq(users.id, fleetServices.recordedBy))
    .where(eq(fleetServices.vehicleId, vehicleId))
    .orderBy(desc(fleetServices.day), desc(fleetServices.id))
    .limit(200);
}
export type ServiceRow = Awaited<ReturnType<typeof servicesOf>>[number];

export const insertService = async (tx: Exec, values: typeof fleetServices.$inferInsert) => (await tx.insert(fleetServices).values(values).returning())[0];

export async function findService(db: Exec, vehicleId: number, serviceId: number) {
  const [row] = await db
    .select()
    .from(fleetServices)
    .where(and(eq(fleetServices.vehicleId, vehicleId), eq(fleetServices.id, serviceId)));
  return row;
}

export const deleteService = (tx: Exec, id: number) => tx.delete(fleetServices).where(eq(fleetServices.id, id));
