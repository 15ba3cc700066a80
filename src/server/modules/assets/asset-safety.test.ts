import { describe, expect, it } from "vitest";
import { electricalRules, type InspectionKind } from "@shared/rules/inspections";
import { safetyFrom, standingsOf } from "./asset-safety";
import type { AssetRow } from "./asset-record";

const TODAY = "2026-06-15";
const asset = (over: Partial<AssetRow>): AssetRow => ({ status: "active", outOfUse: false, arrivedOn: null, ...over }) as AssetRow;
const facts = (last: [InspectionKind, string, string?][] = [], readings = {}) => ({
  last: new Map(last.map(([kind, day, nextDueDay]) => [kind, { day, nextDueDay: nextDueDay ?? null }])),
  readings,
  electrical: electricalRules(),
});

describe("the inspections an asset needs", () => {
  it("needs none when it is neither lifting gear, an electrical tool nor on an inspection schedule", () => {
    expect(standingsOf(asset({}), facts(), TODAY)).toEqual([]);
    expect(safetyFrom(asset({}), facts(), TODAY).safe.colour).toBe("green");
  });

  it("examines lifting gear at LOLER's 6 or 12 months, or its scheme's, or the report's earlier day", () => {
    const [people] = standingsOf(asset({ liftingUse: "lifts_people" }), facts([["thorough_examination", "2026-01-10"]]), TODAY);
    expect(people).toMatchObject({ kind: "thorough_examination", dueDay: "2026-07-10", dueFor: "interval" });
    const [crane] = standingsOf(asset({ liftingUse: "other", examinationSchemeMonths: 3 }), facts([["thorough_examination", "2026-01-10"]]), TODAY);
    expect(crane.dueDay).toBe("2026-04-10");
    const [watched] = standingsOf(asset({ liftingUse: "other" }), facts([["thorough_examination", "2026-01-10", "2026-03-01"]]), TODAY);
    expect(watched.dueDay).toBe("2026-03-01");
    expect(safetyFrom(asset({ liftingUse: "other" }), facts([["thorough_examination", "2026-01-10", "2026-03-01"]]), TODAY).safe.colour).toBe("red");
  });

  it("examines installed lifting gear again at a new site before use there, and never-examined gear is red", () => {
    const hoist = asset({ liftingUse: "other", dependsOnInstallation: true, arrivedOn: "2026-06-01" });
    expect(safetyFrom(hoist, facts([["thorough_examination", "2026-05-01"]]), TODAY).safe.reasons).toEqual([
      { code: "overdue", kind: "thorough_examination", dueDay: "2026-06-01" },
    ]);
    expect(safetyFrom(hoist, facts([["thorough_examination", "2026-06-02"]]), TODAY).safe.colour).toBe("green");
    expect(safetyFrom(asset({ liftingUse: "accessory" }), facts(), TODAY).safe.reasons).toEqual([
      { code: "never_inspected", kind: "thorough_examination", dueDay: null },
    ]);
  });

  it("checks a portable electrical tool in HSG107's three tiers", () => {
    const tool = asset({ portableElectrical: true });
    const done = facts([
      ["user_check", "2026-06-12"],
      ["formal_visual", "2026-06-01"],
      ["inspection_and_test", "2026-04-01"],
    ]);
    expect(standingsOf(tool, done, TODAY).map((s) => [s.kind, s.dueDay])).toEqual([
      ["user_check", "2026-06-19"],
      ["formal_visual", "2026-07-01"],
      ["inspection_and_test", "2026-07-01"],
    ]);
    // Each tier warns in its own window: the weekly check a day ahead, the combined test 14 days ahead.
    expect(safetyFrom(tool, done, "2026-06-16").safe.colour).toBe("green");
    expect(safetyFrom(tool, done, "2026-06-18").safe).toEqual({
      colour: "amber",
      reasons: [
        { code: "due_soon", kind: "user_check", dueDay: "2026-06-19" },
        { code: "due_soon", kind: "inspection_and_test", dueDay: "2026-07-01" },
      ],
    });
  });

  it("inspects under PUWER by date, engine hours or miles, whichever first; a reached meter is overdue at once", () => {
    const digger = asset({ inspectionInterval: 90, inspectionIntervalHours: 250, lastInspectionDate: "2026-05-01", lastInspectionHours: "1000.0" });
    const quiet = facts([], {
      hours: [
        { day: "2026-05-01", value: "1000.0" },
        { day: "2026-06-10", value: "1100.0" },
      ],
    });
    expect(standingsOf(digger, quiet, TODAY)).toEqual([
      { kind: "puwer_inspection", lastDay: "2026-05-01", dueDay: "2026-07-30", dueFor: "interval", warnDays: 30, reached: false },
    ]);
    const busy = facts([], {
      hours: [
        { day: "2026-05-01", value: "1000.0" },
        { day: "2026-06-10", value: "1260.0" },
      ],
    });
    expect(safetyFrom(digger, busy, TODAY).safe.colour).toBe("red");
  });

  it("is red out of use or not active, whatever its inspections", () => {
    expect(safetyFrom(asset({ outOfUse: true }), facts(), TODAY).safe.reasons).toEqual([{ code: "out_of_use" }]);
    expect(safetyFrom(asset({ status: "retired" }), facts(), TODAY).safe.colour).toBe("red");
  });
});
