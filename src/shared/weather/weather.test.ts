import { describe, expect, it } from "vitest";
import { compassPoint, conditionForWmoCode, weatherEntrySchema } from "./weather";

describe("weather words", () => {
  it("maps WMO codes to the condition a site manager reads", () => {
    expect(conditionForWmoCode(0)).toBe("Clear sky");
    expect(conditionForWmoCode(3)).toBe("Overcast");
    expect(conditionForWmoCode(61)).toBe("Light rain");
    expect(conditionForWmoCode(82)).toBe("Heavy rain showers");
    expect(conditionForWmoCode(99)).toBe("Thunderstorm with hail");
    expect(conditionForWmoCode(42)).toBe("Unknown");
    expect(conditionForWmoCode(null)).toBe("Unknown");
  });

  it("turns degrees into a 16-point compass direction", () => {
    expect(compassPoint(0)).toBe("N");
    expect(compassPoint(225)).toBe("SW");
    expect(compassPoint(350)).toBe("N");
    expect(compassPoint(-90)).toBe("W");
    expect(compassPoint(101)).toBe("E");
    expect(compassPoint(null)).toBeNull();
  });
});

describe("weatherEntrySchema", () => {
  it("reads form strings as numbers and blanks as empty", () => {
    expect(weatherEntrySchema.parse({ temperature: " -2.5 ", condition: " Snow ", humidity: "", windSpeed: "12", windDirection: " " })).toEqual({
      temperature: -2.5,
      condition: "Snow",
      humidity: null,
      windSpeed: 12,
      windDirection: null,
      pressure: null,
      visibility: null,
      uvIndex: null,
      description: null,
    });
  });

  it("requires temperature and condition, with one message per field", () => {
    const result = weatherEntrySchema.safeParse({ temperature: "", condition: "" });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["temperature", "Temperature is required"],
      ["condition", "Condition is required"],
    ]);
  });
});
