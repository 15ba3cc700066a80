import { daysAfter } from "@shared/common/uk-dates";
import { checkTradeRule, inductionState, type HeldCard, type TradeCardRule } from "@shared/workforce/card-rules";
import { rightToWorkState } from "@shared/workforce/right-to-work";
import { refusal, type GateAnswer, type Refusal, type TravelAnswers } from "@shared/site-sign-in/site-sign-in";
import type { TravelMethod } from "@shared/carbon/carbon";
import type { Db, Tx } from "../../db/client";
import { cardStatus, validityDays } from "../workers/workers.service";
import { ruleCards } from "../workers/trade-card-rules.service";
import * as repo from "./site-sign-in.repository";

/**
 * Why a worker may not sign in on a day (decision 0069), from the register's own rules, never
 * re-implemented: the card status as the register shows it, the trade's card rule, the induction this
 * contract needs (decision 0068) and the right to work check. Read for the whole roster or for one
 * worker by the same few set-wise queries.
 */

type Exec = Db | Tx;
type Card = HeldCard & { workerId: number; renewed: boolean };

export type GateFacts = {
  worker: repo.GateWorkerRow;
  refusals: Refusal[];
  answers: repo.GateAnswerRow | undefined;
  open: { id: number; signInTime: string } | undefined;
  lastTravel: TravelAnswers | null;
};

function group<T extends { workerId: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.workerId);
    if (list) list.push(r);
    else out.set(r.workerId, [r]);
  }
  return out;
}

/** The register's four rules on `date`, for one worker's facts. */
export function refusalsOf(
  w: { trade: string | null; rightToWorkCheckedOn: string | null; rightToWorkFollowUp: string | null },
  cards: readonly Card[],
  rule: TradeCardRule | null,
  induction: { required: boolean; passedOn: string | null; validityDays: number },
  date: string,
): Refusal[] {
  const out: Refusal[] = [];
  // The card status as the register shows it: over the current (not renewed) cards' earliest expiry.
  const current = cards.filter((c) => !c.renewed);
  const earliest =
    current
      .map((c) => c.expiryDate)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null;
  if (cardStatus(cards.length, earliest, date) === "expired") out.push(refusal("card_expired"));
  if (checkTradeRule(rule, cards, date).state === "not_met") out.push(refusal("trade_rule"));
  if (induction.required) {
    const state = inductionState(induction.passedOn ? { result: "passed", passedOn: induction.passedOn } : null, induction.validityDays, date);
    if (state === "expired") out.push(refusal("induction_expired"));
    else if (state === "none" || state === "failed") out.push(refusal("induction_missing"));
  }
  const rtw = rightToWorkState(w, date);
  if (rtw === "none" || rtw === "expired") out.push(refusal("right_to_work"));
  return out;
}

/** Today's answers that failed keep refusing until a site manager overrides. */
export const unfitRefusals = (answers: { fit: boolean } | undefined): Refusal[] => (answers && !answers.fit ? [refusal("unfit")] : []);

/** How far back the gate looks for a worker's last travel answers. */
const TRAVEL_LOOKBACK_DAYS = 90;

/** Everything the gate needs about the active workers (all, or `ids`) on this contract on `date`. */
export async function gateFacts(db: Exec, projectId: number, date: string, ids?: number[]): Promise<GateFacts[]> {
  const [workers, cards, rules, induction, days, answers, open, travel] = await Promise.all([
    repo.activeWorkers(db, ids),
    ruleCards(db, ids),
    repo.tradeRules(db),
    repo.requiredInduction(db, projectId),
    validityDays(db),
    repo.answersOn(db, projectId, date, ids),
    repo.openAttendance(db, projectId, ids),
    repo.lastTravel(db, projectId, daysAfter(date, -TRAVEL_LOOKBACK_DAYS), ids),
  ]);
  const passes = induction ? await repo.latestPasses(db, induction.id, ids) : new Map<number, string>();
  const rulesByTrade = new Map(rules.map((r) => [r.trade.toLowerCase(), r.requirements]));
  const cardsBy = group(cards);
  const openBy = new Map(open.map((o) => [o.workerId, o]));
  return workers.map((w) => {
    const rule = w.trade ? (rulesByTrade.get(w.trade.toLowerCase()) ?? null) : null;
    const inducted = { required: induction !== null, passedOn: passes.get(w.id) ?? null, validityDays: days };
    return {
      worker: w,
      refusals: refusalsOf(w, cardsBy.get(w.id) ?? [], rule, inducted, date),
      answers: answers.get(w.id),
      open: openBy.get(w.id),
      lastTravel: travelAnswers(travel.get(w.id)),
    };
  });
}

/** A stored sign-in's travel as the forms offer it again. */
export const travelAnswers = (
  t: { travelMethod: string | null; travelDistance: string | null; travelOriginPostcode: string | null } | undefined,
): TravelAnswers | null =>
  t
    ? {
        travelMethod: t.travelMethod as TravelMethod,
        travelDistance: t.travelDistance === null ? null : Number(t.travelDistance),
        travelOriginPostcode: t.travelOriginPostcode,
      }
    : null;

/**
 * What a worker's own phone needs on the poster's page (site-poster): their open sign-in here, whether
 * today's checks are answered, and their last travel anywhere. The gate's reads, for one worker.
 */
export async function ownPhoneFacts(db: Exec, projectId: number, workerId: number, date: string) {
  const [open, answers, travel] = await Promise.all([
    repo.openAttendance(db, projectId, [workerId]),
    repo.answersOn(db, projectId, date, [workerId]),
    repo.lastTravel(db, null, null, [workerId]),
  ]);
  return { open: open[0] ?? null, answered: answers.has(workerId), lastTravel: travelAnswers(travel.get(workerId)) };
}

/** The day's answers as kept: the question as asked, the answer, and whether it lets the worker on site. */
export function markAnswers(questions: { question: string; passAnswer: "yes" | "no" }[], given: ("yes" | "no")[]): { answers: GateAnswer[]; fit: boolean } {
  const answers = questions.map((q, i) => ({ question: q.question, answer: given[i], fit: given[i] === q.passAnswer }));
  return { answers, fit: answers.every((a) => a.fit) };
}
