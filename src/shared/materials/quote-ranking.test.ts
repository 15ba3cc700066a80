import { describe, expect, it } from "vitest";
import { pence, quoteStatus, rankQuotes } from "./quote-ranking";

const q = (id: number, quotedPrice: string, expiryDate: string | null) => ({ id, quotedPrice, expiryDate });

describe("quoteStatus", () => {
  it("is valid through its expiry day and expired the day after; no expiry date never expires", () => {
    expect(quoteStatus("2026-03-31", "2026-03-31")).toBe("valid");
    expect(quoteStatus("2026-03-31", "2026-04-01")).toBe("expired");
    expect(quoteStatus(null, "2030-01-01")).toBe("valid");
  });
});

describe("pence", () => {
  it("reads decimal strings exactly", () => {
    expect(pence("0.1")).toBe(10);
    expect(pence("1250.5")).toBe(125050);
    expect(pence("9999999999.99")).toBe(999999999999);
    expect(pence("98")).toBe(9800);
  });
});

describe("rankQuotes", () => {
  it("puts valid quotes first, cheapest first, marks the cheapest, then expired ones newest expiry first", () => {
    const ranked = rankQuotes(
      [q(1, "102.50", "2026-06-30"), q(2, "95.00", "2026-01-31"), q(3, "98.75", null), q(4, "99.10", "2026-02-28"), q(5, "98.75", "2026-12-31")],
      "2026-03-01",
    );
    expect(ranked.map((r) => [r.id, r.status, r.cheapest])).toEqual([
      [3, "valid", true],
      [5, "valid", false],
      [1, "valid", false],
      [4, "expired", false],
      [2, "expired", false],
    ]);
  });

  it("compares 0.10 and 0.09 as money, not as text, and marks nothing cheapest when all have expired", () => {
    expect(rankQuotes([q(1, "0.10", null), q(2, "0.09", null)], "2026-01-01")[0].id).toBe(2);
    expect(rankQuotes([q(1, "5.00", "2025-01-01")], "2026-01-01")[0]).toMatchObject({ status: "expired", cheapest: false });
  });
});
