import type { FastifyRequest } from "fastify";
import { and, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { toPage, type PageQuery } from "@shared/common/paging";
import { ukDay, ukToday } from "@shared/common/uk-dates";
import { personOf } from "@shared/common/wire";
import {
  categoriesFor,
  isCurrent,
  LICENCE_MESSAGES,
  licenceCheckState,
  licenceCovers,
  nextCheckDue,
  riskForPoints,
  type DriverRef,
  type LicenceCheckInput,
  type LicenceCheckView,
  type LicenceFlag,
  type VehicleDriversLicences,
} from "@shared/vehicle-checks/licence-checks";
import { HGV_OVER_KG, type VehicleKind } from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { driverLicenceChecks, fleet, fleetDrivers, users, workers } from "../../db/schema/index";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest } from "../../platform/errors";
import { pageOffset } from "../../platform/register/paged-list";
import { driverById, driversOf } from "./vehicle-drivers.repository";

/**
 * Drivers' licence checks (issue 33): one per check of a driver (a worker or a user), the risk setting
 * the next (shared/vehicle-checks/licence-checks.ts). A driver's latest check is the one that counts:
 * no check, or one whose next check is past, and the vehicles they drive are flagged.
 */

type Ctx = { db: Db; request: FastifyRequest };
type Row = typeof driverLicenceChecks.$inferSelect;
const checker = alias(users, "checker");

const withNames = (db: Db | Tx) =>
  db
    .select({ row: driverLicenceChecks, workerName: workers.fullName, userName: users.name, checkerName: checker.name })
    .from(driverLicenceChecks)
    .leftJoin(workers, eq(workers.id, driverLicenceChecks.workerId))
    .leftJoin(users, eq(users.id, driverLicenceChecks.userId))
    .leftJoin(checker, eq(checker.id, driverLicenceChecks.checkedBy));

type Named = { row: Row; workerName: string | null; userName: string | null; checkerName: string | null };

const driverOfRow = (row: Row, workerName: string | null, userName: string | null): DriverRef =>
  row.workerId !== null
    ? { kind: "worker", id: row.workerId, name: workerName ?? "Deleted worker" }
    : { kind: "user", id: row.userId ?? 0, name: userName ?? "Deleted user" };

function present({ row, workerName, userName, checkerName }: Named, today = ukToday()): LicenceCheckView {
  return {
    id: row.id,
    driver: driverOfRow(row, workerName, userName),
    checkedOn: row.checkedOn,
    method: row.method as LicenceCheckView["method"],
    licenceNumber: row.licenceNumber,
    categories: row.categories,
    points: row.points,
    licenceExpiry: row.licenceExpiry,
    risk: row.risk as LicenceCheckView["risk"],
    nextCheckDue: row.nextCheckDue,
    state: licenceCheckState(row, today),
    notes: row.notes,
    checkedBy: personOf(row.checkedBy, checkerName),
    createdAt: row.createdAt.toISOString(),
  };
}

const ofDriver = (d: { kind: "worker" | "user"; id: number }): SQL =>
  d.kind === "worker" ? eq(driverLicenceChecks.workerId, d.id) : eq(driverLicenceChecks.userId, d.id);

/** One driver's checks, newest first. */
export async function driverChecks(db: Db, q: PageQuery & { workerId?: number | null; userId?: number | null }) {
  const kind = q.workerId ? "worker" : q.userId ? "user" : null;
  if (!kind || (q.workerId && q.userId)) throw badRequest(LICENCE_MESSAGES.oneDriver, "workerId");
  const where = ofDriver({ kind, id: (q.workerId ?? q.userId)! });
  const rows = await withNames(db)
    .where(where)
    .orderBy(desc(driverLicenceChecks.checkedOn), desc(driverLicenceChecks.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ n }] = await db.select({ n: count() }).from(driverLicenceChecks).where(where);
  return toPage(
    rows.map((r) => present(r)),
    n,
    q,
  );
}

export async function recordLicenceCheck(ctx: Ctx, input: LicenceCheckInput): Promise<LicenceCheckView> {
  const user = requireUser(ctx.request);
  if (input.checkedOn > ukToday()) throw badRequest(LICENCE_MESSAGES.checkedOnFuture, "checkedOn");
  const kind = input.workerId ? "worker" : "user";
  const driver = await driverById(ctx.db, kind, (input.workerId ?? input.userId)!);
  if (!driver) throw badRequest(LICENCE_MESSAGES.driver, kind === "worker" ? "workerId" : "userId");
  const risk = input.risk ?? riskForPoints(input.points);
  const due = nextCheckDue(input.checkedOn, risk, input.licenceExpiry);
  return ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(driverLicenceChecks)
      .values({
        workerId: kind === "worker" ? driver.id : null,
        userId: kind === "user" ? driver.id : null,
        checkedOn: input.checkedOn,
        method: input.method,
        licenceNumber: input.licenceNumber,
        categories: input.categories,
        points: input.points,
        licenceExpiry: input.licenceExpiry,
        risk,
        nextCheckDue: due,
        notes: input.notes,
        checkedBy: user.id,
      })
      .returning({ id: driverLicenceChecks.id });
    await audit(tx, ctx.request, {
      entityType: kind,
      entityId: String(driver.id),
      entityName: driver.name,
      category: "fleet",
      metadata: { licenceCheckId: saved.id, risk, nextCheckDue: due },
      action: "driver_licence_checked",
      description: `Licence check of ${driver.name} on ${ukDay(input.checkedOn)}: ${input.categories.join(", ")}, ${input.points} point(s), ${risk} risk; next check by ${ukDay(due)}`,
    });
    const [row] = await withNames(tx).where(eq(driverLicenceChecks.id, saved.id));
    return present(row);
  });
}

/** Each driver's latest check (by check date, then the newest written). */
async function latestChecks(db: Db | Tx, drivers: readonly { kind: "worker" | "user"; id: number }[]) {
  const workerIds = drivers.filter((d) => d.kind === "worker").map((d) => d.id);
  const userIds = drivers.filter((d) => d.kind === "user").map((d) => d.id);
  const latest = new Map<string, Named>();
  if (!workerIds.length && !userIds.length) return latest;
  const rows = await withNames(db)
    .where(
      or(
        workerIds.length ? inArray(driverLicenceChecks.workerId, workerIds) : undefined,
        userIds.length ? and(isNotNull(driverLicenceChecks.userId), inArray(driverLicenceChecks.userId, userIds)) : undefined,
      ),
    )
    .orderBy(desc(driverLicenceChecks.checkedOn), desc(driverLicenceChecks.id));
  for (const r of rows) {
    const key = r.row.workerId !== null ? `worker:${r.row.workerId}` : `user:${r.row.userId}`;
    if (!latest.has(key)) latest.set(key, r);
  }
  return latest;
}

/**
 * The vehicle (found live by the route: the fleet register reads this file for its flags, so it may not
 * import the register back) and its drivers with their latest check, whether it is current, and whether it covers the vehicle. */
export async function vehicleLicences(db: Db, v: VehicleKind & { id: number }): Promise<VehicleDriversLicences> {
  const drivers = await driversOf(db, [v.id]);
  const latest = await latestChecks(db, drivers);
  const today = ukToday();
  return {
    needs: categoriesFor(v) ? [...categoriesFor(v)!] : null,
    drivers: drivers.map((d) => {
      const found = latest.get(`${d.kind}:${d.id}`);
      const view = found ? present(found, today) : null;
      return {
        driver: { kind: d.kind, id: d.id, name: d.name },
        role: d.role,
        latest: view,
        state: view?.state ?? "none",
        covers: view ? licenceCovers(v, view.categories) : null,
      };
    }),
  };
}

/**
 * Of these vehicles, those with a driver (main or secondary) with no licence check or one whose next
 * check is past, and those whose driver's categories do not cover them. For the register's flag.
 */
export async function driversWithoutCurrentCheck(db: Db | Tx, vehicleIds: readonly number[]): Promise<LicenceFlag[]> {
  if (!vehicleIds.length) return [];
  const vehicles = await db
    .select({ id: fleet.id, vehicleType: fleet.vehicleType, grossWeightKg: fleet.grossWeightKg })
    .from(fleet)
    .where(inArray(fleet.id, [...vehicleIds]));
  const drivers = await driversOf(db, vehicleIds);
  const latest = await latestChecks(db, drivers);
  const today = ukToday();
  const flags: LicenceFlag[] = [];
  for (const v of vehicles) {
    const flag: LicenceFlag = { vehicleId: v.id, withoutCurrentCheck: [], notCovered: [] };
    for (const d of drivers.filter((x) => x.vehicleId === v.id)) {
      const check = latest.get(`${d.kind}:${d.id}`)?.row;
      if (!isCurrent(licenceCheckState(check, today))) flag.withoutCurrentCheck.push(d.name);
      else if (licenceCovers(v, check!.categories) === false) flag.notCovered.push(d.name);
    }
    if (flag.withoutCurrentCheck.length || flag.notCovered.length) flags.push(flag);
  }
  return flags.sort((a, b) => a.vehicleId - b.vehicleId);
}

/*
 * The same rule in SQL, over the outer query's `fleet` row, for the register's "needs attention" filter
 * (fleet.repository.ts): the filter must find exactly the vehicles whose row shows a licence flag. Each
 * piece mirrors the code above: the drivers as driversOf reads them, the latest check as latestChecks
 * picks it, current as licenceCheckState, and the categories as categoriesFor.
 */

/** categoriesFor in SQL: whether `categories` (jsonb) cover the vehicle. */
function coversSql(categories: SQL): SQL {
  const any = (cats: readonly string[]) =>
    sql`${categories} ?| array[${sql.join(
      cats.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`;
  const kg = fleet.grossWeightKg;
  return sql`(case
    when ${fleet.vehicleType} = 'trailer' then true
    when ${fleet.vehicleType} = 'motorbike' then ${any(["A", "A2", "A1"])}
    when ${kg} > 7500 then ${any(["C"])}
    when ${kg} > ${HGV_OVER_KG} then ${any(["C1", "C"])}
    when ${fleet.vehicleType} = 'truck' and ${kg} is null then ${any(["C"])}
    when ${fleet.vehicleType} = 'truck' then ${any(["C1", "C"])}
    else ${any(["B"])} end)`;
}

type DriverColumn = typeof driverLicenceChecks.workerId | typeof driverLicenceChecks.userId;

/** Not a driver whose latest check is current and covers the vehicle: no check, a lapsed one, or the wrong categories. */
function flaggedDriverSql(column: DriverColumn, id: SQL, today: string): SQL {
  const c = driverLicenceChecks;
  return sql`not coalesce((select ${c.nextCheckDue} >= ${today} and ${coversSql(sql`${c.categories}`)}
    from ${c} where ${column} = ${id} order by ${c.checkedOn} desc, ${c.id} desc limit 1), false)`;
}

/**
 * Whether the outer `fleet` row has a driver (main or secondary) flagged as licenceFlags shows it. The
 * main driver is the live worker named, else the user named; a secondary row likewise (driversOf).
 */
export function licenceFlaggedSql(today: string): SQL {
  const w = sql`${workers.id}`;
  const liveWorker = (id: SQL) => sql`exists (select 1 from ${workers} where ${workers.id} = ${id} and ${workers.deletedAt} is null)`;
  const mainWorker = sql`${fleet.driverWorkerId}`;
  const mainUser = sql`${fleet.driverUserId}`;
  const d = fleetDrivers;
  return sql`(
    (${liveWorker(mainWorker)} and ${flaggedDriverSql(driverLicenceChecks.workerId, mainWorker, today)})
    or (${mainUser} is not null and not ${liveWorker(mainWorker)} and exists (select 1 from ${users} where ${users.id} = ${mainUser})
        and ${flaggedDriverSql(driverLicenceChecks.userId, mainUser, today)})
    or exists (select 1 from ${d} join ${workers} on ${w} = ${d.workerId} and ${workers.deletedAt} is null
        where ${d.vehicleId} = ${fleet.id} and ${d.workerId} is not null and ${flaggedDriverSql(driverLicenceChecks.workerId, sql`${d.workerId}`, today)})
    or exists (select 1 from ${d} join ${users} on ${users.id} = ${d.userId}
        where ${d.vehicleId} = ${fleet.id} and ${d.userId} is not null and not ${liveWorker(sql`${d.workerId}`)}
        and ${flaggedDriverSql(driverLicenceChecks.userId, sql`${d.userId}`, today)})
  )`;
}
