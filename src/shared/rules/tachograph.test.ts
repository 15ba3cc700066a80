import { describe, expect, it } from "vitest";
import { downloadState, nextDownloadDue } from "./tachograph";

describe("tachograph downloads: vehicle unit every 90 days at most, driver card every 28", () => {
  it("is due on the last download's day plus the period", () => {
    expect(nextDownloadDue("vehicle_unit", "2026-01-10")).toBe("2026-04-10"); // 21 + 28 + 31 + 10 = 90
    expect(nextDownloadDue("driver_card", "2026-01-10")).toBe("2026-02-07");
    expect(nextDownloadDue("driver_card", null)).toBeNull();
  });

  it("valid until a week before, due soon in that week, overdue the day after the due day", () => {
    // Card downloaded 10/01: due 07/02, due soon from 31/01 (7 days before), overdue from 08/02.
    expect(downloadState("driver_card", "2026-01-10", "2026-01-30")).toBe("valid");
    expect(downloadState("driver_card", "2026-01-10", "2026-01-31")).toBe("expiring");
    expect(downloadState("driver_card", "2026-01-10", "2026-02-07")).toBe("expiring");
    expect(downloadState("driver_card", "2026-01-10", "2026-02-08")).toBe("expired");
    expect(downloadState("vehicle_unit", "2026-01-10", "2026-04-11")).toBe("expired");
    expect(downloadState("vehicle_unit", null, "2026-04-11")).toBe("none");
  });
});
