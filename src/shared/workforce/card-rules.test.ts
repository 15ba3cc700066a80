import { describe, expect, it } from "vitest";
import { checkTradeRule, describeRequirements, inductionExpiry, inductionState, type HeldCard, type TradeCardRule } from "./card-rules";

const today = "2026-11-27";
const card = (scheme: string, expiryDate: string | null, o: Partial<HeldCard> = {}): HeldCard => ({ scheme, expiryDate, validated: true, ...o });
const plantOperator: TradeCardRule = [[{ scheme: "CPCS" }, { scheme: "NPORS" }]];

describe("checkTradeRule", () => {
  it("flags a plant operator who holds only a CSCS labourer card, however good it is", () => {
    const result = checkTradeRule(plantOperator, [card("CSCS", "2029-01-01", { cardType: "Labourer" })], today);
    expect(result).toEqual({ state: "not_met", missing: [[{ scheme: "CPCS" }, { scheme: "NPORS" }]] });
  });

  it("is met by any one scheme of a group, and needs every group", () => {
    const rule: TradeCardRule = [[{ scheme: "CPCS" }, { scheme: "NPORS" }], [{ scheme: "CSCS" }]];
    expect(checkTradeRule(rule, [card("NPORS", "2027-06-01"), card("CSCS", "2027-06-01")], today).state).toBe("met");
    expect(checkTradeRule(rule, [card("NPORS", "2027-06-01")], today)).toEqual({ state: "not_met", missing: [[{ scheme: "CSCS" }]] });
  });

  it("counts a card through its expiry day and not the day after; expiring soon still counts", () => {
    expect(checkTradeRule(plantOperator, [card("CPCS", "2026-11-27")], today).state).toBe("met");
    expect(checkTradeRule(plantOperator, [card("CPCS", "2026-11-26")], today).state).toBe("not_met");
    expect(checkTradeRule(plantOperator, [card("CPCS", "2026-12-10")], today).state).toBe("met");
  });

  it("counts a card with no expiry date (a card for life)", () => {
    expect(checkTradeRule(plantOperator, [card("NPORS", null)], today).state).toBe("met");
  });

  it("says 'unchecked' when only cards nobody has checked meet a group", () => {
    expect(checkTradeRule(plantOperator, [card("CPCS", "2027-01-01", { validated: false })], today).state).toBe("unchecked");
    // A checked card beside it in the same group is enough.
    expect(checkTradeRule(plantOperator, [card("CPCS", "2027-01-01", { validated: false }), card("NPORS", "2027-01-01")], today).state).toBe("met");
  });

  it("matches a card type when the rule names one, in any case and spacing", () => {
    const electrician: TradeCardRule = [[{ scheme: "ECS", cardType: "Electrician" }]];
    expect(checkTradeRule(electrician, [card("ECS", "2028-01-01", { cardType: " electrician " })], today).state).toBe("met");
    expect(checkTradeRule(electrician, [card("ECS", "2028-01-01", { cardType: "Labourer" })], today).state).toBe("not_met");
    expect(checkTradeRule(electrician, [card("ECS", "2028-01-01")], today).state).toBe("not_met");
  });

  it("asks nothing of a trade with no rule", () => {
    expect(checkTradeRule(undefined, [], today)).toEqual({ state: "no_rule", missing: [] });
    expect(checkTradeRule([], [], today).state).toBe("no_rule");
  });

  it("describes groups as a person reads them", () => {
    expect(describeRequirements([[{ scheme: "CPCS" }, { scheme: "NPORS" }], [{ scheme: "ECS", cardType: "Electrician" }]])).toBe(
      "CPCS or NPORS; and ECS (Electrician)",
    );
  });
});

describe("inductionState", () => {
  it("is valid for the company's period counted from the day it was passed", () => {
    expect(inductionExpiry("2026-01-01", 365)).toBe("2026-12-31");
    expect(inductionState({ result: "passed", passedOn: "2026-01-01" }, 365, "2026-11-01")).toBe("valid");
    expect(inductionState({ result: "passed", passedOn: "2026-01-01" }, 365, "2026-12-31")).toBe("expiring");
    expect(inductionState({ result: "passed", passedOn: "2026-01-01" }, 365, "2027-01-01")).toBe("expired");
  });

  it("flags an induction expiring within 30 days, as cards are", () => {
    expect(inductionState({ result: "passed", passedOn: "2026-01-01" }, 365, "2026-12-01")).toBe("expiring");
    expect(inductionState({ result: "passed", passedOn: "2026-01-01" }, 365, "2026-11-30")).toBe("valid");
  });

  it("is no induction when failed, rejected or missing", () => {
    expect(inductionState({ result: "failed", passedOn: null }, 365, today)).toBe("failed");
    expect(inductionState({ result: "rejected", passedOn: "2026-11-01" }, 365, today)).toBe("none");
    expect(inductionState(null, 365, today)).toBe("none");
  });
});
