import { expiryState, type ExpiryState } from "../common/expiry";
import { formatCount } from "../common/numbers";
import { monthsAfter, ukDay } from "../common/uk-dates";
import { nextDue, type Due, type MeterReading } from "./asset-due";

/**
 * What is due on a vehicle (issue 33): MOT, road tax, insurance, the fuel card and the end of its
 * finance by the one expiry rule (common/expiry.ts), and its service by date or by miles, whichever
 * comes first (asset-due.ts nextDue, the rule plant is serviced by). A service is due by date at the
 * next service date typed or worked out from the last one and the interval in months; by miles at the
 * last service's mileage plus the interval, and "due soon" once the odometer is within
 * SERVICE_SOON_MILES of it (a van doing 25,000 miles a year covers 1,000 in about two weeks, so the
 * margin and the 30 days of a date say about the same). A vehicle sold or disposed of has nothing due.
 */

export const SERVICE_SOON_MILES = 1000;

/** The fields of a vehicle the rule reads (the fleet row, or its answer). */
export type VehicleDueFields = {
  status?: string | null;
  motExpiry: string | null;
  roadTaxExpiry: string | null;
  insuranceExpiry: string | null;
  fuelCardExpiry: string | null;
  financeEndDate: string | null;
  nextServiceDate: string | null;
  lastServiceDate: string | null;
  serviceIntervalMonths: number | null;
  lastServiceMileage: number | null;
  serviceIntervalMiles: number | null;
  currentMileage: number | null;
  mileageRecordedOn: string | null;
};

/** Before any service on record, a service by miles counts from the first reading on any day. */
const BEFORE_ANY = "0001-01-01";

/**
 * When the service is due: the earlier of the date (next service date, or the last service plus its
 * months) and the miles (the last service's mileage plus the interval, judged against the readings:
 * reached is overdue, within SERVICE_SOON_MILES is due soon). `readings` default to the odometer now.
 */
export function serviceDue(v: VehicleDueFields, today: string, readings?: readonly MeterReading[]): Due {
  const byMonths = v.lastServiceDate && v.serviceIntervalMonths ? monthsAfter(v.lastServiceDate, v.serviceIntervalMonths) : null;
  const nextDay = [v.nextServiceDate, byMonths].filter((d): d is string => !!d).sort()[0] ?? null;
  const miles = readings ?? (v.currentMileage !== null ? [{ day: v.mileageRecordedOn ?? today, value: v.currentMileage }] : []);
  const lastDone = v.lastServiceDate || v.lastServiceMileage !== null ? { day: v.lastServiceDate ?? BEFORE_ANY, miles: v.lastServiceMileage } : null;
  return nextDue(
    { schedule: { everyMiles: v.serviceIntervalMiles }, lastDone, nextDay, readings: { miles }, soonWithin: { miles: SERVICE_SOON_MILES } },
    today,
  );
}

export type VehicleFlagState = Extract<ExpiryState, "expiring" | "expired">;

/**
 * One thing due or overdue on a vehicle, in words: `key` names it (mot, tax, insurance, fuel_card,
 * finance, service; other parts of the fleet add their own, e.g. a driver's licence check), `due` its
 * day when it has one, `text` the sentence a screen shows.
 */
export type VehicleFlag = { key: string; label: string; state: VehicleFlagState; due: string | null; text: string };

const DATED = [
  { key: "mot", label: "MOT", field: "motExpiry", ran: "expired" },
  { key: "tax", label: "Road tax", field: "roadTaxExpiry", ran: "expired" },
  { key: "insurance", label: "Insurance", field: "insuranceExpiry", ran: "expired" },
  { key: "fuel_card", label: "Fuel card", field: "fuelCardExpiry", ran: "expired" },
  { key: "finance", label: "Finance", field: "financeEndDate", ran: "ended" },
] as const;

/** "MOT expired 01/03/2026", "Road tax due 12/04/2026". */
function datedText(label: string, state: VehicleFlagState, day: string, ran: string) {
  return `${label} ${state === "expired" ? ran : state === "expiring" && ran === "ended" ? "ends" : "due"} ${ukDay(day)}`;
}

function serviceText(due: Due, state: VehicleFlagState): string {
  const miles = due.measures.find((m) => m.by === "miles");
  const atMiles = miles?.dueReading ? `${formatCount(miles.dueReading)} miles` : null;
  const byMiles = due.by === "miles" && atMiles;
  if (state === "expired") return byMiles ? `Service overdue (due at ${atMiles})` : `Service overdue${due.dueDay ? ` (due ${ukDay(due.dueDay)})` : ""}`;
  return byMiles ? `Service due at ${atMiles}` : `Service due ${due.dueDay ? ukDay(due.dueDay) : "soon"}`;
}

/**
 * Everything due soon or overdue on a vehicle, worst first (overdue before due soon, then by day), each
 * by the one expiry rule. `extra` are the flags other parts of the fleet work out (a driver without a
 * current licence check): they are sorted in with the rest. A vehicle sold or disposed of has none.
 */
export function vehicleFlags(v: VehicleDueFields, today: string, extra: readonly VehicleFlag[] = [], service = serviceDue(v, today)): VehicleFlag[] {
  if (v.status === "sold" || v.status === "disposed") return [];
  const flags: VehicleFlag[] = [];
  for (const d of DATED) {
    const day = v[d.field];
    const state = expiryState(day, today);
    if (day && (state === "expired" || state === "expiring"))
      flags.push({ key: d.key, label: d.label, state, due: day, text: datedText(d.label, state, day, d.ran) });
  }
  if (service.state === "expired" || service.state === "expiring")
    flags.push({ key: "service", label: "Service", state: service.state, due: service.dueDay, text: serviceText(service, service.state) });
  const rank = (f: VehicleFlag) => `${f.state === "expired" ? 0 : 1}${f.due ?? "9999-99-99"}`;
  return [...flags, ...extra].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
}
