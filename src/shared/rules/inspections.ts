import { EXPIRES_SOON_DAYS, expiryState } from "../common/expiry";
import { labelled } from "../common/labelled";
import { daysAfter, monthsAfter } from "../common/uk-dates";

/**
 * The inspections an asset needs before it is safe to use (issue 32), and the green / amber / red its
 * QR label's public scan shows. Intervals are data, with the law's or HSE's figures as defaults that
 * a company (or an examination scheme) overrides:
 *
 * - Thorough examination, LOLER 1998 reg. 9(3) (HSE L113, "Safe use of lifting equipment"): at least
 *   every 6 months for lifting accessories and for equipment that lifts people, every 12 months for
 *   other lifting equipment, or at the intervals of an examination scheme drawn up by a competent
 *   person. Reg. 9(2): equipment whose safety depends on how it is installed is examined again after
 *   installation at a new site, before it is put into service there.
 * - Inspection, PUWER 1998 reg. 6: at suitable intervals, which the company sets (no default).
 * - Portable electrical equipment, HSE HSG107 "Maintaining portable electrical equipment", in three
 *   tiers: a user check, a formal visual inspection, and a combined inspection and test ("PAT"). Its
 *   suggested initial intervals for 110 V tools on construction sites are the defaults: user check
 *   weekly (and a look before each use), formal visual inspection monthly, combined inspection and
 *   test before first use on a site and then every 3 months.
 *
 * Due and due-soon are the one expiry rule (common/expiry.ts): an inspection due on a day is in date
 * through that day. Its warning window is set per kind: 30 days would keep a weekly check amber for
 * ever, so a short interval warns a little before, not most of its life.
 */

export const {
  values: INSPECTION_KINDS,
  labels: INSPECTION_KIND_LABELS,
  label: inspectionKindLabel,
} = labelled({
  thorough_examination: "Thorough examination (LOLER)",
  puwer_inspection: "Inspection (PUWER)",
  user_check: "User check",
  formal_visual: "Formal visual inspection",
  inspection_and_test: "Combined inspection and test",
});
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** The three tiers of HSG107's checks of portable electrical equipment. */
export const ELECTRICAL_TIERS = ["user_check", "formal_visual", "inspection_and_test"] as const satisfies readonly InspectionKind[];
export type ElectricalTier = (typeof ELECTRICAL_TIERS)[number];

// Intervals --------------------------------------------------------------------------------------

export const { values: INTERVAL_UNITS, labels: INTERVAL_UNIT_LABELS } = labelled({ day: "Days", week: "Weeks", month: "Months" });
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
export type Interval = { every: number; unit: IntervalUnit };

/** The day an interval after `day` ends: months keep the day of the month (or the month's last day). */
export function intervalAfter(day: string, { every, unit }: Interval): string {
  if (unit === "month") return monthsAfter(day, every);
  return daysAfter(day, unit === "week" ? every * 7 : every);
}

/** "every week", "every 3 months". */
export const intervalText = ({ every, unit }: Interval) => (every === 1 ? `every ${unit}` : `every ${every} ${unit}s`);

/**
 * How often one kind of inspection is due, how many days before its due day it turns amber, and
 * whether it is due again before first use at a new site (HSG107's "before first use on site";
 * LOLER's examination after installation).
 */
export type InspectionRule = { interval: Interval; warnDays: number; beforeUseAtNewSite: boolean };

/** HSG107's suggested initial intervals for 110 V tools on construction sites, as defaults. */
export const HSG107_110V_SITE_TOOLS: Readonly<Record<ElectricalTier, InspectionRule>> = {
  user_check: { interval: { every: 1, unit: "week" }, warnDays: 1, beforeUseAtNewSite: false },
  formal_visual: { interval: { every: 1, unit: "month" }, warnDays: 7, beforeUseAtNewSite: false },
  inspection_and_test: { interval: { every: 3, unit: "month" }, warnDays: 14, beforeUseAtNewSite: true },
};

/** A company's own intervals for site tools, each tier falling back to HSG107's suggestion. */
export const electricalRules = (company: Partial<Record<ElectricalTier, Partial<InspectionRule>>> = {}): Record<ElectricalTier, InspectionRule> => ({
  user_check: { ...HSG107_110V_SITE_TOOLS.user_check, ...company.user_check },
  formal_visual: { ...HSG107_110V_SITE_TOOLS.formal_visual, ...company.formal_visual },
  inspection_and_test: { ...HSG107_110V_SITE_TOOLS.inspection_and_test, ...company.inspection_and_test },
});

/** PUWER inspections have no legal interval: the company sets one per kind of equipment. */
export const puwerRule = (interval: Interval, warnDays = EXPIRES_SOON_DAYS): InspectionRule => ({ interval, warnDays, beforeUseAtNewSite: false });

// LOLER ------------------------------------------------------------------------------------------

export const {
  values: LIFTING_USES,
  labels: LIFTING_USE_LABELS,
  label: liftingUseLabel,
} = labelled({
  lifts_people: "Lifts people (MEWP, passenger hoist, man-riding)",
  accessory: "Lifting accessory (sling, shackle, chain, eyebolt)",
  other: "Other lifting equipment (crane, telehandler, goods hoist)",
});
export type LiftingUse = (typeof LIFTING_USES)[number];

/** LOLER reg. 9(3)(a)(i)–(ii): the longest interval between thorough examinations, in months. */
export const LOLER_MONTHS: Readonly<Record<LiftingUse, number>> = { lifts_people: 6, accessory: 6, other: 12 };

export type LiftingEquipment = {
  use: LiftingUse;
  /** An examination scheme's own interval in months, which then replaces the default. */
  schemeMonths?: number | null;
  /** Its safety depends on how it is installed (a tower crane, a hoist): examined again at each new site. */
  dependsOnInstallation?: boolean;
};

export function thoroughExaminationRule(equipment: LiftingEquipment, warnDays = EXPIRES_SOON_DAYS): InspectionRule {
  return {
    interval: { every: equipment.schemeMonths || LOLER_MONTHS[equipment.use], unit: "month" },
    warnDays,
    beforeUseAtNewSite: !!equipment.dependsOnInstallation,
  };
}

// Standing of one inspection ---------------------------------------------------------------------

export type InspectionStanding = {
  kind: InspectionKind;
  lastDay: string | null;
  /** Null only when there has never been one: then it is needed before use. */
  dueDay: string | null;
  /** Why it is due on that day: the interval, or arrival at a new site since the last one. */
  dueFor: "interval" | "new_site" | "never";
  warnDays: number;
  /** Due by a meter that has reached its due reading (rules/asset-due.ts): overdue now, whatever the day. */
  reached?: boolean;
};

/**
 * When one kind of inspection is next due: the interval after the last one; or, for a rule that asks
 * for it, the day the item arrived at its present site when it has not been inspected since (it must
 * be done before use there); or never done at all.
 */
export function inspectionStanding(kind: InspectionKind, rule: InspectionRule, lastDay: string | null, arrivedOn?: string | null): InspectionStanding {
  const base = { kind, lastDay, warnDays: rule.warnDays };
  if (rule.beforeUseAtNewSite && arrivedOn && (!lastDay || arrivedOn > lastDay)) return { ...base, dueDay: arrivedOn, dueFor: "new_site" };
  if (!lastDay) return { ...base, dueDay: null, dueFor: "never" };
  return { ...base, dueDay: intervalAfter(lastDay, rule.interval), dueFor: "interval" };
}

// Safe to use ------------------------------------------------------------------------------------

export const {
  values: SAFE_COLOURS,
  labels: SAFE_COLOUR_LABELS,
  label: safeColourLabel,
} = labelled({
  green: "Safe to use",
  amber: "Safe to use: an inspection is due soon",
  red: "Do not use",
});
export type SafeColour = (typeof SAFE_COLOURS)[number];

export type SafeReason =
  | { code: "out_of_use" }
  | { code: "not_in_service"; status: string }
  | { code: "overdue" | "never_inspected" | "due_soon"; kind: InspectionKind; dueDay: string | null };

export type SafeToUse = { colour: SafeColour; reasons: SafeReason[] };

/**
 * The public scan's answer. Red: taken out of use (a failed pre-use check, until an authorised person
 * clears it), not in service (any status but active: in maintenance, retired, sold, lost), or a
 * required inspection overdue or never done. Amber: one falls due within its warning window. Green
 * otherwise. Every reason is listed, worst first, so the label can say why.
 */
export function safeToUse(asset: { outOfUse: boolean; status: string; inspections: readonly InspectionStanding[] }, today: string): SafeToUse {
  const red: SafeReason[] = [];
  const amber: SafeReason[] = [];
  if (asset.outOfUse) red.push({ code: "out_of_use" });
  if (asset.status !== "active") red.push({ code: "not_in_service", status: asset.status });
  for (const i of asset.inspections) {
    if (!i.dueDay) {
      red.push({ code: "never_inspected", kind: i.kind, dueDay: null });
      continue;
    }
    const state = expiryState(i.dueDay, today, i.warnDays);
    // Due for a new site is due before use there: on the day itself it is not "soon", it is now.
    if (state === "expired" || i.reached || (i.dueFor === "new_site" && i.dueDay <= today)) red.push({ code: "overdue", kind: i.kind, dueDay: i.dueDay });
    else if (state === "expiring") amber.push({ code: "due_soon", kind: i.kind, dueDay: i.dueDay });
  }
  return { colour: red.length > 0 ? "red" : amber.length > 0 ? "amber" : "green", reasons: [...red, ...amber] };
}
