import { formatMoneyText } from "@shared/common/money";
import { AGREED_COST_REQUIRED, AGREED_VALUE_REQUIRED, type VariationStatus, type VariationView } from "@shared/cost-analysis/variations";
import { variationStatusLabel } from "@shared/rules/cost-forecast";
import { VARIATION_TRANSITIONS, variationLocked } from "@shared/rules/variation-status";
import { formatDate } from "@web/lib/format";

/**
 * What the variations register shows and offers (decision 0081, "Variations"), kept out of the
 * components so it can be tested: the badge of a status, the moves the rules allow, the figures a
 * row shows, and the form's and the status dialog's starting values.
 */

export const STATUS_BADGE: Record<VariationStatus, "info" | "success" | "warning" | "secondary"> = {
  pending: "info",
  approved: "success",
  unagreed: "warning",
  rejected: "secondary",
};

/** A move's button words: "Approve", "Reject"… A move back to pending reopens the talk. */
const MOVE_LABEL: Record<VariationStatus, string> = { approved: "Approve", unagreed: "Mark unagreed", rejected: "Reject", pending: "Reopen" };

export type Move = { to: VariationStatus; label: string };

/** Only the steps rules/variation-status.ts allows from here (none once approved). */
export const movesFrom = (status: VariationStatus): Move[] => VARIATION_TRANSITIONS[status].map((to) => ({ to, label: MOVE_LABEL[to] }));

/** The status dialog's title: "Approve V003", "Reopen V002". */
export const moveTitle = (v: Pick<VariationView, "number">, to: VariationStatus) => `${MOVE_LABEL[to]} ${v.number}`;

/** What may be done to a variation by a reader with these rights: an approved one is final (the server's 409). */
export function variationActions(v: Pick<VariationView, "status">, rights: { canEdit: boolean; canDelete: boolean }) {
  const locked = variationLocked(v.status);
  return {
    edit: rights.canEdit && !locked,
    moves: rights.canEdit ? movesFrom(v.status) : [],
    remove: rights.canDelete && !locked,
  };
}

/** An amount as money, or the words for none ("Not priced"): a variation is often instructed before it is priced. */
export const moneyOrNone = (value: string | null, none = "Not priced") => (value === null ? none : formatMoneyText(value));

/**
 * The value and cost a row shows: the agreed figures once approved (what moved the budget), with the
 * estimates beside them when they differ; the estimates otherwise.
 */
export function shownFigures(v: Pick<VariationView, "status" | "valueEstimate" | "costEstimate" | "agreedValue" | "agreedCost">) {
  const agreed = v.status === "approved" && (v.agreedValue !== null || v.agreedCost !== null);
  const one = (estimate: string | null, agreedFigure: string | null) => {
    if (!agreed) return { main: moneyOrNone(estimate), note: null };
    const main = moneyOrNone(agreedFigure);
    const differs = estimate !== agreedFigure;
    return { main, note: differs ? `Estimate ${moneyOrNone(estimate)}` : null };
  };
  return { agreed, value: one(v.valueEstimate, v.agreedValue), cost: one(v.costEstimate, v.agreedCost) };
}

export const statusText = (status: VariationStatus) => variationStatusLabel(status);

/** The raise/edit form's boxes, as text. */
export type VariationFields = { title: string; description: string; head: string; valueEstimate: string; costEstimate: string };

export const variationFields = (v: VariationView | null): VariationFields => ({
  title: v?.title ?? "",
  description: v?.description ?? "",
  head: v?.head ?? "",
  valueEstimate: v?.valueEstimate ?? "",
  costEstimate: v?.costEstimate ?? "",
});

/** The status dialog's boxes: approving starts from the estimates (the server defaults to them too). */
export type StatusFields = { status: VariationStatus; agreedValue: string; agreedCost: string; note: string };

export const statusFields = (v: Pick<VariationView, "valueEstimate" | "costEstimate">, to: VariationStatus): StatusFields => ({
  status: to,
  agreedValue: to === "approved" ? (v.valueEstimate ?? "") : "",
  agreedCost: to === "approved" ? (v.costEstimate ?? "") : "",
  note: "",
});

/**
 * Approving needs both agreed figures (the server's 400 with the same words): a box left blank is
 * asked for here rather than sent and refused.
 */
export function approvalProblems(fields: StatusFields): { field: "agreedValue" | "agreedCost"; message: string }[] {
  if (fields.status !== "approved") return [];
  return [
    ...(fields.agreedValue.trim() === "" ? [{ field: "agreedValue" as const, message: AGREED_VALUE_REQUIRED }] : []),
    ...(fields.agreedCost.trim() === "" ? [{ field: "agreedCost" as const, message: AGREED_COST_REQUIRED }] : []),
  ];
}

/** "Approved by Sam QS on 14/10/2026: instructed by AI 12": the last move, who made it, when, and its note; null before any. */
export function lastMoveText(v: Pick<VariationView, "status" | "statusChangedAt" | "statusChangedBy" | "statusNote">): string | null {
  if (v.statusChangedAt === null) return null;
  const by = v.statusChangedBy ? ` by ${v.statusChangedBy.name}` : "";
  return `${variationStatusLabel(v.status)}${by} on ${formatDate(v.statusChangedAt)}${v.statusNote ? `: ${v.statusNote}` : ""}`;
}
