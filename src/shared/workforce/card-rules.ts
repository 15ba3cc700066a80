import { daysAfter } from "../common/uk-dates";
import { expiryState, type ExpiryState } from "../common/expiry";

/**
 * Whether a worker may do their trade on site by the cards they hold (issue 30, "Required cards per
 * trade"). The company writes a rule per trade as groups of alternatives: every group must be met by
 * one card in date, and a group is met by a card of any of its schemes ("CPCS or NPORS"), or of one
 * card type within a scheme when the rule names it (an ECS card of type "Electrician"). A card that
 * is no group's answer does not help, however good it is: a plant operator holding only a CSCS
 * labourer card does not meet "CPCS or NPORS".
 *
 * A card counts while it is in date by the one expiry rule (expiring soon still counts; it is flagged
 * on its own). One that nobody has checked counts as well, but then the rule is only "met, not
 * checked": the gate (site sign-in) and the register say so, because an unchecked card is the
 * worker's word.
 */
export type CardRequirement = { scheme: string; cardType?: string };
/** A trade's rule: every inner list is a group of alternatives; an empty rule asks for nothing. */
export type TradeCardRule = CardRequirement[][];
export type HeldCard = { scheme: string; cardType?: string | null; expiryDate: string | null; validated: boolean };

export type TradeRuleState = "met" | "unchecked" | "not_met" | "no_rule";
export type TradeRuleResult = {
  state: TradeRuleState;
  /** The groups no in-date card answers, in the rule's order (empty unless not_met). */
  missing: CardRequirement[][];
};

/** Whether a card is an answer to one requirement (expiry aside): its scheme, and its card type without case when named. */
export const cardAnswers = (card: Pick<HeldCard, "scheme" | "cardType">, req: CardRequirement) =>
  card.scheme === req.scheme && (!req.cardType || (card.cardType ?? "").trim().toLowerCase() === req.cardType.trim().toLowerCase());

/** Whether the cards meet the rule on `today` (an ISO day: the site's day). */
export function checkTradeRule(rule: TradeCardRule | null | undefined, cards: readonly HeldCard[], today: string): TradeRuleResult {
  if (!rule || rule.length === 0) return { state: "no_rule", missing: [] };
  const inDate = cards.filter((c) => expiryState(c.expiryDate, today) !== "expired");
  const missing: CardRequirement[][] = [];
  let allChecked = true;
  for (const group of rule) {
    const meeting = inDate.filter((c) => group.some((req) => cardAnswers(c, req)));
    if (meeting.length === 0) missing.push(group);
    else if (!meeting.some((c) => c.validated)) allChecked = false;
  }
  if (missing.length > 0) return { state: "not_met", missing };
  return { state: allChecked ? "met" : "unchecked", missing: [] };
}

/** "CPCS or NPORS; and ECS (Electrician)": a rule's groups as a person reads them. */
export function describeRequirements(groups: readonly CardRequirement[][], label: (scheme: string) => string = (s) => s): string {
  return groups.map((group) => group.map((r) => (r.cardType ? `${label(r.scheme)} (${r.cardType})` : label(r.scheme))).join(" or ")).join("; and ");
}

/**
 * A site induction's standing on `today` (issue 30): passed inductions stay valid for the period the
 * company sets, counted in days from the day it was passed (valid through passedOn + validityDays − 1),
 * and run through the one expiry rule so "expires soon" means what it means for cards. A failed or
 * rejected attempt, or none, is not an induction.
 */
export type InductionOutcome = { result: "passed" | "failed" | "rejected"; passedOn: string | null };
export type InductionState = ExpiryState | "failed";

export function inductionExpiry(passedOn: string, validityDays: number): string {
  return daysAfter(passedOn, validityDays - 1);
}

export function inductionState(outcome: InductionOutcome | null | undefined, validityDays: number, today: string): InductionState {
  if (!outcome) return "none";
  if (outcome.result !== "passed" || !outcome.passedOn) return outcome.result === "failed" ? "failed" : "none";
  return expiryState(inductionExpiry(outcome.passedOn, validityDays), today);
}
