import { z } from "zod";
import { idSchema } from "../common/ids";
import { timestamp } from "../common/wire";
import { TRADE_RULE_STATES } from "../workforce/trade-card-rules";
import { plantCategoryCardsSchema } from "./asset";
import { ASSET_USE_MESSAGES } from "./asset-use";

/**
 * An asset's authorised operators and the cards a plant category asks of its operators (issue 32,
 * "Operators"; decision 0075). The category's rule is a trade's rule in shape and judgement
 * (workforce/card-rules.ts), read and written as a whole set as the trade rules are.
 */

export const MAX_OPERATORS = 200;
export const operatorsInput = z.object({
  workerIds: z
    .array(idSchema(ASSET_USE_MESSAGES.workerNotFound), { error: "Operators must be a list of workers" })
    .max(MAX_OPERATORS, `At most ${MAX_OPERATORS} operators`)
    .transform((ids) => [...new Set(ids)]),
});
export type OperatorsInput = z.output<typeof operatorsInput>;

export const operatorViewSchema = z
  .object({
    workerId: z.number().int(),
    name: z.string(),
    /** The register's worker ID (W-0012). */
    workerCode: z.string(),
    trade: z.string().nullable(),
    authorisedBy: z.string().nullable(),
    authorisedAt: timestamp,
    /** Their cards against the plant category's rule now (no_rule when the category has none). */
    cardRule: z.object({ state: z.enum(TRADE_RULE_STATES), text: z.string() }),
  })
  .meta({ id: "AssetOperator" });
export type OperatorView = z.output<typeof operatorViewSchema>;

export const operatorsSchema = z.object({
  /** The cards its plant category asks for ("CPCS or NPORS"); null when the category has no rule. */
  categoryRule: z.object({ category: z.string(), text: z.string() }).nullable(),
  operators: z.array(operatorViewSchema),
});
export type Operators = z.output<typeof operatorsSchema>;

// ---- plant category card rules ---------------------------------------------------------------------

export const DUPLICATE_CATEGORY_MESSAGE = "Each plant category may have one rule";

/** PUT /api/plant-category-cards: every rule the company keeps; a category left out has no rule. */
export const plantCategoryCardsInput = z
  .object({ rules: z.array(plantCategoryCardsSchema, { error: "Rules must be a list" }).max(200, "At most 200 plant category rules") })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rules.forEach((r, i) => {
      const key = r.category.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["rules", i, "category"], message: DUPLICATE_CATEGORY_MESSAGE });
      seen.add(key);
    });
  });
export type PlantCategoryCardsInput = z.output<typeof plantCategoryCardsInput>;
export type PlantCategoryCardsFormValues = z.input<typeof plantCategoryCardsInput>;

const requirementView = z.object({ scheme: z.string(), cardType: z.string().optional() });
export const plantCategoryRuleViewSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    requirements: z.array(z.array(requirementView)),
    /** "CPCS or NPORS": the rule as a person reads it. */
    text: z.string(),
    updatedAt: timestamp,
  })
  .meta({ id: "PlantCategoryRule" });
export type PlantCategoryRuleView = z.output<typeof plantCategoryRuleViewSchema>;
export const plantCategoryRulesSchema = z.object({ rules: z.array(plantCategoryRuleViewSchema) });
export type PlantCategoryRules = z.output<typeof plantCategoryRulesSchema>;
