import { describe, expect, it } from "vitest";
import { diaryEntrySchema } from "./diary-entry";
import { diaryEntryBody, emptyLabourForm, labourEntryFormSchema, labourFormFromEntry, localToday } from "./labour-entry-form";

describe("the Labour Entry form", () => {
  it("starts on today with 08:00 to 17:00", () => {
    expect(emptyLabourForm("2025-03-14")).toMatchObject({ date: "2025-03-14", startTime: "08:00", finishTime: "17:00", workSummary: "" });
    expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe("2025-01-05");
  });

  it("packs the labour fields into `labor` with the hours across midnight, a body the API accepts", () => {
    const values = labourEntryFormSchema.parse({
      ...emptyLabourForm("2025-03-14"),
      workSummary: "Night pour",
      startTime: "22:00",
      finishTime: "06:00",
      company: "Aire Groundworks",
    });
    const body = diaryEntryBody(values, { projectId: 7 });
    expect(JSON.parse(body.labor)).toEqual({
      company: "Aire Groundworks",
      jobRole: "",
      plant: "",
      startTime: "22:00",
      finishTime: "06:00",
      hours: 8,
      labour: "",
    });
    expect(Object.keys(body).sort()).toEqual(["createdAt", "date", "labor", "materialsDelivered", "projectId", "sharedWith", "weatherImpact", "workSummary"]);
    expect(diaryEntrySchema.safeParse(body).success).toBe(true);
  });

  it("says what is wrong in the spec's words", () => {
    const result = labourEntryFormSchema.safeParse({ ...emptyLabourForm(), workSummary: "", startTime: "25:00", weatherImpact: "x".repeat(1001) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Work summary is required", "Start time must be a time like 08:00", "Weather impact description too long"]),
    );
  });

  it("fills from an entry whose labour cannot be parsed with empty labour fields", () => {
    const values = labourFormFromEntry({
      id: 1,
      projectId: 1,
      userId: null,
      date: "2025-03-14",
      author: "A",
      workSummary: "W",
      weatherImpact: null,
      materialsDelivered: null,
      labor: "garbage",
      labour: { company: "", jobRole: "", plant: "", startTime: "", finishTime: "", hours: 0, labour: "" },
      sharedWith: [],
      photoCount: 0,
      createdAt: "",
      updatedAt: "",
    });
    expect(values).toMatchObject({ company: "", startTime: "", finishTime: "", weatherImpact: "" });
  });
});
