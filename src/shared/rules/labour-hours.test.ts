import { describe, expect, it } from "vitest";
import { EMPTY_LABOUR, labourHours, parseLabour, rollUpLabour } from "./labour-hours";

describe("labourHours (product.md §2.5)", () => {
  it("is finish minus start for a day shift", () => {
    expect(labourHours("08:00", "17:00")).toBe(9);
    expect(labourHours("07:30", "16:15")).toBe(8.8);
  });
  it("adds 24 hours for a shift past midnight", () => {
    expect(labourHours("22:00", "06:00")).toBe(8);
    expect(labourHours("23:45", "00:15")).toBe(0.5);
  });
  it("rounds to one decimal", () => {
    expect(labourHours("08:00", "08:20")).toBe(0.3);
    expect(labourHours("08:00", "08:25")).toBe(0.4);
  });
  it("is 0 when either time is missing or not a time", () => {
    expect(labourHours("", "17:00")).toBe(0);
    expect(labourHours("08:00", null)).toBe(0);
    expect(labourHours(undefined, undefined)).toBe(0);
    expect(labourHours("8am", "17:00")).toBe(0);
    expect(labourHours("25:00", "17:00")).toBe(0);
  });
  it("is 0 for the same start and finish", () => {
    expect(labourHours("08:00", "08:00")).toBe(0);
  });
});

describe("parseLabour", () => {
  it("reads the form's JSON string", () => {
    const raw = JSON.stringify({
      company: "Acme Groundworks",
      jobRole: "Labourer",
      plant: "3t dumper",
      startTime: "22:00",
      finishTime: "06:00",
      hours: 8,
      labour: "4 operatives",
    });
    expect(parseLabour(raw)).toEqual({
      company: "Acme Groundworks",
      jobRole: "Labourer",
      plant: "3t dumper",
      startTime: "22:00",
      finishTime: "06:00",
      hours: 8,
      labour: "4 operatives",
    });
  });
  it("treats unparseable or non-object data as empty, never throwing", () => {
    expect(parseLabour("{not json")).toEqual(EMPTY_LABOUR);
    expect(parseLabour("[1,2]")).toEqual(EMPTY_LABOUR);
    expect(parseLabour("null")).toEqual(EMPTY_LABOUR);
    expect(parseLabour(42)).toEqual(EMPTY_LABOUR);
  });
  it("recomputes hours that are missing or impossible", () => {
    expect(parseLabour({ startTime: "08:00", finishTime: "17:00", hours: "x" }).hours).toBe(9);
    expect(parseLabour({ startTime: "08:00", finishTime: "12:00", hours: 99 }).hours).toBe(4);
  });
});

describe("rollUpLabour: one total for the diary screen, its PDF and the budget panel", () => {
  const entry = (company: string, startTime: string, finishTime: string) =>
    parseLabour({ company, startTime, finishTime, hours: labourHours(startTime, finishTime) });
  // A day with what makes totals drift: a night shift, a name typed with spaces, tenths that do not add
  // up in binary (0.1 + 0.2), an entry without a company and one whose labour could not be read.
  const day = [
    entry("Aire Groundworks", "08:00", "17:00"),
    entry(" Aire Groundworks ", "22:00", "06:00"),
    entry("Calder Electrical", "08:00", "12:30"),
    entry("Own labour", "07:00", "07:06"),
    entry("Own labour", "07:00", "07:12"),
    entry("", "07:30", "08:15"),
    parseLabour("this is not JSON"),
  ];

  it("sums each entry's one-decimal hours exactly, by company as typed (trimmed), most hours first", () => {
    expect(rollUpLabour(day)).toEqual({
      hours: 22.6,
      companies: [
        { company: "Aire Groundworks", hours: 17 },
        { company: "Calder Electrical", hours: 4.5 },
        { company: "", hours: 0.8 },
        { company: "Own labour", hours: 0.3 },
      ],
    });
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it("is a day's total whichever way it is cut: the companies add up to the day", () => {
    const { hours, companies } = rollUpLabour(day);
    expect(companies.reduce((t, c) => t + Math.round(c.hours * 10), 0) / 10).toBe(hours);
    expect(rollUpLabour([...day].reverse())).toEqual(rollUpLabour(day));
  });

  it("an empty day is nothing", () => {
    expect(rollUpLabour([])).toEqual({ hours: 0, companies: [] });
  });
});
