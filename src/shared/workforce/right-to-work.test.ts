import { describe, expect, it } from "vitest";
import { daysAfter, ukToday } from "../common/uk-dates";
import { rightToWorkCheckSchema, rightToWorkState, RIGHT_TO_WORK_FOLLOW_UP_MESSAGE, RIGHT_TO_WORK_FUTURE_MESSAGE } from "./right-to-work";

const worker = (checkedOn: string | null, followUp: string | null = null) => ({ rightToWorkCheckedOn: checkedOn, rightToWorkFollowUp: followUp });

describe("rightToWorkState", () => {
  const today = "2026-06-15";
  it("is none without a check, valid for permanent permission", () => {
    expect(rightToWorkState(worker(null), today)).toBe("none");
    expect(rightToWorkState(worker(null, "2027-01-01"), today)).toBe("none");
    expect(rightToWorkState(worker("2025-01-01"), today)).toBe("valid");
  });
  it("flags the follow-up within 30 days (both ends count) and expires the day after it", () => {
    expect(rightToWorkState(worker("2025-01-01", "2026-07-16"), today)).toBe("valid");
    expect(rightToWorkState(worker("2025-01-01", "2026-07-15"), today)).toBe("follow_up_due");
    expect(rightToWorkState(worker("2025-01-01", today), today)).toBe("follow_up_due");
    expect(rightToWorkState(worker("2025-01-01", "2026-06-14"), today)).toBe("expired");
  });
});

describe("rightToWorkCheckSchema", () => {
  const today = ukToday();
  const issues = (v: unknown) => rightToWorkCheckSchema.safeParse(v).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
  it("takes a method alone (checked today, permanent)", () => {
    expect(rightToWorkCheckSchema.parse({ method: "online", checkedOn: "", followUpOn: "" })).toEqual({ method: "online", checkedOn: null, followUpOn: null });
  });
  it("refuses a missing method, a future check and a follow-up not after the check", () => {
    expect(issues({})).toEqual(["method: Choose how the right to work was checked"]);
    expect(issues({ method: "manual", checkedOn: daysAfter(today, 1) })).toEqual([`checkedOn: ${RIGHT_TO_WORK_FUTURE_MESSAGE}`]);
    expect(issues({ method: "manual", checkedOn: "2026-01-10", followUpOn: "2026-01-10" })).toEqual([`followUpOn: ${RIGHT_TO_WORK_FOLLOW_UP_MESSAGE}`]);
    expect(issues({ method: "manual", followUpOn: today })).toEqual([`followUpOn: ${RIGHT_TO_WORK_FOLLOW_UP_MESSAGE}`]);
    expect(issues({ method: "idsp", checkedOn: "2026-01-10", followUpOn: "2026-01-11" })).toEqual([]);
    expect(issues({ method: "x" })).toEqual(["method: Choose how the right to work was checked"]);
  });
});
