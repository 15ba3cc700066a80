import { and, asc, eq, isNull } from "drizzle-orm";
import { TRAVEL_METHODS, type TravelMethod } from "@shared/carbon/carbon";
import { commute } from "@shared/rules/carbon";
import { clock, daysBefore, ukInstant, ukMinutes, ukToday } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { carbonFigures, projects, siteAttendance, siteSignInSettings, workers } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { isWeekday } from "../../seed/demo-calendar";
import { desnzFactor } from "../carbon/carbon-factors.service";
import { figureColumns } from "../carbon/carbon-figures.service";
import { gateFacts } from "./site-sign-in.refusals";

/**
 * Two weeks of the gate on the open demo contracts (issue 31): each contract's share of the demo workers
 * whom the gate lets in (the others show on the gate, refused with the reason) sign in on weekdays
 * between 7:00 and 8:00 and out between 16:00 and 17:30, by car, van or on foot; one sign-in is a
 * site manager's override and one an automatic sign-out; today, those whose time has come are
 * signed in and some are still on site. Every time is on or before the seed's `now`.
 */

/** A fixed spread from the worker and the day, so a reseed gives the same demo. */
const spread = (a: number, b: number, range: number) => (((a * 37 + b * 11) % range) + range) % range;

const TRAVEL: { method: TravelMethod; km: number | null }[] = [
  { method: "car_diesel", km: 18 },
  { method: "van", km: 24 },
  { method: "car_petrol", km: 11 },
  { method: "walk_cycle", km: null },
  { method: "bus", km: 7 },
];
const PER_CONTRACT = 12;
/** Working days back to sign in the crews, bounded by each contract's start: the labour cost analysis prices (decision 0081). */
const DAYS = 92;
const AUTO_TIME = "19:00";

export async function seedDemoSignIns(db: Db, staff: DemoStaff[], now: Date) {
  const open = await db
    .select({ id: projects.id, name: projects.name, startDate: projects.startDate })
    .from(projects)
    .where(and(eq(projects.status, "Open"), isNull(projects.deletedAt)))
    .orderBy(asc(projects.id));
  const crew = await db
    .select({
      id: workers.id,
      workerId: workers.workerId,
      firstName: workers.firstName,
      lastName: workers.lastName,
      trade: workers.trade,
      employer: workers.employer,
    })
    .from(workers)
    .where(and(eq(workers.employmentStatus, "active"), isNull(workers.deletedAt)))
    .orderBy(asc(workers.id));
  if (!open.length || !crew.length) return;
  const manager = staff.find((s) => s.role === "Site Manager") ?? staff[0];
  await db.insert(siteSignInSettings).values(
    open.map((p, i) => ({
      projectId: p.id,
      fitQuestions: i === 0 ? [{ question: "Are you fit for work today, and free of anything that would impair you?", passAnswer: "yes" as const }] : [],
      briefing: i === 0 ? "Crane lift on the north side from 10:00 to 12:00: keep clear of the exclusion zone." : null,
      briefingVersion: i === 0 ? 1 : 0,
      briefingUpdatedAt: i === 0 ? now : null,
      autoSignOutTime: AUTO_TIME,
      updatedBy: manager?.id ?? null,
      updatedAt: now,
    })),
  );
  const factors = new Map<string, Awaited<ReturnType<typeof desnzFactor>>>();
  for (const t of TRAVEL) {
    const id = TRAVEL_METHODS[t.method].factorId;
    if (id && !factors.has(id)) factors.set(id, await desnzFactor(db, id));
  }
  const today = ukToday(now);
  const nowMinutes = ukMinutes(now);
  const rows: (typeof siteAttendance.$inferInsert)[] = [];
  const journeys: (ReturnType<typeof commute> | null)[] = [];
  for (const [p, project] of open.entries()) {
    // The crew are those the gate lets in today (the workers' demo inducts each contract's share of them);
    // the few it refuses never signed in here, and show on the gate with the reason.
    const cleared = new Set((await gateFacts(db, project.id, today)).filter((f) => f.refusals.length === 0).map((f) => f.worker.id));
    const team = crew.filter((w, i) => i % open.length === p && cleared.has(w.id)).slice(0, PER_CONTRACT);
    for (let back = DAYS - 1; back >= 0; back--) {
      const date = daysBefore(today, back);
      if (!isWeekday(date) || (project.startDate !== null && date < project.startDate)) continue;
      team.forEach((w, i) => {
        const inAt = 7 * 60 + spread(w.id, back, 60);
        const outAt = 16 * 60 + spread(w.id + 3, back, 90);
        if (back === 0 && inAt > nowMinutes) return;
        // Today, every third worker is still on site whatever the time (until the automatic sign-out).
        const out = back === 0 && (outAt > nowMinutes || i % 3 === 0) ? null : outAt;
        const auto = p === 0 && back === 1 && i === 0;
        const override = p === 0 && back === 2 && i === 1;
        const t = TRAVEL[(w.id + p) % TRAVEL.length];
        const name = `${w.firstName} ${w.lastName}`;
        const company = w.employer ?? "Direct";
        const factorId = TRAVEL_METHODS[t.method].factorId;
        const label = TRAVEL_METHODS[t.method].label.toLowerCase();
        const figure = factorId && t.km ? commute(2 * t.km, factors.get(factorId)!, `${name} (${company}): return journey by ${label}, 2 × ${t.km} km`) : null;
        journeys.push(figure);
        rows.push({
          projectId: project.id,
          workerId: w.id,
          workerName: name,
          workerEmployeeId: w.workerId,
          trade: w.trade,
          company,
          date,
          signInTime: clock(inAt),
          signOutTime: auto ? AUTO_TIME : out === null ? null : clock(out),
          signedInAt: ukInstant(date, inAt),
          signedOutAt: auto ? ukInstant(date, AUTO_TIME) : out === null ? null : ukInstant(date, out),
          signInMethod: i % 5 === 4 ? "self" : "gate",
          signOutMethod: auto ? "auto" : out === null ? null : i % 5 === 4 ? "self" : "gate",
          travelMethod: t.method,
          travelDistance: t.km === null ? null : t.km.toFixed(2),
          travelCarbon: figure ? figure.kgCo2e.toFixed(3) : null,
          overriddenRefusals: override ? ["induction_expired"] : null,
          overrideReason: override ? "Induction refresher booked for Monday; briefed in person at the gate" : null,
          overriddenBy: override ? (manager?.id ?? null) : null,
          createdBy: manager?.id ?? null,
          // Written as it happened: nothing in the demo is stamped after its `now`.
          createdAt: ukInstant(date, inAt),
          updatedAt: ukInstant(date, auto ? AUTO_TIME : (out ?? inAt)),
        });
      });
    }
  }
  if (!rows.length) return;
  const saved = await db
    .insert(siteAttendance)
    .values(rows)
    .returning({ id: siteAttendance.id, projectId: siteAttendance.projectId, date: siteAttendance.date, createdAt: siteAttendance.createdAt });
  const figures = saved.flatMap((s, i) => {
    const f = journeys[i];
    return f ? [{ projectId: s.projectId, date: s.date, sourceKind: "site_attendance", sourceId: s.id, ...figureColumns(f), createdAt: s.createdAt }] : [];
  });
  for (let i = 0; i < figures.length; i += 500) await db.insert(carbonFigures).values(figures.slice(i, i + 500));
}
