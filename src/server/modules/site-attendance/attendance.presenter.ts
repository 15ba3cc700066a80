import { REFUSAL_CODES, refusal, type AttendanceView, type Refusal } from "@shared/site-sign-in/site-sign-in";
import type { siteAttendance, siteAttendanceCorrections } from "../../db/schema/index";

export type AttendanceRow = typeof siteAttendance.$inferSelect;
export type CorrectionRow = typeof siteAttendanceCorrections.$inferSelect & { byName: string | null };

/** The group of a sign-in or visit with no employer or company on record (the roll-call, the PDF, the diary). */
export const NO_EMPLOYER = "No employer recorded";

const known = new Set<string>(REFUSAL_CODES);
/** Stored refusal codes as the screens read them, with today's words (a code no longer known is left out). */
export const refusalsOf = (codes: string[] | null | undefined): Refusal[] =>
  (codes ?? []).filter((c) => known.has(c)).map((c) => refusal(c as (typeof REFUSAL_CODES)[number]));

/** Whole minutes between the two moments; null while on site. */
export const minutesOnSite = (row: Pick<AttendanceRow, "signedInAt" | "signedOutAt">) =>
  row.signedOutAt ? Math.max(0, Math.round((row.signedOutAt.getTime() - row.signedInAt.getTime()) / 60_000)) : null;

export const overrideOf = (row: Pick<AttendanceRow, "overriddenRefusals" | "overrideReason">, by: string | null) =>
  row.overrideReason ? { refusals: refusalsOf(row.overriddenRefusals), reason: row.overrideReason, by } : null;

/**
 * One sign-in as the day's record shows it. `carbon` false leaves the travel carbon out: this is a
 * Workforce route, which the Contracts hook (platform/carbon-access.ts) does not cover (decision 0015).
 */
export function presentAttendance(row: AttendanceRow, opts: { overriddenBy: string | null; corrections: CorrectionRow[]; carbon: boolean }): AttendanceView {
  return {
    id: row.id,
    projectId: row.projectId,
    workerId: row.workerId,
    workerName: row.workerName,
    workerEmployeeId: row.workerEmployeeId,
    trade: row.trade,
    company: row.company,
    date: row.date,
    signInTime: row.signInTime,
    signOutTime: row.signOutTime,
    signedInAt: row.signedInAt.toISOString(),
    signedOutAt: row.signedOutAt?.toISOString() ?? null,
    signInMethod: row.signInMethod as AttendanceView["signInMethod"],
    signOutMethod: row.signOutMethod as AttendanceView["signOutMethod"],
    recordedOffline: row.recordedOffline,
    minutes: minutesOnSite(row),
    travelMethod: row.travelMethod,
    travelDistance: row.travelDistance === null ? null : Number(row.travelDistance),
    travelDistanceEstimated: row.travelDistanceEstimated,
    ...(opts.carbon ? { travelCarbon: row.travelCarbon === null ? null : Number(row.travelCarbon) } : {}),
    travelOriginPostcode: row.travelOriginPostcode,
    override: overrideOf(row, opts.overriddenBy),
    corrections: opts.corrections.map((c) => ({
      field: c.field as "signInTime" | "signOutTime",
      before: c.before,
      after: c.after,
      note: c.note,
      by: c.byName,
      at: c.correctedAt.toISOString(),
    })),
  };
}
