import { describe, expect, it } from "vitest";
import {
  electricalRules,
  HSG107_110V_SITE_TOOLS,
  inspectionStanding,
  intervalAfter,
  intervalText,
  puwerRule,
  safeColourLabel,
  safeToUse,
  thoroughExaminationRule,
  type InspectionStanding,
} from "./inspections";

describe("LOLER thorough examinations", () => {
  it("are every 6 months for accessories and equipment that lifts people, 12 for other lifting equipment", () => {
    expect(thoroughExaminationRule({ use: "accessory" }).interval).toEqual({ every: 6, unit: "month" });
    expect(thoroughExaminationRule({ use: "lifts_people" }).interval).toEqual({ every: 6, unit: "month" });
    expect(thoroughExaminationRule({ use: "other" }).interval).toEqual({ every: 12, unit: "month" });
    const sling = inspectionStanding("thorough_examination", thoroughExaminationRule({ use: "accessory" }), "2026-03-14");
    const crane = inspectionStanding("thorough_examination", thoroughExaminationRule({ use: "other" }), "2026-03-14");
    expect([sling.dueDay, crane.dueDay]).toEqual(["2026-09-14", "2027-03-14"]);
  });

  it("follow an examination scheme's own interval", () => {
    expect(thoroughExaminationRule({ use: "other", schemeMonths: 3 }).interval).toEqual({ every: 3, unit: "month" });
  });

  it("keep to the month: examined 31 August, a 6-month item is due by 28 February", () => {
    expect(inspectionStanding("thorough_examination", thoroughExaminationRule({ use: "accessory" }), "2025-08-31").dueDay).toBe("2026-02-28");
  });

  it("are due again before use after installation at a new site, when installation matters", () => {
    const hoist = thoroughExaminationRule({ use: "lifts_people", dependsOnInstallation: true });
    expect(inspectionStanding("thorough_examination", hoist, "2026-06-01", "2026-07-20")).toMatchObject({ dueDay: "2026-07-20", dueFor: "new_site" });
    // Examined after it arrived: the interval again.
    expect(inspectionStanding("thorough_examination", hoist, "2026-07-21", "2026-07-20")).toMatchObject({ dueDay: "2027-01-21", dueFor: "interval" });
    // A sling moved between sites is not re-examined for the move.
    expect(inspectionStanding("thorough_examination", thoroughExaminationRule({ use: "accessory" }), "2026-06-01", "2026-07-20").dueFor).toBe("interval");
  });
});

describe("electrical checks of site tools (HSG107)", () => {
  it("default to weekly user checks, monthly formal visual inspections and 3-monthly inspection and test", () => {
    expect(intervalAfter("2026-01-05", HSG107_110V_SITE_TOOLS.user_check.interval)).toBe("2026-01-12");
    expect(intervalAfter("2026-01-31", HSG107_110V_SITE_TOOLS.formal_visual.interval)).toBe("2026-02-28");
    expect(intervalAfter("2026-01-05", HSG107_110V_SITE_TOOLS.inspection_and_test.interval)).toBe("2026-04-05");
    expect(intervalText(HSG107_110V_SITE_TOOLS.inspection_and_test.interval)).toBe("every 3 months");
    expect(intervalText(HSG107_110V_SITE_TOOLS.user_check.interval)).toBe("every week");
  });

  it("take the company's own intervals over the defaults, tier by tier", () => {
    const rules = electricalRules({ inspection_and_test: { interval: { every: 6, unit: "month" } } });
    expect(rules.inspection_and_test).toEqual({ interval: { every: 6, unit: "month" }, warnDays: 14, beforeUseAtNewSite: true });
    expect(rules.user_check).toEqual(HSG107_110V_SITE_TOOLS.user_check);
  });

  it("need an inspection and test before first use on a new site", () => {
    expect(inspectionStanding("inspection_and_test", electricalRules().inspection_and_test, "2026-05-01", "2026-05-10").dueFor).toBe("new_site");
    expect(inspectionStanding("formal_visual", electricalRules().formal_visual, "2026-05-01", "2026-05-10").dueFor).toBe("interval");
  });
});

describe("safeToUse (the QR scan's colour)", () => {
  const today = "2026-06-15";
  const standing = (o: Partial<InspectionStanding>): InspectionStanding => ({
    kind: "puwer_inspection",
    lastDay: "2026-01-01",
    dueDay: "2026-12-01",
    dueFor: "interval",
    warnDays: 30,
    ...o,
  });
  const asset = (inspections: InspectionStanding[], o: { outOfUse?: boolean; status?: string } = {}) => ({
    outOfUse: false,
    status: "active",
    inspections,
    ...o,
  });

  it("is green with every inspection in date", () => {
    expect(safeToUse(asset([standing({})]), today)).toEqual({ colour: "green", reasons: [] });
    expect(safeColourLabel("green")).toBe("Safe to use");
  });

  it("is amber when one falls due within its warning window, through its due day", () => {
    expect(safeToUse(asset([standing({ dueDay: "2026-07-15" })]), today).colour).toBe("amber");
    expect(safeToUse(asset([standing({ dueDay: "2026-07-16" })]), today).colour).toBe("green");
    expect(safeToUse(asset([standing({ dueDay: today })]), today).colour).toBe("amber");
    // A weekly user check warns a day ahead, not for a month.
    expect(safeToUse(asset([standing({ kind: "user_check", dueDay: "2026-06-18", warnDays: 1 })]), today).colour).toBe("green");
  });

  it("is red when an inspection is overdue, never done, or due before use on a new site", () => {
    expect(safeToUse(asset([standing({}), standing({ kind: "thorough_examination", dueDay: "2026-06-14" })]), today)).toEqual({
      colour: "red",
      reasons: [{ code: "overdue", kind: "thorough_examination", dueDay: "2026-06-14" }],
    });
    expect(safeToUse(asset([standing({ lastDay: null, dueDay: null, dueFor: "never" })]), today).colour).toBe("red");
    expect(safeToUse(asset([standing({ dueDay: today, dueFor: "new_site" })]), today).colour).toBe("red");
    // An hour meter past its due reading is overdue now, even when the forecast day is still ahead.
    expect(safeToUse(asset([standing({ dueDay: "2026-07-30", reached: true })]), today).colour).toBe("red");
  });

  it("is red when out of use after a failed pre-use check, or not in service, whatever its inspections", () => {
    expect(safeToUse(asset([standing({})], { outOfUse: true }), today)).toEqual({ colour: "red", reasons: [{ code: "out_of_use" }] });
    expect(safeToUse(asset([standing({})], { status: "maintenance" }), today).reasons).toEqual([{ code: "not_in_service", status: "maintenance" }]);
  });

  it("lists every reason, red before amber", () => {
    const result = safeToUse(asset([standing({ dueDay: "2026-06-20" })], { outOfUse: true }), today);
    expect(result.reasons.map((r) => r.code)).toEqual(["out_of_use", "due_soon"]);
  });

  it("takes a PUWER interval the company sets", () => {
    expect(inspectionStanding("puwer_inspection", puwerRule({ every: 3, unit: "month" }), "2026-03-15").dueDay).toBe("2026-06-15");
  });
});
