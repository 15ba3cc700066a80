import { describe, expect, it } from "vitest";
import { ukDates, ukDay } from "./uk-dates";

describe("days as dd/MM/yyyy (product.md §3)", () => {
  it("writes an ISO day the British way and leaves anything else alone", () => {
    expect(ukDay("2025-03-14")).toBe("14/03/2025");
    expect(ukDay("")).toBe("");
    expect(ukDay(null)).toBeNull();
    expect(ukDay("14/03/2025")).toBe("14/03/2025");
  });
  it("rewrites the days inside a stored text, not those inside file names", () => {
    expect(ukDates("Kirkstall: Gas 1,200.00 kWh on 2025-03-14")).toBe("Kirkstall: Gas 1,200.00 kWh on 14/03/2025");
    expect(ukDates("from 2025-03-01 to 2025-03-31")).toBe("from 01/03/2025 to 31/03/2025");
    expect(ukDates("Uploaded site-2025-03-14.jpg")).toBe("Uploaded site-2025-03-14.jpg");
    expect(ukDates("Order 2025-13-40")).toBe("Order 2025-13-40");
  });
});
