import { describe, expect, it } from "vitest";
import {
  forwardPlan,
  inspectionState,
  isIsoWeek,
  isoWeekOf,
  keptUntil,
  mayDeleteInspection,
  nextDueWeek,
  weekMonday,
  weekSunday,
  weeksAfter,
} from "./hgv-inspections";

describe("ISO 8601 weeks, worked by hand", () => {
  it("2026-11-26 (a Thursday, day 330 of 2026) is in week floor(329 / 7) + 1 = 48", () => {
    expect(isoWeekOf("2026-11-26")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-23")).toBe("2026-W48"); // its Monday
    expect(isoWeekOf("2026-11-29")).toBe("2026-W48"); // its Sunday
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
  });

  it("a week belongs to the year of its Thursday", () => {
    expect(isoWeekOf("2026-12-31")).toBe("2026-W53"); // 2026 starts on a Thursday: 53 weeks
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53"); // a Friday, whose Thursday is 31/12/2026
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    expect(isoWeekOf("2024-12-30")).toBe("2025-W01"); // a Monday whose Thursday is 02/01/2025
    expect(isoWeekOf("2021-01-03")).toBe("2020-W53");
  });

  it("week 1 is the week of 4 January; its Monday and Sunday", () => {
    expect(weekMonday("2025-W01")).toBe("2024-12-30");
    expect(weekMonday("2026-W01")).toBe("2025-12-29");
    expect(weekMonday("2026-W48")).toBe("2026-11-23");
    expect(weekSunday("2026-W48")).toBe("2026-11-29");
  });

  it("adds weeks across the year end, 53-week years included", () => {
    expect(weeksAfter("2026-W48", 6)).toBe("2027-W01"); // W49..W53 is 5, then W01
    expect(weeksAfter("2025-W50", 6)).toBe("2026-W04"); // 2025 has 52 weeks
    expect(weeksAfter("2026-W04", -6)).toBe("2025-W50");
  });

  it("knows a real week from a made-up one", () => {
    expect(isIsoWeek("2026-W53")).toBe(true);
    expect(isIsoWeek("2025-W53")).toBe(false);
    expect(isIsoWeek("2026-W00")).toBe(false);
    expect(isIsoWeek("2026-48")).toBe(false);
  });
});

describe("the forward plan", () => {
  it("next due = the last inspection's week + the interval, whatever day of the week it was done", () => {
    expect(nextDueWeek("2026-11-26", 6, "2026-12-01")).toBe("2027-W01");
    expect(nextDueWeek("2026-11-23", 6, "2026-12-01")).toBe("2027-W01");
    expect(nextDueWeek(null, 6, "2026-12-01")).toBe("2026-W49"); // none yet: due this week
  });

  it("lists the next weeks, each an interval apart", () => {
    expect(forwardPlan("2026-10-14", 8, "2026-10-20", 4)).toEqual(["2026-W50", "2027-W05", "2027-W13", "2027-W21"]);
  });
});

describe("due and overdue (the one expiry rule on the due week's Sunday)", () => {
  const today = "2026-11-25"; // a Wednesday in 2026-W48; next week ends Sunday 06/12
  it("this week or next is due (expiring); later is valid; past the week is overdue", () => {
    expect(inspectionState("2026-W48", today)).toBe("expiring");
    expect(inspectionState("2026-W49", today)).toBe("expiring");
    expect(inspectionState("2026-W50", today)).toBe("valid");
    expect(inspectionState("2026-W47", today)).toBe("expired");
  });
  it("on the due week's Sunday it is still on time; the Monday after, overdue", () => {
    expect(inspectionState("2026-W48", "2026-11-29")).toBe("expiring");
    expect(inspectionState("2026-W48", "2026-11-30")).toBe("expired");
  });
});

describe("records kept 15 months", () => {
  it("may be deleted from 15 calendar months after the day, not before", () => {
    expect(keptUntil("2025-01-31")).toBe("2026-04-30");
    expect(mayDeleteInspection("2025-01-31", "2026-04-29")).toBe(false);
    expect(mayDeleteInspection("2025-01-31", "2026-04-30")).toBe(true);
  });
});
