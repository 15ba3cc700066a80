import { describe, expect, it } from "vitest";
import { presentDay } from "./diary.presenter";
import type { DiaryEntryView } from "@shared/diary/diary-entry";

/** Decision 0071: a company that typed no labour gets its sign-ins' headcount and hours, marked; one that typed keeps its figure alone. */
describe("the diary day's labour from sign-ins", () => {
  const typed = (company: string, hours: number) =>
    ({ labour: { company, jobRole: "", plant: "", startTime: "", finishTime: "", hours, labour: "" } }) as unknown as DiaryEntryView;

  it("adds a company that typed nothing, never one that typed", () => {
    const day = presentDay(
      "2026-11-20",
      [typed("Aire Valley Groundworks Ltd", 8)],
      [],
      [
        { company: "aire valley groundworks ltd ", workers: 4, hours: 31.5 },
        { company: "Leeds Steel Erectors", workers: 3, hours: 24 },
      ],
    );
    expect(day.companies).toEqual([
      { company: "Aire Valley Groundworks Ltd", hours: 8 },
      { company: "Leeds Steel Erectors", hours: 24, headcount: 3, fromSignIns: true },
    ]);
    expect(day.totalHours).toBe(32);
  });
});
