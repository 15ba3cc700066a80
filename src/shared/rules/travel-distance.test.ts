import { describe, expect, it } from "vitest";
import { ROAD_DISTANCE_FACTOR, estimateRoadKm, greatCircleKm, outwardCode } from "./travel-distance";

describe("greatCircleKm", () => {
  it("one degree along the equator or a meridian is 2πR / 360 = 111.195 km (R = 6371.0088 km)", () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
    expect(greatCircleKm({ latitude: 53, longitude: -1.5 }, { latitude: 54, longitude: -1.5 })).toBeCloseTo(111.195, 3);
  });

  it("Leeds LS1 (53.79674, -1.54754) to Manchester M1 (53.47734, -2.23508), by the haversine formula by hand: 57.584 km", () => {
    const ls1 = { latitude: 53.79674, longitude: -1.54754 };
    const m1 = { latitude: 53.47734, longitude: -2.23508 };
    expect(greatCircleKm(ls1, m1)).toBeCloseTo(57.584, 3);
    expect(greatCircleKm(m1, ls1)).toBeCloseTo(57.584, 3);
    expect(greatCircleKm(ls1, ls1)).toBe(0);
  });
});

describe("estimateRoadKm", () => {
  it("is the great circle × the road factor 1.3, to 0.1 km: LS1 to M1 is 57.584 × 1.3 = 74.9 km", () => {
    expect(ROAD_DISTANCE_FACTOR).toBe(1.3);
    expect(estimateRoadKm({ latitude: 53.79674, longitude: -1.54754 }, { latitude: 53.47734, longitude: -2.23508 })).toBe(74.9);
    expect(estimateRoadKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBe(144.6);
  });
});

describe("outwardCode", () => {
  it("takes the district from any spacing or case, and refuses what is not a postcode", () => {
    expect(outwardCode("LS2 8BH")).toBe("LS2");
    expect(outwardCode("ls28bh")).toBe("LS2");
    expect(outwardCode(" sw1a 1aa ")).toBe("SW1A");
    expect(outwardCode("M1 1AE")).toBe("M1");
    expect(outwardCode("LS2")).toBeNull();
    expect(outwardCode("not a postcode")).toBeNull();
  });
});
