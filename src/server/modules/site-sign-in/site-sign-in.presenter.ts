import { eq } from "drizzle-orm";
import { REFUSAL_CODES, refusal, type AttendanceView, type RefusalCode } from "@shared/site-sign-in/site-sign-in";
import type { Db } from "../../db/client";
import { siteAttendanceCorrections, users } from "../../db/schema/index";
import type { AttendanceRow } from "./site-sign-in.repository";

/** Whole minutes between two HH:mm times of the site's day; a sign-out past midnight counts into the next day. */
export function minutesBetween(signIn: string, signOut: string | null): number | null {
  if (!signOut) return null;
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = m(signOut) - m(signIn);
  return d >= 0 ? d : d + 24 * 60;
}

const asRefusals = (codes: string[] | null) => (codes ?? []).filter((c): c is RefusalCode => (REFUSAL_CODES as readonly string[]).includes(c)).map(refusal);

/** One sign-in as the gate answers it; its carbon only for a reader with Carbon Tracking view. */
export async function presentAttendance(db: Db, row: AttendanceRow, seesCarbon: boolean): Promise<AttendanceView> {
  const [overrider] = row.overriddenBy ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.overriddenBy)) : [];
  const corrections = await db
    .select({ c: siteAttendanceCorrections, by: users.name })
    .from(siteAttendanceCorrections)
    .leftJoin(users, eq(users.id, siteAttendanceCorrections.correctedBy))
    .where(eq(siteAttendanceCorrections.attendanceId, row.id))
    .orderBy(siteAttendanceCorrections.id);
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
    minutes: minutesBetween(row.signInTime, row.signOutTime),
    travelMethod: row.travelMethod,
    travelDistance: row.travelDistance === null ? null : Number(row.travelDistance),
    travelDistanceEstimated: row.travelDistanceEstimated,
    ...(seesCarbon ? { travelCarbon: row.travelCarbon === null ? null : Number(row.travelCarbon) } : {}),
    travelOriginPostcode: row.travelOriginPostcode,
    override: row.overrideReason ? { refusals: asRefusals(row.overriddenRefusals), reason: row.overrideReason, by: overrider?.name ?? null } : null,
    corrections: corrections.map(({ c, by }) => ({
      field: c.field as "signInTime" | "signOutTime",
      before: c.before,
      after: c.after,
      note: c.note,
      by,
      at: c.correctedAt.toISOString(),
    })),
  };
}
