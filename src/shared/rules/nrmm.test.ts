import { describe, expect, it } from "vitest";
import { nrmmRequirement, nrmmRequirementLabel, nrmmStanding } from "./nrmm";

const excavator = { engineStage: "stage_iiib", enginePowerKw: "55", fuelType: "diesel" };

describe("London's NRMM standard", () => {
  it("is Stage IV across London from 2025, Stage V from 2030, zero emission from 2040", () => {
    expect(nrmmRequirement("2024-12-31")).toBe("stage_iiib");
    expect(nrmmRequirement("2025-01-01")).toBe("stage_iv");
    expect(nrmmRequirement("2029-12-31")).toBe("stage_iv");
    expect(nrmmRequirement("2030-01-01")).toBe("stage_v");
    expect(nrmmRequirement("2040-01-01")).toBe("zero_emission");
    expect(nrmmRequirement("2015-08-31")).toBeNull();
    expect(nrmmRequirementLabel(nrmmRequirement("2026-03-01"))).toBe("Stage IV");
  });

  it("flags a 37–560 kW engine below the day's stage", () => {
    expect(nrmmStanding(excavator, "2024-06-01").standing).toBe("meets");
    expect(nrmmStanding(excavator, "2025-06-01")).toEqual({ standing: "below", required: "stage_iv" });
    expect(nrmmStanding({ ...excavator, engineStage: "stage_v" }, "2030-06-01").standing).toBe("meets");
    expect(nrmmStanding({ ...excavator, engineStage: "stage_v" }, "2040-06-01").standing).toBe("below");
  });

  it("is the range's edges inclusive, and leaves out small, huge and engineless machines", () => {
    expect(nrmmStanding({ ...excavator, enginePowerKw: "37" }, "2025-06-01").standing).toBe("below");
    expect(nrmmStanding({ ...excavator, enginePowerKw: "560.0" }, "2025-06-01").standing).toBe("below");
    expect(nrmmStanding({ ...excavator, enginePowerKw: "36.9" }, "2025-06-01").standing).toBe("out_of_scope");
    expect(nrmmStanding({ ...excavator, enginePowerKw: "600" }, "2025-06-01").standing).toBe("out_of_scope");
    expect(nrmmStanding({ ...excavator, fuelType: "electric", enginePowerKw: null }, "2025-06-01").standing).toBe("out_of_scope");
  });

  it("says when it cannot tell", () => {
    expect(nrmmStanding({ ...excavator, enginePowerKw: null }, "2025-06-01").standing).toBe("unknown");
    expect(nrmmStanding({ ...excavator, engineStage: null }, "2025-06-01").standing).toBe("unknown");
  });
});
