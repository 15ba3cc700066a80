import { describe, expect, it } from "vitest";
import { hasRecords, operativesIn, type ProjectRecords } from "./project-summary";

describe("operativesIn", () => {
  it("reads the leading count of Labour Details", () => {
    expect(operativesIn("4 operatives")).toBe(4);
    expect(operativesIn("  12 x groundworkers")).toBe(12);
    expect(operativesIn("1 operative")).toBe(1);
  });
  it("counts nothing it cannot read as a head count", () => {
    expect(operativesIn("Site team")).toBe(0);
    expect(operativesIn("")).toBe(0);
    expect(operativesIn("2.5 days of fixing")).toBe(0);
    expect(operativesIn("08:00 start")).toBe(0);
    expect(operativesIn("20/03 gang")).toBe(0);
  });
});

describe("hasRecords", () => {
  const none: ProjectRecords = {
    labour: { entries: 0, hours: 0, operatives: 0, companies: 0 },
    plant: { entries: 0, hours: 0, litres: 0 },
    deliveries: { count: 0, tonnes: 0, quantities: [] },
    waste: { movements: 0, tonnes: 0 },
    energy: { readings: 0, quantities: [] },
    visitors: { visits: 0 },
  };
  it("is false for a contract with nothing logged and true once anything is", () => {
    expect(hasRecords(none)).toBe(false);
    expect(hasRecords({ ...none, visitors: { visits: 1 } })).toBe(true);
    expect(hasRecords({ ...none, scope3: { entries: 2 } })).toBe(true);
  });
});
