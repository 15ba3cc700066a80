import type { FastifyRequest } from "fastify";
import { toPage, type PageQuery } from "@shared/common/paging";
import { ukInstant, ukTime, ukToday } from "@shared/common/uk-dates";
import { SIGN_IN_MESSAGES, SIGN_OUT_METHOD_LABELS, type CorrectionInput } from "@shared/site-sign-in/site-sign-in";
import type { Db } from "../../db/client";
import { siteAttendance, siteAttendanceCorrections } from "../../db/schema/index";
import { audit, contractRecord } from "../../platform/audit";
import { seesCarbon } from "../../platform/carbon-access";
import { badRequest, notFound } from "../../platform/errors";
import { publishSiteChange } from "../../platform/site-changes";
import { getLiveProjectById, getLiveProjectBySlug } from "../projects/project-lookup";
import { presentAttendance } from "./attendance.presenter";
import { correctionsOf, dayOfSignIns, employersOfDay, employersOnDates, lockSignIn, signInById, workersOfDay } from "./attendance.repository";
import { eq } from "drizzle-orm";

export type Ctx = { db: Db; request: FastifyRequest };

export const CORRECTION_MESSAGES = {
  nothing: "Give the corrected sign-in or sign-out time",
  unchanged: "The times are already these: nothing to correct",
  outInFuture: "A sign-out time cannot be later than now",
} as const;

/** The day's record (today when no date): hours from the moments, travel carbon only for a Carbon Tracking reader. */
export async function dayRecord({ db, request }: Ctx, slug: string, q: PageQuery & { date?: string }) {
  const project = await getLiveProjectBySlug(db, slug);
  const date = q.date ?? ukToday();
  const [day, byEmployer, carbon] = await Promise.all([
    dayOfSignIns(db, project.id, date, q.pageSize, (q.page - 1) * q.pageSize),
    employersOfDay(db, project.id, date),
    seesCarbon(db, request),
  ]);
  const corrections = await correctionsOf(
    db,
    day.rows.map((r) => r.row.id),
  );
  const items = day.rows.map(({ row, overriddenBy }) => presentAttendance(row, { overriddenBy, corrections: corrections.get(row.id) ?? [], carbon }));
  return {
    ...toPage(items, day.total, q),
    date,
    onSiteCount: day.onSite,
    hours: Math.round((day.minutes / 60) * 100) / 100,
    ...(carbon ? { travelCarbon: Math.round(day.travelCarbon * 1000) / 1000 } : {}),
    byEmployer,
  };
}

async function view(db: Db, request: FastifyRequest, id: number) {
  const found = await signInById(db, id);
  if (!found) throw notFound(SIGN_IN_MESSAGES.attendanceNotFound);
  const [corrections, carbon] = await Promise.all([correctionsOf(db, [id]), seesCarbon(db, request)]);
  return {
    project: found.row.projectId,
    view: presentAttendance(found.row, { overriddenBy: found.overriddenBy, corrections: corrections.get(id) ?? [], carbon }),
  };
}

/** One sign-in as every answer shows it (the gate's sign-in and sign-out answer it too): the one presenter. */
export const attendanceView = async (db: Db, request: FastifyRequest, id: number) => (await view(db, request, id)).view;
export { minutesOnSite } from "./attendance.presenter";

/** One sign-in with its corrections; one on a deleted contract is not found. */
export async function getAttendance({ db, request }: Ctx, id: number) {
  const { project, view: v } = await view(db, request, id);
  await getLiveProjectById(db, project);
  return v;
}

/**
 * A site manager's correction of a time, with a note. The record keeps the new time (and its moment,
 * so hours follow); each changed field leaves a correction row with what it was. A corrected sign-out
 * is marked `corrected` (so an automatic one no longer reads as automatic), and giving an open
 * sign-in a sign-out time signs the person out: they leave the fire list.
 */
export async function correctAttendance({ db, request }: Ctx, id: number, input: CorrectionInput) {
  if (input.signInTime === null && input.signOutTime === null) throw badRequest(CORRECTION_MESSAGES.nothing, "signOutTime");
  const found = await signInById(db, id);
  if (!found) throw notFound(SIGN_IN_MESSAGES.attendanceNotFound);
  const project = await getLiveProjectById(db, found.row.projectId);
  const userId = request.user?.id ?? null;

  await db.transaction(async (tx) => {
    const row = await lockSignIn(tx, id);
    if (!row) throw notFound(SIGN_IN_MESSAGES.attendanceNotFound);
    const signIn = input.signInTime ?? row.signInTime;
    const signOut = input.signOutTime ?? row.signOutTime;
    if (signOut !== null && signOut < signIn) throw badRequest(SIGN_IN_MESSAGES.signOutBeforeSignIn, "signOutTime");
    if (input.signOutTime !== null && row.date === ukToday() && input.signOutTime > ukTime()) throw badRequest(CORRECTION_MESSAGES.outInFuture, "signOutTime");
    const changed = [
      ...(input.signInTime !== null && input.signInTime !== row.signInTime ? [{ field: "signInTime", before: row.signInTime, after: input.signInTime }] : []),
      ...(input.signOutTime !== null && input.signOutTime !== row.signOutTime
        ? [{ field: "signOutTime", before: row.signOutTime, after: input.signOutTime }]
        : []),
    ];
    if (changed.length === 0) throw badRequest(CORRECTION_MESSAGES.unchanged, input.signOutTime !== null ? "signOutTime" : "signInTime");

    const outChanged = changed.some((c) => c.field === "signOutTime");
    await tx
      .update(siteAttendance)
      .set({
        signInTime: signIn,
        signedInAt: ukInstant(row.date, signIn),
        ...(outChanged && signOut !== null ? { signOutTime: signOut, signedOutAt: ukInstant(row.date, signOut), signOutMethod: "corrected" } : {}),
        updatedBy: userId,
        updatedAt: new Date(),
      })
      .where(eq(siteAttendance.id, id));
    await tx.insert(siteAttendanceCorrections).values(changed.map((c) => ({ attendanceId: id, ...c, note: input.note, correctedBy: userId })));
    const was = row.signOutMethod ? ` (was ${SIGN_OUT_METHOD_LABELS[row.signOutMethod as keyof typeof SIGN_OUT_METHOD_LABELS].toLowerCase()})` : "";
    await audit(tx, request, {
      action: "site_attendance_corrected",
      description: `Corrected the sign-in of ${row.workerName} at ${project.name} on ${row.date}: ${changed
        .map((c) => `${c.field === "signInTime" ? "in" : "out"} ${c.before ?? "none"} → ${c.after}`)
        .join(", ")}${outChanged ? was : ""}. ${input.note}`,
      ...contractRecord("site_attendance", "workers", id, project, { workerId: row.workerId, date: row.date, changes: changed, note: input.note }),
    });
  });
  publishSiteChange(project.id);
  return (await view(db, request, id)).view;
}

/** Headcount and hours per employer on each of a contract's days: the diary's labour where a company typed none (decision 0071). */
export const signedInCompanies = employersOnDates;

/**
 * Everyone signed in on a contract on the site's day (UK, today unless told), each once, and whether
 * still on site: who a message to "everyone on site today" reaches (SMS, issue 33).
 */
export async function signedInOnDay(db: Db, projectId: number, date = ukToday()) {
  return { date, workers: await workersOfDay(db, projectId, date) };
}
