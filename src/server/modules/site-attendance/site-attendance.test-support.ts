import { ukInstant, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { siteAttendance, visitorAttendance } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { workerBody, workforceSessions } from "../workers/workers.test-support";

/** Helpers of the roll-call and day's record tests: sign-ins written straight to the table, as the gate would leave them. */

export async function signIn(
  db: Db,
  at: { projectId: number; workerId: number },
  over: Partial<typeof siteAttendance.$inferInsert> = {},
): Promise<typeof siteAttendance.$inferSelect> {
  const date = over.date ?? ukToday();
  const signInTime = over.signInTime ?? "07:30";
  const [row] = await db
    .insert(siteAttendance)
    .values({
      projectId: at.projectId,
      workerId: at.workerId,
      workerName: "Callum Sutcliffe",
      trade: "Groundworker",
      company: "Aire Valley Groundworks Ltd",
      date,
      signInTime,
      signedInAt: ukInstant(date, signInTime),
      travelMethod: "car_diesel",
      travelDistance: "20.00",
      travelCarbon: "6.800",
      ...over,
    })
    .returning();
  return row;
}

export async function visitorOnSite(db: Db, projectId: number, over: Partial<typeof visitorAttendance.$inferInsert> = {}) {
  const [row] = await db
    .insert(visitorAttendance)
    .values({
      projectId,
      firstName: "Priya",
      lastName: "Shah",
      company: "Arup",
      reasonForVisit: "Slab inspection",
      date: ukToday(),
      signInTime: "08:10",
      ...over,
    })
    .returning();
  return row;
}

/** A test app, the workforce sessions, a contract and two workers (the supervisor made them). */
export async function rollCallFixture() {
  const t: TestApp = await createTestApp();
  const sessions = await workforceSessions(t);
  const project = await buildProject(t.db, { name: "Kirkstall Road Apartments" });
  const worker = async (over: Record<string, unknown>) => {
    const res = await call(t.app, sessions.supervisor, { method: "POST", url: "/api/workers", payload: workerBody(over) });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().id as number;
  };
  const workerIds = [await worker({}), await worker({ firstName: "Dana", lastName: "Okafor", employer: "Leeds Steel Erectors" })];
  return { t, ...sessions, project, workerIds };
}
