import { describe, expect, it } from "vitest";
import { daysAfter, daysBefore, daysBetween, monthsAfter, ukDates, ukDay, ukInstant, ukMidnight, ukMinutes, ukStamp, ukTime, ukToday } from "./uk-dates";

describe("days as dd/MM/yyyy (product.md §3)", () => {
  it("writes an ISO day the British way and leaves anything else alone", () => {
    expect(ukDay("2025-03-14")).toBe("14/03/2025");
    expect(ukDay("")).toBe("");
    expect(ukDay(null)).toBeNull();
    expect(ukDay("14/03/2025")).toBe("14/03/2025");
  });
  it("rewrites the days inside a stored text, not those inside file names", () => {
    expect(ukDates("Kirkstall: Gas 1,200.00 kWh on 2025-03-14")).toBe("Kirkstall: Gas 1,200.00 kWh on 14/03/2025");
    expect(ukDates("from 2025-03-01 to 2025-03-31")).toBe("from 01/03/2025 to 31/03/2025");
    expect(ukDates("Uploaded site-2025-03-14.jpg")).toBe("Uploaded site-2025-03-14.jpg");
    expect(ukDates("Order 2025-13-40")).toBe("Order 2025-13-40");
  });
  it("stamps an instant in UK time", () => {
    expect(ukStamp(new Date("2025-01-14T09:05:00Z"))).toBe("14/01/2025 09:05");
    expect(ukStamp(new Date("2025-07-14T23:30:00Z"))).toBe("15/07/2025 00:30");
  });
});

describe("the site clock (Europe/London, GMT or BST)", () => {
  it("takes today from the UK clock", () => {
    expect(ukToday(new Date("2025-06-30T23:30:00Z"))).toBe("2025-07-01");
    expect(ukToday(new Date("2025-01-31T23:30:00Z"))).toBe("2025-01-31");
  });
  it("reads the time on site", () => {
    expect(ukTime(new Date("2025-01-10T14:05:00Z"))).toBe("14:05");
    expect(ukTime(new Date("2025-07-10T14:05:00Z"))).toBe("15:05");
    expect(ukMinutes(new Date("2025-07-10T23:30:00Z"))).toBe(30);
  });
  it("finds the instant a UK wall-clock time was", () => {
    expect(ukInstant("2026-11-25", "02:00").toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(ukInstant("2026-07-15", "15:30").toISOString()).toBe("2026-07-15T14:30:00.000Z");
    expect(ukInstant("2025-07-15", 16 * 60 + 45).toISOString()).toBe("2025-07-15T15:45:00.000Z");
  });
  it("finds midnight at the start of a UK day, also on the days the clocks change", () => {
    expect(ukMidnight("2025-01-10").toISOString()).toBe("2025-01-10T00:00:00.000Z");
    expect(ukMidnight("2025-07-10").toISOString()).toBe("2025-07-09T23:00:00.000Z");
    // Clocks go forward at 01:00 GMT on 30/03/2025 and back at 01:00 GMT on 26/10/2025.
    expect(ukMidnight("2025-03-30").toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(ukMidnight("2025-03-31").toISOString()).toBe("2025-03-30T23:00:00.000Z");
    expect(ukMidnight("2025-10-26").toISOString()).toBe("2025-10-25T23:00:00.000Z");
    expect(ukMidnight("2025-10-27").toISOString()).toBe("2025-10-27T00:00:00.000Z");
    expect(ukInstant("2025-03-30", "09:00").toISOString()).toBe("2025-03-30T08:00:00.000Z");
    expect(ukInstant("2025-10-26", "09:00").toISOString()).toBe("2025-10-26T09:00:00.000Z");
  });
});

describe("calendar arithmetic on ISO days", () => {
  it("counts days across months, years and the clock changes", () => {
    expect(daysBefore("2025-03-01", 1)).toBe("2025-02-28");
    expect(daysAfter("2024-12-31", 1)).toBe("2025-01-01");
    expect(daysAfter("2025-03-29", 2)).toBe("2025-03-31");
    expect(daysAfter("2025-03-10", -10)).toBe("2025-02-28");
    expect(daysBefore("2025-03-10", -1)).toBe("2025-03-11");
    expect(daysBetween("2025-03-29", "2025-03-31")).toBe(2);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-01-01", "2024-12-31")).toBe(-1);
  });
});

describe("monthsAfter", () => {
  it("keeps the day of the month, or the last day of a shorter month", () => {
    expect(monthsAfter("2025-03-14", 6)).toBe("2025-09-14");
    expect(monthsAfter("2025-08-31", 6)).toBe("2026-02-28");
    expect(monthsAfter("2027-08-31", 6)).toBe("2028-02-29");
    expect(monthsAfter("2025-01-31", 1)).toBe("2025-02-28");
  });

  it("crosses year ends both ways", () => {
    expect(monthsAfter("2025-11-30", 12)).toBe("2026-11-30");
    expect(monthsAfter("2025-11-15", 3)).toBe("2026-02-15");
    expect(monthsAfter("2025-02-15", -3)).toBe("2024-11-15");
  });
});
