import { describe, expect, it } from "vitest";
import { expiresSoonUntil, expiryState } from "./expiry";

const today = "2025-06-15";

describe("expiryState", () => {
  it("is good through the expiry day and expired from the day after", () => {
    expect(expiryState("2025-06-14", today)).toBe("expired");
    expect(expiryState("2024-12-31", today)).toBe("expired");
    expect(expiryState(today, today)).toBe("expiring");
    expect(expiryState("2025-06-16", today)).toBe("expiring");
  });

  it("expires soon up to and including day 30; day 31 is valid", () => {
    expect(expiryState("2025-07-15", today)).toBe("expiring");
    expect(expiryState("2025-07-16", today)).toBe("valid");
    expect(expiresSoonUntil(today)).toBe("2025-07-15");
  });

  it("takes another window, across a month and a year end", () => {
    expect(expiryState("2026-01-07", "2025-12-31", 7)).toBe("expiring");
    expect(expiryState("2026-01-08", "2025-12-31", 7)).toBe("valid");
    expect(expiryState("2025-03-01", "2025-02-28", 0)).toBe("valid");
    expect(expiryState("2025-02-28", "2025-02-28", 0)).toBe("expiring");
  });

  it("is none with no date", () => {
    expect(expiryState(null, today)).toBe("none");
    expect(expiryState(undefined, today)).toBe("none");
    expect(expiryState("", today)).toBe("none");
  });
});
