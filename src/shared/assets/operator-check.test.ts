import { describe, expect, it } from "vitest";
import { notSafeRefusal } from "./asset-use";
import { operatorRefusals } from "./operator-check";

const CPCS_OR_NPORS = [[{ scheme: "CPCS" }, { scheme: "NPORS" }]];
const card = (scheme: string, expiryDate: string | null, cardType: string | null = null) => ({ scheme, cardType, expiryDate, validated: true });
const facts = (over: Partial<Parameters<typeof operatorRefusals>[0]> = {}) => ({
  name: "Sam Jones",
  rule: CPCS_OR_NPORS,
  cards: [],
  namedOperators: 0,
  isNamedOperator: false,
  ...over,
});

describe("operatorRefusals", () => {
  it("says which card expired, the newest of those that answer the group", () => {
    const cards = [card("CPCS", "2025-01-01"), card("NPORS", "2026-03-03"), card("CSCS", "2099-01-01")];
    expect(operatorRefusals(facts({ cards }), "2026-11-28")).toEqual([{ code: "card_rule", reason: "Sam Jones's NPORS card expired on 03/03/2026" }]);
  });
  it("a card is good through its expiry day; no rule asks nothing", () => {
    expect(operatorRefusals(facts({ cards: [card("CPCS", "2026-11-28")] }), "2026-11-28")).toEqual([]);
    expect(operatorRefusals(facts({ rule: null }), "2026-11-28")).toEqual([]);
  });
  it("names the missing groups and the authorisation", () => {
    const rule = [[{ scheme: "CPCS", cardType: "A17 Telescopic Handler" }], [{ scheme: "CSCS" }]];
    expect(operatorRefusals(facts({ rule, namedOperators: 2 }), "2026-11-28")).toEqual([
      { code: "card_rule", reason: "Sam Jones holds no CPCS (A17 Telescopic Handler) card; Sam Jones holds no CSCS card" },
      { code: "not_authorised", reason: "Sam Jones is not one of this item's authorised operators" },
    ]);
    expect(operatorRefusals(facts({ rule: null, namedOperators: 2, isNamedOperator: true }), "2026-11-28")).toEqual([]);
  });
});

describe("notSafeRefusal", () => {
  it("words each overdue or missing inspection", () => {
    const text = notSafeRefusal(
      [
        { code: "overdue", kind: "thorough_examination", dueDay: "2026-11-01" },
        { code: "never_inspected", kind: "inspection_and_test", dueDay: null },
        { code: "overdue", kind: "puwer_inspection", dueDay: "2026-12-20" },
        { code: "due_soon", kind: "user_check", dueDay: "2026-11-29" },
      ],
      [],
      "2026-11-28",
    );
    expect(text).toBe(
      "This item is not safe to use: its thorough examination (LOLER) is overdue (it was due on 01/11/2026); it has no combined inspection and test on record; its inspection (PUWER) is overdue by its meter reading. It must be inspected before it is checked out",
    );
  });
});
