import { describe, expect, it } from "vitest";
import type { DiaryEntryView } from "@shared/diary/diary-entry";
import { labourHours, parseLabour, type Labour } from "@shared/rules/labour-hours";
import { presentDay } from "../diary/diary.test-support";
import { labourSummary } from "./diary-export.data";

/**
 * The diary screen (presentDay) and the diary PDF (its day heading and labour summary) total a day's
 * labour through one roll-up, @shared/rules/labour-hours rollUpLabour. No database: pure functions.
 */
const labour = (company: string, startTime: string, finishTime: string) =>
  parseLabour({ company, startTime, finishTime, hours: labourHours(startTime, finishTime) });
const screen = (labours: Labour[]) =>
  presentDay(
    "2025-03-10",
    labours.map((l) => ({ labour: l }) as DiaryEntryView),
    [],
  );

describe("a day's labour on the diary screen and in the diary PDF", () => {
  it("totals the same day to the same hours, company by company", () => {
    const day = [
      labour("Aire Groundworks", "08:00", "17:00"),
      labour(" Aire Groundworks ", "22:00", "06:00"),
      labour("Calder Electrical", "08:00", "12:30"),
      labour("Own labour", "07:00", "07:06"),
      labour("Own labour", "07:00", "07:12"),
      labour("", "07:30", "08:15"),
      parseLabour("this is not JSON"),
    ];
    const onScreen = screen(day);
    const inPdf = labourSummary(day);
    expect(onScreen.totalHours).toBe(22.6);
    expect(inPdf.totalHours).toBe(onScreen.totalHours);
    // The same companies with the same hours; the entries without a company are one group, which
    // the screen shows as "No company" and the PDF names "Company not given".
    expect(onScreen.companies).toEqual([
      { company: "Aire Groundworks", hours: 17 },
      { company: "Calder Electrical", hours: 4.5 },
      { company: "", hours: 0.8 },
      { company: "Own labour", hours: 0.3 },
    ]);
    expect(inPdf.byCompany).toEqual(onScreen.companies.map((c) => ({ company: c.company || "Company not given", hours: c.hours })));
  });

  it("labour that could not be read is 0.0 h on both; the PDF's summary gives it no row", () => {
    const day = [labour("Aire Groundworks", "08:00", "16:00"), parseLabour("this is not JSON")];
    expect(screen(day)).toMatchObject({
      totalHours: 8,
      companies: [
        { company: "Aire Groundworks", hours: 8 },
        { company: "", hours: 0 },
      ],
    });
    expect(labourSummary(day)).toEqual({ totalHours: 8, byCompany: [{ company: "Aire Groundworks", hours: 8 }] });
  });
});
