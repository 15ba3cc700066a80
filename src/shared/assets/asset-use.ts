import { z } from "zod";
import { dayField, optionalDay, optionalText } from "../common/fields";
import { idSchema } from "../common/ids";
import { labelled } from "../common/labelled";
import { pageOf, pageQuery } from "../common/paging";
import { ukDay } from "../common/uk-dates";
import { isoDay, timestamp } from "../common/wire";
import { inspectionKindLabel, type InspectionStanding, type SafeReason } from "../rules/inspections";
import { ASSET_CONDITIONS, ASSET_MESSAGES } from "./asset";

/**
 * Who has an asset and where it is (issue 32, "Check-out, hire and operators"; decision 0075):
 * checking it out to a worker on a contract and in again, moving it between contracts and the yard,
 * calling a hired-in item off hire, and the refusals a check-out meets. One schema for the dialogs and
 * the API.
 */

export const ASSET_USE_MESSAGES = {
  worker: "Choose who takes it",
  project: "Choose the contract it goes to",
  workerNotFound: "Worker not found",
  projectNotFound: "Contract not found",
  dueBackPast: "Due back cannot be before today",
  refused: "Check-out refused",
  overrideReason: "Give a reason for the override",
  overrideTooLong: "The reason must be 500 characters or fewer",
  overrideNotAllowed: "Only someone with Assets edit can override a refusal",
  notCheckedOut: "This item is not checked out",
  notHiredIn: "Only a hired-in item can be called off hire",
  offHireDate: "Off-hire date is required",
  alreadyInYard: "It is already in the yard",
  alreadyOnContract: "It is already on that contract",
} as const;

/** "…is already checked out to Sam Jones on Mill Street", the 409 of a second check-out. */
export const alreadyCheckedOut = (holder: string, place: string | null) => `This item is already checked out to ${holder}${place ? ` on ${place}` : ""}`;
/** Out of use (a failed pre-use check, a dangerous defect) until an authorised person clears it. */
export const outOfUseRefusal = (reason: string | null) =>
  `This item is out of use${reason ? `: ${reason.replace(/[.\s]+$/, "")}` : ""}. It must be cleared before it is checked out`;
/** A worker on leave, suspended or gone takes nothing out: as at the gate, only an active worker. */
export const workerNotWorkingRefusal = (name: string, statusLabel: string) =>
  `${name}'s employment status is ${statusLabel}: only an active worker can take an item out`;
export const notActiveRefusal = (statusLabel: string) => `This item is ${statusLabel.toLowerCase()}: only an active item can be checked out`;
export const movedWhileOut = (holder: string) => `It is checked out to ${holder}: check it in before moving it`;

// ---- refusals an operator meets --------------------------------------------------------------------

/**
 * Why a worker may not take (or pre-use check) a machine, each with the words for it: the plant
 * category's card rule not met, or the asset names its operators and the worker is not one. Someone
 * with Assets edit may override either with a reason, which is logged (as the gate's overrides are).
 */
export const { values: OPERATOR_REFUSAL_CODES, labels: OPERATOR_REFUSAL_LABELS } = labelled({
  card_rule: "Their cards do not meet the rule for this plant category",
  not_authorised: "They are not one of this item's authorised operators",
});
export type OperatorRefusalCode = (typeof OPERATOR_REFUSAL_CODES)[number];
export const operatorRefusalSchema = z.object({ code: z.enum(OPERATOR_REFUSAL_CODES), reason: z.string() }).meta({ id: "OperatorRefusal" });
export type OperatorRefusal = z.output<typeof operatorRefusalSchema>;
/** The 409 body of a check-out an override can let through: the message and each reason (a hard refusal has the message only). */
export type CheckOutRefusedBody = { message: string; refusals: OperatorRefusal[] };

/** The site sign-in's shape: the refusals answered are overridden together, with one reason. */
export const overrideInput = z.object({
  reason: z.string({ error: ASSET_USE_MESSAGES.overrideReason }).trim().min(3, ASSET_USE_MESSAGES.overrideReason).max(500, ASSET_USE_MESSAGES.overrideTooLong),
});

// ---- inputs ----------------------------------------------------------------------------------------

const note = optionalText("Note", 500);

export const checkOutInput = z.object({
  workerId: idSchema(ASSET_USE_MESSAGES.worker),
  projectId: idSchema(ASSET_USE_MESSAGES.project),
  /** The day it is due back; past it and not returned, it is overdue. Today or later. */
  dueBack: optionalDay("Due back"),
  note,
  override: overrideInput.optional(),
});
export type CheckOutInput = z.output<typeof checkOutInput>;
export type CheckOutBody = z.input<typeof checkOutInput>;

export const checkInInput = z.object({
  condition: z.preprocess((v) => (v === "" ? null : v), z.enum(ASSET_CONDITIONS, { error: ASSET_MESSAGES.condition }).nullish()).transform((v) => v ?? null),
  note,
});
export type CheckInInput = z.output<typeof checkInInput>;
export type CheckInBody = z.input<typeof checkInInput>;

/** A move: to a contract, or to the yard (null). The location within the place is set anew: "Bay 3" at the old site means nothing at the new one. */
export const moveInput = z.object({
  projectId: z.preprocess((v) => (v === "" ? null : v), idSchema(ASSET_USE_MESSAGES.projectNotFound).nullable()),
  location: optionalText("Location", 200),
  note,
});
export type MoveInput = z.output<typeof moveInput>;
export type MoveBody = z.input<typeof moveInput>;

/** Calling a hired-in item off hire: the day, the supplier's off-hire reference, the collection day (assetSchema's rules). */
export const offHireInput = z
  .object({
    offHireDate: dayField("Off-hire date", undefined, ASSET_USE_MESSAGES.offHireDate),
    offHireReference: optionalText("Off-hire reference", 100),
    collectionDate: optionalDay("Collection date"),
  })
  .superRefine((v, ctx) => {
    if (v.collectionDate && v.collectionDate < v.offHireDate)
      ctx.addIssue({ code: "custom", path: ["collectionDate"], message: ASSET_MESSAGES.collectionBeforeOffHire });
  });
export type OffHireInput = z.output<typeof offHireInput>;
export type OffHireBody = z.input<typeof offHireInput>;

export const overdueQuery = pageQuery;

// ---- answers ---------------------------------------------------------------------------------------

const ref = z.object({ id: z.number().int(), name: z.string() });
const placeSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).meta({ id: "AssetPlace" });

export const checkOutViewSchema = z
  .object({
    id: z.number().int(),
    asset: ref,
    worker: ref,
    /** The contract it went to (null once that contract is deleted). */
    project: placeSchema.nullable(),
    checkedOutAt: timestamp,
    checkedOutBy: z.string().nullable(),
    dueBack: isoDay.nullable(),
    checkedInAt: timestamp.nullable(),
    checkedInBy: z.string().nullable(),
    conditionIn: z.string().nullable(),
    note: z.string().nullable(),
    /** Let through a refusal: the reason given (the activity log names the refusals and who). */
    overrideReason: z.string().nullable(),
    /** Still out past its due-back day. */
    overdue: z.boolean(),
    /** Days past due back (0 unless overdue). */
    daysOverdue: z.number().int(),
  })
  .meta({ id: "AssetCheckOut" });
export type CheckOutView = z.output<typeof checkOutViewSchema>;
export const checkOutPageSchema = pageOf(checkOutViewSchema);

export const whereaboutsSchema = z
  .object({
    assetId: z.number().int(),
    name: z.string(),
    category: z.string().nullable(),
    status: z.string(),
    outOfUse: z.boolean(),
    outOfUseReason: z.string().nullable(),
    /** The contract it is on; null: in the yard. */
    place: placeSchema.nullable(),
    location: z.string().nullable(),
    /** The day it arrived where it is (an inspection due before use at a new site counts from it). */
    arrivedOn: isoDay.nullable(),
    holder: ref.nullable(),
    /** The open check-out, with its overdue state. */
    checkOut: checkOutViewSchema.nullable(),
    ownership: z.string(),
    /** A hired-in item's hire: null for an owned one. */
    hire: z
      .object({
        supplier: z.string().nullable(),
        orderReference: z.string().nullable(),
        onHireDate: isoDay.nullable(),
        offHireDate: isoDay.nullable(),
        offHireReference: z.string().nullable(),
        collectionDate: isoDay.nullable(),
      })
      .nullable(),
    /** The cards its plant category asks of an operator ("CPCS or NPORS"), and whether it names its operators. */
    operatorRule: z.string().nullable(),
    namedOperators: z.number().int(),
  })
  .meta({ id: "AssetWhereabouts" });
export type Whereabouts = z.output<typeof whereaboutsSchema>;

// ---- not safe to use, in words -----------------------------------------------------------------

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Why an item the inspections make red may not go out (rules/inspections.ts safeToUse): each overdue
 * or missing inspection. Out of use and not in service have their own refusals, said first.
 */
export function notSafeRefusal(reasons: readonly SafeReason[], standings: readonly Pick<InspectionStanding, "kind" | "dueFor">[], today: string): string {
  const parts = reasons.flatMap((r) => {
    if (r.code !== "overdue" && r.code !== "never_inspected") return [];
    const what = lowerFirst(inspectionKindLabel(r.kind));
    if (r.code === "never_inspected") return [`it has no ${what} on record`];
    if (standings.find((s) => s.kind === r.kind)?.dueFor === "new_site")
      return [`its ${what} is needed before use at the site it arrived at on ${ukDay(r.dueDay!)}`];
    if (r.dueDay && r.dueDay > today) return [`its ${what} is overdue by its meter reading`];
    return [`its ${what} is overdue (it was due on ${ukDay(r.dueDay!)})`];
  });
  return `This item is not safe to use: ${parts.join("; ")}. It must be inspected before it is checked out`;
}
