import { ukDay } from "../common/uk-dates";
import { cardAnswers, checkTradeRule, describeRequirements, type CardRequirement, type HeldCard, type TradeCardRule } from "../workforce/card-rules";
import type { OperatorRefusal } from "./asset-use";

/**
 * Whether a worker may operate a machine (issue 32, "Operators"; decision 0075), in words they can act
 * on. The plant category's card rule is judged exactly as a trade's rule is (checkTradeRule): every
 * group met by one in-date card; a card nobody has checked still counts. An asset that names its
 * authorised operators lets only them. Check-out and the pre-use check ask the same question.
 */
export type OperatorFacts = {
  /** "Sam Jones" */
  name: string;
  rule: TradeCardRule | null;
  cards: readonly HeldCard[];
  /** How many operators the asset names (0: anyone whose cards meet the rule). */
  namedOperators: number;
  isNamedOperator: boolean;
};

/** Why one group is not met: the newest card answering it has expired, or none is held. */
function groupProblem(name: string, group: CardRequirement[], cards: readonly HeldCard[]): string {
  const expired = cards.filter((c) => c.expiryDate && group.some((req) => cardAnswers(c, req))).sort((a, b) => (a.expiryDate! < b.expiryDate! ? 1 : -1))[0];
  if (expired) return `${name}'s ${expired.scheme}${expired.cardType ? ` (${expired.cardType})` : ""} card expired on ${ukDay(expired.expiryDate!)}`;
  return `${name} holds no ${describeRequirements([group])} card`;
}

export function operatorRefusals(facts: OperatorFacts, today: string): OperatorRefusal[] {
  const out: OperatorRefusal[] = [];
  const result = checkTradeRule(facts.rule, facts.cards, today);
  if (result.state === "not_met")
    out.push({ code: "card_rule", reason: result.missing.map((group) => groupProblem(facts.name, group, facts.cards)).join("; ") });
  if (facts.namedOperators > 0 && !facts.isNamedOperator)
    out.push({ code: "not_authorised", reason: `${facts.name} is not one of this item's authorised operators` });
  return out;
}
