import { describe, expect, it } from "vitest";
import { duePeriod } from "./daily-jobs";

/** The digest's hour is UK local time: 06:00 is 06:00 UTC in winter (GMT) and 05:00 UTC in summer (BST). */
const job = { at: "06:00" };

describe("duePeriod: once per UK day, from the job's UK time", () => {
  it("in GMT (winter), 06:00 UK is 06:00 UTC", () => {
    expect(duePeriod(job, new Date("2026-01-15T05:59:00Z"))).toBeNull();
    expect(duePeriod(job, new Date("2026-01-15T06:00:00Z"))).toBe("2026-01-15");
    expect(duePeriod(job, new Date("2026-01-15T23:59:00Z"))).toBe("2026-01-15");
    expect(duePeriod(job, new Date("2026-01-16T00:00:00Z"))).toBeNull();
  });

  it("in BST (summer), 06:00 UK is 05:00 UTC, and the UK day starts at 23:00 UTC the evening before", () => {
    expect(duePeriod(job, new Date("2026-07-15T04:59:00Z"))).toBeNull();
    expect(duePeriod(job, new Date("2026-07-15T05:00:00Z"))).toBe("2026-07-15");
    // 23:30 UTC on the 15th is 00:30 on the 16th in the UK: the new day, before its 06:00.
    expect(duePeriod(job, new Date("2026-07-15T23:30:00Z"))).toBeNull();
    expect(duePeriod({ at: "00:00" }, new Date("2026-07-15T23:30:00Z"))).toBe("2026-07-16");
  });

  it("across the changes of the clocks: the last Sundays of March and October", () => {
    // 29 March 2026: clocks go forward at 01:00 UTC. 05:30 UTC is 06:30 BST.
    expect(duePeriod(job, new Date("2026-03-29T04:59:00Z"))).toBeNull();
    expect(duePeriod(job, new Date("2026-03-29T05:00:00Z"))).toBe("2026-03-29");
    // 25 October 2026: clocks go back at 01:00 UTC. 05:30 UTC is 05:30 GMT, not yet 06:00.
    expect(duePeriod(job, new Date("2026-10-25T05:30:00Z"))).toBeNull();
    expect(duePeriod(job, new Date("2026-10-25T06:00:00Z"))).toBe("2026-10-25");
  });

  it("an instance that starts later in the day still runs that day's job", () => {
    expect(duePeriod(job, new Date("2026-01-15T14:00:00Z"))).toBe("2026-01-15");
  });
});
