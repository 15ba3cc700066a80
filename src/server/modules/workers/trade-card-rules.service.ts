import { checkTradeRule, describeRequirements, type HeldCard, type TradeCardRule, type TradeRuleState } from "@shared/workforce/card-rules";
import type { TradeCardRules, TradeCardRulesInput, WorkerTradeRule } from "@shared/workforce/trade-card-rules";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { replaceKeyedSet } from "../../platform/register/keyed-set";
import * as repo from "./trade-card-rules.repository";
import type { Ctx } from "./workers.service";

/** Required cards per trade (issue 30, decision 0067): the company's rules, and a worker's standing against theirs. */

/** A requirement as stored: the card type only when one is named. */
const stored = (groups: TradeCardRulesInput["rules"][number]["requirements"]): TradeCardRule =>
  groups.map((g) => g.map((r) => (r.cardType ? { scheme: r.scheme, cardType: r.cardType } : { scheme: r.scheme })));

export async function listTradeRules(db: Db): Promise<TradeCardRules> {
  const rows = await repo.listRules(db);
  return {
    rules: rows.map((r) => ({
      id: r.id,
      trade: r.trade,
      requirements: r.requirements,
      text: describeRequirements(r.requirements),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** The whole set replaced: a trade kept is updated in place, a new one added, one left out removed; one line in the log. */
export async function replaceTradeRules(ctx: Ctx, input: TradeCardRulesInput): Promise<TradeCardRules> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const { added, changed, removed, summary } = await replaceKeyedSet(
      (await repo.listRules(tx)).map((r) => ({ id: r.id, name: r.trade, value: r.requirements })),
      input.rules.map((rule) => ({ name: rule.trade, value: stored(rule.requirements) })),
      {
        insert: (rule) => repo.insertRule(tx, { trade: rule.name, requirements: rule.value, createdBy: user.id, updatedBy: user.id }),
        update: (id, rule) => repo.updateRule(tx, id, { trade: rule.name, requirements: rule.value, updatedBy: user.id }),
        remove: (ids) => repo.deleteRules(tx, ids),
      },
    );
    if (!summary) return;
    await audit(tx, ctx.request, {
      action: "trade_card_rules_updated",
      description: `Updated the cards each trade needs (${summary})`,
      entityType: "trade_card_rules",
      entityName: "Card rules per trade",
      category: "workers",
      metadata: { added, changed, removed },
    });
  });
  return listTradeRules(ctx.db);
}

/** The cards of the given workers, or with no ids every active worker's, as the trade rule reads them. */
export const ruleCards = (db: Db | Tx, ids?: number[]) => repo.ruleCards(db, ids);

/** A worker's standing: what is missing when not met, else the whole rule, in words. */
export function tradeRuleOf(rule: TradeCardRule | null, cards: readonly HeldCard[], today: string): WorkerTradeRule {
  const result = checkTradeRule(rule, cards, today);
  const text = result.state === "not_met" ? describeRequirements(result.missing) : rule ? describeRequirements(rule) : "";
  return { ...result, text };
}

/** The standing of each worker of a page: the rules (a short table) and the page's cards, read once. */
export async function tradeRuleStates(db: Db, page: { id: number; trade: string | null }[], today: string): Promise<Map<number, TradeRuleState>> {
  const rules = new Map((await repo.listRules(db)).map((r) => [r.trade.toLowerCase(), r.requirements]));
  const cards = await repo.ruleCards(
    db,
    page.map((w) => w.id),
  );
  return new Map(
    page.map((w) => {
      const rule = w.trade ? (rules.get(w.trade.toLowerCase()) ?? null) : null;
      return [
        w.id,
        checkTradeRule(
          rule,
          cards.filter((c) => c.workerId === w.id),
          today,
        ).state,
      ];
    }),
  );
}
