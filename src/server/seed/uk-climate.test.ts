import { describe, expect, it } from "vitest";
import { ukInstant } from "@shared/common/uk-dates";
import { workdayOnOrBefore, workdaysBefore } from "./demo-calendar";
import { seededRandom } from "./diary-generator";
import { UK_CLIMATE, ukRegion, ukWeatherSeries } from "./uk-climate";

// The demo's clock and weather, on their own: pure functions the demo data is built from (demo.test.ts
// checks the data itself).
describe("UK site time and climate", () => {
  it("turns a UK wall-clock time into the instant, in GMT and in BST", () => {
    expect(ukInstant("2026-11-25", "02:00").toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(ukInstant("2026-07-15", "15:30").toISOString()).toBe("2026-07-15T14:30:00.000Z");
    expect(ukInstant("2026-03-30", "07:30").toISOString()).toBe("2026-03-30T06:30:00.000Z");
  });

  it("counts working days back over weekends", () => {
    expect(workdayOnOrBefore("2026-11-22")).toBe("2026-11-20"); // Sunday → Friday
    expect(workdaysBefore("2026-11-23", 1)).toBe("2026-11-20"); // Monday → Friday
    expect(workdaysBefore("2026-11-25", 5)).toBe("2026-11-18");
  });

  it("places postcodes in their climate regions", () => {
    expect(ukRegion("HG1 1TT")).toBe("Northern England");
    expect(ukRegion("TD15 1AA")).toBe("Northern England"); // Berwick-upon-Tweed
    expect(ukRegion("DG9 7AA")).toBe("Scotland"); // Stranraer
    expect(ukRegion("BT1 1AA")).toBe("Northern Ireland");
    expect(ukRegion("B1 1AA")).toBe("Midlands");
    expect(ukRegion("ZZ9 9ZZ")).toBe("Northern England");
  });

  it("averages out to the Met Office means over three years, with snow only in the cold months", () => {
    const next = ukWeatherSeries("Northern England", seededRandom(42));
    const highs = new Map<number, number[]>();
    const snowMonths = new Set<number>();
    for (let t = Date.parse("2024-01-01T12:00:00Z"); t < Date.parse("2027-01-01T12:00:00Z"); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const month = Number(day.slice(5, 7));
      const w = next(day);
      highs.set(month, [...(highs.get(month) ?? []), w.high]);
      if (/snow/i.test(w.condition)) snowMonths.add(month);
      expect(w.low).toBeLessThan(w.high);
    }
    expect([...highs.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [month, list] of highs) {
      const mean = list.reduce((a, b) => a + b, 0) / list.length;
      expect(Math.abs(mean - UK_CLIMATE["Northern England"].max[month - 1]), `month ${month}`).toBeLessThan(1.5);
    }
    // Seed 42 draws no snow in three years; any it draws falls in the cold months.
    expect([...snowMonths].filter((month) => ![11, 12, 1, 2, 3].includes(month))).toEqual([]);
  });
});
