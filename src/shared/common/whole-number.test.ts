import { describe, expect, it } from "vitest";
import { wholeNumber } from "./whole-number";
import { MAX_PAGE, pageQuery } from "./paging";

const year = wholeNumber({ message: "Year must be a number", min: 2000, max: 2100, tooSmall: "Too early", tooBig: "Too late" });
const error = (v: unknown) => {
  const r = year.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("wholeNumber", () => {
  it("reads decimal digits and JSON whole numbers in range", () => {
    expect(year.parse("2024")).toBe(2024);
    expect(year.parse(2024)).toBe(2024);
  });

  it("refuses hex, exponents, fractions, padding and huge values as not a number", () => {
    for (const v of ["0x7e8", "2.024e3", "2024.0", " 2024", "+2024", "", "99999999999999999999", 1e20, 20.5, null]) {
      expect(error(v), String(v)).toBe("Year must be a number");
    }
  });

  it("names the bound that was crossed", () => {
    expect(error("1999")).toBe("Too early");
    expect(error("-1")).toBe("Too early");
    expect(error(2101)).toBe("Too late");
  });
});

describe("pageQuery", () => {
  it("defaults to the first page of 25", () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
  });

  it("refuses pages that are not whole numbers or that would overflow an OFFSET", () => {
    expect(pageQuery.safeParse({ page: "0x10" }).error?.issues[0]?.message).toBe("Page must be a whole number");
    expect(pageQuery.safeParse({ page: "0" }).error?.issues[0]?.message).toBe("Page must be 1 or more");
    expect(pageQuery.safeParse({ page: String(MAX_PAGE + 1) }).error?.issues[0]?.message).toBe(`Page must be at most ${MAX_PAGE}`);
    expect(pageQuery.safeParse({ pageSize: "101" }).error?.issues[0]?.message).toBe("Page size must be at most 100");
  });
});
