import { describe, expect, it } from "vitest";
import type { InspectionStanding } from "@shared/rules/inspections";
import { reasonWords, scanAnswer } from "./asset-scan.presenter";

const today = "2026-03-10";
const standing = (over: Partial<InspectionStanding>): InspectionStanding => ({
  kind: "thorough_examination",
  lastDay: "2025-09-01",
  dueDay: "2026-03-01",
  dueFor: "interval",
  warnDays: 30,
  ...over,
});

describe("the scan's reasons in words", () => {
  it("says why an overdue inspection is due: a past day, a new site, or a meter reached", () => {
    const overdue = { code: "overdue", kind: "thorough_examination", dueDay: "2026-03-01" } as const;
    expect(reasonWords(overdue, [standing({})], today)).toBe("Thorough examination (LOLER) overdue: was due 01/03/2026");
    expect(reasonWords({ ...overdue, dueDay: today }, [standing({ dueDay: today, dueFor: "new_site" })], today)).toBe(
      "Thorough examination (LOLER) needed before use at its new site",
    );
    const meter = { code: "overdue", kind: "puwer_inspection", dueDay: "2026-06-01" } as const;
    expect(reasonWords(meter, [standing({ kind: "puwer_inspection", dueDay: "2026-06-01", reached: true })], today)).toBe(
      "Inspection (PUWER) due now: its hours or miles have reached the interval",
    );
  });

  it("an out-of-use flag carries its day only while the item is out of use", () => {
    const safety = { safe: { colour: "green" as const, reasons: [] }, standings: [] };
    expect(scanAnswer(safety, { outOfUse: false, outOfUseSince: new Date("2026-01-01T00:00:00Z") }, today).outOfUseSince).toBeNull();
  });
});
