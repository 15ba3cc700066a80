import { describe, expect, it } from "vitest";
import { describeAgent, formatLogTime, humanise } from "./format";

describe("activity log formatting", () => {
  it("formats times as dd/MM/yyyy HH:mm:ss", () => {
    expect(formatLogTime("2025-03-01T09:05:07Z")).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });
  it("humanises action names", () => {
    expect(humanise("company_profile_updated")).toBe("Company profile updated");
  });
  it("names common browsers", () => {
    expect(describeAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36")).toBe("Chrome on Windows");
    expect(describeAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(describeAgent(null)).toBeNull();
  });
});
