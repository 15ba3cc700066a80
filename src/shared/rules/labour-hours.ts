/**
 * The Labour Entry form's hours rule (product.md §2.5): finish minus start in hours, rounded to one
 * decimal, with 24 added when the result is negative (a shift past midnight), and 0 when either
 * time is missing or not a time.
 */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const minutes = (time: string | null | undefined): number | null => {
  const m = TIME.exec((time ?? "").trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

export function labourHours(startTime: string | null | undefined, finishTime: string | null | undefined): number {
  const start = minutes(startTime);
  const finish = minutes(finishTime);
  if (start === null || finish === null) return 0;
  let hours = (finish - start) / 60;
  if (hours < 0) hours += 24;
  return Math.round(hours * 10) / 10;
}

/** The labour object carried as a JSON string in diary_entries.labor (product.md §7). */
export type Labour = {
  company: string;
  jobRole: string;
  plant: string;
  startTime: string;
  finishTime: string;
  hours: number;
  labour: string;
};

export const EMPTY_LABOUR: Labour = { company: "", jobRole: "", plant: "", startTime: "", finishTime: "", hours: 0, labour: "" };

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/**
 * Stored labour that cannot be parsed is treated as empty, never as an error (product.md §8).
 * Accepts the JSON string or an already-parsed object; unknown keys are dropped, bad values blanked.
 */
export function parseLabour(raw: unknown): Labour {
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ...EMPTY_LABOUR };
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ...EMPTY_LABOUR };
  const o = value as Record<string, unknown>;
  const hours = typeof o.hours === "number" ? o.hours : Number(o.hours);
  return {
    company: str(o.company),
    jobRole: str(o.jobRole),
    plant: str(o.plant),
    startTime: str(o.startTime),
    finishTime: str(o.finishTime),
    hours: Number.isFinite(hours) && hours >= 0 && hours <= 24 ? hours : labourHours(str(o.startTime), str(o.finishTime)),
    labour: str(o.labour),
  };
}

/** Labour rolled up: the hours in all, and by company. */
export type LabourTotals = { hours: number; companies: { company: string; hours: number }[] };

/**
 * The one labour roll-up: a diary day on the screen, a day and the period's labour summary in the
 * diary PDF, and the contract's budget panel all total labour through it. Each entry's hours are
 * one-decimal figures (the rule above), so they are summed as whole tenths: 8.0 + 0.1 is 8.1, never
 * 8.099999. Companies are grouped by the name as typed, trimmed ("" for an entry without one, each
 * view naming that group its own way), most hours first, then by name.
 */
export function rollUpLabour(labours: Iterable<Labour>): LabourTotals {
  const tenths = (hours: number) => Math.round(hours * 10);
  let total = 0;
  const byCompany = new Map<string, number>();
  for (const l of labours) {
    const t = tenths(l.hours);
    total += t;
    const company = l.company.trim();
    byCompany.set(company, (byCompany.get(company) ?? 0) + t);
  }
  return {
    hours: total / 10,
    companies: [...byCompany].sort(([a, ta], [b, tb]) => tb - ta || a.localeCompare(b)).map(([company, t]) => ({ company, hours: t / 10 })),
  };
}
