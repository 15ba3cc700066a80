import { z } from "zod";
import { idSchema } from "../common/ids";
import { dayField, optionalDay, optionalText } from "../common/fields";
import { expiryState, EXPIRY_STATES, type ExpiryState } from "../common/expiry";
import { labelled } from "../common/labelled";
import { pageOf, pageQuery } from "../common/paging";
import { monthsAfter } from "../common/uk-dates";
import { wholeNumber } from "../common/whole-number";
import { isoDay, personRef, timestamp } from "../common/wire";
import { HGV_OVER_KG, type VehicleKind } from "./walkaround";

/**
 * Drivers' licence checks (issue 33). An employer whose staff drive for work checks each driver's
 * licence when they start and then at intervals set by risk (HSE INDG382 "Driving at work: managing
 * work-related road safety" asks for licence checks on recruitment and periodically; the interval is
 * the employer's to set). The house rule, common fleet practice: points set the lowest risk, the
 * checker may raise it (a recent disqualification, a serious offence, a new driver), and the risk sets
 * the next check: low every 12 months, medium every 6, high every 3. A licence that expires sooner
 * brings the next check forward to its expiry (one already expired: due at once). Whether a check is current is the one expiry rule
 * (expiry.ts) on the next check due.
 */

export const {
  values: LICENCE_METHODS,
  labels: LICENCE_METHOD_LABELS,
  label: licenceMethodLabel,
} = labelled({
  dvla_online: "DVLA online check (check code)",
  photocard: "Photocard seen",
  checking_service: "Licence checking service",
});
export type LicenceMethod = (typeof LICENCE_METHODS)[number];

/** GB entitlement categories, in the order a licence prints them. */
export const LICENCE_CATEGORIES = ["AM", "A1", "A2", "A", "B", "BE", "C1", "C1E", "C", "CE", "D1", "D1E", "D", "DE", "F", "G", "H", "K", "Q"] as const;
export type LicenceCategory = (typeof LICENCE_CATEGORIES)[number];

export const {
  values: LICENCE_RISKS,
  labels: LICENCE_RISK_LABELS,
  label: licenceRiskLabel,
} = labelled({
  low: "Low",
  medium: "Medium",
  high: "High",
});
export type LicenceRisk = (typeof LICENCE_RISKS)[number];

/** Months from one check to the next, by risk. */
export const CHECK_INTERVAL_MONTHS: Readonly<Record<LicenceRisk, number>> = { low: 12, medium: 6, high: 3 };

/** The lowest risk the points allow: 0–3 low, 4–6 medium, 7 or more high (12 in three years is a ban). */
export const riskForPoints = (points: number): LicenceRisk => (points >= 7 ? "high" : points >= 4 ? "medium" : "low");

const RANK: Readonly<Record<LicenceRisk, number>> = { low: 0, medium: 1, high: 2 };

/** The next check: the risk's interval from the check, or the licence's expiry if that comes first. */
export function nextCheckDue(checkedOn: string, risk: LicenceRisk, licenceExpiry: string | null): string {
  const byRisk = monthsAfter(checkedOn, CHECK_INTERVAL_MONTHS[risk]);
  // A licence that has already run out makes the check due (overdue) at once.
  return licenceExpiry && licenceExpiry < byRisk ? licenceExpiry : byRisk;
}

/** Whether a driver's latest check is current (the one expiry rule on its next check due); none: "none". */
export const licenceCheckState = (latest: { nextCheckDue: string } | null | undefined, today: string): ExpiryState => expiryState(latest?.nextCheckDue, today);

/** A current check: one whose next check is not yet past. */
export const isCurrent = (state: ExpiryState) => state === "valid" || state === "expiring";

/**
 * The categories that let a driver drive the vehicle (DVLA's categories): a car or van up to 3.5 t
 * needs B; a goods vehicle of 3.5–7.5 t C1 (or C); over 7.5 t C; a motorbike A, A2 or A1. A trailer is
 * not driven on its own. Null: nothing to check.
 */
export function categoriesFor(v: VehicleKind): readonly LicenceCategory[] | null {
  if (v.vehicleType === "trailer") return null;
  if (v.vehicleType === "motorbike") return ["A", "A2", "A1"];
  const kg = v.grossWeightKg;
  if (kg !== null && kg > 7500) return ["C"];
  if (kg !== null && kg > HGV_OVER_KG) return ["C1", "C"];
  if (v.vehicleType === "truck") return kg === null ? ["C"] : ["C1", "C"];
  return ["B"];
}

/** Whether the categories seen cover the vehicle (null: nothing to check). */
export function licenceCovers(v: VehicleKind, categories: readonly string[]): boolean | null {
  const needed = categoriesFor(v);
  return needed === null ? null : needed.some((c) => categories.includes(c));
}

/** A GB licence number (16 characters: surname, birth date, initials, check digits) or a Northern Ireland one (8 digits). */
export const LICENCE_NUMBER = /^(?:[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z0-9]{2}|\d{8})$/;

export const LICENCE_MESSAGES = {
  driver: "Driver not found",
  oneDriver: "Choose the driver: a worker or a user",
  checkedOn: "Check date is required",
  checkedOnFuture: "The check date cannot be in the future",
  method: "Choose how the licence was checked",
  licenceNumber: "Enter the licence number as printed, e.g. MORGA753116SM9IJ",
  categories: "Choose at least one category",
  category: "Choose categories from the list",
  points: "Points must be a whole number from 0 to 99",
  risk: "Choose low, medium or high",
  riskTooLow: (points: number, risk: LicenceRisk) =>
    `With ${points} point${points === 1 ? "" : "s"} the risk is at least ${LICENCE_RISK_LABELS[risk].toLowerCase()}`,
} as const;

const optionalId = (message: string) => z.preprocess((v) => (v === "" ? null : v), idSchema(message).nullish());

/** POST /api/fleet/licence-checks. Risk left out: the points' risk. */
export const licenceCheckSchema = z
  .object({
    workerId: optionalId(LICENCE_MESSAGES.driver),
    userId: optionalId(LICENCE_MESSAGES.driver),
    checkedOn: dayField("Check date", undefined, LICENCE_MESSAGES.checkedOn),
    method: z.enum(LICENCE_METHODS, { error: LICENCE_MESSAGES.method }),
    licenceNumber: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v),
      optionalText("Licence number", 16).refine((v) => v === null || LICENCE_NUMBER.test(v), LICENCE_MESSAGES.licenceNumber),
    ),
    categories: z
      .array(z.enum(LICENCE_CATEGORIES, { error: LICENCE_MESSAGES.category }), { error: LICENCE_MESSAGES.categories })
      .min(1, LICENCE_MESSAGES.categories)
      .max(LICENCE_CATEGORIES.length, LICENCE_MESSAGES.category)
      .transform((cs) => LICENCE_CATEGORIES.filter((c) => cs.includes(c))),
    points: z.preprocess((v) => (v === "" || v === null || v === undefined ? 0 : v), wholeNumber({ message: LICENCE_MESSAGES.points, min: 0, max: 99 })),
    licenceExpiry: optionalDay("Licence expiry"),
    risk: z.preprocess((v) => (v === "" ? null : v), z.enum(LICENCE_RISKS, { error: LICENCE_MESSAGES.risk }).nullish()),
    notes: optionalText("Notes", 1000),
  })
  // Told beside the other problems (`when`), so the form shows every message at once; a value that did not parse is skipped.
  .superRefine(
    (v, ctx) => {
      const id = (x: unknown) => x !== null && x !== undefined && x !== "";
      if (!id(v.workerId) && !id(v.userId)) ctx.addIssue({ code: "custom", path: ["workerId"], message: LICENCE_MESSAGES.oneDriver });
      if (id(v.workerId) && id(v.userId)) ctx.addIssue({ code: "custom", path: ["userId"], message: LICENCE_MESSAGES.oneDriver });
      if (typeof v.points !== "number" || typeof v.risk !== "string" || !(v.risk in RANK)) return;
      const least = riskForPoints(v.points);
      if (RANK[v.risk] < RANK[least]) ctx.addIssue({ code: "custom", path: ["risk"], message: LICENCE_MESSAGES.riskTooLow(v.points, least) });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type LicenceCheckFormValues = z.input<typeof licenceCheckSchema>;
export type LicenceCheckInput = z.output<typeof licenceCheckSchema>;

export const driverRefSchema = z.object({ kind: z.enum(["worker", "user"]), id: z.number().int(), name: z.string() }).meta({ id: "DriverRef" });
export type DriverRef = z.output<typeof driverRefSchema>;

export const licenceCheckViewSchema = z
  .object({
    id: z.number().int(),
    driver: driverRefSchema,
    checkedOn: isoDay,
    method: z.enum(LICENCE_METHODS),
    licenceNumber: z.string().nullable(),
    categories: z.array(z.string()),
    points: z.number().int(),
    licenceExpiry: isoDay.nullable(),
    risk: z.enum(LICENCE_RISKS),
    nextCheckDue: isoDay,
    /** The one expiry rule on the next check due: valid, expiring (due within 30 days) or expired (overdue). */
    state: z.enum(EXPIRY_STATES),
    notes: z.string().nullable(),
    checkedBy: personRef.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: "LicenceCheck" });
export type LicenceCheckView = z.output<typeof licenceCheckViewSchema>;
export const licenceCheckListSchema = pageOf(licenceCheckViewSchema);

/** GET /api/fleet/licence-checks: one driver's checks, newest first. */
export const driverChecksQuery = pageQuery.extend({
  workerId: optionalId(LICENCE_MESSAGES.driver),
  userId: optionalId(LICENCE_MESSAGES.driver),
});

/** GET /api/fleet/:id/licence-checks: each driver of the vehicle, their latest check and whether it covers the vehicle. */
export const vehicleDriversLicencesSchema = z
  .object({
    /** The categories the vehicle needs (any one of them), null when none applies. */
    needs: z.array(z.string()).nullable(),
    drivers: z.array(
      z.object({
        driver: driverRefSchema,
        role: z.enum(["main", "secondary"]),
        latest: licenceCheckViewSchema.nullable(),
        /** none (never checked), valid, expiring (due within 30 days) or expired (overdue). */
        state: z.enum(EXPIRY_STATES),
        /** Whether the latest check's categories cover the vehicle; null with no check or nothing to check. */
        covers: z.boolean().nullable(),
      }),
    ),
  })
  .meta({ id: "VehicleDriverLicences" });
export type VehicleDriversLicences = z.output<typeof vehicleDriversLicencesSchema>;

/** A vehicle's licence flags: drivers with no current check, and drivers whose categories do not cover it. */
export const licenceFlagSchema = z
  .object({ vehicleId: z.number().int(), withoutCurrentCheck: z.array(z.string()), notCovered: z.array(z.string()) })
  .meta({ id: "VehicleLicenceFlag" });
export type LicenceFlag = z.output<typeof licenceFlagSchema>;
export const licenceStatusSchema = z.object({ flagged: z.array(licenceFlagSchema) });

export const NOT_COVERED = "Licence does not cover this vehicle";
export const NO_CURRENT_CHECK = "Driver without a current licence check";
