import { describe, expect, it } from "vitest";
import { isInducted, markAttempt, resultState } from "./inductions";

const q = (correct: number, options = ["a", "b", "c"]) => ({ options, correct });

describe("markAttempt", () => {
  it("scores the percentage right, rounded down, against the pass mark", () => {
    const three = [q(0), q(1), q(2)];
    expect(markAttempt(three, [0, 1, 2], 80)).toEqual({ score: 100, passed: true, right: 3, total: 3 });
    // 2 of 3 is 66.67 %: 66, so a 67 % pass mark is not met.
    expect(markAttempt(three, [0, 1, 0], 67)).toEqual({ score: 66, passed: false, right: 2, total: 3 });
    expect(markAttempt(three, [0, 1, 0], 66)?.passed).toBe(true);
    // 79.9 % is not 80 %: 4 of 5 is exactly 80, 7 of 9 (77.8) is 77.
    const five = [q(0), q(0), q(0), q(0), q(0)];
    expect(markAttempt(five, [0, 0, 0, 0, 1], 80)).toMatchObject({ score: 80, passed: true });
    const nine = Array.from({ length: 9 }, () => q(1));
    expect(markAttempt(nine, [1, 1, 1, 1, 1, 1, 1, 0, 0], 78)).toMatchObject({ score: 77, passed: false });
    expect(markAttempt(three, [2, 2, 0], 1)).toMatchObject({ score: 0, passed: false, right: 0 });
  });

  it("refuses answers that do not fit the questions: wrong length, an option not offered, not a whole number", () => {
    const two = [q(0, ["a", "b"]), q(1, ["a", "b"])];
    expect(markAttempt(two, [0], 50)).toBeNull();
    expect(markAttempt(two, [0, 1, 1], 50)).toBeNull();
    expect(markAttempt(two, [0, 2], 50)).toBeNull();
    expect(markAttempt(two, [-1, 1], 50)).toBeNull();
    expect(markAttempt(two, [0.5, 1], 50)).toBeNull();
    expect(markAttempt([], [], 50)).toBeNull();
  });
});

describe("resultState", () => {
  const today = "2026-11-27";
  const pass = (passedOn: string, reviewStatus = "approved") => ({ passed: true, passedOn, reviewStatus });

  it("a pass is valid through passedOn + days − 1, expiring within 30 days of that, expired after", () => {
    // 365 days from 2025-11-28 runs through 2026-11-27: still valid today, expiring soon.
    expect(resultState(pass("2025-11-28"), 365, today)).toBe("expiring");
    expect(resultState(pass("2025-11-27"), 365, today)).toBe("expired");
    expect(resultState(pass("2025-12-20"), 365, today)).toBe("expiring");
    expect(resultState(pass("2026-01-27"), 365, today)).toBe("passed");
    expect(resultState(pass(today), 1, today)).toBe("expiring");
    expect(resultState(pass("2026-11-26"), 1, today)).toBe("expired");
  });

  it("pending counts as passed; rejected is rejected whatever the date; a fail is failed", () => {
    expect(resultState(pass("2026-11-20", "pending"), 365, today)).toBe("passed");
    expect(resultState(pass("2026-11-20", "rejected"), 365, today)).toBe("rejected");
    expect(resultState({ passed: false, passedOn: null, reviewStatus: "pending" }, 365, today)).toBe("failed");
    expect(resultState({ passed: false, passedOn: null, reviewStatus: "rejected" }, 365, today)).toBe("rejected");
  });

  it("inducted while passed or expiring only", () => {
    expect(["passed", "expiring", "expired", "failed", "rejected"].map((s) => isInducted(s as never))).toEqual([true, true, false, false, false]);
  });
});
