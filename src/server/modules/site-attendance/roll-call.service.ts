import type { FastifyRequest } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { ukToday } from "@shared/common/uk-dates";
import { DRILL_MESSAGES, type DrillView, type RollCallPerson, type RollCallView, type TickInput } from "@shared/site-sign-in/roll-call";
import type { Db } from "../../db/client";
import { siteRollCalls, siteRollCallTicks } from "../../db/schema/index";
import { audit, contractRecord } from "../../platform/audit";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { publishSiteChange } from "../../platform/site-changes";
import { getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { NO_EMPLOYER, overrideOf, refusalsOf } from "./attendance.presenter";
import { drillAndLimit, visitorsOnSite, workersOnSite } from "./roll-call.repository";

type Ctx = { db: Db; request: FastifyRequest };

type DrillRows = Awaited<ReturnType<typeof drillAndLimit>>;

function drillOf(rows: DrillRows, onList: Set<string>): DrillView | null {
  const first = rows[0];
  if (!first?.drillId || !first.startedAt) return null;
  return {
    id: first.drillId,
    startedAt: first.startedAt.toISOString(),
    startedBy: first.startedBy,
    // A person who signed out during the roll-call has left the list; their tick stays in the table.
    ticked: rows
      .filter((r) => r.tickKind !== null && r.tickAttendanceId !== null && onList.has(`${r.tickKind}:${r.tickAttendanceId}`))
      .map((r) => ({
        kind: r.tickKind as "worker" | "visitor",
        attendanceId: r.tickAttendanceId as number,
        by: r.tickedBy,
        at: (r.tickedAt as Date).toISOString(),
      })),
  };
}

/** Everyone on the contract's site now, by employer, and the evacuation roll-call in progress: three reads side by side. */
export async function readRollCall(db: Db, project: ProjectRow): Promise<RollCallView> {
  const today = ukToday();
  const [workers, visitors, drillRows] = await Promise.all([
    workersOnSite(db, project.id, today),
    visitorsOnSite(db, project.id, today),
    drillAndLimit(db, project.id),
  ]);
  const people: RollCallPerson[] = [
    ...workers.map(({ row, overriddenBy }) => ({
      kind: "worker" as const,
      attendanceId: row.id,
      name: row.workerName,
      company: row.company,
      trade: row.trade,
      // An earlier day's sign-in still open says so: it is why they are still on the list.
      signInTime: row.date === today ? row.signInTime : `${row.signInTime} on ${row.date}`,
      signInMethod: row.signInMethod,
      recordedOffline: row.recordedOffline,
      override: overrideOf(row, overriddenBy),
      flaggedRefusals: refusalsOf(row.flaggedRefusals),
      reasonForVisit: null,
    })),
    ...visitors.map((v) => ({
      kind: "visitor" as const,
      attendanceId: v.id,
      name: `${v.firstName} ${v.lastName}`,
      company: v.company || null,
      trade: null,
      signInTime: (v.date === today ? v.signInTime : `${v.signInTime ?? ""} on ${v.date}`.trim()) ?? "",
      signInMethod: v.signInMethod,
      recordedOffline: false,
      override: null,
      flaggedRefusals: [],
      reasonForVisit: v.reasonForVisit,
    })),
  ];
  const groups = new Map<string, { company: string; workers: number; visitors: number }>();
  for (const p of people) {
    const company = p.company ?? NO_EMPLOYER;
    const g = groups.get(company) ?? { company, workers: 0, visitors: 0 };
    if (p.kind === "worker") g.workers += 1;
    else g.visitors += 1;
    groups.set(company, g);
  }
  const byEmployer = [...groups.values()].sort((a, b) => b.workers + b.visitors - (a.workers + a.visitors) || a.company.localeCompare(b.company));
  return {
    project: { id: project.id, name: project.name, slug: project.slug },
    date: today,
    onSiteCount: people.length,
    workerCount: workers.length,
    visitorCount: visitors.length,
    headcountLimit: drillRows[0]?.headcountLimit ?? null,
    byEmployer,
    people,
    drill: drillOf(drillRows, new Set(people.map((p) => `${p.kind}:${p.attendanceId}`))),
    asOf: new Date().toISOString(),
  };
}

export async function rollCall(db: Db, slug: string) {
  return readRollCall(db, await getLiveProjectBySlug(db, slug));
}

/** Starts the evacuation roll-call: one at a time per site (the running index makes a second Start a 409, even at the same instant). */
export async function startDrill({ db, request }: Ctx, slug: string): Promise<DrillView> {
  const project = await getLiveProjectBySlug(db, slug);
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(siteRollCalls)
      .values({ projectId: project.id, startedBy: request.user?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: siteRollCalls.id });
    if (!made) throw conflict(DRILL_MESSAGES.alreadyRunning);
    await audit(tx, request, {
      action: "roll_call_started",
      description: `Started an evacuation roll-call at ${project.name}`,
      severity: "warning",
      ...contractRecord("site_roll_call", "workers", made.id, project),
    });
  });
  publishSiteChange(project.id);
  return (await readRollCall(db, project)).drill as DrillView;
}

/** The drill of this contract, or 404; an ended one is a 409 (nothing more may be ticked on it). */
async function runningDrill(db: Db, project: ProjectRow, drillId: number) {
  const [drill] = await db
    .select()
    .from(siteRollCalls)
    .where(and(eq(siteRollCalls.id, drillId), eq(siteRollCalls.projectId, project.id)));
  if (!drill) throw notFound(DRILL_MESSAGES.notFound);
  if (drill.endedAt) throw conflict(DRILL_MESSAGES.ended);
  return drill;
}

/** Ticks a person off (or back on): only someone on the roll-call now. Ticking twice is one tick. */
export async function tick({ db, request }: Ctx, slug: string, drillId: number, input: TickInput): Promise<DrillView> {
  const project = await getLiveProjectBySlug(db, slug);
  await runningDrill(db, project, drillId);
  const view = await readRollCall(db, project);
  if (!view.people.some((p) => p.kind === input.kind && p.attendanceId === input.attendanceId)) {
    throw badRequest(DRILL_MESSAGES.personNotOnSite, "attendanceId");
  }
  const t = siteRollCallTicks;
  if (input.ticked) {
    await db
      .insert(t)
      .values({ rollCallId: drillId, kind: input.kind, attendanceId: input.attendanceId, tickedBy: request.user?.id ?? null })
      .onConflictDoNothing();
  } else {
    await db.delete(t).where(and(eq(t.rollCallId, drillId), eq(t.kind, input.kind), eq(t.attendanceId, input.attendanceId)));
  }
  publishSiteChange(project.id);
  return (await readRollCall(db, project)).drill as DrillView;
}

export async function endDrill({ db, request }: Ctx, slug: string, drillId: number): Promise<void> {
  const project = await getLiveProjectBySlug(db, slug);
  await runningDrill(db, project, drillId);
  const view = await readRollCall(db, project);
  const accounted = view.drill?.ticked.length ?? 0;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(siteRollCalls)
      .set({ endedAt: new Date(), endedBy: request.user?.id ?? null })
      .where(and(eq(siteRollCalls.id, drillId), isNull(siteRollCalls.endedAt)))
      .returning({ id: siteRollCalls.id });
    if (!ended) throw conflict(DRILL_MESSAGES.ended);
    await audit(tx, request, {
      action: "roll_call_ended",
      description: `Ended the evacuation roll-call at ${project.name}: ${accounted} of ${view.onSiteCount} accounted for`,
      ...contractRecord("site_roll_call", "workers", drillId, project, { accounted, onSite: view.onSiteCount }),
    });
  });
  publishSiteChange(project.id);
}
