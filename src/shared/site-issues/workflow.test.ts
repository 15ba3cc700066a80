import { describe, expect, it } from "vitest";
import { allowedNextStatuses, daysOverdue, missingNote, workflowRefusal } from "./workflow";

describe("site issue workflow", () => {
  it("allows open → in_progress → resolved → closed and reopening", () => {
    expect(workflowRefusal("open", "in_progress")).toBeNull();
    expect(workflowRefusal("in_progress", "resolved")).toBeNull();
    expect(workflowRefusal("resolved", "closed")).toBeNull();
    expect(workflowRefusal("resolved", "open")).toBeNull();
    expect(workflowRefusal("closed", "open")).toBeNull();
    expect(allowedNextStatuses("closed")).toEqual(["open"]);
  });

  it("refuses other steps with a reason", () => {
    expect(workflowRefusal("open", "closed")).toBe("An open issue must be resolved before it is closed");
    expect(workflowRefusal("in_progress", "closed")).toBe("An issue in progress must be resolved before it is closed");
    expect(workflowRefusal("open", "resolved")).toBe("Start work on the issue before resolving it");
    expect(workflowRefusal("closed", "in_progress")).toBe("A closed issue must be reopened before work starts again");
    expect(workflowRefusal("in_progress", "open")).toBe("An issue in progress cannot go back to open: resolve it first");
    expect(workflowRefusal("closed", "closed")).toBe("The issue is already closed");
  });

  it("asks for resolution notes and a reopen reason", () => {
    expect(missingNote("in_progress", "resolved", null)).toBe("Resolution notes are required to resolve an issue");
    expect(missingNote("closed", "open", null)).toBe("A reason is required to reopen an issue");
    expect(missingNote("open", "in_progress", null)).toBeNull();
    expect(missingNote("in_progress", "resolved", "Replaced the barrier")).toBeNull();
  });

  it("counts days overdue only for open work past its target", () => {
    expect(daysOverdue("2025-03-10", "open", "2025-03-14")).toBe(4);
    expect(daysOverdue("2025-03-10", "in_progress", "2025-03-11")).toBe(1);
    expect(daysOverdue("2025-03-14", "open", "2025-03-14")).toBe(0);
    expect(daysOverdue("2025-03-10", "resolved", "2025-03-14")).toBe(0);
    expect(daysOverdue(null, "open", "2025-03-14")).toBe(0);
    // Across the clocks going forward (30/03/2025) a day is still a day.
    expect(daysOverdue("2025-03-29", "open", "2025-04-01")).toBe(3);
  });
});
