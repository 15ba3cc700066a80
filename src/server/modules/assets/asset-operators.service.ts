import { ASSET_USE_MESSAGES, type OperatorRefusal } from "@shared/assets/asset-use";
import type { Operators, OperatorsInput, PlantCategoryCardsInput, PlantCategoryRules } from "@shared/assets/asset-operators";
import { operatorRefusals } from "@shared/assets/operator-check";
import { ukToday } from "@shared/common/uk-dates";
import { checkTradeRule, describeRequirements, type TradeCardRule } from "@shared/workforce/card-rules";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { replaceKeyedSet } from "../../platform/register/keyed-set";
import { badRequest, HttpError } from "../../platform/errors";
import { userCan } from "../../platform/permissions";
import { ruleCards } from "../workers/trade-card-rules.service";
import { getLiveWorker } from "../workers/workers.service";
import { assetRecord, liveAsset, type AssetRow, type Ctx } from "./asset-record";
import * as repo from "./asset-operators.repository";

/**
 * Operators (issue 32, decision 0075): the cards each plant category asks for, an asset's authorised
 * operators, and the one judgement of whether a worker may operate an item, which check-out and the
 * pre-use check both ask (operatorRefusal).
 */

/**
 * Why `workerId` may not operate `asset` on `today`, empty when they may: its plant category's card
 * rule not met (read as the workforce register reads a trade's rule), or the asset names its operators
 * and they are not one. 404 when the worker is not on the register. The pre-use check calls this too,
 * so both refuse for the same reasons; an override (Assets edit, a reason) is the caller's to log.
 */
export async function operatorRefusal(db: Db | Tx, asset: Pick<AssetRow, "id" | "category">, workerId: number, today: string): Promise<OperatorRefusal[]> {
  const worker = await getLiveWorker(db, workerId);
  const [rule, cards, standing] = await Promise.all([
    repo.ruleOfCategory(db, asset.category),
    ruleCards(db, [workerId]),
    repo.operatorStanding(db, asset.id, workerId),
  ]);
  return operatorRefusals(
    {
      name: `${worker.firstName} ${worker.lastName}`,
      rule: rule?.requirements ?? null,
      cards,
      namedOperators: standing.named,
      isNamedOperator: standing.isOne,
    },
    today,
  );
}

/**
 * The one judgement at the machine, for check-out and the pre-use check alike: the operator's
 * refusals, refused 409 `{ message, refusals }` unless overridden with a reason, which only Assets
 * edit may give (403 otherwise, asked before anything is judged so nothing half-happens). Answers the
 * refusals let through and the reason, for the caller to keep and log.
 */
export async function operatorOverridePermitted(ctx: Ctx, override: { reason: string } | undefined) {
  if (override && !(await userCan(ctx.db, requireUser(ctx.request).role, "Assets", "edit"))) throw new HttpError(403, ASSET_USE_MESSAGES.overrideNotAllowed);
}

export async function judgeOperator(
  tx: Db | Tx,
  asset: Pick<AssetRow, "id" | "category">,
  workerId: number,
  today: string,
  override: { reason: string } | undefined,
) {
  const refusals = await operatorRefusal(tx, asset, workerId, today);
  if (refusals.length && !override) throw new HttpError(409, refusals.map((r) => r.reason).join(". "), { refusals });
  return { refusals, overridden: refusals.length ? override!.reason : null };
}

/** The words for a category's rule ("CPCS or NPORS"), or null when it has none. */
export async function operatorRuleText(db: Db | Tx, category: string | null): Promise<string | null> {
  const rule = await repo.ruleOfCategory(db, category);
  return rule ? describeRequirements(rule.requirements) : null;
}
export const countOperators = repo.countOperators;

// ---- an asset's operators ------------------------------------------------------------------------

export async function listOperators(db: Db, assetId: number): Promise<Operators> {
  const asset = await liveAsset(db, assetId);
  const [rule, rows] = await Promise.all([repo.ruleOfCategory(db, asset.category), repo.operatorsOf(db, assetId)]);
  const cards = await ruleCards(
    db,
    rows.map((r) => r.workerId),
  );
  const today = ukToday();
  return {
    categoryRule: rule ? { category: rule.category, text: describeRequirements(rule.requirements) } : null,
    operators: rows.map((r) => {
      const result = checkTradeRule(
        rule?.requirements ?? null,
        cards.filter((c) => c.workerId === r.workerId),
        today,
      );
      const text = result.state === "not_met" ? describeRequirements(result.missing) : rule ? describeRequirements(rule.requirements) : "";
      return {
        workerId: r.workerId,
        name: `${r.firstName} ${r.lastName}`,
        workerCode: r.workerCode,
        trade: r.trade,
        authorisedBy: r.authorisedBy,
        authorisedAt: r.authorisedAt.toISOString(),
        cardRule: { state: result.state, text },
      };
    }),
  };
}

/** The set replaced: those kept keep who authorised them and when; one line in the log names who was added and removed. */
export async function replaceOperators(ctx: Ctx, assetId: number, input: OperatorsInput): Promise<Operators> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const asset = await liveAsset(tx, assetId);
    const found = await repo.liveWorkers(tx, input.workerIds);
    const names = new Map(found.map((w) => [w.id, w.name ?? ""]));
    const missing = input.workerIds.findIndex((id) => !names.has(id));
    if (missing >= 0) throw badRequest("Worker not found", `workerIds.${missing}`);
    const before = await repo.currentOperatorIds(tx, assetId);
    const added = input.workerIds.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !input.workerIds.includes(id));
    if (!added.length && !removed.length) return;
    const removedNames = new Map((await repo.liveWorkers(tx, removed)).map((w) => [w.id, w.name ?? ""]));
    await repo.removeOperators(tx, assetId, removed);
    await repo.addOperators(tx, assetId, added, user.id);
    const parts = [
      added.length && `authorised ${added.map((id) => names.get(id)).join(", ")}`,
      removed.length && `removed ${removed.map((id) => removedNames.get(id) ?? `worker ${id}`).join(", ")}`,
    ].filter(Boolean);
    await audit(tx, ctx.request, {
      action: "asset_operators_updated",
      description: `Changed the authorised operators of ${asset.name} (${parts.join("; ")})`,
      ...assetRecord(asset, { added, removed }),
    });
  });
  return listOperators(ctx.db, assetId);
}

// ---- the cards each plant category needs ---------------------------------------------------------

/** A requirement as stored: the card type only when one is named (as the trade rules store theirs). */
const stored = (groups: PlantCategoryCardsInput["rules"][number]["requirements"]): TradeCardRule =>
  groups.map((g) => g.map((r) => (r.cardType ? { scheme: r.scheme, cardType: r.cardType } : { scheme: r.scheme })));

export async function listPlantRules(db: Db): Promise<PlantCategoryRules> {
  return {
    rules: (await repo.listRules(db)).map((r) => ({
      id: r.id,
      category: r.category,
      requirements: r.requirements,
      text: describeRequirements(r.requirements),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** The whole set replaced: a category kept is updated in place, a new one added, one left out removed; one line in the log. */
export async function replacePlantRules(ctx: Ctx, input: PlantCategoryCardsInput): Promise<PlantCategoryRules> {
  const user = requireUser(ctx.request);
  await ctx.db.transaction(async (tx) => {
    const { added, changed, removed, summary } = await replaceKeyedSet(
      (await repo.listRules(tx)).map((r) => ({ id: r.id, name: r.category, value: r.requirements })),
      input.rules.map((rule) => ({ name: rule.category, value: stored(rule.requirements) })),
      {
        insert: (rule) => repo.insertRule(tx, { category: rule.name, requirements: rule.value, updatedBy: user.id }),
        update: (id, rule) => repo.updateRule(tx, id, { category: rule.name, requirements: rule.value, updatedBy: user.id }),
        remove: (ids) => repo.deleteRules(tx, ids),
      },
    );
    if (!summary) return;
    await audit(tx, ctx.request, {
      action: "plant_category_cards_updated",
      description: `Updated the cards each plant category's operators need (${summary})`,
      entityType: "plant_category_cards",
      entityName: "Cards per plant category",
      category: "assets",
      metadata: { added, changed, removed },
    });
  });
  return listPlantRules(ctx.db);
}
