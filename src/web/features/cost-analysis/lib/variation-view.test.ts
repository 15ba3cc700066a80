import { describe, expect, it } from "vitest";
import { APPROVED_IS_FINAL } from "@shared/rules/variation-status";
import type { VariationView } from "@shared/cost-analysis/variations";
import { approvalProblems, lastMoveText, movesFrom, shownFigures, statusFields, variationActions, variationFields } from "./variation-view";

const variation = (over: Partial<VariationView> = {}): VariationView => ({
  id: 7,
  number: "V003",
  title: "Extra drainage run",
  description: null,
  head: "materials",
  status: "pending",
  valueEstimate: "4500.00",
  costEstimate: "3800.00",
  agreedValue: null,
  agreedCost: null,
  statusNote: null,
  statusChangedAt: null,
  statusChangedBy: null,
  createdAt: "2026-10-01T12:00:00.000Z",
  createdBy: { id: 1, name: "Sam QS" },
  updatedAt: "2026-10-01T12:00:00.000Z",
  ...over,
});
const all = { canEdit: true, canDelete: true };

describe("the moves a variation offers", () => {
  it("are only the steps rules/variation-status.ts allows, in its order", () => {
    expect(movesFrom("pending").map((m) => m.label)).toEqual(["Approve", "Mark unagreed", "Reject"]);
    expect(movesFrom("unagreed").map((m) => m.to)).toEqual(["approved", "rejected", "pending"]);
    expect(movesFrom("rejected")).toEqual([{ to: "pending", label: "Reopen" }]);
    expect(movesFrom("approved")).toEqual([]);
  });

  it("an approved variation is final: no edit, move or delete, whatever the rights (the server's 409: " + APPROVED_IS_FINAL + ")", () => {
    expect(variationActions(variation({ status: "approved" }), all)).toEqual({ edit: false, moves: [], remove: false });
  });

  it("follow the reader's rights: Edit edits and moves, Delete deletes", () => {
    expect(variationActions(variation(), { canEdit: false, canDelete: false })).toEqual({ edit: false, moves: [], remove: false });
    const editor = variationActions(variation({ status: "rejected" }), { canEdit: true, canDelete: false });
    expect(editor).toMatchObject({ edit: true, remove: false });
    expect(editor.moves.map((m) => m.to)).toEqual(["pending"]);
    expect(variationActions(variation(), all).remove).toBe(true);
  });
});

describe("a variation's figures", () => {
  it("are its estimates until approved, signed money for an omission, 'Not priced' for none", () => {
    const shown = shownFigures(variation({ valueEstimate: "-1250.50", costEstimate: null }));
    expect(shown).toEqual({ agreed: false, value: { main: "-£1,250.50", note: null }, cost: { main: "Not priced", note: null } });
  });

  it("are the agreed figures once approved, with the estimate beside one that differs", () => {
    const shown = shownFigures(variation({ status: "approved", agreedValue: "4500.00", agreedCost: "4100.00" }));
    expect(shown.agreed).toBe(true);
    expect(shown.value).toEqual({ main: "£4,500.00", note: null });
    expect(shown.cost).toEqual({ main: "£4,100.00", note: "Estimate £3,800.00" });
  });
});

describe("the forms' starting values", () => {
  it("edit starts from the variation, a new one from blanks", () => {
    expect(variationFields(null)).toEqual({ title: "", description: "", head: "", valueEstimate: "", costEstimate: "" });
    expect(variationFields(variation({ description: "AI 12" }))).toMatchObject({
      title: "Extra drainage run",
      description: "AI 12",
      head: "materials",
      valueEstimate: "4500.00",
    });
  });

  it("approving starts from the estimates; other moves carry only a note", () => {
    expect(statusFields(variation(), "approved")).toEqual({ status: "approved", agreedValue: "4500.00", agreedCost: "3800.00", note: "" });
    expect(statusFields(variation(), "rejected")).toEqual({ status: "rejected", agreedValue: "", agreedCost: "", note: "" });
  });

  it("approving an unpriced variation asks for both agreed figures, in the server's words", () => {
    const fields = statusFields(variation({ valueEstimate: null, costEstimate: null }), "approved");
    expect(approvalProblems(fields)).toEqual([
      { field: "agreedValue", message: "Enter the agreed value to approve this variation" },
      { field: "agreedCost", message: "Enter the agreed cost to approve this variation" },
    ]);
    expect(approvalProblems({ ...fields, agreedValue: "-200", agreedCost: "0" })).toEqual([]);
    expect(approvalProblems(statusFields(variation({ valueEstimate: null }), "unagreed"))).toEqual([]);
  });
});

describe("the last move", () => {
  it("says who moved it, when, and the note; nothing before any move", () => {
    expect(lastMoveText(variation())).toBeNull();
    const moved = variation({
      status: "rejected",
      statusChangedAt: "2026-10-14T12:00:00.000Z",
      statusChangedBy: { id: 2, name: "Dee Director" },
      statusNote: "Client declined",
    });
    expect(lastMoveText(moved)).toBe("Rejected by Dee Director on 14/10/2026: Client declined");
  });
});
