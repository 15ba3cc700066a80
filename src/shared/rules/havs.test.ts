import { describe, expect, it } from "vitest";
import { dayExposure, exposurePoints, havsDecision, havsState, havsStateLabel, minutesBefore } from "./havs";

describe("exposurePoints (2 × magnitude² × hours)", () => {
  it("gives HSE's figures", () => {
    expect(exposurePoints({ magnitude: "3.5", minutes: 120 })).toBe(49);
    expect(exposurePoints({ magnitude: 5, minutes: 180 })).toBe(150); // the ready-reckoner's worked example
    expect(exposurePoints({ magnitude: "2.5", minutes: 480 })).toBe(100);
    expect(exposurePoints({ magnitude: "5.00", minutes: 480 })).toBe(400);
  });

  it("rounds to the nearest whole point, halves up, as the ready-reckoner shows them", () => {
    expect(exposurePoints({ magnitude: "2.5", minutes: 15 })).toBe(3); // 3.125
    expect(exposurePoints({ magnitude: "2.5", minutes: 60 })).toBe(13); // 12.5
    expect(exposurePoints({ magnitude: "1", minutes: 14 })).toBe(0); // 0.47
  });

  it("refuses what no form lets through", () => {
    expect(() => exposurePoints({ magnitude: "-1", minutes: 10 })).toThrow(RangeError);
    expect(() => exposurePoints({ magnitude: "3.5", minutes: 1.5 })).toThrow(RangeError);
  });
});

describe("dayExposure across a worker's tools", () => {
  const breaker = { magnitude: "3.5", minutes: 120 }; // 49
  const grinder = { magnitude: "5", minutes: 60 }; // 50

  it("is at the action value at exactly 100 points, not at 99", () => {
    expect(dayExposure([breaker, grinder])).toEqual({ points: 99, state: "below_action" });
    expect(dayExposure([breaker, grinder, { magnitude: "1", minutes: 30 }])).toEqual({ points: 100, state: "action" });
  });

  it("is at the limit value at exactly 400 points, not at 399", () => {
    expect(dayExposure([{ magnitude: "5", minutes: 479 }])).toEqual({ points: 399, state: "action" });
    expect(dayExposure([{ magnitude: "5", minutes: 480 }])).toEqual({ points: 400, state: "limit" });
    expect(
      dayExposure([
        { magnitude: "2.5", minutes: 480 },
        { magnitude: "5", minutes: 360 },
      ]).state,
    ).toBe("limit");
  });

  it("adds the exact figures and rounds once (four spells of 3.125 are 13, not 12)", () => {
    const spell = { magnitude: "2.5", minutes: 15 };
    expect(dayExposure([spell, spell, spell, spell]).points).toBe(13);
  });

  it("warns from a shown 100: an exact 99.5 reads, and is judged, as 100", () => {
    expect(dayExposure([breaker, grinder, { magnitude: "1", minutes: 15 }])).toEqual({ points: 100, state: "action" });
  });

  it("is nothing on a day with no vibrating tools", () => {
    expect(dayExposure([])).toEqual({ points: 0, state: "below_action" });
    expect(havsStateLabel(havsState(0))).toBe("Below the action value");
  });
});

describe("havsDecision", () => {
  it("records below 100, warns from 100, refuses from 400 (an override with a reason is the server's)", () => {
    expect(havsDecision([], { magnitude: "3.5", minutes: 120 })).toMatchObject({ warn: false, refused: false });
    expect(havsDecision([{ magnitude: "3.5", minutes: 120 }], { magnitude: "5", minutes: 62 })).toMatchObject({
      after: { points: 101, state: "action" },
      warn: true,
      refused: false,
    });
    expect(havsDecision([{ magnitude: "5", minutes: 420 }], { magnitude: "5", minutes: 60 })).toMatchObject({
      after: { points: 400, state: "limit" },
      warn: true,
      refused: true,
    });
  });
});

describe("minutesBefore", () => {
  it("says how long is left on a tool before the day reaches a value", () => {
    // 49 so far; 60 more minutes at 5 m/s² is 99, 61 would show 100.
    expect(minutesBefore(100, "5", [{ magnitude: "3.5", minutes: 120 }])).toBe(60);
    // Whole points from 99.5, so a 2.5 m/s² tool reaches a shown 100 after 478 minutes, not 480.
    expect(minutesBefore(100, "2.5", [])).toBe(477);
    expect(minutesBefore(400, "5", [])).toBe(479);
  });

  it("is 0 once reached and null for a tool with no vibration", () => {
    expect(minutesBefore(100, "5", [{ magnitude: "2.5", minutes: 480 }])).toBe(0);
    expect(minutesBefore(100, "0", [])).toBeNull();
  });
});
