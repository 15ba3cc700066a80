import { describe, expect, it } from "vitest";
import { toPage } from "@shared/common/paging";
import { formatTotal, totalOf } from "./page-total";

describe("a paged list's total", () => {
  it("reads exact counts in en-GB", () => {
    expect(formatTotal({ total: 1234 })).toBe("1,234");
    expect(totalOf({ total: 1, totalCapped: false }, "entry", "entries")).toBe("1 entry");
    expect(totalOf({ total: 0 }, "entry", "entries")).toBe("0 entries");
  });

  it("says a capped count is a floor", () => {
    expect(formatTotal({ total: 10_000, totalCapped: true })).toBe("10,000+");
    expect(totalOf({ total: 10_000, totalCapped: true }, "entry", "entries")).toBe("10,000+ entries");
    // A cap of one still reads as more than one.
    expect(totalOf({ total: 1, totalCapped: true }, "entry", "entries")).toBe("1+ entries");
  });
});

describe("toPage with a capped count", () => {
  const q = { page: 1, pageSize: 25 };
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it("keeps an exact count as it is", () => {
    expect(toPage(items(25), 60, q)).toMatchObject({ total: 60, pageCount: 3, totalCapped: false });
  });

  it("pages up to the cap, and on past it while pages are full", () => {
    expect(toPage(items(25), { total: 100, capped: true }, q)).toMatchObject({ total: 100, pageCount: 4, totalCapped: true });
    // On the last counted page and beyond, the next page is always offered and the total is what was reached.
    expect(toPage(items(25), { total: 100, capped: true }, { page: 4, pageSize: 25 })).toMatchObject({ total: 100, pageCount: 5 });
    expect(toPage(items(25), { total: 100, capped: true }, { page: 9, pageSize: 25 })).toMatchObject({ total: 225, pageCount: 10 });
    // A short page is the end.
    expect(toPage(items(3), { total: 100, capped: true }, { page: 9, pageSize: 25 })).toMatchObject({ total: 203, pageCount: 9, totalCapped: false });
    // Past the end nothing is known beyond the cap.
    expect(toPage([], { total: 100, capped: true }, { page: 99, pageSize: 25 })).toMatchObject({ total: 100, totalCapped: true });
  });
});
