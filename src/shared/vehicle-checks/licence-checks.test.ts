import { describe, expect, it } from "vitest";
import { categoriesFor, licenceCheckSchema, licenceCheckState, licenceCovers, nextCheckDue, riskForPoints, LICENCE_NUMBER } from "./licence-checks";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("risk and the next check", () => {
  it("points set the lowest risk: 0-3 low, 4-6 medium, 7 or more high", () => {
    expect([0, 3, 4, 6, 7, 11].map(riskForPoints)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("low: 12 months, medium: 6, high: 3, kept to the month's last day; a licence expiring sooner brings it forward", () => {
    expect(nextCheckDue("2026-03-15", "low", null)).toBe("2027-03-15");
    expect(nextCheckDue("2026-03-15", "medium", null)).toBe("2026-09-15");
    expect(nextCheckDue("2026-11-30", "high", null)).toBe("2027-02-28");
    expect(nextCheckDue("2026-03-15", "low", "2026-10-01")).toBe("2026-10-01");
    expect(nextCheckDue("2026-03-15", "low", "2030-01-01")).toBe("2027-03-15");
    // A licence already expired: the check is due at once (overdue).
    expect(nextCheckDue("2026-03-15", "low", "2026-03-01")).toBe("2026-03-01");
  });

  it("current by the one expiry rule on the next check due: none, valid, expiring within 30 days, expired after it", () => {
    expect(licenceCheckState(null, "2026-06-01")).toBe("none");
    expect(licenceCheckState({ nextCheckDue: "2026-08-01" }, "2026-06-01")).toBe("valid");
    expect(licenceCheckState({ nextCheckDue: "2026-06-20" }, "2026-06-01")).toBe("expiring");
    expect(licenceCheckState({ nextCheckDue: "2026-06-01" }, "2026-06-01")).toBe("expiring");
    expect(licenceCheckState({ nextCheckDue: "2026-05-31" }, "2026-06-01")).toBe("expired");
  });
});

describe("categories for a vehicle", () => {
  it("B up to 3.5 t, C1 (or C) to 7.5 t, C over it; a motorbike A; a trailer nothing", () => {
    expect(categoriesFor({ vehicleType: "van", grossWeightKg: 3500 })).toEqual(["B"]);
    expect(categoriesFor({ vehicleType: "car", grossWeightKg: null })).toEqual(["B"]);
    expect(categoriesFor({ vehicleType: "truck", grossWeightKg: 7500 })).toEqual(["C1", "C"]);
    expect(categoriesFor({ vehicleType: "truck", grossWeightKg: 26000 })).toEqual(["C"]);
    expect(categoriesFor({ vehicleType: "truck", grossWeightKg: null })).toEqual(["C"]);
    expect(categoriesFor({ vehicleType: "motorbike", grossWeightKg: null })).toEqual(["A", "A2", "A1"]);
    expect(categoriesFor({ vehicleType: "trailer", grossWeightKg: 3500 })).toBeNull();
    expect(licenceCovers({ vehicleType: "truck", grossWeightKg: 18000 }, ["B", "C1"])).toBe(false);
    expect(licenceCovers({ vehicleType: "truck", grossWeightKg: 7200 }, ["B", "C1"])).toBe(true);
    expect(licenceCovers({ vehicleType: "trailer", grossWeightKg: 750 }, [])).toBeNull();
  });
});

describe("licenceCheckSchema", () => {
  const ok = { workerId: 3, checkedOn: "2026-05-01", method: "dvla_online", categories: ["C", "B"], points: "3" };
  it("reads a check: the number without spaces, upper case; categories in the licence's order; points as a number", () => {
    expect(licenceCheckSchema.parse({ ...ok, licenceNumber: "morga 753116 sm9ij" })).toMatchObject({
      licenceNumber: "MORGA753116SM9IJ",
      categories: ["B", "C"],
      points: 3,
    });
    expect(LICENCE_NUMBER.test("12345678")).toBe(true);
    expect(LICENCE_NUMBER.test("MORGA773116SM9IJ")).toBe(false);
  });

  it("refuses with the messages: the driver, the date, the method, the number, categories, points, a risk below the points'", () => {
    expect(issues(licenceCheckSchema.safeParse({ checkedOn: "2026-13-01", method: "phone", licenceNumber: "ABC", categories: [], points: "-1" }))).toEqual([
      ["checkedOn", "Check date must be a valid date (yyyy-mm-dd)"],
      ["method", "Choose how the licence was checked"],
      ["licenceNumber", "Enter the licence number as printed, e.g. MORGA753116SM9IJ"],
      ["categories", "Choose at least one category"],
      ["points", "Points must be a whole number from 0 to 99"],
      ["workerId", "Choose the driver: a worker or a user"],
    ]);
    expect(issues(licenceCheckSchema.safeParse({ ...ok, categories: ["Z"], points: 8, risk: "medium", userId: 4 }))).toEqual([
      ["categories.0", "Choose categories from the list"],
      ["userId", "Choose the driver: a worker or a user"],
      ["risk", "With 8 points the risk is at least high"],
    ]);
  });
});
