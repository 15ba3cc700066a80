import { daysAfter } from "../common/uk-dates";
import { expiryState, type ExpiryState } from "../common/expiry";

/**
 * Tachograph data downloads (the retained-data rules of Regulation (EU) 165/2014 as kept in GB, and
 * DVSA's guidance): an operator downloads each vehicle unit at least every 90 days and each driver's
 * card at least every 28 days. A download is due on the last one's day plus the period; the state is
 * the one expiry rule's, read on that day with a window of a week (a 30-day window would flag a
 * 28-day card every day of its life).
 */

export const TACHO_KINDS = ["vehicle_unit", "driver_card"] as const;
export type TachoKind = (typeof TACHO_KINDS)[number];

export const TACHO_INTERVAL_DAYS: Record<TachoKind, number> = { vehicle_unit: 90, driver_card: 28 };
export const TACHO_KIND_LABELS: Record<TachoKind, string> = { vehicle_unit: "Vehicle unit", driver_card: "Driver card" };

/** Days before the due day a download shows as due soon. */
export const TACHO_DUE_SOON_DAYS = 7;

/** The last day the next download is on time; null when none was ever made (due now). */
export const nextDownloadDue = (kind: TachoKind, lastDay: string | null) => (lastDay ? daysAfter(lastDay, TACHO_INTERVAL_DAYS[kind]) : null);

/** valid, expiring (due within a week), expired (overdue) or none (never downloaded: due now). */
export function downloadState(kind: TachoKind, lastDay: string | null, today: string): ExpiryState {
  return expiryState(nextDownloadDue(kind, lastDay), today, TACHO_DUE_SOON_DAYS);
}
