import { describe, expect, it } from "vitest";
import { totalAfterPage } from "./capped-count";

describe("totalAfterPage", () => {
  const counted = { total: 10_000, capped: true };
  const count = () => Promise.resolve(counted);
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it("knows the total from a short page without counting", async () => {
    const never = () => Promise.reject(new Error("counted"));
    expect(await totalAfterPage(rows(3), { page: 1, pageSize: 20 }, never)).toEqual({ total: 3, capped: false });
    expect(await totalAfterPage(rows(0), { page: 1, pageSize: 20 }, never)).toEqual({ total: 0, capped: false });
    expect(await totalAfterPage(rows(7), { page: 4, pageSize: 20 }, never)).toEqual({ total: 67, capped: false });
  });

  it("counts after a full page, and after an empty page past the first (the list may have shrunk)", async () => {
    expect(await totalAfterPage(rows(20), { page: 1, pageSize: 20 }, count)).toBe(counted);
    expect(await totalAfterPage(rows(0), { page: 9, pageSize: 20 }, count)).toBe(counted);
  });
});
