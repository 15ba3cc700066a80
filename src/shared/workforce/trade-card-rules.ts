import { z } from "zod";
import { optionalText, requiredText } from "../common/fields";
import { timestamp } from "../common/wire";
import type { TradeRuleState } from "./card-rules";
import { CARD_SCHEME_KEYS, CARD_SCHEME_MESSAGE } from "./worker-cards";

/**
 * The company's required cards per trade (issue 30, "Required cards per trade"; decision 0067). The
 * rule itself is card-rules.ts; this is how it travels: the whole set of rules is read and written at
 * once (PUT /api/trade-card-rules), one rule per trade, the trade matched without case.
 */

export const TRADE_RULE_STATES = ["met", "unchecked", "not_met", "no_rule"] as const satisfies readonly TradeRuleState[];

const requirementSchema = z.object({
  scheme: z.enum(CARD_SCHEME_KEYS, { error: CARD_SCHEME_MESSAGE }),
  cardType: optionalText("Card type", 100),
});
const groupSchema = z
  .array(requirementSchema, { error: "Each group needs at least one card scheme" })
  .min(1, "Each group needs at least one card scheme")
  .max(10);

/** A rule's groups of alternatives: a trade's rule here, and the cards a plant category asks of its operators (shared/assets). */
export const cardRequirementsSchema = z
  .array(groupSchema, { error: "A rule needs at least one group of cards" })
  .min(1, "A rule needs at least one group of cards")
  .max(10);

export const tradeCardRuleSchema = z.object({
  trade: requiredText("Trade", 100),
  requirements: cardRequirementsSchema,
});

export const DUPLICATE_TRADE_MESSAGE = "Each trade may have one rule";

/** PUT /api/trade-card-rules: every rule the company keeps; a trade left out has no rule. */
export const tradeCardRulesInput = z
  .object({ rules: z.array(tradeCardRuleSchema, { error: "Rules must be a list" }).max(200, "At most 200 trade rules") })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      const key = r.trade.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rules", i, "trade"], message: DUPLICATE_TRADE_MESSAGE });
      seen.add(key);
    });
  });
export type TradeCardRulesInput = z.output<typeof tradeCardRulesInput>;
export type TradeCardRulesFormValues = z.input<typeof tradeCardRulesInput>;

const requirementView = z.object({ scheme: z.string(), cardType: z.string().optional() });

export const tradeCardRuleViewSchema = z
  .object({
    id: z.number().int(),
    trade: z.string(),
    requirements: z.array(z.array(requirementView)),
    /** "CPCS or NPORS": the rule as a person reads it. */
    text: z.string(),
    updatedAt: timestamp,
  })
  .meta({ id: "TradeCardRule" });
export const tradeCardRulesSchema = z.object({ rules: z.array(tradeCardRuleViewSchema) });
export type TradeCardRuleView = z.output<typeof tradeCardRuleViewSchema>;
export type TradeCardRules = z.output<typeof tradeCardRulesSchema>;

/** A worker against their trade's rule: what is missing (groups of alternatives) and the sentence for it. */
export const workerTradeRuleSchema = z
  .object({
    state: z.enum(TRADE_RULE_STATES),
    missing: z.array(z.array(requirementView)),
    /** "CPCS or NPORS": the missing groups when not met, else the whole rule; empty without a rule. */
    text: z.string(),
  })
  .meta({ id: "WorkerTradeRule" });
export type WorkerTradeRule = z.output<typeof workerTradeRuleSchema>;

/** The list's filter: workers whose cards do not meet their trade's rule. */
export const tradeRuleFilter = z.enum(["not_met"], { error: "Trade rule filter must be not_met" });
