import { z } from "zod";
import { expiryState } from "../common/expiry";
import { optionalDay } from "../common/fields";
import { ukToday } from "../common/uk-dates";
import { isoDay, personRef } from "../common/wire";
import { labelled } from "../common/labelled";

/**
 * A worker's right to work check (issue 31, Home Office guidance): how it was done, who did it, on what
 * day and, for time-limited permission, when the follow-up check is due. The documents are not stored:
 * the record says a check was made, not what was seen. `workers.right_to_work` stays as "a check is recorded".
 */

export const RIGHT_TO_WORK_METHODS = [
  { value: "manual", label: "Manual check of original documents" },
  { value: "online", label: "Online check with the worker's share code" },
  { value: "idsp", label: "Digital check through an identity service provider" },
] as const;
export type RightToWorkMethod = (typeof RIGHT_TO_WORK_METHODS)[number]["value"];
const METHOD_KEYS = RIGHT_TO_WORK_METHODS.map((m) => m.value) as [RightToWorkMethod, ...RightToWorkMethod[]];
export const rightToWorkMethodLabel = (key: string) => RIGHT_TO_WORK_METHODS.find((m) => m.value === key)?.label ?? key;

export const RIGHT_TO_WORK_FUTURE_MESSAGE = "The check date cannot be in the future";
export const RIGHT_TO_WORK_FOLLOW_UP_MESSAGE = "The follow-up date must be after the check";

/** POST /api/workers/:id/right-to-work: who checked is the caller, when is today unless given. */
export const rightToWorkCheckSchema = z
  .object({
    method: z.enum(METHOD_KEYS, { error: "Choose how the right to work was checked" }),
    checkedOn: optionalDay("Checked on"),
    /** Empty for permanent permission (no follow-up check). */
    followUpOn: optionalDay("Follow-up check due"),
  })
  .superRefine((v, ctx) => {
    // Today in the UK when the form or the request is checked.
    const today = ukToday();
    const on = v.checkedOn ?? today;
    if (v.checkedOn && v.checkedOn > today) ctx.addIssue({ code: "custom", path: ["checkedOn"], message: RIGHT_TO_WORK_FUTURE_MESSAGE });
    if (v.followUpOn && v.followUpOn <= on) ctx.addIssue({ code: "custom", path: ["followUpOn"], message: RIGHT_TO_WORK_FOLLOW_UP_MESSAGE });
  });
export type RightToWorkCheckFormValues = z.input<typeof rightToWorkCheckSchema>;
export type RightToWorkCheckInput = z.output<typeof rightToWorkCheckSchema>;

export const { values: RIGHT_TO_WORK_STATES, labels: RIGHT_TO_WORK_STATE_LABELS } = labelled({
  none: "Not checked",
  valid: "Checked",
  follow_up_due: "Follow-up due",
  expired: "Expired",
});
export type RightToWorkState = (typeof RIGHT_TO_WORK_STATES)[number];

/**
 * The check's state on `today`: none without a check; with a follow-up date, the one expiry rule
 * (common/expiry.ts) over it — due within 30 days, expired once the day has passed; permanent otherwise.
 */
export function rightToWorkState(worker: { rightToWorkCheckedOn: string | null; rightToWorkFollowUp: string | null }, today: string): RightToWorkState {
  if (!worker.rightToWorkCheckedOn) return "none";
  const state = expiryState(worker.rightToWorkFollowUp, today);
  if (state === "expired") return "expired";
  return state === "expiring" ? "follow_up_due" : "valid";
}

export const rightToWorkCheckViewSchema = z
  .object({
    state: z.enum(RIGHT_TO_WORK_STATES),
    method: z.string().nullable(),
    methodLabel: z.string().nullable(),
    checkedOn: isoDay.nullable(),
    checkedBy: personRef.nullable(),
    /** Null for permanent permission. */
    followUpOn: isoDay.nullable(),
  })
  .meta({ id: "RightToWorkCheck" });
export type RightToWorkCheckView = z.output<typeof rightToWorkCheckViewSchema>;
