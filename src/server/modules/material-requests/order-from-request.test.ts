import { describe, expect, it } from "vitest";
import { splitEstimate } from "./order-from-request";

describe("splitEstimate", () => {
  it("takes a leading number as the quantity and the rest as the unit", () => {
    expect(splitEstimate("40 tonnes")).toEqual({ quantity: "40", unit: "tonnes" });
    expect(splitEstimate("2.5m3")).toEqual({ quantity: "2.5", unit: "m3" });
    expect(splitEstimate("12")).toEqual({ quantity: "12", unit: null });
  });
  it("falls back to one line of 1 when there is no usable number", () => {
    expect(splitEstimate(null)).toEqual({ quantity: "1", unit: null });
    expect(splitEstimate("about two pallets")).toEqual({ quantity: "1", unit: null });
    expect(splitEstimate("0 bags")).toEqual({ quantity: "1", unit: null });
    expect(splitEstimate("1.2345 t")).toEqual({ quantity: "1", unit: null });
  });
});
