import { checkTradeRule, describeRequirements, type HeldCard, type TradeCardRule, type TradeRuleState } from "@shared/workforce/card-rules";
import type { TradeCardRules, TradeCardRulesInput, WorkerTradeRule } from "@shared/workforce/trade-card-rules";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
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
    const before = new Map((await repo.listRules(tx)).map((r) => [r.trade.toLowerCase(), r]));
    const added: string[] = [];
    const changed: string[] = [];
    for (const rule of input.rules) {
      const requirements = stored(rule.requirements);
      const old = before.get(rule.trade.toLowerCase());
      before.delete(rule.trade.toLowerCase());
      if (!old) {
        await repo.insertRule(tx, { trade: rule.trade, requirements, createdBy: user.id, updatedBy: user.id });
        added.push(rule.trade);
      } else if (old.trade !== rule.trade || JSON.stringify(old.requirements) !== JSON.stringify(requirements)) {
        await repo.updateRule(tx, old.id, { trade: rule.trade, requirements, updatedBy: user.id });
        changed.push(rule.trade);
      }
    }
    const removed = [...before.values()];
    await repo.deleteRules(
      tx,
      removed.map((r) => r.id),
    );
    const parts = [
      added.length && `added ${added.join(", ")}`,
      changed.length && `changed ${changed.join(", ")}`,
      removed.length && `removed ${removed.map((r) => r.trade).join(", ")}`,
    ].filter(Boolean);
    if (!parts.length) return;
    await audit(tx, ctx.request, {
      action: "trade_card_rules_updated",
      description: `Updated the cards each trade needs (${parts.join("; ")})`,
      entityType: "trade_card_rules",
      entityName: "Card rules per trade",
      category: "workers",
      metadata: { added, changed, removed: removed.map((r) => r.trade) },
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
