import { describe, expect, it } from "vitest";
import {
  decimalPlaces,
  divRound,
  formatMoney,
  quantityOf,
  quantityText,
  formatMoneyText,
  lineTotal,
  orderTotals,
  parsePence,
  parseQuantity,
  parseScaled,
  toDecimal,
  vatOn,
} from "./money";

describe("parsing", () => {
  it("reads strings and numbers exactly", () => {
    expect(parsePence("12400.00")).toBe(1_240_000n);
    expect(parsePence("0.1")).toBe(10n);
    expect(parsePence(0.1)).toBe(10n);
    expect(parsePence(0.3)).toBe(30n);
    expect(parsePence(".5")).toBe(50n);
    expect(parsePence("7.")).toBe(700n);
    expect(parsePence(" 3.20 ")).toBe(320n);
    expect(parseQuantity("2.125")).toBe(2125n);
    expect(parseQuantity(1e-7)).toBe(0n);
    expect(parseScaled(5n, 2)).toBe(500n);
  });

  it("rounds half-up past the scale", () => {
    expect(parsePence("1.005")).toBe(101n);
    expect(parsePence("1.004999")).toBe(100n);
    expect(parsePence("-1.005")).toBe(-101n);
    expect(parseQuantity("0.0005")).toBe(1n);
  });

  it("refuses what is not a plain decimal", () => {
    for (const bad of ["", " ", ".", "abc", "1e3", "1,000", "0x10", "--1", "1.2.3"]) expect(parsePence(bad), bad).toBeNull();
    expect(parsePence(Number.NaN)).toBeNull();
    expect(parsePence(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("counts decimals as typed", () => {
    expect(decimalPlaces("1.250")).toBe(3);
    expect(decimalPlaces("4")).toBe(0);
    expect(decimalPlaces(0.0001)).toBe(4);
    expect(decimalPlaces("x")).toBe(-1);
  });
});

describe("arithmetic", () => {
  it("divides rounding half away from zero", () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(() => divRound(1n, 0n)).toThrow();
  });

  it("line total: 3-decimal quantity × 2-decimal price, half-up to the penny", () => {
    expect(lineTotal(2125n, 333n)).toBe(708n); // 7.07625
    expect(lineTotal(1500n, 1n)).toBe(2n); // 0.015 → 0.02
    expect(lineTotal(1499n, 1n)).toBe(1n); // 0.01499 → 0.01
    expect(lineTotal(1n, 499n)).toBe(0n); // 0.00499 → 0.00
    expect(lineTotal(1n, 500n)).toBe(1n); // 0.005 → 0.01
    expect(lineTotal(12_345_678_901n, 99_999_999n)).toBe(1_234_567_877_754_321n); // 12,345,678,777,543.21099: past a float's 15 digits
    expect(lineTotal(100_000n, 12_400n)).toBe(1_240_000n);
  });

  it("VAT at 0, 5 and 20 % to the penny", () => {
    expect(vatOn(1_240_000n, "20")).toBe(248_000n);
    expect(vatOn(1_240_000n, "20.00")).toBe(248_000n);
    expect(vatOn(1_240_000n, 5)).toBe(62_000n);
    expect(vatOn(1_240_000n, "0")).toBe(0n);
    expect(vatOn(1n, "20")).toBe(0n); // 0.2p
    expect(vatOn(3n, "20")).toBe(1n); // 0.6p
    expect(vatOn(10n, "5")).toBe(1n); // 0.5p → 1p
    expect(vatOn(9n, "5")).toBe(0n); // 0.45p
    expect(() => vatOn(1n, "abc")).toThrow();
  });

  it("order totals: VAT once on the subtotal; unfinished lines count as nothing", () => {
    const t = orderTotals(
      [
        { quantity: "2.125", unitPrice: "3.33" },
        { quantity: 1, unitPrice: "0.005" },
        { quantity: "", unitPrice: "10" },
      ],
      "20",
    );
    expect(t.lineTotals).toEqual([708n, 1n, 0n]);
    expect(t.subtotal).toBe(709n);
    expect(t.vat).toBe(142n); // 141.8
    expect(t.total).toBe(851n);
    const big = orderTotals([{ quantity: "40", unitPrice: "310.00" }], 20);
    expect([big.subtotal, big.vat, big.total]).toEqual([1_240_000n, 248_000n, 1_488_000n]);
  });

  it("0.1 + 0.2 is 0.30 here", () => {
    const t = orderTotals(
      [
        { quantity: 1, unitPrice: 0.1 },
        { quantity: 1, unitPrice: 0.2 },
      ],
      0,
    );
    expect(toDecimal(t.total)).toBe("0.30");
  });
});

describe("formatting", () => {
  it("writes stored decimals and money text", () => {
    expect(toDecimal(1_240_000n)).toBe("12400.00");
    expect(toDecimal(5n)).toBe("0.05");
    expect(toDecimal(-5n)).toBe("-0.05");
    expect(toDecimal(2125n, 3)).toBe("2.125");
    expect(formatMoney(1_488_000n)).toBe("£14,880.00");
    expect(formatMoney(123_456_789_00n)).toBe("£123,456,789.00");
    expect(formatMoney(-550n)).toBe("-£5.50");
    expect(formatMoney(0n)).toBe("£0.00");
    expect(formatMoneyText("10000.00")).toBe("£10,000.00");
    expect(formatMoneyText(null)).toBe("");
    expect(formatMoneyText("x")).toBe("");
  });
});

describe("a stored quantity", () => {
  it("in thousandths for sums and comparisons; missing is 0", () => {
    expect(quantityOf("2.500")).toBe(2500n);
    expect(quantityOf("0.001")).toBe(1n);
    expect(quantityOf(null)).toBe(0n);
    expect(quantityOf(undefined)).toBe(0n);
    expect(quantityOf("0.000") > 0n).toBe(false);
  });

  it("as a person typed it: trailing zeros dropped, never rounded", () => {
    expect(quantityText("20.000")).toBe("20");
    expect(quantityText("7.250")).toBe("7.25");
    expect(quantityText("100.000")).toBe("100");
    expect(quantityText("10.100")).toBe("10.1");
    expect(quantityText("0.000")).toBe("0");
    expect(quantityText("1200")).toBe("1200");
    expect(quantityText(null)).toBe("");
  });
});
