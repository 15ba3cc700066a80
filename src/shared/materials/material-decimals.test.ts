import { describe, expect, it } from "vitest";
import { materialPrice, materialWeight } from "./material";

const money = materialPrice("Purchase cost");
const weight = materialWeight("Weight");
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("a material's decimals", () => {
  it("keeps exact canonical strings, from text or a number, with £ and commas allowed", () => {
    expect(money.parse("£1,250.5")).toBe("1250.50");
    expect(money.parse(0.1)).toBe("0.10");
    expect(money.parse("007")).toBe("7.00");
    expect(weight.parse(".5")).toBe("0.500");
    expect(weight.parse("")).toBeNull();
  });

  it("refuses negatives, too many places, too many digits and words, and a missing required value", () => {
    expect(messages(money.safeParse("-1"))).toEqual(["Purchase cost cannot be negative"]);
    expect(messages(money.safeParse("1.005"))).toEqual(["Purchase cost can have at most 2 decimal places"]);
    expect(messages(money.safeParse("12345678901"))).toEqual(["Purchase cost is too large (at most 10 digits before the decimal point)"]);
    expect(messages(money.safeParse("9999999999.99"))).toEqual([]);
    expect(messages(weight.safeParse("abc"))).toEqual(["Weight must be a number, e.g. 0.012"]);
    expect(messages(money.safeParse(""))).toEqual(["Purchase cost is required"]);
  });
});
