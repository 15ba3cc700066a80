import { describe, expect, it } from "vitest";
import { EMPTY_LABOUR, labourHours, parseLabour } from "./labour-hours";

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
