import { describe, expect, it } from "vitest";
import { MAX_ID, idParams, idSchema } from "./ids";

const id = idSchema("Visitor not found", "Visitor ID must be positive");
const error = (v: unknown) => {
  const r = id.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("idSchema", () => {
  it("reads decimal digits and JSON whole numbers from 1 to PostgreSQL's integer limit", () => {
    expect(id.parse("347")).toBe(347);
    expect(id.parse(347)).toBe(347);
    expect(id.parse("1")).toBe(1);
    expect(id.parse(String(MAX_ID))).toBe(2_147_483_647);
  });

  it("refuses other spellings of a number instead of reading them as another record", () => {
    for (const alias of ["0x15b", "1e3", "0x10", " 1", "1 ", "+1", "1.0", "0b1", "0o7", "١", "", "1_000", "Infinity", "NaN"]) {
      expect(error(alias), alias).toBe("Visitor not found");
    }
  });

  it("refuses ids past the integer limit, fractions and non-numbers", () => {
    for (const v of ["2147483648", 2_147_483_648, "99999999999999999999", 1e20, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, true, {}, []]) {
      expect(error(v), String(v)).toBe("Visitor not found");
    }
  });

  it("says zero and negatives are too small", () => {
    expect(error(0)).toBe("Visitor ID must be positive");
    expect(error("-3")).toBe("Visitor ID must be positive");
  });

  it("builds /:id params with one message", () => {
    expect(idParams("Not found").parse({ id: "12" })).toEqual({ id: 12 });
    expect(idParams("Not found").safeParse({ id: "0x10" }).error?.issues[0]?.message).toBe("Not found");
  });
});
