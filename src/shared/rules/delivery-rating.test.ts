import { describe, expect, it } from "vitest";
import { deliveryRating, type ReceiptOutcome } from "./delivery-rating";

const r = (onTime: boolean | null, complete = true, qualityPassed = true): ReceiptOutcome => ({ onTime, complete, qualityPassed });

describe("deliveryRating", () => {
  it("is 0.00 with no receipts and 5.00 when every receipt met every measure", () => {
    expect(deliveryRating([])).toBe("0.00");
    expect(deliveryRating([r(true), r(true), r(true)])).toBe("5.00");
  });

  it("averages the three shares: 3 of 4 on time, 2 of 4 complete, 4 of 4 passed", () => {
    // 5 × (0.75 + 0.5 + 1) / 3 = 5 × 2.25 / 3 = 3.75
    const receipts = [r(true, true), r(true, false), r(true, true), r(false, false)];
    expect(deliveryRating(receipts)).toBe("3.75");
  });

  it("rounds half up to two decimals: 2 of 3 on time, all complete, 2 of 3 passed", () => {
    // 5 × (2/3 + 1 + 2/3) / 3 = 5 × 7/9 = 3.8888… → 3.89
    expect(deliveryRating([r(true), r(true, true, false), r(false)])).toBe("3.89");
    // 5 × (1/3 + 1/3 + 1/3) / 3 = 1.6666… → 1.67
    expect(deliveryRating([r(true, false, false), r(false, true, false), r(false, false, true)])).toBe("1.67");
  });

  it("leaves receipts with no date to judge out of the on-time share only", () => {
    // On time: 1 of 1 judged; complete 1 of 2; passed 2 of 2 → 5 × (1 + 0.5 + 1) / 3 = 4.1666… → 4.17
    expect(deliveryRating([r(true), r(null, false)])).toBe("4.17");
    // None judged: the average of complete (1/2) and passed (1/2) → 5 × 0.5 = 2.50
    expect(deliveryRating([r(null, true, false), r(null, false, true)])).toBe("2.50");
  });

  it("scores 0.00 when nothing was met", () => {
    expect(deliveryRating([r(false, false, false)])).toBe("0.00");
  });
});
