import { describe, expect, it } from "vitest";
import {
  DEFAULT_APPROVAL_BANDS,
  PO_ACTIONS,
  PO_STATUSES,
  actionTarget,
  approvalRefusal,
  changedSinceApproval,
  availableActions,
  needsApproval,
  receiptStatus,
  stepRefusal,
  type PoAction,
} from "./purchase-order-status";
import { budgetHead, budgetPosition } from "./purchase-order-budget";

const legal = (status: string, requiresApproval: boolean) => PO_ACTIONS.filter((a) => stepRefusal({ status, requiresApproval }, a) === null);

describe("status machine", () => {
  it("allows exactly these steps", () => {
    const table: Record<string, [PoAction[], PoAction[]]> = {
      // [below the threshold, needing approval]
      draft: [
        ["order", "cancel"],
        ["submit", "cancel"],
      ],
      pending_approval: [
        ["approve", "reject", "cancel"],
        ["approve", "reject", "cancel"],
      ],
      approved: [
        ["order", "cancel"],
        ["order", "cancel"],
      ],
      ordered: [["cancel"], ["cancel"]],
      partially_delivered: [[], []],
      fully_delivered: [[], []],
      cancelled: [[], []],
    };
    for (const status of PO_STATUSES) {
      expect(legal(status, false), status).toEqual(table[status][0]);
      expect(legal(status, true), status).toEqual(table[status][1]);
    }
    expect(legal("nonsense", false)).toEqual([]);
  });

  it("says why a step is refused", () => {
    expect(stepRefusal({ status: "draft", requiresApproval: true }, "order")).toBe("This order must be approved before it is sent");
    expect(stepRefusal({ status: "pending_approval", requiresApproval: true }, "order")).toBe("This order must be approved before it is sent");
    expect(stepRefusal({ status: "partially_delivered", requiresApproval: false }, "cancel")).toBe("An order with deliveries received cannot be cancelled");
    expect(stepRefusal({ status: "approved", requiresApproval: true }, "reject")).toBe("Only an order pending approval can be rejected");
  });

  it("maps steps to statuses; goods receipt is its own rule", () => {
    expect(PO_ACTIONS.map(actionTarget)).toEqual(["pending_approval", "approved", "draft", "ordered", "cancelled"]);
    expect(receiptStatus("ordered", false)).toBe("partially_delivered");
    expect(receiptStatus("partially_delivered", true)).toBe("fully_delivered");
    expect(receiptStatus("approved", true)).toBeNull();
    expect(receiptStatus("fully_delivered", true)).toBeNull();
  });

  it("needs approval from the threshold up", () => {
    expect(needsApproval(999_999n, 1_000_000n)).toBe(false);
    expect(needsApproval(1_000_000n, 1_000_000n)).toBe(true);
  });
});

describe("approval bands", () => {
  const order = (totalAmount: string, createdBy: number | null = 1, changedBy: number[] = []) => ({ totalAmount, createdBy, changedBy });
  it("never the raiser; Admin any amount; a band up to its limit; no band, no approval", () => {
    expect(approvalRefusal(order("100.00", 7), { id: 7, role: "Admin" }, DEFAULT_APPROVAL_BANDS)).toBe("You cannot approve or reject an order you raised");
    expect(approvalRefusal(order("9999999.00"), { id: 2, role: "Admin" }, [])).toBeNull();
    expect(approvalRefusal(order("9999999.00"), { id: 2, role: "Director" }, DEFAULT_APPROVAL_BANDS)).toBeNull();
    expect(approvalRefusal(order("25000.00"), { id: 2, role: "Project Manager" }, DEFAULT_APPROVAL_BANDS)).toBeNull();
    expect(approvalRefusal(order("25000.01"), { id: 2, role: "Project Manager" }, DEFAULT_APPROVAL_BANDS)).toBe(
      "The Project Manager role can approve orders up to £25,000.00",
    );
    expect(approvalRefusal(order("50000.00"), { id: 2, role: "Contracts Manager" }, DEFAULT_APPROVAL_BANDS)).toBeNull();
    expect(approvalRefusal(order("10.00"), { id: 2, role: "Buyer" }, DEFAULT_APPROVAL_BANDS)).toBe("The Buyer role cannot approve purchase orders");
    expect(approvalRefusal(order("10.00", null), { id: 2, role: "Director" }, DEFAULT_APPROVAL_BANDS)).toBeNull();
  });

  it("never anyone who changed the order since it was last approved, Admin included (decision 0052)", () => {
    const changed = "You changed this order since it was last approved: someone else must approve or reject it";
    expect(approvalRefusal(order("100.00", 1, [2]), { id: 2, role: "Director" }, DEFAULT_APPROVAL_BANDS)).toBe(changed);
    expect(approvalRefusal(order("100.00", 1, [2]), { id: 2, role: "Admin" }, [])).toBe(changed);
    expect(approvalRefusal(order("100.00", 1, [2]), { id: 3, role: "Director" }, DEFAULT_APPROVAL_BANDS)).toBeNull();
  });

  it("who changed it since its last approval: every editor since, whatever the order of edits", () => {
    const e = (action: string, userId: number) => ({ action, userId });
    expect(changedSinceApproval([e("created", 1), e("updated", 2), e("updated", 1), e("submit", 1)])).toEqual([2, 1]);
    expect(changedSinceApproval([e("created", 1), e("updated", 2), e("submit", 1), e("approve", 3)])).toEqual([]);
    expect(changedSinceApproval([e("created", 1), e("updated", 2), e("approve", 3), e("updated", 4), e("reject", 3), e("updated", 5)])).toEqual([4, 5]);
  });

  it("offers only the buttons this person may press", () => {
    const pending = { status: "pending_approval", requiresApproval: true, totalAmount: "14880.00", createdBy: 1, changedBy: [3] };
    expect(availableActions(pending, { id: 2, role: "Director", canEdit: true }, DEFAULT_APPROVAL_BANDS)).toEqual(["approve", "reject", "cancel"]);
    expect(availableActions(pending, { id: 1, role: "Director", canEdit: true }, DEFAULT_APPROVAL_BANDS)).toEqual(["cancel"]);
    expect(availableActions(pending, { id: 2, role: "Buyer", canEdit: true }, DEFAULT_APPROVAL_BANDS)).toEqual(["cancel"]);
    expect(availableActions(pending, { id: 3, role: "Director", canEdit: true }, DEFAULT_APPROVAL_BANDS)).toEqual(["cancel"]);
    expect(availableActions(pending, { id: 2, role: "Director", canEdit: false }, DEFAULT_APPROVAL_BANDS)).toEqual([]);
    expect(availableActions({ ...pending, status: "draft" }, { id: 1, role: "Buyer", canEdit: true }, DEFAULT_APPROVAL_BANDS)).toEqual(["submit", "cancel"]);
  });
});

describe("budget", () => {
  const project = { budgetLabour: null, budgetPlant: "5000.00", budgetMaterials: "20000.00", budgetWaste: null, budgetEnergy: "0.00" };
  it("finds the head for the category", () => {
    expect(budgetHead(project, "materials")).toBe("20000.00");
    expect(budgetHead(project, "labour")).toBeNull();
    expect(budgetHead(project, "other")).toBeNull();
    expect(budgetHead(project, "energy")).toBe("0.00");
  });
  it("measures committed plus this order against it", () => {
    expect(budgetPosition("20000.00", "7600.00", 1_240_000n)).toEqual({
      budget: 2_000_000n,
      committed: 760_000n,
      thisOrder: 1_240_000n,
      remaining: 0n,
      over: false,
    });
    expect(budgetPosition("20000.00", "7600.01", 1_240_000n)?.over).toBe(true);
    expect(budgetPosition(null, "10.00", 1n)).toBeNull();
  });
});
