import { describe, expect, it } from "vitest";
import {
  dayMonthYear,
  hoursMinutes,
  hoursMinutesSeconds,
  longMonthOf,
  longWeekdayDate,
  shortMonthOf,
  shortWeekdayDate,
  shortWeekdayDay,
  weekdayName,
} from "./calendar";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", options);

describe("the hand-written en-GB calendar", () => {
  it("writes every day of four years, at midnight, mid-morning and the last second, as Intl does", () => {
    const cases: [(d: Date) => string, Intl.DateTimeFormat][] = [
      [dayMonthYear, intl({ day: "2-digit", month: "2-digit", year: "numeric" })],
      [hoursMinutes, intl({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" })],
      [hoursMinutesSeconds, intl({ hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })],
      [weekdayName, intl({ weekday: "long" })],
      [shortWeekdayDate, intl({ weekday: "short", day: "numeric", month: "short", year: "numeric" })],
      [longWeekdayDate, intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" })],
      [shortWeekdayDay, intl({ weekday: "short", day: "numeric", month: "short" })],
    ];
    let checked = 0;
    for (let day = new Date(2024, 0, 1); day.getFullYear() < 2028; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      for (const [h, m, s] of [
        [0, 0, 0],
        [9, 5, 7],
        [23, 59, 59],
      ]) {
        const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, s);
        for (const [ours, theirs] of cases) expect(ours(at)).toBe(theirs.format(at));
        checked++;
      }
    }
    expect(checked).toBe(1461 * 3);
  });

  it("names a month of a year as Intl does, in the short and long forms", () => {
    for (let m = 1; m <= 12; m++) {
      const month = `2025-${String(m).padStart(2, "0")}`;
      const at = new Date(`${month}-01T00:00:00Z`);
      expect(shortMonthOf(month)).toBe(intl({ month: "short", year: "numeric", timeZone: "UTC" }).format(at));
      expect(longMonthOf(month)).toBe(intl({ month: "long", year: "numeric", timeZone: "UTC" }).format(at));
    }
  });
});
