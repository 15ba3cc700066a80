import { describe, expect, it } from "vitest";
import { serviceDue, vehicleFlags, type VehicleDueFields } from "./vehicle-due";

const TODAY = "2026-03-10";
const van = (over: Partial<VehicleDueFields> = {}): VehicleDueFields => ({
  status: "active",
  motExpiry: null,
  roadTaxExpiry: null,
  insuranceExpiry: null,
  fuelCardExpiry: null,
  financeEndDate: null,
  nextServiceDate: null,
  lastServiceDate: null,
  serviceIntervalMonths: null,
  lastServiceMileage: null,
  serviceIntervalMiles: null,
  currentMileage: null,
  mileageRecordedOn: null,
  ...over,
});

describe("service due by date or miles, whichever first", () => {
  it("nothing scheduled is none", () => {
    expect(serviceDue(van(), TODAY).state).toBe("none");
  });

  it("by date: the last service plus its months, or the next date typed, the earlier", () => {
    // 2025-09-20 + 6 months = 2026-03-20: 10 days away, due soon.
    expect(serviceDue(van({ lastServiceDate: "2025-09-20", serviceIntervalMonths: 6 }), TODAY)).toMatchObject({
      state: "expiring",
      dueDay: "2026-03-20",
      by: "date",
    });
    // The typed date is earlier: it wins (overdue since 2026-03-01).
    expect(serviceDue(van({ lastServiceDate: "2025-09-20", serviceIntervalMonths: 6, nextServiceDate: "2026-03-01" }), TODAY)).toMatchObject({
      state: "expired",
      dueDay: "2026-03-01",
    });
    // 12 months on: in date.
    expect(serviceDue(van({ lastServiceDate: "2025-09-20", serviceIntervalMonths: 12 }), TODAY).state).toBe("valid");
  });

  it("by miles: 40,000 at the last service + 20,000 = due at 60,000; soon from 59,000", () => {
    const base = {
      lastServiceDate: "2025-06-01",
      lastServiceMileage: 40000,
      serviceIntervalMiles: 20000,
      serviceIntervalMonths: 24,
      mileageRecordedOn: "2026-03-01",
    };
    // 58,999: 1,001 to go, in date (the date is 2027-06-01).
    expect(serviceDue(van({ ...base, currentMileage: 58999 }), TODAY).state).toBe("valid");
    // 59,000: exactly 1,000 to go, due soon, by miles.
    const soon = serviceDue(van({ ...base, currentMileage: 59000 }), TODAY);
    expect(soon).toMatchObject({ state: "expiring", by: "miles" });
    expect(soon.measures.find((m) => m.by === "miles")?.dueReading).toBe("60000");
    // 60,000 reached: overdue at once.
    expect(serviceDue(van({ ...base, currentMileage: 60000 }), TODAY)).toMatchObject({ state: "expired", dueDay: "2026-03-01" });
  });

  it("miles with no service date count from the mileage alone", () => {
    expect(
      serviceDue(van({ lastServiceMileage: 10000, serviceIntervalMiles: 10000, currentMileage: 20500, mileageRecordedOn: "2026-03-09" }), TODAY).state,
    ).toBe("expired");
    expect(serviceDue(van({ lastServiceMileage: 10000, serviceIntervalMiles: 10000, currentMileage: 19200 }), TODAY).state).toBe("expiring");
  });

  it("the date first even when the miles are far off", () => {
    const due = serviceDue(
      van({ lastServiceDate: "2025-03-01", serviceIntervalMonths: 12, lastServiceMileage: 10000, serviceIntervalMiles: 20000, currentMileage: 12000 }),
      TODAY,
    );
    expect(due).toMatchObject({ state: "expired", dueDay: "2026-03-01", by: "date" });
  });
});

describe("vehicle flags", () => {
  it("each dated item by the one expiry rule, overdue first then by day", () => {
    const flags = vehicleFlags(
      van({ motExpiry: "2026-03-20", roadTaxExpiry: "2026-03-01", insuranceExpiry: "2026-05-01", fuelCardExpiry: "2026-04-09", financeEndDate: "2026-03-31" }),
      TODAY,
    );
    expect(flags.map((f) => [f.key, f.state, f.due])).toEqual([
      ["tax", "expired", "2026-03-01"],
      ["mot", "expiring", "2026-03-20"],
      ["finance", "expiring", "2026-03-31"],
      // 30 days on is the last day flagged.
      ["fuel_card", "expiring", "2026-04-09"],
    ]);
    expect(flags[0].text).toBe("Road tax expired 01/03/2026");
    expect(flags[1].text).toBe("MOT due 20/03/2026");
    expect(flags[2].text).toBe("Finance ends 31/03/2026");
  });

  it("the service in words, and other parts' flags sorted in", () => {
    const flags = vehicleFlags(van({ lastServiceMileage: 40000, serviceIntervalMiles: 20000, currentMileage: 59500, motExpiry: "2026-02-01" }), TODAY, [
      { key: "driver_licence", label: "Driver licence check", state: "expired", due: "2026-03-05", text: "Driver licence check overdue" },
    ]);
    expect(flags.map((f) => f.key)).toEqual(["mot", "driver_licence", "service"]);
    expect(flags[2].text).toBe("Service due at 60,000 miles");
  });

  it("a vehicle sold or disposed of has nothing due", () => {
    expect(vehicleFlags(van({ status: "sold", motExpiry: "2026-01-01" }), TODAY)).toEqual([]);
  });
});
