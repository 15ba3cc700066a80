import { describe, expect, it } from "vitest";
import { describeAgent, formatLogTime, humanise, ukDates } from "./format";

describe("activity log formatting", () => {
  it("formats times as dd/MM/yyyy HH:mm:ss", () => {
    expect(formatLogTime("2025-03-01T09:05:07Z")).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });
  it("humanises action names", () => {
    expect(humanise("company_profile_updated")).toBe("Company profile updated");
  });
  it("writes acronyms and numbered names as the product does (issue 11)", () => {
    expect(humanise("hse_certificate_added")).toBe("HSE certificate added");
    expect(humanise("scope3_entry_created")).toBe("Scope 3 entry created");
    expect(humanise("scope3_entry")).toBe("Scope 3 entry");
    expect(humanise("carbon_report_exported")).toBe("Carbon report exported");
    expect(humanise("purchased_goods")).toBe("Purchased goods");
  });
  it("shows the ISO days inside descriptions and record names as dd/MM/yyyy, leaving file names alone", () => {
    expect(ukDates("Logged a diary entry for Kirkstall on 2025-03-14: slab poured")).toBe("Logged a diary entry for Kirkstall on 14/03/2025: slab poured");
    expect(ukDates("Exported the diary of Kirkstall from 2025-03-01 to 2025-03-31 as PDF")).toBe(
      "Exported the diary of Kirkstall from 01/03/2025 to 31/03/2025 as PDF",
    );
    expect(ukDates("Kirkstall: Priya Shah (2025-03-14)")).toBe("Kirkstall: Priya Shah (14/03/2025)");
    expect(ukDates("Uploaded site-2025-03-14.jpg to Kirkstall")).toBe("Uploaded site-2025-03-14.jpg to Kirkstall");
    expect(ukDates("Order 2025-13-40")).toBe("Order 2025-13-40");
  });
  it("names common browsers", () => {
    expect(describeAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36")).toBe(
      "Chrome on Windows",
    );
    expect(describeAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe(
      "Safari on iOS",
    );
    expect(describeAgent(null)).toBeNull();
  });
});
