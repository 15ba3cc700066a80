import { divRound, parseScaled, parsePence, type Pence } from "../common/money";

/**
 * Labour cost from sign-ins (docs/decisions/0081-cost-analysis.md, "Labour"). Hours are the gate's
 * moments (sign-out − sign-in, decision 0071), counted in whole seconds so pay is exact whatever the
 * standard day (7.33 h is 26,388 s); people read hours to one decimal (`hoursOf`). A worker's day is
 * taken across contracts in sign-in order: the hours past the standard day are overtime, on the
 * contract where they were worked. Pay is rounded to the penny once per worker, day and contract,
 * and the on-costs once on that pay. Hours with no rate are counted, never priced in silence.
 */

export type OnCostPercentages = {
  /** Employer's National Insurance, holiday pay, pension, apprenticeship levy: each 0–100, two places. */
  employersNi: string | number;
  holidayPay: string | number;
  pension: string | number;
  apprenticeshipLevy: string | number;
};

export type LabourSettings = {
  /** The standard day in hours (1 to 24, two places): hours past it on a weekday are overtime. */
  standardDayHours: string | number;
  /** Every hour on a Saturday or Sunday is overtime (on by default). */
  weekendOvertime: boolean;
  onCosts: OnCostPercentages;
};

export const DEFAULT_LABOUR_SETTINGS: LabourSettings = {
  standardDayHours: "8",
  weekendOvertime: true,
  onCosts: { employersNi: "0", holidayPay: "0", pension: "0", apprenticeshipLevy: "0" },
};

/** The employment types whose rates are pay, so the employer's on-costs sit on top (worker-fields.ts keys). */
export const ON_COST_EMPLOYMENT_TYPES: readonly string[] = ["employed", "apprentice"];

/** A worker's record as labour cost reads it: rates in pounds per hour or day, as stored (numeric 8,2). */
export type WorkerRates = {
  hourlyRate: string | null;
  dayRate: string | null;
  overtimeRate: string | null;
  employmentType: string | null;
};

/** One sign-in: `day` is the site's UK day of the sign-in; an open one (no sign-out) has no hours yet. */
export type SignInInterval = {
  id: number;
  workerId: number;
  contractId: number;
  day: string;
  /** The employer copied on the sign-in (`site_attendance.company`); null or "" is none recorded. */
  company: string | null;
  signedInAt: Date | string;
  signedOutAt: Date | string | null;
};

/** A worker's costed hours on one contract and day. */
export type LabourDay = {
  workerId: number;
  contractId: number;
  day: string;
  employer: string;
  signInIds: number[];
  standardSeconds: number;
  overtimeSeconds: number;
  /** Seconds with no rate to price them (counted, shown "uncosted"). */
  uncostedSeconds: number;
  /** Overtime priced at the standard hourly equivalent: the worker has no overtime rate. */
  overtimeAtStandardRate: boolean;
  pay: Pence;
  onCost: Pence;
  /** pay + onCost */
  cost: Pence;
};

/** The words beside overtime priced without an overtime rate. */
export const OVERTIME_AT_STANDARD_RATE = "overtime at the standard rate";
/** The word beside hours priced at nothing. */
export const UNCOSTED = "uncosted";
/** A sign-in or diary entry that names no employer (decision 0071's words). */
export const NO_EMPLOYER = "No employer recorded";

const HOUR = 3600n;

/** Seconds as hours to one decimal, for display: 30,600 s → 8.5. */
export const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** The standard day in seconds: "7.5" → 27,000. */
export function standardDaySeconds(settings: Pick<LabourSettings, "standardDayHours">): number {
  const hundredths = parseScaled(settings.standardDayHours, 2);
  if (hundredths === null || hundredths < 100n || hundredths > 2400n) throw new RangeError(`Not a standard day: ${settings.standardDayHours}`);
  return Number(hundredths) * 36;
}

/** The on-cost percentages added up, in hundredths of a percent: 13.8 + 12.07 + 3 + 0.5 = 2,937 (29.37 %). */
export function onCostHundredths(onCosts: OnCostPercentages): bigint {
  let total = 0n;
  for (const v of [onCosts.employersNi, onCosts.holidayPay, onCosts.pension, onCosts.apprenticeshipLevy]) total += parseScaled(v, 2) ?? 0n;
  return total;
}

/** Saturday or Sunday, of an ISO day (the UK day the sign-in belongs to). */
export const isWeekend = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};

const ms = (at: Date | string) => (typeof at === "string" ? Date.parse(at) : at.getTime());
/** The key employers are matched by: case and surrounding spaces ignored (decision 0071). */
export const employerKey = (name: string | null | undefined) => (name ?? "").trim().toLowerCase();
const rate = (v: string | null) => (v === null || v.trim() === "" ? null : parsePence(v));

type Part = { workerId: number; contractId: number; day: string; employer: string; ids: number[]; standard: number; overtime: number };

/** Each worker's day split across its contracts in sign-in order into standard and overtime seconds. */
function splitDays(signIns: readonly SignInInterval[], settings: LabourSettings): Part[] {
  const standardDay = standardDaySeconds(settings);
  const closed = signIns.filter((s) => s.signedOutAt !== null).sort((a, b) => ms(a.signedInAt) - ms(b.signedInAt) || a.id - b.id);
  const used = new Map<string, number>();
  const parts = new Map<string, Part>();
  for (const s of closed) {
    const seconds = Math.max(0, Math.floor((ms(s.signedOutAt!) - ms(s.signedInAt)) / 1000));
    const workerDay = `${s.workerId}|${s.day}`;
    const before = used.get(workerDay) ?? 0;
    used.set(workerDay, before + seconds);
    const allOvertime = settings.weekendOvertime && isWeekend(s.day);
    const standard = allOvertime ? 0 : Math.max(0, Math.min(seconds, standardDay - before));
    const key = `${workerDay}|${s.contractId}`;
    let part = parts.get(key);
    if (!part) {
      part = { workerId: s.workerId, contractId: s.contractId, day: s.day, employer: (s.company ?? "").trim(), ids: [], standard: 0, overtime: 0 };
      parts.set(key, part);
    }
    part.ids.push(s.id);
    part.standard += standard;
    part.overtime += seconds - standard;
  }
  return [...parts.values()];
}

/**
 * The labour days behind a set of sign-ins, priced from each worker's rates. Standard hours at the
 * hourly rate, or the day rate pro rata (day rate × hours ÷ standard day); overtime at the overtime
 * rate, or the standard hourly equivalent (flagged). On-costs only for PAYE and apprentices.
 */
export function labourDays(signIns: readonly SignInInterval[], rates: ReadonlyMap<number, WorkerRates>, settings: LabourSettings): LabourDay[] {
  const standardDay = BigInt(standardDaySeconds(settings));
  const onCostRate = onCostHundredths(settings.onCosts);
  return splitDays(signIns, settings).map((p) => {
    const r = rates.get(p.workerId);
    const hourly = r ? rate(r.hourlyRate) : null;
    const daily = r ? rate(r.dayRate) : null;
    const overtimeRate = r ? rate(r.overtimeRate) : null;
    // Everything over one denominator (an hour × the standard day, in seconds), rounded once.
    const denominator = HOUR * standardDay;
    // Pence × seconds per the denominator: the hourly rate, else the day rate spread over the standard day.
    const standardNumerator = (seconds: number) =>
      hourly !== null ? hourly * BigInt(seconds) * standardDay : daily !== null ? daily * BigInt(seconds) * HOUR : null;
    let numerator = 0n;
    let uncosted = 0;
    const standardPart = standardNumerator(p.standard);
    if (standardPart === null) uncosted += p.standard;
    else numerator += standardPart;
    let atStandardRate = false;
    if (p.overtime > 0) {
      const overtimePart = overtimeRate !== null ? overtimeRate * BigInt(p.overtime) * standardDay : standardNumerator(p.overtime);
      if (overtimePart === null) uncosted += p.overtime;
      else {
        numerator += overtimePart;
        atStandardRate = overtimeRate === null;
      }
    }
    const pay = divRound(numerator, denominator);
    const onCost = r && ON_COST_EMPLOYMENT_TYPES.includes(r.employmentType ?? "") ? divRound(pay * onCostRate, 10_000n) : 0n;
    return {
      workerId: p.workerId,
      contractId: p.contractId,
      day: p.day,
      employer: p.employer,
      signInIds: p.ids,
      standardSeconds: p.standard,
      overtimeSeconds: p.overtime,
      uncostedSeconds: uncosted,
      overtimeAtStandardRate: atStandardRate,
      pay,
      onCost,
      cost: pay + onCost,
    };
  });
}

/** Labour typed in the diary (hours per employer, one decimal): it names no worker, so it has no rate. */
export type DiaryLabourHours = { contractId: number; day: string; employer: string | null; hours: number };

/**
 * The diary's typed hours that count, as uncosted: an employer's typed hours on a contract's day
 * where none of that employer's workers signed in there that day (names matched as decision 0071
 * matches them). Where they did, the sign-ins are the hours and the typed figure is not counted again.
 */
export function uncostedDiaryHours(diary: readonly DiaryLabourHours[], signIns: readonly Pick<SignInInterval, "contractId" | "day" | "company">[]) {
  const signedIn = new Set(signIns.map((s) => `${s.contractId}|${s.day}|${employerKey(s.company)}`));
  return diary
    .filter((d) => !signedIn.has(`${d.contractId}|${d.day}|${employerKey(d.employer)}`))
    .map((d) => ({ contractId: d.contractId, day: d.day, employer: (d.employer ?? "").trim(), seconds: Math.round(d.hours * 10) * 360 }));
}

export type EmployerLabour = {
  employer: string;
  costedSeconds: number;
  uncostedSeconds: number;
  pay: Pence;
  onCost: Pence;
  cost: Pence;
};

/**
 * A contract's labour by employer (what every reader sees; names are for Workforce edit): costed and
 * uncosted hours and cost, employers matched ignoring case and spaces, most cost first then by name.
 * "" is the employer of sign-ins and diary lines that name none (shown as NO_EMPLOYER).
 */
export function labourByEmployer(days: readonly LabourDay[], diary: readonly { employer: string; seconds: number }[]): EmployerLabour[] {
  const rows = new Map<string, EmployerLabour>();
  const row = (employer: string) => {
    const key = employerKey(employer);
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { employer: employer.trim(), costedSeconds: 0, uncostedSeconds: 0, pay: 0n, onCost: 0n, cost: 0n }));
    return r;
  };
  for (const d of days) {
    const r = row(d.employer);
    r.costedSeconds += d.standardSeconds + d.overtimeSeconds - d.uncostedSeconds;
    r.uncostedSeconds += d.uncostedSeconds;
    r.pay += d.pay;
    r.onCost += d.onCost;
    r.cost += d.cost;
  }
  for (const d of diary) row(d.employer).uncostedSeconds += d.seconds;
  return [...rows.values()].sort((a, b) => (a.cost === b.cost ? a.employer.localeCompare(b.employer) : a.cost > b.cost ? -1 : 1));
}
