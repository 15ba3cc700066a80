import { variationStatusLabel, type VariationStatus } from "./cost-forecast";

/**
 * Where a variation may go from each status (docs/decisions/0081-cost-analysis.md, "Variations"). A
 * pending variation is agreed (approved), disputed (unagreed) or turned down (rejected); a disputed
 * one is settled either way or goes back to pending when the client reopens the talk; a rejected one
 * may be reopened (pending). Approval is final: it has moved the contract's budget and value, so a
 * correction is a new variation, never an edit.
 */
export const VARIATION_TRANSITIONS: Readonly<Record<VariationStatus, readonly VariationStatus[]>> = {
  pending: ["approved", "unagreed", "rejected"],
  unagreed: ["approved", "rejected", "pending"],
  rejected: ["pending"],
  approved: [],
};

export const APPROVED_IS_FINAL = "An approved variation cannot be changed or deleted: raise a new variation to correct it";

const joinOr = (words: string[]) => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`);

/** Why `from` → `to` is not a step a variation may take (a 409), or null when it is. */
export function variationStatusRefusal(from: VariationStatus, to: VariationStatus): string | null {
  if (from === to) return `This variation is already ${variationStatusLabel(to).toLowerCase()}`;
  if (from === "approved") return APPROVED_IS_FINAL;
  const allowed = VARIATION_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  return `A ${variationStatusLabel(from).toLowerCase()} variation can only be made ${joinOr(allowed.map((s) => variationStatusLabel(s).toLowerCase()))}`;
}

/** Only an approved variation is locked: any other may be edited and deleted (to the recycle bin). */
export const variationLocked = (status: string) => status === "approved";
