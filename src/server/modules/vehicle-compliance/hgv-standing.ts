import { EXPIRY_STATES, type ExpiryState } from "@shared/common/expiry";
import { forwardPlan, inspectionState, isoWeekOf, nextDueWeek, weekMonday, weekSunday } from "@shared/rules/hgv-inspections";
import { downloadState, nextDownloadDue, type TachoKind } from "@shared/rules/tachograph";
import type { InspectionStanding } from "@shared/vehicle-compliance/safety-inspections";
import type { TachoDue } from "@shared/vehicle-compliance/tachograph";
import type { VehicleRow } from "./vehicle-access";

/** Where a vehicle stands for its safety inspections and downloads, from its row (rules/hgv-inspections.ts, rules/tachograph.ts). */

export function inspectionStandingOf(
  v: Pick<VehicleRow, "safetyInspectionIntervalWeeks" | "lastSafetyInspectionDate">,
  today: string,
  weeks?: number,
): InspectionStanding {
  const interval = v.safetyInspectionIntervalWeeks;
  const last = v.lastSafetyInspectionDate;
  const base = { intervalWeeks: interval, lastDay: last, lastWeek: last ? isoWeekOf(last) : null };
  if (!interval) return { ...base, nextWeek: null, state: "none", plan: [] };
  const next = nextDueWeek(last, interval, today);
  const plan = forwardPlan(last, interval, today, weeks).map((week) => ({ week, monday: weekMonday(week), sunday: weekSunday(week) }));
  return { ...base, nextWeek: next, state: inspectionState(next, today), plan };
}

export type Driver = { kind: "worker" | "user"; id: number; name: string };

export const tachoDueOf = (kind: TachoKind, driver: Driver | null, lastDay: string | null, today: string): TachoDue => ({
  kind,
  driver,
  lastDay,
  dueDay: nextDownloadDue(kind, lastDay),
  state: downloadState(kind, lastDay, today),
});

export const emptyCounts = () => Object.fromEntries(EXPIRY_STATES.map((s) => [s, 0])) as Record<ExpiryState, number>;
