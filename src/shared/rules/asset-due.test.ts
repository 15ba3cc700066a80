import { describe, expect, it } from "vitest";
import { dueStateLabel, nextDue, readingLowerMessage, readingProblem, type MeterReading } from "./asset-due";

const r = (day: string, value: string | number): MeterReading => ({ day, value });

describe("nextDue by date", () => {
  const input = { schedule: { everyDays: 90 }, lastDone: { day: "2026-01-10" } };

  it("is due the interval after the last service, flagged within the warning window, overdue the day after", () => {
    expect(nextDue(input, "2026-02-01")).toMatchObject({ state: "valid", dueDay: "2026-04-10", by: "date" });
    expect(nextDue(input, "2026-03-11").state).toBe("expiring");
    expect(nextDue(input, "2026-03-10").state).toBe("valid");
    expect(nextDue(input, "2026-04-10").state).toBe("expiring");
    expect(nextDue(input, "2026-04-11").state).toBe("expired");
    expect(dueStateLabel(nextDue(input, "2026-04-11").state)).toBe("Overdue");
  });

  it("takes a due day a person set when it is earlier than the interval's", () => {
    expect(nextDue({ ...input, nextDay: "2026-03-01" }, "2026-01-15").dueDay).toBe("2026-03-01");
    expect(nextDue({ ...input, nextDay: "2026-05-01" }, "2026-01-15").dueDay).toBe("2026-04-10");
  });

  it("is not scheduled with no interval and no day", () => {
    expect(nextDue({ schedule: {}, lastDone: null }, "2026-01-15")).toEqual({ state: "none", dueDay: null, by: null, measures: [] });
  });
});

describe("nextDue by engine hours or miles, whichever comes first", () => {
  // 8 hours a day: 1000.0 on 1 January, 1080.0 on 11 January; a service every 250 hours is due at 1250.0.
  const hours = [r("2026-01-01", "1000.0"), r("2026-01-11", "1080.0")];
  const lastDone = { day: "2026-01-01", hours: "1000.0", miles: "20000" };

  it("forecasts the hours' due day from average use, and it comes before the date", () => {
    const due = nextDue({ schedule: { everyDays: 90, everyHours: 250 }, lastDone, readings: { hours } }, "2026-01-11");
    // 170 hours to go at 8 a day is 21.25 days: reached during the 22nd day after the last reading.
    expect(due).toMatchObject({ state: "expiring", dueDay: "2026-02-02", by: "hours" });
    expect(due.measures.find((m) => m.by === "hours")).toEqual({ by: "hours", dueDay: "2026-02-02", dueReading: "1250.0", reached: false });
    expect(nextDue({ schedule: { everyDays: 90, everyHours: 250 }, lastDone, readings: { hours } }, "2026-01-11", 14).state).toBe("valid");
  });

  it("names miles when the odometer comes first", () => {
    const miles = [r("2026-01-01", 20000), r("2026-01-31", 23000)];
    const due = nextDue({ schedule: { everyDays: 365, everyHours: 500, everyMiles: 6000 }, lastDone, readings: { hours, miles } }, "2026-01-31");
    expect(due).toMatchObject({ dueDay: "2026-03-02", by: "miles", state: "expiring" });
  });

  it("names the date when it comes first", () => {
    expect(nextDue({ schedule: { everyDays: 14, everyHours: 250 }, lastDone, readings: { hours } }, "2026-01-11")).toMatchObject({
      dueDay: "2026-01-15",
      by: "date",
    });
  });

  it("is overdue as soon as a reading reaches the due figure, to the tenth, whatever the date", () => {
    const near = [...hours, r("2026-01-20", "1249.9")];
    expect(nextDue({ schedule: { everyDays: 90, everyHours: 250 }, lastDone, readings: { hours: near } }, "2026-01-20").state).toBe("expiring");
    const at = [...hours, r("2026-01-20", "1250.0")];
    const due = nextDue({ schedule: { everyDays: 90, everyHours: 250 }, lastDone, readings: { hours: at } }, "2026-01-20");
    expect(due).toMatchObject({ state: "expired", dueDay: "2026-01-20", by: "hours" });
  });

  it("reads the meter at the last service from the readings when the service did not record it", () => {
    const due = nextDue({ schedule: { everyHours: 250 }, lastDone: { day: "2026-01-01" }, readings: { hours } }, "2026-01-11");
    expect(due.measures[0].dueReading).toBe("1250.0");
  });

  it("averages over the last 90 days, so a machine back from a quiet spell forecasts by its use now", () => {
    // Idle most of 2025 (0 → 100), then 300 hours in December: about 9.7 a day, not 1.1.
    const quiet = [r("2025-01-01", 0), r("2025-12-01", 100), r("2026-01-01", 400)];
    const due = nextDue({ schedule: { everyHours: 1000 }, lastDone: { day: "2025-01-01", hours: 0 }, readings: { hours: quiet } }, "2026-01-01");
    // 600 hours to go at 300 per 31 days: 62 days.
    expect(due.dueDay).toBe("2026-03-04");
  });

  it("uses the newest older reading when none other falls in the window", () => {
    const sparse = [r("2025-01-01", 0), r("2026-01-01", 365)];
    expect(nextDue({ schedule: { everyHours: 400 }, lastDone: { day: "2025-01-01", hours: 0 }, readings: { hours: sparse } }, "2026-01-01").dueDay).toBe(
      "2026-02-05",
    );
  });

  it("has no forecast for a machine whose meter has not moved; the date still counts", () => {
    const idle = [r("2026-01-01", "1000.0"), r("2026-01-11", "1000.0")];
    const due = nextDue({ schedule: { everyDays: 90, everyHours: 250 }, lastDone, readings: { hours: idle } }, "2026-01-11");
    expect(due).toMatchObject({ by: "date", dueDay: "2026-04-01" });
    expect(due.measures[1]).toEqual({ by: "hours", dueDay: null, dueReading: "1250.0", reached: false });
  });
});

describe("readingProblem", () => {
  const earlier = [r("2026-01-01", "1000.0"), r("2026-01-11", "1080.0")];

  it("refuses a reading lower than the last one, saying which", () => {
    expect(readingProblem("hours", r("2026-01-12", "1079.9"), earlier)).toBe("The reading cannot be lower than the last one (1,080 h on 11/01/2026)");
    expect(readingProblem("hours", r("2026-01-11", "1070"), earlier)).toBe(readingLowerMessage("hours", earlier[1]));
    expect(readingProblem("miles", r("2026-02-01", 19999), [r("2026-01-01", 20000)])).toBe(
      "The reading cannot be lower than the last one (20,000 miles on 01/01/2026)",
    );
  });

  it("takes the same reading again, or a higher one", () => {
    expect(readingProblem("hours", r("2026-01-12", "1080.0"), earlier)).toBeNull();
    expect(readingProblem("hours", r("2026-01-12", 1080.1), earlier)).toBeNull();
    expect(readingProblem("hours", r("2026-01-12", "1"), [])).toBeNull();
  });

  it("places a back-dated reading between its neighbours", () => {
    expect(readingProblem("hours", r("2026-01-05", "1040"), earlier)).toBeNull();
    expect(readingProblem("hours", r("2026-01-05", "1090"), earlier)).toBe("The reading cannot be higher than a later one (1,080 h on 11/01/2026)");
  });
});
