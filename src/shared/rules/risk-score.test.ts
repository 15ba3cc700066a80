import { describe, expect, it } from "vitest";
import { hazardRisk, highestResidual, matrixCounts, overallScore, residualWithinInitial, riskBand, riskScore } from "./risk-score";

const h = (likelihood: number, severity: number, residualLikelihood: number, residualSeverity: number) => ({
  likelihood,
  severity,
  residualLikelihood,
  residualSeverity,
});

describe("risk scoring", () => {
  it("multiplies likelihood by severity and refuses ratings outside 1–5", () => {
    expect(riskScore(1, 1)).toBe(1);
    expect(riskScore(4, 5)).toBe(20);
    expect(riskScore(5, 5)).toBe(25);
    expect(() => riskScore(0, 3)).toThrow(RangeError);
    expect(() => riskScore(6, 1)).toThrow(RangeError);
    expect(() => riskScore(2.5, 2)).toThrow(RangeError);
  });

  it("bands 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high at every edge", () => {
    expect([1, 4].map((s) => riskBand(s).label)).toEqual(["Low", "Low"]);
    expect([5, 9].map((s) => riskBand(s).label)).toEqual(["Medium", "Medium"]);
    expect([10, 16].map((s) => riskBand(s).label)).toEqual(["High", "High"]);
    expect([20, 25].map((s) => riskBand(s).label)).toEqual(["Very high", "Very high"]);
    // Means between whole products take the higher band.
    expect(riskBand(4.5).label).toBe("Medium");
    expect(riskBand(17.33).label).toBe("Very high");
  });

  it("scores a hazard before and after controls", () => {
    expect(hazardRisk(h(4, 5, 2, 5))).toMatchObject({ initial: 20, residual: 10, initialBand: { key: "very_high" }, residualBand: { key: "high" } });
    expect(residualWithinInitial(h(3, 3, 2, 4))).toBe(true); // 9 → 8
    expect(residualWithinInitial(h(2, 2, 1, 5))).toBe(false); // 4 → 5
    expect(residualWithinInitial(h(2, 2, 2.5, 5))).toBe(true); // the rating's own check reports this
  });

  it("overall score is the mean residual risk to 2 dp", () => {
    // Work at height 4×5 → 2×5 = 10; excavation 3×4 → 2×3 = 6; manual handling 3×2 → 1×2 = 2: 18 / 3 = 6.00.
    expect(overallScore([h(4, 5, 2, 5), h(3, 4, 2, 3), h(3, 2, 1, 2)])).toBe(6);
    // 10 + 6 + 4 = 20 / 3 = 6.666… → 6.67
    expect(overallScore([h(4, 5, 2, 5), h(3, 4, 2, 3), h(2, 2, 2, 2)])).toBe(6.67);
    // 1 + 2 = 3 / 2 = 1.5; 25 alone = 25
    expect(overallScore([h(1, 1, 1, 1), h(1, 2, 1, 2)])).toBe(1.5);
    expect(overallScore([h(5, 5, 5, 5)])).toBe(25);
    expect(overallScore([])).toBe(0);
  });

  it("reports the highest residual risk and places hazards in the matrix", () => {
    const list = [h(4, 5, 2, 5), h(3, 4, 2, 3), h(4, 5, 2, 5)];
    expect(highestResidual(list)).toMatchObject({ score: 10, band: { label: "High" } });
    expect(highestResidual([])).toBeNull();
    const initial = matrixCounts(list, "initial");
    expect(initial[3][4]).toBe(2);
    expect(initial[2][3]).toBe(1);
    const residual = matrixCounts(list, "residual");
    expect(residual[1][4]).toBe(2);
    expect(residual[1][2]).toBe(1);
    expect(residual.flat().reduce((a, b) => a + b, 0)).toBe(3);
  });
});
