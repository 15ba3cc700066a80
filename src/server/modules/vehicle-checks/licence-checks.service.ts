import type { FastifyRequest } from "fastify";
import { and, count, desc, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
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
import type { VehicleKind } from "@shared/vehicle-checks/walkaround";
import type { Db, Tx } from "../../db/client";
import { driverLicenceChecks, fleet, users, workers } from "../../db/schema/index";
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
