import { describe, expect, it } from "vitest";
import { PLANT_MESSAGES, plantEntrySchema } from "./plant-entry";

const base = { projectId: 1, date: "2026-11-24", plantItem: "Excavator", ownership: "owned", fuelType: "diesel", fuelLitres: "40" };
const messages = (input: object) => {
  const r = plantEntrySchema.safeParse({ ...base, ...input });
  return r.success ? [] : r.error.issues.filter((i) => i.path[0] === "fuelLitres").map((i) => i.message);
};

describe("plant entry: fuel used, one message per field", () => {
  it("a negative amount says so, once", () => {
    expect(messages({ fuelLitres: "-3" })).toEqual([PLANT_MESSAGES.fuelNegative]);
    expect(messages({ fuelLitres: -3, fuelType: "none" })).toEqual(["Fuel used cannot be negative"]);
  });
  it("too much fuel says the limit, once", () => {
    expect(messages({ fuelLitres: "1000001" })).toEqual(["Fuel used must be 1,000,000 litres or fewer"]);
  });
  it("a fuelled machine with no litres asks for more than 0", () => {
    expect(messages({ fuelLitres: "" })).toEqual(["Fuel used must be more than 0 litres"]);
    expect(messages({ fuelLitres: "0" })).toEqual(["Fuel used must be more than 0 litres"]);
    expect(messages({ fuelLitres: "0", fuelType: "none" })).toEqual([]);
  });
});
